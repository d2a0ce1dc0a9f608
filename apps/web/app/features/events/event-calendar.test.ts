import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { eventCalendar } from './event-calendar.server';

/** The calendar file, read back by an independent iCalendar parser (ical.js). */
const parse = (text: string) => {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const vevent = calendar.getFirstSubcomponent('vevent')!;
  return { calendar, vevent, event: new ICAL.Event(vevent) };
};

const event = {
  id: 12,
  name: 'Leadership; teams, and "trust"',
  description: `Line one\nလုပ်ငန်းခေါင်းဆောင်မှု ${'သင်တန်း '.repeat(30)}`,
  location: 'Sule Shangri-La, Yangon',
  startsAt: '2026-12-05T02:30:00.000Z',
  endsAt: '2026-12-05T10:30:00.000Z',
  url: 'https://example.com/register',
};

describe('eventCalendar', () => {
  it('writes a VEVENT a parser reads back with the same texts and moments', () => {
    const text = eventCalendar(event, 'coach.example');
    const { calendar, event: parsed, vevent } = parse(text);
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(parsed.uid).toBe('event-12@coach.example');
    expect(parsed.summary).toBe(event.name);
    expect(parsed.description).toBe(event.description);
    expect(parsed.location).toBe(event.location);
    expect(parsed.startDate.toJSDate().toISOString()).toBe(event.startsAt);
    expect(parsed.endDate.toJSDate().toISOString()).toBe(event.endsAt);
    expect(vevent.getFirstPropertyValue('url')).toBe(event.url);
  });

  it('uses CRLF line ends and folds lines at 75 octets', () => {
    const text = eventCalendar(event, 'coach.example');
    expect(text).toMatch(/\r\n$/);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of text.split('\r\n')) {
      expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    }
  });

  it('writes an event without an end with its start only', () => {
    const { vevent } = parse(eventCalendar({ ...event, endsAt: null }, 'coach.example'));
    expect(vevent.hasProperty('dtend')).toBe(false);
    expect(vevent.hasProperty('duration')).toBe(false);
  });
});
