import { formatCalendarDay } from '@coach/contract/formats';
import { useLanguage } from '../../lib/language.ts';
import { useT } from '../i18n/text.ts';
import { type AgendaWeekProps, sessionsOn } from './agenda-week.ts';
import { DayTools } from './day-tools.tsx';
import { SessionCard } from './session-card.tsx';
import { AGENDA } from './texts.ts';

/** The week on a phone: a day after another, each with its sessions in time order. */
export function AgendaList({ days, today, sessions, rules, ...report }: AgendaWeekProps) {
  const t = useT();
  const language = useLanguage();
  const zone = rules.time_zone;
  return (
    <div className="a-agenda-list">
      {days.map((date) => {
        const mine = sessionsOn(sessions, date, zone);
        const headingId = `agenda-day-${date}`;
        return (
          <section
            key={date}
            className={`a-agenda-day${date === today ? ' a-agenda-today' : ''}`}
            aria-labelledby={headingId}
            data-date={date}
          >
            <div className="a-agenda-day-head">
              <h2 id={headingId}>
                {formatCalendarDay(date, language)}
                {date === today && <span className="a-agenda-today-mark">{t(AGENDA.today)}</span>}
              </h2>
              <DayTools
                date={date}
                today={today}
                blocked={rules.blocked_dates.includes(date)}
                onRules={report.onRules}
                onNotice={report.onNotice}
              />
            </div>
            {mine.length ? (
              mine.map((entry) => (
                <SessionCard
                  key={entry.id}
                  entry={entry}
                  zone={zone}
                  onChanged={report.onChanged}
                />
              ))
            ) : (
              <p className="a-muted">{t(AGENDA.noSessions)}</p>
            )}
          </section>
        );
      })}
    </div>
  );
}
