import { type Language, type ResourceDef, sortableFields } from '@coach/contract';
import { type ReactNode, useMemo } from 'react';
import { useLanguage } from '../../lib/language.ts';
import { type StoredRecord, listPage } from '../api/resources.ts';
import type { CsvColumn } from '../csv/build-csv.ts';
import type { Text } from '../i18n/text.ts';
import { UI } from '../i18n/ui.ts';
import { PagedTable, type TableColumn } from '../paging/paged-table.tsx';
import { SearchBox } from '../paging/search-box.tsx';
import { usePagedList } from '../paging/use-paged-list.ts';
import { LoadState } from '../ui/load-state.tsx';
import { type NoticeMessage, Notice, failure, useArrivalNotice } from '../ui/notice.tsx';
import { ScreenHeader } from '../ui/screen-header.tsx';
import { CsvButton } from '../csv/csv-button.tsx';
import { type FilterDef, FilterBar, useAppliedFilters } from './filters.tsx';
import { NotSpamButton } from './not-spam-button.tsx';

/**
 * Spam is left out of the lists unless asked for (docs/decisions/0027): every list of a
 * resource the spam trap judges has this filter, its rows "Not spam" as their one action.
 */
const SPAM_FILTER: FilterDef = {
  name: 'spam',
  label: UI.spam,
  kind: 'select',
  options: [
    { value: '', label: UI.hideSpam },
    { value: 'true', label: UI.spamOnly },
  ],
};

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
  /** The screen's own class, for a list laid out its own way (the orders). */
  className?: string;
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
    filters: ownFilters,
    columns,
    csv,
    actions,
    actionsLabel = UI.actions,
    extra,
    className,
  } = props;
  const language = useLanguage();
  const filters = useMemo(
    () => (resource.spamTrap ? [...ownFilters, SPAM_FILTER] : ownFilters),
    [resource, ownFilters],
  );
  const [applied, apply] = useAppliedFilters(filters);
  const [notice, setNotice] = useArrivalNotice();
  const sorting = useMemo(() => {
    const api = sortableFields(resource);
    return columns.flatMap((c) => (c.sort && api.includes(c.sort) ? [c.sort] : []));
  }, [resource, columns]);
  // Dates show in the admin's local time, so date filters mean the admin's local days.
  const query = { ...applied, tz_offset: String(new Date().getTimezoneOffset()) };
  const { place, change, list } = usePagedList(resource, sorting, query);
  const rows = list.data?.rows ?? [];
  const total = list.data?.total ?? 0;
  const tableColumns: TableColumn[] = useMemo(
    () =>
      columns.map((c) => ({
        key: c.label.en,
        label: c.label,
        className: c.className,
        sort: c.sort && sorting.includes(c.sort) ? c.sort : undefined,
        render: (row) => c.render(row, language),
      })),
    [columns, sorting, language],
  );

  return (
    <section className={className ? `screen ${className}` : 'screen'}>
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
          <PagedTable
            caption={title}
            columns={tableColumns}
            rows={rows}
            total={total}
            place={place}
            onChange={change}
            loading={list.loading}
            actionsLabel={actionsLabel}
            empty={UI.noMatches}
            actions={(row) => {
              const helpers = { reload: list.reload, setNotice };
              return row.spam === true ? (
                <NotSpamButton def={resource} row={row} helpers={helpers} />
              ) : (
                actions(row, helpers)
              );
            }}
          />
        </>
      )}
      {extra}
    </section>
  );
}
