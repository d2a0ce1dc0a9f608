import { DateTime } from 'luxon';

/** Every day 09:00–17:00, hour-long sessions, bookable from now on. */
export const OPEN_WEEK = {
  weekly: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, from: '09:00', to: '17:00' })),
  slot_minutes: 60,
  min_notice_hours: 0,
  days_ahead: 30,
};

/**
 * A date some days from now (or from the moment `at`) in Yangon, the coach's days (the
 * availability's default zone).
 */
export const yangonDate = (days: number, { at = Date.now() }: { at?: number } = {}) =>
  DateTime.fromMillis(at).setZone('Asia/Yangon').plus({ days }).toISODate()!;
