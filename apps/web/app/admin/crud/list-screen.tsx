import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useLanguage } from '../../lib/language.ts';
import { type StoredRecord, deleteRecord, listRecords } from '../api/resources.ts';
import { useT } from '../i18n/text.ts';
import { UI } from '../i18n/ui.ts';
import { useConfirm } from '../ui/confirm-dialog.tsx';
import { LoadState } from '../ui/load-state.tsx';
import { type NoticeMessage, Notice, success } from '../ui/notice.tsx';
import { ScreenHeader } from '../ui/screen-header.tsx';
import { useLoad } from '../ui/use-load.ts';
import { Cell, cellText } from './cells.tsx';
import { deleteFailure } from './delete-failure.ts';
import { readPath } from './form-values.ts';
import type { ScreenConfig } from './types.ts';

/** The list of a generic screen: row number, its columns, Edit and Delete, Create New. */
export function ListScreen({ config }: { config: ScreenConfig }) {
  const t = useT();
  const language = useLanguage();
  const location = useLocation();
  const [notice, setNotice] = useState<NoticeMessage | undefined>(
    (location.state as { notice?: NoticeMessage } | null)?.notice,
  );
  const [search, setSearch] = useState('');
  const { ask, dialog } = useConfirm();
  const list = useLoad(() => listRecords(config.resource), [config.resource]);
  const base = `/admin/${config.path}`;

  const needle = search.trim().toLowerCase();
  const rows = (list.data ?? []).filter(
    (row) =>
      !needle ||
      config.columns.some((c) => cellText(row, c, language).toLowerCase().includes(needle)),
  );

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
      <ScreenHeader title={config.title} count={list.data?.length}>
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
          {list.data.length > 8 && (
            <div className="a-list-tools">
              <label className="a-search">
                <span className="visually-hidden">{t(UI.search)}</span>
                <input
                  type="search"
                  placeholder={t(UI.search)}
                  value={search}
                  onChange={(e) => setSearch(e.target.value)}
                />
              </label>
            </div>
          )}
          <div className="a-table-wrap">
            <table className="a-data-table">
              <caption className="visually-hidden">{t(config.title)}</caption>
              <thead>
                <tr>
                  <th scope="col" className="a-col-number">
                    {t(UI.rowNumber)}
                  </th>
                  {config.columns.map((column) => (
                    <th scope="col" key={column.key}>
                      {t(column.label)}
                    </th>
                  ))}
                  <th scope="col" className="a-col-actions">
                    {t(UI.actions)}
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row, index) => (
                  <tr key={row.id}>
                    <td className="a-col-number">{index + 1}</td>
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
            {rows.length === 0 && <p className="a-empty">{t(needle ? UI.noMatches : UI.empty)}</p>}
          </div>
        </>
      )}
      {dialog}
    </section>
  );
}
