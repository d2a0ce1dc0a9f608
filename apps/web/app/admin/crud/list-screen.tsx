import { sortableFields } from '@coach/contract';
import { useMemo, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useLanguage } from '../../lib/language.ts';
import { type StoredRecord, deleteRecord } from '../api/resources.ts';
import { useT } from '../i18n/text.ts';
import { UI } from '../i18n/ui.ts';
import { offsetOf } from '../paging/list-place.ts';
import { Pager } from '../paging/pager.tsx';
import { SearchBox } from '../paging/search-box.tsx';
import { SortHeader } from '../paging/sort-header.tsx';
import { usePagedList } from '../paging/use-paged-list.ts';
import { useConfirm } from '../ui/confirm-dialog.tsx';
import { LoadState } from '../ui/load-state.tsx';
import { type NoticeMessage, Notice, success } from '../ui/notice.tsx';
import { ScreenHeader } from '../ui/screen-header.tsx';
import { Cell } from './cells.tsx';
import { deleteFailure } from './delete-failure.ts';
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
  const location = useLocation();
  const [notice, setNotice] = useState<NoticeMessage | undefined>(
    (location.state as { notice?: NoticeMessage } | null)?.notice,
  );
  const { ask, dialog } = useConfirm();
  const sorting = useMemo(() => sortingColumns(config), [config]);
  const { place, change, list } = usePagedList(config.resource, sorting);
  const base = `/admin/${config.path}`;
  const rows = list.data?.rows ?? [];
  const total = list.data?.total ?? 0;

  /** Names the row in its buttons, so "Edit" and "Delete" say which record. */
  const rowLabel = (row: StoredRecord) => {
    const value = readPath(row, config.labelField ?? 'name');
    return typeof value === 'string' && value ? value : `#${row.id}`;
  };

  async function remove(row: StoredRecord) {
    if (!(await ask(config.messages.confirmDelete))) return;
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
          <div className="a-table-wrap" aria-busy={list.loading}>
            <table className="a-data-table">
              <caption className="visually-hidden">{t(config.title)}</caption>
              <thead>
                <tr>
                  <th scope="col" className="a-col-number">
                    {t(UI.rowNumber)}
                  </th>
                  {config.columns.map((column) => (
                    <SortHeader
                      key={column.key}
                      label={column.label}
                      column={sorting.includes(column.key) ? column.key : undefined}
                      sort={place.sort}
                      onSort={(sort) => change({ sort })}
                    />
                  ))}
                  <th scope="col" className="a-col-actions">
                    {t(UI.actions)}
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row, index) => (
                  <tr key={row.id}>
                    <td className="a-col-number">{offsetOf(place) + index + 1}</td>
                    {config.columns.map((column) => (
                      <td
                        key={column.key}
                        data-label={t(column.label)}
                        className={`a-cell-${column.kind ?? 'text'}`}
                      >
                        <Cell row={row} column={column} language={language} />
                      </td>
                    ))}
                    <td className="a-col-actions">
                      <div className="a-row-actions">
                        <Link to={`${base}/edit/${row.id}`} className="a-button a-button-small">
                          {t(UI.edit)}
                          <span className="visually-hidden"> {rowLabel(row)}</span>
                        </Link>
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
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            {rows.length === 0 && (
              <p className="a-empty">{t(place.search ? UI.noSearchMatches : UI.empty)}</p>
            )}
          </div>
          {total > 0 && <Pager place={place} shown={rows.length} total={total} onChange={change} />}
        </>
      )}
      {dialog}
    </section>
  );
}
