import { type Language, type ResourceDef, sortableFields } from '@coach/contract';
import { type ReactNode, useMemo, useState } from 'react';
import { useLanguage } from '../../lib/language.ts';
import { type StoredRecord, listPage } from '../api/resources.ts';
import type { CsvColumn } from '../csv/build-csv.ts';
import { type Text, useT } from '../i18n/text.ts';
import { UI } from '../i18n/ui.ts';
import { offsetOf } from '../paging/list-place.ts';
import { Pager } from '../paging/pager.tsx';
import { SearchBox } from '../paging/search-box.tsx';
import { SortHeader } from '../paging/sort-header.tsx';
import { usePagedList } from '../paging/use-paged-list.ts';
import { LoadState } from '../ui/load-state.tsx';
import { type NoticeMessage, Notice, failure } from '../ui/notice.tsx';
import { ScreenHeader } from '../ui/screen-header.tsx';
import { CsvButton } from './csv-button.tsx';
import { type FilterDef, FilterBar, useAppliedFilters } from './filters.tsx';

export interface Column {
  label: Text;
  render: (row: StoredRecord, language: Language) => ReactNode;
  className?: string;
  /** The API column its header sorts by (the date, the name). */
  sort?: string;
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
 * Appointments, orders and testimonials: a page at a time of a list filtered and searched
 * by the API, with Apply and Clear, a CSV of every row the filters select, and per-row
 * state changes.
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
  const sorting = useMemo(() => {
    const api = sortableFields(resource);
    return columns.flatMap((c) => (c.sort && api.includes(c.sort) ? [c.sort] : []));
  }, [resource, columns]);
  // Dates show in the admin's local time, so date filters mean the admin's local days.
  const query = { ...applied, tz_offset: String(new Date().getTimezoneOffset()) };
  const { place, change, list } = usePagedList(resource, sorting, query);
  const rows = list.data?.rows ?? [];
  const total = list.data?.total ?? 0;

  return (
    <section className="screen">
      <ScreenHeader title={title} count={list.data?.total} />
      <FilterBar filters={filters} applied={applied} onApply={apply}>
        <CsvButton
          fileName={csv.fileName}
          columns={csv.columns}
          fetchPage={(start, limit) =>
            listPage(
              resource,
              { limit, offset: start, search: place.search, sort: place.sort },
              query,
            )
          }
          onFailure={(error) => {
            console.error('CSV export failed', error);
            setNotice(failure(UI.csvFailed));
          }}
        />
      </FilterBar>
      <div className="a-list-tools">
        <SearchBox value={place.search} onSearch={(search) => change({ search })} />
      </div>
      <Notice notice={notice} onDismiss={() => setNotice(undefined)} />
      {list.data === undefined ? (
        <LoadState error={list.error} onRetry={list.reload} />
      ) : (
        <>
          <div className="a-table-wrap" aria-busy={list.loading}>
            <table className="a-data-table">
              <caption className="visually-hidden">{t(title)}</caption>
              <thead>
                <tr>
                  <th scope="col" className="a-col-number">
                    {t(UI.rowNumber)}
                  </th>
                  {columns.map((c) => (
                    <SortHeader
                      key={c.label.en}
                      label={c.label}
                      className={c.className}
                      column={c.sort && sorting.includes(c.sort) ? c.sort : undefined}
                      sort={place.sort}
                      onSort={(sort) => change({ sort })}
                    />
                  ))}
                  <th scope="col" className="a-col-actions">
                    {t(actionsLabel)}
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row, index) => (
                  <tr key={row.id}>
                    <td className="a-col-number">{offsetOf(place) + index + 1}</td>
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
            {rows.length === 0 && (
              <p className="a-empty">{t(place.search ? UI.noSearchMatches : UI.noMatches)}</p>
            )}
          </div>
          {total > 0 && <Pager place={place} shown={rows.length} total={total} onChange={change} />}
        </>
      )}
      {extra}
    </section>
  );
}
