import { describe, expect, it } from 'vitest';
import { daysAgo, eventDates, eventTime } from '../src/dates.ts';

describe('eventTime', () => {
  it('names the year once for days within one year', () => {
    const time = eventTime(new Date('2026-12-05T00:00:00Z'), 1, 9, 16);
    expect(time.en).toBe('Sat 5 Dec 2026 · 9:00 AM – 4:00 PM');
    expect(time.short).toBe('Sat 5 Dec 2026');
  });

  it('gives a range across New Year both its years, and its poster the start year', () => {
    const time = eventTime(new Date('2026-12-30T00:00:00Z'), 3, 9, 16.5);
    expect(time.en).toBe('Wed 30 Dec 2026 – Fri 1 Jan 2027 · 9:00 AM – 4:30 PM');
    expect(time.short).toBe('Wed 30 Dec 2026');
    expect(time.mm).toMatch(/^၂၀၂၆ ခုနှစ် .* မှ ၂၀၂၇ ခုနှစ် .* အထိ၊/);
  });
});

describe('eventDates', () => {
  it("stores an event's hours, Yangon time, as UTC instants", () => {
    expect(eventDates(new Date('2026-12-05T00:00:00Z'), 2, 9, 16.5)).toEqual({
      starts_at: '2026-12-05T02:30:00.000Z',
      ends_at: '2026-12-06T10:00:00.000Z',
    });
  });
});

describe('daysAgo', () => {
  it('moves hours earlier within the day, never into the day before', () => {
    // Seeded just after midnight (CI met it): three hours earlier stays on the same day.
    const now = new Date('2026-11-29T02:15:00Z');
    expect(daysAgo(now, 0, 3).toISOString()).toBe('2026-11-29T00:00:00.000Z');
    expect(daysAgo(now, 1, 2).toISOString()).toBe('2026-11-28T00:15:00.000Z');
    expect(daysAgo(now, 3).toISOString()).toBe('2026-11-26T02:15:00.000Z');
  });

  it('gives items with different days different dates at every hour of the day', () => {
    for (let hour = 0; hour < 24; hour++) {
      const now = new Date(Date.UTC(2026, 10, 29, hour, 30));
      const days = [0, 1, 2, 3, 4].map((d, i) =>
        daysAgo(now, d, 1 + i)
          .toISOString()
          .slice(0, 10),
      );
      expect(new Set(days).size).toBe(5);
    }
  });
});
