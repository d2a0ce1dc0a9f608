import { sortableFields } from '@coach/contract';
import { useMemo } from 'react';
import { RecordLinkButton } from './record-link.tsx';
import { Link } from 'react-router';
import { useLanguage } from '../../lib/language.ts';
import { type StoredRecord, deleteRecord } from '../api/resources.ts';
import { useT } from '../i18n/text.ts';
import { UI } from '../i18n/ui.ts';
import { PagedTable, type TableColumn } from '../paging/paged-table.tsx';
import { SearchBox } from '../paging/search-box.tsx';
import { usePagedList } from '../paging/use-paged-list.ts';
import { useConfirm } from '../ui/confirm-dialog.tsx';
import { LoadState } from '../ui/load-state.tsx';
import { Notice, success, useArrivalNotice } from '../ui/notice.tsx';
import { ScreenHeader } from '../ui/screen-header.tsx';
import { Cell, cellText } from './cells.tsx';
import { deleteFailure } from './delete-failure.ts';
import { trashQuestion } from './messages.ts';
import { readPath } from './form-values.ts';
import type { ScreenConfig } from './types.ts';

/**
 * The columns a list sorts by on a click: when a record was created and the column that
 * names it (name, heading), where the API can sort by them.
 */
function sortingColumns(config: ScreenConfig): string[] {
  const nameKey = config.labelField ?? 'name';
  const api = sortableFields(config.resource);
  return config.columns
    .map((c) => c.key)
    .filter((key) => (key === 'created' || key === nameKey) && api.includes(key));
}

/** The list of a generic screen, a page at a time: row number, columns, Edit, Delete. */
export function ListScreen({ config }: { config: ScreenConfig }) {
  const t = useT();
  const language = useLanguage();
  const [notice, setNotice] = useArrivalNotice();
  const { ask, dialog } = useConfirm();
  const sorting = useMemo(() => sortingColumns(config), [config]);
  const { place, change, list } = usePagedList(config.resource, sorting);
  const base = `/admin/${config.path}`;
  const rows = list.data?.rows ?? [];
  const total = list.data?.total ?? 0;
  const columns: TableColumn[] = useMemo(
    () =>
      config.columns.map((column) => ({
        key: column.key,
        label: column.label,
        cellClassName: `a-cell-${column.kind ?? 'text'}`,
        sort: sorting.includes(column.key) ? column.key : undefined,
        render: (row) => <Cell row={row} column={column} language={language} />,
      })),
    [config, sorting, language],
  );

  /**
   * Names the row in its buttons, so "Edit" and "Delete" say which record: as its column
   * shows it (in the screen's language, a constant by its readable name) when it has one.
   */
  const rowLabel = (row: StoredRecord) => {
    const key = config.labelField ?? 'name';
    const column = config.columns.find((c) => c.key === key);
    const value = column ? cellText(row, column, language) : readPath(row, key);
    return typeof value === 'string' && value ? value : `#${row.id}`;
  };

  async function remove(row: StoredRecord) {
    if (!(await ask(trashQuestion(config.messages.confirmDelete, rowLabel(row))))) return;
    try {
      await deleteRecord(config.resource, row.id);
      setNotice(success(config.messages.deleted));
      await list.reload();
    } catch (error) {
      setNotice(deleteFailure(error, config.messages.deleteFailed));
    }
  }

  return (
    <section className="screen">
      <ScreenHeader title={config.title} count={list.data?.total}>
        {!config.editOnly && (
          <Link to={`${base}/create`} className="a-button a-button-primary">
            + {t(UI.createNew)}
          </Link>
        )}
      </ScreenHeader>
      <Notice notice={notice} onDismiss={() => setNotice(undefined)} />
      {list.data === undefined ? (
        <LoadState error={list.error} onRetry={list.reload} />
      ) : (
        <>
          {(total > 8 || place.search) && (
            <div className="a-list-tools">
              <SearchBox value={place.search} onSearch={(search) => change({ search })} />
            </div>
          )}
          <PagedTable
            caption={config.title}
            columns={columns}
            rows={rows}
            total={total}
            place={place}
            onChange={change}
            loading={list.loading}
            empty={UI.empty}
            actions={(row) => (
              <>
                <Link to={`${base}/edit/${row.id}`} className="a-button a-button-small">
                  {t(UI.edit)}
                  <span className="visually-hidden"> {rowLabel(row)}</span>
                </Link>
                <RecordLinkButton link={config.recordLink} record={row} label={rowLabel(row)} />
                {!config.editOnly && (
                  <button
                    type="button"
                    className="a-button a-button-small a-button-danger-quiet"
                    onClick={() => remove(row)}
                  >
                    {t(UI.delete)}
                    <span className="visually-hidden"> {rowLabel(row)}</span>
                  </button>
                )}
              </>
            )}
          />
        </>
      )}
      {dialog}
    </section>
  );
}
