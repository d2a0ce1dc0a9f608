import { formatSlotTime } from '@coach/contract/formats';
import { useLanguage } from '../../lib/language.ts';
import {
  type AgendaWeekProps,
  ROW_MINUTES,
  hoursShown,
  sessionSpan,
  sessionsOn,
} from './agenda-week.ts';
import { AgendaDay } from './agenda-day.tsx';
import { SessionCard } from './session-card.tsx';

const ROWS_PER_HOUR = 60 / ROW_MINUTES;

/**
 * The week on a desktop: days as columns, hours as rows, each session a block at its
 * time. One CSS grid holds it all, in rows of ROW_MINUTES: a session spans its minutes,
 * and a row grows when a session's text needs more room, in every column at once (the
 * days are subgrids), so the hours stay level across the week.
 */
export function AgendaGrid({ days, today, sessions, rules, ...report }: AgendaWeekProps) {
  const language = useLanguage();
  const zone = rules.time_zone;
  const { first, last } = hoursShown(rules, sessions);
  const rows = (last - first) * ROWS_PER_HOUR;
  // Grid line of a minute of the day; row 1 holds the days' headings.
  const lineOf = (minute: number) =>
    2 + Math.min(rows, Math.max(0, Math.floor((minute - first * 60) / ROW_MINUTES)));
  const hours = Array.from({ length: last - first }, (_, i) => first + i);
  const hourRows = (hour: number) => `${lineOf(hour * 60)} / span ${ROWS_PER_HOUR}`;

  return (
    <div
      className="a-agenda-grid"
      style={{ gridTemplateRows: `auto repeat(${rows}, minmax(0.45rem, auto))` }}
    >
      {hours.map((hour) => (
        <div
          key={hour}
          className="a-grid-hour"
          aria-hidden="true"
          style={{ gridRow: hourRows(hour) }}
        >
          {formatSlotTime(`2000-01-01T${String(hour).padStart(2, '0')}:00`, language)}
        </div>
      ))}
      {days.map((date, column) => (
        <AgendaDay
          key={date}
          layout="grid"
          date={date}
          today={today}
          rules={rules}
          {...report}
          style={{ gridColumn: column + 2 }}
        >
          {hours.map((hour) => (
            <div
              key={hour}
              className="a-grid-line"
              aria-hidden="true"
              style={{ gridRow: hourRows(hour) }}
            />
          ))}
          {sessionsOn(sessions, date, zone).map((entry) => {
            const { start, end } = sessionSpan(entry, zone);
            const from = lineOf(start);
            const to = Math.max(from + 1, lineOf(end + ROW_MINUTES - 1));
            return (
              <div key={entry.id} className="a-grid-session" style={{ gridRow: `${from} / ${to}` }}>
                <SessionCard entry={entry} zone={zone} onChanged={report.onChanged} compact />
              </div>
            );
          })}
        </AgendaDay>
      ))}
    </div>
  );
}
