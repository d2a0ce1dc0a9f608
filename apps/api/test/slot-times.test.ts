import { type Availability, DEFAULT_AVAILABILITY, schemas } from '@coach/contract';
import { describe, expect, it } from 'vitest';
import { freeSlots } from '../src/booking/slot-times.ts';

/** Weekdays 09:00–12:00 in Yangon, hour-long sessions with a quarter hour between. */
const rules = (over: Partial<Availability> = {}): Availability => ({
  ...DEFAULT_AVAILABILITY,
  weekly: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, from: '09:00', to: '12:00' })),
  slot_minutes: 60,
  buffer_minutes: 15,
  min_notice_hours: 0,
  days_ahead: 30,
  ...over,
});

// Monday 30 November 2026, 08:00 in Yangon (01:30 UTC).
const MONDAY_8AM = new Date('2026-11-30T01:30:00Z');
const starts = (slots: { starts_at: string }[]) => slots.map((s) => s.starts_at);
const hold = (from: string, to: string) => ({ starts_at: new Date(from), ends_at: new Date(to) });

describe('free slots', () => {
  it('cuts each range into sessions with the buffer between, at Yangon’s +06:30 all year', () => {
    const slots = freeSlots(rules(), {
      from: '2026-11-30',
      to: '2026-12-06',
      now: MONDAY_8AM,
      holds: [],
    });
    // Two a weekday (09:00, 10:15; a third would end 12:30), none at the weekend.
    expect(slots).toHaveLength(10);
    expect(slots[0]).toEqual({
      starts_at: '2026-11-30T09:00:00.000+06:30'.replace('.000', ''),
      ends_at: '2026-11-30T10:00:00+06:30',
    });
    expect(slots[1]!.starts_at).toBe('2026-11-30T10:15:00+06:30');
    expect(starts(slots).every((s) => s.endsWith('+06:30'))).toBe(true);
    expect(
      starts(slots).some((s) => s.startsWith('2026-12-05') || s.startsWith('2026-12-06')),
    ).toBe(false);
  });

  it('leaves out what starts within the notice, blocked dates and days past the days ahead', () => {
    const slots = freeSlots(
      rules({ min_notice_hours: 2, blocked_dates: ['2026-12-01'], days_ahead: 3 }),
      {
        from: '2026-11-30',
        to: '2026-12-31',
        now: MONDAY_8AM,
        holds: [],
      },
    );
    // Monday 09:00 is within two hours of 08:00; Tuesday is blocked; Wednesday is the last day.
    expect(starts(slots)).toEqual([
      '2026-11-30T10:15:00+06:30',
      '2026-12-02T09:00:00+06:30',
      '2026-12-02T10:15:00+06:30',
    ]);
  });

  it('keeps the buffer around times already held, and stops a day at its cap', () => {
    const held = [hold('2026-12-02T10:15:00+06:30', '2026-12-02T11:15:00+06:30')];
    const wednesday = freeSlots(rules(), {
      from: '2026-12-02',
      to: '2026-12-02',
      now: MONDAY_8AM,
      holds: held,
    });
    expect(starts(wednesday)).toEqual(['2026-12-02T09:00:00+06:30']);
    // A hold that ends 09:05 comes within 15 minutes of a 09:00–10:00 session's neighbours only.
    const early = [hold('2026-12-02T08:00:00+06:30', '2026-12-02T08:50:00+06:30')];
    expect(
      starts(
        freeSlots(rules(), { from: '2026-12-02', to: '2026-12-02', now: MONDAY_8AM, holds: early }),
      ),
    ).toEqual(['2026-12-02T10:15:00+06:30']);
    const capped = freeSlots(rules({ max_per_day: 1 }), {
      from: '2026-12-02',
      to: '2026-12-03',
      now: MONDAY_8AM,
      holds: [hold('2026-12-02T09:00:00+06:30', '2026-12-02T10:00:00+06:30')],
    });
    expect(starts(capped)).toEqual(['2026-12-03T09:00:00+06:30', '2026-12-03T10:15:00+06:30']);
  });

  it('gives a kind of appointment its own length and hours', () => {
    const slots = freeSlots(
      rules({
        by_purpose: {
          Training: { slot_minutes: 180, weekly: [{ weekday: 6, from: '09:00', to: '17:00' }] },
        },
      }),
      { from: '2026-11-30', to: '2026-12-06', now: MONDAY_8AM, holds: [], purpose: 'Training' },
    );
    expect(slots).toEqual([
      { starts_at: '2026-12-05T09:00:00+06:30', ends_at: '2026-12-05T12:00:00+06:30' },
      { starts_at: '2026-12-05T12:15:00+06:30', ends_at: '2026-12-05T15:15:00+06:30' },
    ]);
  });

  it('keeps ten o’clock at ten across a daylight-saving change', () => {
    const sundays = rules({
      time_zone: 'America/New_York',
      weekly: [{ weekday: 0, from: '10:00', to: '11:00' }],
      days_ahead: 365,
    });
    const now = new Date('2026-10-20T12:00:00Z');
    // New York leaves daylight saving on Sunday 1 November 2026.
    expect(
      starts(freeSlots(sundays, { from: '2026-10-25', to: '2026-11-01', now, holds: [] })),
    ).toEqual(['2026-10-25T10:00:00-04:00', '2026-11-01T10:00:00-05:00']);
    // It enters daylight saving on 14 March 2027: the clock jumps from 02:00 to 03:00, so
    // a 02:00–04:00 range holds one real hour, and the session begins at 03:00.
    const night = rules({
      time_zone: 'America/New_York',
      weekly: [{ weekday: 0, from: '02:00', to: '04:00' }],
      days_ahead: 365,
      buffer_minutes: 0,
    });
    expect(freeSlots(night, { from: '2027-03-14', to: '2027-03-14', now, holds: [] })).toEqual([
      { starts_at: '2027-03-14T03:00:00-04:00', ends_at: '2027-03-14T04:00:00-04:00' },
    ]);
  });
});

