import { fillIn } from '@coach/contract/messages';
import { useState } from 'react';
import { useLanguage } from '../../lib/language.ts';
import { localDigits } from '../../lib/format.ts';
import { useT } from '../i18n/text.ts';
import { LoadState } from '../ui/load-state.tsx';
import { type NoticeMessage, Notice, success, problemNotice } from '../ui/notice.tsx';
import { ScreenHeader } from '../ui/screen-header.tsx';
import { TextField } from '../ui/text-field.tsx';
import { useLoad } from '../ui/use-load.ts';
import { PAGE, getOutbox, sendAgain, sendTest } from './outbox-api.ts';
import { OutboxTable } from './outbox-table.tsx';
import { L } from './texts.ts';

/**
 * The email outbox: whether mail is on and why, what was sent, what waits and what
 * failed with the mail server's reason; a test message, and "send again".
 */
export function EmailScreen() {
  const t = useT();
  const language = useLanguage();
  const [offset, setOffset] = useState(0);
  const [to, setTo] = useState('');
  const [notice, setNotice] = useState<NoticeMessage>();
  const outbox = useLoad(() => getOutbox(offset), [offset]);
  const data = outbox.data;

  async function test(event: React.FormEvent) {
    event.preventDefault();
    try {
      const queued = await sendTest(to.trim() || undefined);
      setNotice(success(fillIn(t(L.testQueued), { to: queued.to })));
      await outbox.reload();
    } catch (error) {
      setNotice(problemNotice(error));
    }
  }
  async function again(id: number) {
    try {
      await sendAgain(id);
      setNotice(success(L.sentAgain));
      await outbox.reload();
    } catch (error) {
      setNotice(problemNotice(error));
    }
  }

  const state = data?.mail;
  const digits = (n: number) => localDigits(n, language);
  return (
    <section className="screen a-email">
      <ScreenHeader title={L.title} count={data?.total}>
        <button type="button" className="a-button" onClick={() => void outbox.reload()}>
          {t(L.refresh)}
        </button>
      </ScreenHeader>
      <Notice notice={notice} onDismiss={() => setNotice(undefined)} />
      {!data ? (
        <LoadState error={outbox.error} onRetry={() => void outbox.reload()} />
      ) : (
        <>
          <p className="a-lead" data-testid="mail-state">
            {!state?.on
              ? t(L.off)
              : fillIn(t(state.owner_notices ? L.on : L.customersOnly), {
                  server: state.server ?? '',
                  owner: state.notify_email ?? '',
                })}
          </p>
          <p>
            {fillIn(t(L.counts), {
              sent: digits(data.counts.sent),
              waiting: digits(data.counts.waiting),
              failed: digits(data.counts.failed),
              held: digits(data.counts.held),
            })}
          </p>
          {state?.on && (
            <form className="a-mail-test" onSubmit={test}>
              <TextField
                id="mail-test-to"
                label={t(L.testTo)}
                type="email"
                value={to}
                placeholder={state.notify_email ?? ''}
                onChange={(e) => setTo(e.target.value)}
              />
              <button type="submit" className="a-button a-button-primary">
                {t(L.sendTest)}
              </button>
            </form>
          )}
          {data.rows.length ? (
            <OutboxTable rows={data.rows} onSendAgain={(id) => void again(id)} />
          ) : (
            <p>{t(L.empty)}</p>
          )}
          <div className="a-pager">
            <button
              type="button"
              className="a-button"
              disabled={offset === 0}
              onClick={() => setOffset(Math.max(0, offset - PAGE))}
            >
              {t(L.newer)}
            </button>
            <button
              type="button"
              className="a-button"
              disabled={offset + PAGE >= data.total}
              onClick={() => setOffset(offset + PAGE)}
            >
              {t(L.older)}
            </button>
          </div>
        </>
      )}
    </section>
  );
}
