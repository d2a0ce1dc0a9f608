import type { AgendaEntry, Availability } from '@coach/contract';
import type { NoticeMessage } from '../ui/notice.tsx';
import { addDays, dateIn, minuteOfDay, mondayOf } from './zoned-days.ts';

/** What the agenda's list and its week grid both show, and what they report back. */
export interface AgendaWeekProps {
  /** The week's seven dates, Monday first (the coach's days). */
  days: string[];
  today: string;
  sessions: AgendaEntry[];
  rules: Availability;
  onChanged: (entry: AgendaEntry, booking: 'confirmed' | 'cancelled') => Promise<void>;
  onRules: (rules: Availability) => void;
  onNotice: (notice: NoticeMessage) => void;
}

/** The sessions of one of the coach's days, soonest first (the API answers them so). */
export const sessionsOn = (sessions: AgendaEntry[], date: string, zone: string) =>
  sessions.filter((s) => dateIn(s.starts_at, zone) === date);

/** The week grid's rows are this many minutes: session times fall on them (slot lengths are whole minutes; rounded out otherwise). */
export const ROW_MINUTES = 5;

const clockMinutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** Where a session sits in its day: minutes from the coach's midnight, its end past its start. */
export function sessionSpan(entry: AgendaEntry, zone: string) {
  const start = minuteOfDay(entry.starts_at, zone);
  const length = (Date.parse(entry.ends_at) - Date.parse(entry.starts_at)) / 60_000;
  return { start, end: start + Math.max(length, ROW_MINUTES) };
}

/**
 * The hours the week grid shows: from the earliest opening or session to the latest
 * closing or session end, in whole hours (9 to 17 when there are none).
 */
export function hoursShown(rules: Availability, sessions: AgendaEntry[]) {
  const ranges = [
    ...rules.weekly,
    ...Object.values(rules.by_purpose).flatMap((own) => own?.weekly ?? []),
  ];
  const minutes = [
    ...ranges.flatMap((r) => [clockMinutes(r.from), clockMinutes(r.to)]),
    ...sessions.flatMap((s) => {
      const { start, end } = sessionSpan(s, rules.time_zone);
      return [start, end];
    }),
  ];
  if (!minutes.length) return { first: 9, last: 17 };
  return {
    first: Math.floor(Math.min(...minutes) / 60),
    last: Math.min(24, Math.ceil(Math.max(...minutes) / 60)),
  };
}

/**
 * Where the agenda opens when no week is asked for. This week while a session is still
 * ahead in it; on a day with nothing left this week, the next week that has a session
 * (`moved`); with nothing booked ahead at all, this week, saying so (`none`).
 * `upcoming`: the sessions from today on, soonest first; `now` the clock's instant.
 */
export function openingWeek(
  upcoming: AgendaEntry[],
  today: string,
  now: number,
  zone: string,
): { monday: string; opening: 'this' | 'moved' | 'none' } {
  const monday = mondayOf(today);
  const sunday = addDays(monday, 6);
  const ahead = upcoming.filter((s) => Date.parse(s.ends_at) > now);
  if (ahead.some((s) => dateIn(s.starts_at, zone) <= sunday)) return { monday, opening: 'this' };
  const next = ahead[0];
  if (!next) return { monday, opening: 'none' };
  return { monday: mondayOf(dateIn(next.starts_at, zone)), opening: 'moved' };
}
