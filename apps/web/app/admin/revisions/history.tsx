import type { Revision } from '@coach/contract';
import { fillIn } from '@coach/contract/messages';
import { useState } from 'react';
import { useLanguage } from '../../lib/language.ts';
import { fileUrl } from '../../lib/images.ts';
import type { StoredRecord } from '../api/resources.ts';
import { formatDate } from '../crud/cells.tsx';
import type { ScreenConfig } from '../crud/types.ts';
import { useT } from '../i18n/text.ts';
import { useConfirm } from '../ui/confirm-dialog.tsx';
import { type NoticeMessage, Notice, failure, success } from '../ui/notice.tsx';
import { useLoad } from '../ui/use-load.ts';
import { type Change, changesBetween } from './changes.ts';
import { listRevisions, restoreRevision } from './revisions-api.ts';
import { L } from './texts.ts';
import { ColumnHeads } from '../ui/column-heads.tsx';

/** Longest text shown for one value: a whole article would not help a comparison. */
const SHOWN_LENGTH = 400;

function Value({ change, value }: { change: Change; value: unknown }) {
  const t = useT();
  if (value === undefined || value === null || value === '') {
    return <span className="a-history-empty">{t(L.empty)}</span>;
  }
  if (typeof value === 'boolean') return <>{t(value ? L.yes : L.no)}</>;
  if (change.kind === 'image' && typeof value === 'string') {
    return <img className="a-thumb" src={fileUrl(value, 160)} alt="" width={56} loading="lazy" />;
  }
  const text = String(typeof value === 'object' ? JSON.stringify(value) : value)
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return <>{text.length > SHOWN_LENGTH ? `${text.slice(0, SHOWN_LENGTH - 1)}…` : text}</>;
}

/**
 * Below a record's edit form: its earlier versions, newest first, each with who saved
 * over it and when, what changed after it (side by side on request), and a button that
 * brings it back (itself kept in the history, so it can be undone).
 */
export function History({
  config,
  record,
  onRestored,
}: {
  config: ScreenConfig;
  record: StoredRecord;
  onRestored: () => void;
}) {
  const t = useT();
  const language = useLanguage();
  const id = Number(record.id);
  const revisions = useLoad(() => listRevisions(config.resource, id), [config, id]);
  const { ask, dialog } = useConfirm();
  const [notice, setNotice] = useState<NoticeMessage>();

  async function restore(revision: Revision) {
    const when = formatDate(revision.created, language, true);
    const question = fillIn(t(L.restoreQuestion), { when });
    if (!(await ask({ en: question, mm: question }, L.restore))) return;
    try {
      await restoreRevision(config.resource, id, revision.id);
      setNotice(success(fillIn(t(L.restored), { when })));
      onRestored();
      await revisions.reload();
    } catch (error) {
      setNotice(failure(L.failed, error instanceof Error ? error.message : ''));
    }
  }

  const list = revisions.data;
  return (
    <section className="a-history" aria-labelledby="history-title">
      <h2 id="history-title">
        {t(L.title)}
        {list && <span className="a-count">{list.length}</span>}
      </h2>
      <p className="a-lead">{t(L.intro)}</p>
      <Notice notice={notice} onDismiss={() => setNotice(undefined)} />
      {list && list.length === 0 && <p className="a-empty">{t(L.none)}</p>}
      {list && list.length > 0 && (
        <ol className="a-history-list">
          {list.map((revision, index) => {
            // What came after this version: the next newer one, or the record as it is.
            const after = index === 0 ? record : list[index - 1]!.record;
            const changes = changesBetween(config.fields, revision.record, after);
            return (
              <li key={revision.id} className="a-history-item">
                <p className="a-history-when">
                  <time dateTime={revision.created}>
                    {formatDate(revision.created, language, true)}
                  </time>{' '}
                  · {revision.username ?? t(L.theSite)}
                </p>
                <p>
                  {changes.length
                    ? fillIn(t(L.changed), { fields: changes.map((c) => t(c.label)).join(', ') })
                    : t(L.nothing)}
                </p>
                {changes.length > 0 && (
                  <details className="a-history-compare">
                    <summary>{t(L.compare)}</summary>
                    <div className="a-table-wrap">
                      <table className="a-data-table a-compare-table">
                        <ColumnHeads labels={[t(L.field), t(L.before), t(L.after)]} />
                        <tbody>
                          {changes.map((change) => (
                            <tr key={change.name}>
                              <th scope="row">{t(change.label)}</th>
                              <td data-label={t(L.before)}>
                                <Value change={change} value={change.before} />
                              </td>
                              <td data-label={t(L.after)}>
                                <Value change={change} value={change.after} />
                              </td>
                            </tr>
                          ))}
                        </tbody>
                      </table>
                    </div>
                  </details>
                )}
                <button type="button" className="a-button" onClick={() => void restore(revision)}>
                  {t(L.restore)}
                </button>
              </li>
            );
          })}
        </ol>
      )}
      {dialog}
    </section>
  );
}
