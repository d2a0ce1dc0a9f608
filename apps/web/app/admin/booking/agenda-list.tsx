import { useT } from '../i18n/text.ts';
import { type AgendaWeekProps, sessionsOn } from './agenda-week.ts';
import { AgendaDay } from './agenda-day.tsx';
import { SessionCard } from './session-card.tsx';
import { AGENDA } from './texts.ts';

/** The week on a phone: a day after another, each with its sessions in time order. */
export function AgendaList({ days, today, sessions, rules, ...report }: AgendaWeekProps) {
  const t = useT();
  const zone = rules.time_zone;
  return (
    <div className="a-agenda-list">
      {days.map((date) => {
        const mine = sessionsOn(sessions, date, zone);
        return (
          <AgendaDay key={date} layout="list" date={date} today={today} rules={rules} {...report}>
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
          </AgendaDay>
        );
      })}
    </div>
  );
}
