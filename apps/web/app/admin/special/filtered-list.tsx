import type { Language, ResourceDef } from '@coach/contract';
import { type ReactNode, useState } from 'react';
import { useLanguage } from '../../lib/language.ts';
import { type StoredRecord, listRecords } from '../api/resources.ts';
import { type CsvColumn, buildCsv, downloadCsv } from '../csv/build-csv.ts';
import { type Text, useT } from '../i18n/text.ts';
import { UI } from '../i18n/ui.ts';
import { LoadState } from '../ui/load-state.tsx';
import { type NoticeMessage, Notice } from '../ui/notice.tsx';
import { ScreenHeader } from '../ui/screen-header.tsx';
import { useLoad } from '../ui/use-load.ts';
import { type FilterDef, FilterBar, useAppliedFilters } from './filters.tsx';

export interface Column {
  label: Text;
  render: (row: StoredRecord, language: Language) => ReactNode;
  className?: string;
}

export interface RowHelpers {
  reload: () => Promise<void>;
  setNotice: (notice: NoticeMessage | undefined) => void;
}

interface Props {
  title: Text;
  resource: ResourceDef;
  filters: readonly FilterDef[];
  columns: readonly Column[];
  csv: { fileName: string; columns: readonly CsvColumn<StoredRecord>[] };
  actions: (row: StoredRecord, helpers: RowHelpers) => ReactNode;
  actionsLabel?: Text;
  /** Rendered after the table (a confirmation dialog). */
  extra?: ReactNode;
}

/**
 * Appointments, orders and testimonials: a list filtered by the API, with Apply and
 * Clear, a CSV of exactly the rows shown, and per-row state changes.
 */
export function FilteredList(props: Props) {
  const {
    title,
    resource,
    filters,
    columns,
    csv,
    actions,
    actionsLabel = UI.actions,
    extra,
  } = props;
  const t = useT();
  const language = useLanguage();
  const [applied, apply] = useAppliedFilters(filters);
  const [notice, setNotice] = useState<NoticeMessage>();
  const key = JSON.stringify(applied);
  // Dates show in the admin's local time, so date filters mean the admin's local days.
  const list = useLoad(
    () => listRecords(resource, { ...applied, tz_offset: String(new Date().getTimezoneOffset()) }),
    [resource, key],
  );
  const rows = list.data ?? [];

  return (
    <section className="screen">
      <ScreenHeader title={title} count={list.data?.length} />
      <FilterBar filters={filters} applied={applied} onApply={apply}>
        <button
          type="button"
          className="a-button"
          disabled={!list.data}
          onClick={() => downloadCsv(csv.fileName, buildCsv(csv.columns, rows))}
        >
          ⤓ {t(UI.downloadCsv)}
        </button>
      </FilterBar>
      <Notice notice={notice} onDismiss={() => setNotice(undefined)} />
      {list.data === undefined ? (
        <LoadState error={list.error} onRetry={list.reload} />
      ) : (
        <div className="a-table-wrap" aria-busy={list.loading}>
          <table className="a-data-table">
            <caption className="visually-hidden">{t(title)}</caption>
            <thead>
              <tr>
                {columns.map((c) => (
                  <th scope="col" key={c.label.en} className={c.className}>
                    {t(c.label)}
                  </th>
                ))}
                <th scope="col" className="a-col-actions">
                  {t(actionsLabel)}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  {columns.map((c) => (
                    <td key={c.label.en} data-label={t(c.label)} className={c.className}>
                      {c.render(row, language)}
                    </td>
                  ))}
                  <td className="a-col-actions">
                    <div className="a-row-actions">
                      {actions(row, { reload: list.reload, setNotice })}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {rows.length === 0 && <p className="a-empty">{t(UI.noMatches)}</p>}
        </div>
      )}
      {extra}
    </section>
  );
}
