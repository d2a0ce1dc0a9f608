import type { TrashEntry } from '@coach/contract';
import { fillIn } from '@coach/contract/messages';
import { useState } from 'react';
import { Link } from 'react-router';
import { useLanguage } from '../../lib/language.ts';
import { localDigits } from '../../lib/format.ts';
import { RESOURCE_NAMES } from '../audit/texts.ts';
import { formatDate } from '../crud/cells.tsx';
import { useT } from '../i18n/text.ts';
import { UI } from '../i18n/ui.ts';
import { useConfirm } from '../ui/confirm-dialog.tsx';
import { recordPath } from '../ui/record-path.ts';
import { LoadState } from '../ui/load-state.tsx';
import { type NoticeMessage, Notice, failure, success } from '../ui/notice.tsx';
import { ScreenHeader } from '../ui/screen-header.tsx';
import { useLoad } from '../ui/use-load.ts';
import { usePending } from '../ui/use-pending.ts';
import { L } from './texts.ts';
import { listTrash, purgeFromTrash, restoreFromTrash } from './trash-api.ts';
import { ColumnHeads } from '../ui/column-heads.tsx';

/** What can be done with a deleted record, a button each. */
const ACTIONS = [
  { action: 'restore', label: L.restore, className: 'a-button' },
  { action: 'purge', label: L.purge, className: 'a-button a-button-danger' },
] as const;

/**
 * /admin/trash: what was deleted, newest first, each to restore (with its id, pictures
 * and links) or to delete for good after a confirmation naming it.
 */
export function TrashScreen() {
  const t = useT();
  const language = useLanguage();
  const trash = useLoad(listTrash, []);
  const { ask, dialog } = useConfirm();
  const [notice, setNotice] = useState<NoticeMessage>();
  const [restored, setRestored] = useState<TrashEntry>();
  const { running, pending } = usePending();

  const keyOf = (entry: TrashEntry) => `${entry.resource}/${entry.id}`;
  // A record's name in the admin's language when it has one in it.
  const titleOf = (entry: TrashEntry) => (language === 'mm' && entry.title_mm) || entry.title;
  async function act(entry: TrashEntry, action: 'restore' | 'purge') {
    if (action === 'purge') {
      const question = fillIn(t(L.purgeQuestion), { title: titleOf(entry) });
      if (!(await ask({ en: question, mm: question }, L.purge))) return;
    }
    setNotice(undefined);
    setRestored(undefined);
    try {
      await pending(async () => {
        if (action === 'restore') await restoreFromTrash(entry);
        else await purgeFromTrash(entry);
      }, keyOf(entry));
      const said = fillIn(t(action === 'restore' ? L.restored : L.purged), {
        title: titleOf(entry),
      });
      setNotice(success(said));
      if (action === 'restore') setRestored(entry);
    } catch (error) {
      setNotice(failure(L.failed, error instanceof Error ? error.message : ''));
    }
    await trash.reload();
  }

  const entries = trash.data?.entries;
  const days = localDigits(trash.data?.days ?? 30, language);
  const openPath = restored && recordPath(restored.resource, restored.id);
  return (
    <section className="screen a-trash">
      <ScreenHeader title={L.title} count={entries?.length} />
      <p className="a-lead">{fillIn(t(L.intro), { days })}</p>
      <Notice notice={notice} onDismiss={() => setNotice(undefined)} />
      {openPath && (
        <p>
          <Link to={openPath}>{t(L.open)}</Link>
        </p>
      )}
      {entries === undefined ? (
        <LoadState error={trash.error} onRetry={() => void trash.reload()} />
      ) : (
        <div className="a-table-wrap" aria-busy={trash.loading}>
          <table className="a-data-table">
            <caption className="visually-hidden">{t(L.title)}</caption>
            <ColumnHeads
              labels={[t(L.record), t(L.kind), t(L.deleted), t(L.by)]}
              actions={{ label: t(UI.actions), className: 'a-col-actions' }}
            />
            <tbody>
              {entries.map((entry) => (
                <tr key={keyOf(entry)}>
                  <td data-label={t(L.record)} className="a-col-wrap">
                    {titleOf(entry)}
                  </td>
                  <td data-label={t(L.kind)}>
                    {t(
                      RESOURCE_NAMES[entry.resource as keyof typeof RESOURCE_NAMES] ?? {
                        en: entry.resource,
                        mm: entry.resource,
                      },
                    )}
                  </td>
                  <td data-label={t(L.deleted)}>
                    <time dateTime={entry.deleted}>
                      {formatDate(entry.deleted, language, true)}
                    </time>
                  </td>
                  <td data-label={t(L.by)}>{entry.deleted_by ?? t(L.theSite)}</td>
                  <td className="a-col-actions">
                    <div className="a-row-actions">
                      {ACTIONS.map(({ action, label, className }) => (
                        <button
                          key={action}
                          type="button"
                          className={className}
                          disabled={running === keyOf(entry)}
                          aria-label={`${t(label)}: ${titleOf(entry)}`}
                          onClick={() => void act(entry, action)}
                        >
                          {t(label)}
                        </button>
                      ))}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {entries.length === 0 && <p className="a-empty">{t(L.empty)}</p>}
        </div>
      )}
      {dialog}
    </section>
  );
}
