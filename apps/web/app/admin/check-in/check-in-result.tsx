import type { CheckInAnswer } from '@coach/contract';
import { formatClockTime } from '@coach/contract/formats';
import { fillIn } from '@coach/contract/messages';
import { useLanguage } from '../../lib/language.ts';
import { localDigits } from '../../lib/format.ts';
import { ApiError } from '../api/client.ts';
import { siteTimeZone } from '../i18n/site-time-zone.ts';
import { useT } from '../i18n/text.ts';
import { L } from './check-in-texts.ts';

/** What the last scan came to: someone let in (maybe unpaid), or why not. */
export type Outcome = { answer: CheckInAnswer } | { error: unknown };

/**
 * The door's answer in large type, read at arm's length: the name, the seats and the
 * event on green; an unpaid ticket on amber; a cancelled one, a second scan (with the
 * time of the first) or a code that is no ticket on red.
 */
export function CheckInResult({ outcome }: { outcome: Outcome }) {
  const t = useT();
  const language = useLanguage();
  if ('error' in outcome) {
    const error = outcome.error;
    const problem = error instanceof ApiError ? error.problem : {};
    let message: string;
    if (typeof problem.checked_in_at === 'string') {
      const time = formatClockTime(problem.checked_in_at, language, siteTimeZone());
      message = fillIn(t(L.already), { time });
    } else if (problem.registration_status === 'cancelled') {
      message = t(L.cancelled);
    } else if (error instanceof ApiError && (error.status === 404 || error.status === 422)) {
      message = t(L.notTicket);
    } else {
      message = error instanceof ApiError ? t(error.detail) : String(error);
    }
    return (
      <div className="a-check-in-result a-check-in-refused" role="alert">
        <p className="a-check-in-big">✕ {message}</p>
      </div>
    );
  }
  const { answer } = outcome;
  const event = (language === 'mm' && answer.event.title_mm) || answer.event.title;
  const seats =
    answer.seats === 1
      ? t(L.oneSeat)
      : fillIn(t(L.seats), { count: localDigits(answer.seats, language) });
  return (
    <div
      className={`a-check-in-result ${answer.warning ? 'a-check-in-unpaid' : 'a-check-in-ok'}`}
      role="status"
    >
      <p className="a-check-in-label">✓ {t(L.welcome)}</p>
      <p className="a-check-in-big" data-testid="check-in-name">
        {answer.name}
      </p>
      <p className="a-check-in-seats">{seats}</p>
      <p className="a-check-in-event">{event}</p>
      {answer.warning === 'unpaid' && <p className="a-check-in-warning">⚠ {t(L.unpaid)}</p>}
    </div>
  );
}