describe('the availability’s checks', () => {
  const check = (body: unknown) => schemas.availability.safeParse(body);
  const paths = (body: unknown) => {
    const result = check(body);
    return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
  };

  it('fills in the defaults and sorts the blocked dates', () => {
    const result = check({
      weekly: [{ weekday: 2, from: '10:00', to: '12:00' }],
      blocked_dates: ['2026-12-25', '2026-12-24', '2026-12-25'],
    });
    expect(result.success).toBe(true);
    expect(result.data).toMatchObject({
      time_zone: 'Asia/Yangon',
      slot_minutes: 60,
      max_per_day: null,
      blocked_dates: ['2026-12-24', '2026-12-25'],
    });
  });

  it('names what is wrong', () => {
    expect(paths({ time_zone: 'Mars/Olympus' })).toEqual(['time_zone']);
    expect(paths({ weekly: [{ weekday: 7, from: '9:00', to: '12:00' }] })).toEqual([
      'weekly.0.weekday',
      'weekly.0.from',
    ]);
    expect(paths({ weekly: [{ weekday: 1, from: '12:00', to: '09:00' }] })).toEqual([
      'weekly.0.to',
    ]);
    expect(
      paths({
        weekly: [
          { weekday: 1, from: '09:00', to: '12:00' },
          { weekday: 1, from: '11:00', to: '13:00' },
        ],
      }),
    ).toEqual(['weekly.1.from']);
    expect(paths({ blocked_dates: ['2026-02-30'] })).toEqual(['blocked_dates.0']);
    expect(paths({ slot_minutes: 5, buffer_minutes: -1, days_ahead: 0 })).toEqual([
      'slot_minutes',
      'buffer_minutes',
      'days_ahead',
    ]);
    expect(paths({ by_purpose: { Dancing: { slot_minutes: 30 } } })).toEqual(['by_purpose']);
  });
});
