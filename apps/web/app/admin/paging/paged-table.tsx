import type { ReactNode } from 'react';
import type { StoredRecord } from '../api/resources.ts';
import { type Text, useT } from '../i18n/text.ts';
import { UI } from '../i18n/ui.ts';
import { type ListPlace, nextSort, offsetOf } from './list-place.ts';
import { Pager } from './pager.tsx';
import { SortHeader } from './sort-header.tsx';
import type { PlaceChange } from './use-list-place.ts';

export interface TableColumn<T = StoredRecord> {
  /** Tells the columns apart (React's key). */
  key: string;
  label: Text;
  /** On the header and each cell. */
  className?: string;
  /** On each cell only (how a kind of value is laid out). */
  cellClassName?: string;
  /** The API column its header sorts by; none when this column does not sort. */
  sort?: string;
  render: (row: T) => ReactNode;
}

interface Props<T> {
  /** Read by screen readers as the table's name. */
  caption: Text;
  columns: readonly TableColumn<T>[];
  rows: readonly T[];
  total: number;
  place: ListPlace;
  onChange: (change: PlaceChange) => void;
  loading: boolean;
  actionsLabel?: Text;
  /** The buttons of a row (Edit, Delete, Resolve…); a list without any has no such column. */
  actions?: (row: T) => ReactNode;
  /** What an empty page says when no search is typed. */
  empty: Text;
}

/**
 * The back office's list table, one page of rows: row number, the columns (a header sorts
 * when it names an API column), the row's actions, then the pager. On a phone each cell
 * shows its column's name (`data-label`). The generic lists and the visitors' submissions
 * both use it.
 */
export function PagedTable<T extends { id: number | string } = StoredRecord>({
  caption,
  columns,
  rows,
  total,
  place,
  onChange,
  loading,
  actionsLabel = UI.actions,
  actions,
  empty,
}: Props<T>) {
  const t = useT();
  return (
    <>
      <div className="a-table-wrap" aria-busy={loading}>
        <table className="a-data-table">
          <caption className="visually-hidden">{t(caption)}</caption>
          <thead>
            <tr>
              <th scope="col" className="a-col-number">
                {t(UI.rowNumber)}
              </th>
              {columns.map((column) => (
                <SortHeader
                  key={column.key}
                  label={column.label}
                  className={column.className}
                  column={column.sort}
                  sort={place.sort}
                  onSort={() => {
                    const by = column.sort ?? '';
                    onChange((current) => ({ sort: nextSort(current.sort, by) }));
                  }}
                />
              ))}
              {actions && (
                <th scope="col" className="a-col-actions">
                  {t(actionsLabel)}
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr key={row.id}>
                <td className="a-col-number">{offsetOf(place) + index + 1}</td>
                {columns.map((column) => (
                  <td
                    key={column.key}
                    data-label={t(column.label)}
                    className={
                      [column.className, column.cellClassName].filter(Boolean).join(' ') ||
                      undefined
                    }
                  >
                    {column.render(row)}
                  </td>
                ))}
                {actions && (
                  <td className="a-col-actions">
                    <div className="a-row-actions">{actions(row)}</div>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
        {rows.length === 0 && (
          <p className="a-empty">{t(place.search ? UI.noSearchMatches : empty)}</p>
        )}
      </div>
      {total > 0 && <Pager place={place} shown={rows.length} total={total} onChange={onChange} />}
    </>
  );
}
