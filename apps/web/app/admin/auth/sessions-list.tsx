import { fillIn } from '@coach/contract/messages';
import { useState } from 'react';
import { useLanguage } from '../../lib/language.ts';
import { localDigits } from '../../lib/format.ts';
import { type Session, endOtherSessions, listSessions } from '../api/auth.ts';
import { formatDate } from '../crud/cells.tsx';
import { useT } from '../i18n/text.ts';
import { LoadState } from '../ui/load-state.tsx';
import { type NoticeMessage, Notice, success, problemNotice } from '../ui/notice.tsx';
import { useLoad } from '../ui/use-load.ts';
import { clientName } from './client-name.ts';
import { L } from './sessions-texts.ts';

/** Where this account is signed in, and "sign out everywhere else". */
export function SessionsList() {
  const t = useT();
  const language = useLanguage();
  const sessions = useLoad(listSessions, []);
  const [notice, setNotice] = useState<NoticeMessage>();
  const others = sessions.data?.filter((s) => !s.current).length ?? 0;

  async function endOthers() {
    setNotice(undefined);
    try {
      const { ended } = await endOtherSessions();
      setNotice(success(fillIn(t(L.ended), { count: localDigits(ended, language) })));
      await sessions.reload();
    } catch (error) {
      setNotice(problemNotice(error));
    }
  }

  return (
    <section className="a-sessions" aria-labelledby="sessions-title">
      <h2 id="sessions-title">{t(L.title)}</h2>
      <Notice notice={notice} onDismiss={() => setNotice(undefined)} />
      {sessions.data ? (
        <>
          <ul className="a-session-list">
            {sessions.data.map((session) => (
              <SessionCard key={session.id} session={session} />
            ))}
          </ul>
          <button
            type="button"
            className="a-button"
            disabled={others === 0}
            onClick={() => void endOthers()}
          >
            {t(L.endOthers)}
          </button>
        </>
      ) : (
        <LoadState error={sessions.error} onRetry={() => void sessions.reload()} />
      )}
    </section>
  );
}

function SessionCard({ session }: { session: Session }) {
  const t = useT();
  const language = useLanguage();
  const when = (iso: string) => <time dateTime={iso}>{formatDate(iso, language, true)}</time>;
  return (
    <li className="a-session-card">
      <div className="a-session-who">
        <h3>
          {clientName(session.client) ?? t(L.unknownClient)}
          {session.current && <span className="a-badge a-badge-on"> {t(L.thisDevice)}</span>}
        </h3>
        <p className="a-muted">
          {t(L.signedIn)} {when(session.created)}
          {session.last_used && (
            <>
              {' · '}
              {t(L.lastUsed)} {when(session.last_used)}
            </>
          )}
        </p>
      </div>
    </li>
  );
}
