import type { Newsletter } from '@coach/contract/newsletters';
import { fillIn } from '@coach/contract/messages';
import { useState } from 'react';
import { useLanguage } from '../../lib/language.ts';
import { formatDate } from '../crud/cells.tsx';
import { fromPickerValue, zoneLabel } from '../crud/local-date-time.ts';
import { useT } from '../i18n/text.ts';
import { UI } from '../i18n/ui.ts';
import { type NoticeMessage, Notice, problemNotice, success } from '../ui/notice.tsx';
import { usePending } from '../ui/use-pending.ts';
import { sendNewsletter, testNewsletter } from './newsletters-api.ts';
import { ProgressBar } from './progress-bar.tsx';
import { L } from './texts.ts';

/** A test letter in each language, to read it as its readers will. */
const TEST_LANGUAGES = [
  ['en', L.english],
  ['mm', L.burmese],
] as const;

/**
 * A letter's sending: a test to the owner's own address in either language, then now
 * (asked once more) or at a time; once it goes, its progress.
 */
export function SendPanel({
  letter,
  unsaved,
  onSent,
}: {
  letter: Newsletter;
  unsaved: boolean;
  onSent: (letter: Newsletter) => void;
}) {
  const t = useT();
  const language = useLanguage();
  const [notice, setNotice] = useState<NoticeMessage>();
  const [at, setAt] = useState('');
  const { busy, pending } = usePending();
  const gone = letter.status === 'sending' || letter.status === 'sent';

  async function run(work: () => Promise<NoticeMessage>) {
    try {
      setNotice(await pending(work));
    } catch (error) {
      setNotice(problemNotice(error));
    }
  }
  const test = (which: 'en' | 'mm') =>
    run(async () => {
      const queued = await testNewsletter(letter.id, which);
      return success(fillIn(t(L.testSent), { to: queued.to }));
    });
  const sendNow = () => {
    if (!window.confirm(t(L.sendNowConfirm))) return;
    void run(async () => {
      onSent(await sendNewsletter(letter.id));
      return success(L.sendingNow);
    });
  };
  const schedule = (event: React.FormEvent) => {
    event.preventDefault();
    void run(async () => {
      onSent(await sendNewsletter(letter.id, fromPickerValue(at)));
      return success(L.scheduled);
    });
  };

  return (
    <section className="a-letter-send" aria-labelledby="letter-send-title">
      <h2 id="letter-send-title">{t(L.send)}</h2>
      <Notice notice={notice} onDismiss={() => setNotice(undefined)} />
      {gone ? (
        <ProgressBar progress={letter} />
      ) : (
        <>
          {letter.status === 'scheduled' && letter.send_at && (
            <p className="a-lead">
              {fillIn(t(L.scheduledFor), { when: formatDate(letter.send_at, language, true) })}
            </p>
          )}
          {unsaved && <p className="a-hint">{t(L.saveFirst)}</p>}
          <div className="a-row-actions">
            {TEST_LANGUAGES.map(([which, name]) => (
              <button
                key={which}
                type="button"
                className="a-button"
                disabled={busy || unsaved}
                onClick={() => void test(which)}
              >
                {t(L.sendTest)} ({t(name)})
              </button>
            ))}
          </div>
          <div className="a-row-actions">
            <button
              type="button"
              className="a-button a-button-primary"
              disabled={busy || unsaved}
              onClick={sendNow}
            >
              {t(L.sendNow)}
            </button>
          </div>
          <form className="a-letter-schedule" onSubmit={schedule}>
            <div className="a-field">
              <label htmlFor="letter-send-at">{t(L.sendAt)}</label>
              <input
                id="letter-send-at"
                type="datetime-local"
                required
                value={at}
                onChange={(event) => setAt(event.target.value)}
              />
              <p className="a-hint">{`${t(UI.localTime)} (${zoneLabel()})`}</p>
            </div>
            <button type="submit" className="a-button" disabled={busy || unsaved || !at}>
              {t(L.schedule)}
            </button>
          </form>
        </>
      )}
    </section>
  );
}
