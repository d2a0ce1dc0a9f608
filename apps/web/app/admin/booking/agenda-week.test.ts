import { type AgendaEntry, DEFAULT_AVAILABILITY } from '@coach/contract';
import { describe, expect, it } from 'vitest';
import { hoursShown, openingWeek, sessionSpan, sessionsOn } from './agenda-week.ts';

const session = (startsAt: string, endsAt: string): AgendaEntry => ({
  id: 1,
  name: 'Ma Hnin',
  appointment_for: 'Training',
  mode_of_contact: 'Email',
  contact_information: 'hnin@example.com',
  starts_at: startsAt,
  ends_at: endsAt,
  booking: 'booked',
});
const RULES = {
  ...DEFAULT_AVAILABILITY,
  weekly: [
    { weekday: 1, from: '09:30', to: '12:00' },
    { weekday: 2, from: '13:00', to: '17:15' },
  ],
};

describe('the week grid’s hours', () => {
  it('runs from the earliest opening to the latest closing, in whole hours', () => {
    expect(hoursShown(RULES, [])).toEqual({ first: 9, last: 18 });
  });

  it('takes in a session outside the hours, and a kind’s own hours', () => {
    // 07:00–08:00 in Yangon (UTC+6:30).
    const early = session('2026-12-01T00:30:00.000Z', '2026-12-01T01:30:00.000Z');
    const rules = {
      ...RULES,
      by_purpose: { Training: { weekly: [{ weekday: 3, from: '18:00', to: '21:00' }] } },
    };
    expect(hoursShown(rules, [early])).toEqual({ first: 7, last: 21 });
  });

  it('shows 9 to 17 while there are neither hours nor sessions', () => {
    expect(hoursShown(DEFAULT_AVAILABILITY, [])).toEqual({ first: 9, last: 17 });
  });

  it('places a session by the coach’s clock, and its day by the coach’s date', () => {
    // 23:00 on 1 December to 00:30 the next day, in Yangon.
    const late = session('2026-12-01T16:30:00.000Z', '2026-12-01T18:00:00.000Z');
    expect(sessionSpan(late, 'Asia/Yangon')).toEqual({ start: 23 * 60, end: 24 * 60 + 30 });
    expect(hoursShown({ ...RULES, weekly: [] }, [late]).last).toBe(24);
    expect(sessionsOn([late], '2026-12-01', 'Asia/Yangon')).toEqual([late]);
    expect(sessionsOn([late], '2026-12-01', 'UTC')).toEqual([late]);
    expect(sessionsOn([late], '2026-12-02', 'Asia/Yangon')).toEqual([]);
  });
});

describe('the week the agenda opens on', () => {
  const ZONE = 'Asia/Yangon';
  // Wednesday 2 December 2026, 14:00 in Yangon (07:30 UTC).
  const NOW = Date.parse('2026-12-02T07:30:00.000Z');
  const TODAY = '2026-12-02';
  // 10:00–11:00 in Yangon on a date.
  const at = (date: string) => session(`${date}T03:30:00.000Z`, `${date}T04:30:00.000Z`);

  it('is this week while a session is still ahead in it', () => {
    expect(openingWeek([at('2026-12-05'), at('2026-12-16')], TODAY, NOW, ZONE)).toEqual({
      monday: '2026-11-30',
      opening: 'this',
    });
  });

  it('is the next week with a session when nothing is left this week', () => {
    // This morning's session is over; Sunday the 6th is free; the next is a fortnight on.
    const over = at(TODAY);
    expect(openingWeek([over, at('2026-12-17')], TODAY, NOW, ZONE)).toEqual({
      monday: '2026-12-14',
      opening: 'moved',
    });
  });

  it('is this week, saying so, when nothing is booked ahead', () => {
    expect(openingWeek([at(TODAY)], TODAY, NOW, ZONE)).toEqual({
      monday: '2026-11-30',
      opening: 'none',
    });
  });
});
