import { fillIn } from '@coach/contract/messages';
import { useLanguage } from '../../lib/language.ts';
import { localDigits } from '../../lib/format.ts';
import { formatDate } from '../crud/cells.tsx';
import { useT } from '../i18n/text.ts';
import type { OutboxEntry } from './outbox-api.ts';
import { L } from './texts.ts';
import { ColumnHeads } from '../ui/column-heads.tsx';

function StatusCell({ entry }: { entry: OutboxEntry }) {
  const t = useT();
  const language = useLanguage();
  if (entry.status === 'sent') {
    return (
      <span className="a-badge a-badge-success">
        {fillIn(t(L.sent), { at: formatDate(entry.sent_at, language, true) })}
      </span>
    );
  }
  if (entry.status === 'held') {
    return (
      <>
        <span className="a-badge">{t(L.held)}</span>
        <p className="a-muted">{t(L.heldWhy)}</p>
      </>
    );
  }
  const tries = fillIn(t(L.attempts), {
    attempts: localDigits(entry.attempts, language),
    next: formatDate(entry.next_attempt_at, language, true),
  });
  return (
    <>
      <span className={`a-badge ${entry.status === 'failed' ? 'a-badge-danger' : ''}`}>
        {t(entry.status === 'failed' ? L.failed : L.waiting)}
      </span>
      {entry.last_error && <p className="a-mail-reason">{entry.last_error}</p>}
      {entry.attempts > 0 && <p className="a-muted">{tries}</p>}
    </>
  );
}

/** The outbox, newest first: who each email went to, and whether it went. */
export function OutboxTable({
  rows,
  onSendAgain,
}: {
  rows: OutboxEntry[];
  onSendAgain: (id: number) => void;
}) {
  const t = useT();
  const language = useLanguage();
  return (
    <div className="a-table-wrap">
      <table className="a-data-table">
        <ColumnHeads
          labels={['ID', t(L.created), t(L.kind), t(L.to), t(L.subject), t(L.status)]}
          actions={{ label: t(L.sendAgain), hidden: true }}
        />
        <tbody>
          {rows.map((entry) => (
            <tr key={entry.id}>
              <td>{entry.id}</td>
              <td>{formatDate(entry.created, language, true)}</td>
              <td>{t(L.kinds[entry.kind])}</td>
              <td>{entry.recipient}</td>
              <td>{entry.subject}</td>
              <td>
                <StatusCell entry={entry} />
              </td>
              <td>
                {(entry.status === 'waiting' || entry.status === 'failed') && (
                  <button type="button" className="a-button" onClick={() => onSendAgain(entry.id)}>
                    {t(L.sendAgain)}
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
