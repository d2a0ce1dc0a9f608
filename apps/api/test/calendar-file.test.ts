import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { calendarFile } from '../src/booking/calendar-file.ts';

const entry = {
  uid: 'appointment-7@coach.example',
  starts_at: new Date('2026-12-05T03:30:00.000Z'),
  ends_at: new Date('2026-12-05T04:30:00.000Z'),
  title: 'Coaching with Mung',
  description: `ကိုယ်ပိုင်နည်းပြ ${'ခေါင်းဆောင်မှု '.repeat(20)}`,
  url: 'https://coach.example/appointments/abc',
  sequence: 2,
};

/** A booking email's calendar file, read back by an independent parser (ical.js). */
describe('calendarFile', () => {
  it('ends every line with CRLF, the last too, and folds at 75 octets inside no character', () => {
    const text = calendarFile(entry);
    expect(text).toMatch(/END:VCALENDAR\r\n$/);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of text.split('\r\n')) {
      expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    }
    const vevent = new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent')!;
    expect(vevent.getFirstPropertyValue('description')).toBe(entry.description);
    expect(vevent.getFirstPropertyValue('sequence')).toBe(2);
  });

  it('takes the entry out with the CANCEL method and a cancelled status', () => {
    const calendar = new ICAL.Component(ICAL.parse(calendarFile({ ...entry, cancelled: true })));
    expect(calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(calendar.getFirstSubcomponent('vevent')!.getFirstPropertyValue('status')).toBe(
      'CANCELLED',
    );
  });
});
