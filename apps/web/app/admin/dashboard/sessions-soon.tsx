import { formatCalendarDay } from '@coach/contract/formats';
import { Link } from 'react-router';
import { useLanguage } from '../../lib/language.ts';
import { sessionsOn } from '../booking/agenda-week.ts';
import { useKindName, useSessionTime } from '../booking/session-card.tsx';
import { SOON } from '../booking/texts.ts';
import { useT } from '../i18n/text.ts';
import type { SessionsSoon as Soon } from './dashboard-api.ts';

/** Today's and tomorrow's booked sessions (the coach's days), each leading to its appointment. */
export function SessionsSoon({ soon }: { soon: Soon }) {
  const t = useT();
  const language = useLanguage();
  const time = useSessionTime(soon.time_zone);
  const kind = useKindName();
  const days = [
    { date: soon.today, label: SOON.today },
    { date: soon.tomorrow, label: SOON.tomorrow },
  ];
  return (
    <section className="a-attention-card a-sessions-soon" aria-labelledby="sessions-soon">
      <h3 id="sessions-soon">{t(SOON.title)}</h3>
      <div className="a-sessions-soon-days">
        {days.map(({ date, label }) => {
          const sessions = sessionsOn(soon.sessions, date, soon.time_zone);
          return (
            <div key={date} data-testid={`sessions-${label.en.toLowerCase()}`}>
              <h4>
                {t(label)} · {formatCalendarDay(date, language)}
              </h4>
              {sessions.length ? (
                <ul className="a-attention-list">
                  {sessions.map((entry) => (
                    <li key={entry.id}>
                      <Link className="a-attention-name" to={`/admin/appointments/${entry.id}`}>
                        {entry.name}
                      </Link>
                      <span className="a-attention-detail">{kind(entry.appointment_for)}</span>
                      <time dateTime={entry.starts_at}>{time(entry)}</time>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="a-muted">{t(SOON.none)}</p>
              )}
            </div>
          );
        })}
      </div>
      <Link to="/admin/agenda" className="a-sessions-soon-agenda">
        {t(SOON.openAgenda)}
      </Link>
    </section>
  );
}
