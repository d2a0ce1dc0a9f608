import { describe, expect, it } from 'vitest';
import { deviceClassOf } from '../src/analytics/device-class.ts';
import { visitSourceOf } from '../src/analytics/visit-source.ts';
import { dayBefore, siteDayOf, siteDays } from '../src/analytics/visit-salts.ts';

const page = (query = '') => new URL(`https://coach.example/articles/one${query}`);

describe('a visit’s source', () => {
  it.each([
    // [query, referrer, source, campaign]
    ['', undefined, 'direct', null],
    ['', 'https://coach.example/books', 'direct', null],
    ['', 'https://www.facebook.com/', 'Facebook', null],
    ['', 'https://m.facebook.com/story.php', 'Facebook', null],
    ['', 'https://l.facebook.com/l.php?u=x', 'Facebook', null],
    ['', 'https://lm.facebook.com/l.php?u=x', 'Facebook', null],
    ['?fbclid=IwAR0abc', undefined, 'Facebook', null],
    ['', 'https://www.messenger.com/', 'Messenger', null],
    ['', 'https://m.me/coach', 'Messenger', null],
    ['', 'https://invite.viber.com/?g=1', 'Viber', null],
    ['', 'https://t.me/channel/12', 'Telegram', null],
    ['', 'https://www.google.com/', 'Google', null],
    ['', 'https://www.google.com.mm/', 'Google', null],
    ['', 'https://www.bing.com/search?q=coach', 'Bing', null],
    ['', 'https://duckduckgo.com/', 'Search engines', null],
    ['', 'https://www.youtube.com/watch?v=1', 'YouTube', null],
    ['', 'https://youtu.be/abc', 'YouTube', null],
    ['', 'https://blog.example.org/post', 'blog.example.org', null],
    ['', 'not a url', 'direct', null],
    ['?utm_source=facebook&utm_campaign=june-talk', 'https://t.me/x', 'Facebook', 'june-talk'],
    ['?utm_source=Newsletter&utm_medium=email', undefined, 'newsletter', null],
    ['?utm_source=&utm_campaign=spring', 'https://www.google.com/', 'Google', 'spring'],
    ['?utm_source=fb', undefined, 'Facebook', null],
  ] as const)('%s from %s is %s', (query, referrer, source, campaign) => {
    expect(visitSourceOf(page(query), referrer, 'coach.example')).toEqual({ source, campaign });
  });
});

describe('a device’s class', () => {
  it.each([
    [
      'Mozilla/5.0 (Linux; Android 13; SM-A135F) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36',
      'phone',
    ],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148', 'phone'],
    ['Mozilla/5.0 (iPad; CPU OS 16_0 like Mac OS X) Mobile/15E148', 'tablet'],
    [
      'Mozilla/5.0 (Linux; Android 12; SM-X200) AppleWebKit/537.36 Chrome/120 Safari/537.36',
      'tablet',
    ],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/120 Safari/537.36', 'desktop'],
    [undefined, 'desktop'],
  ] as const)('%s is a %s', (ua, device) => {
    expect(deviceClassOf(ua)).toBe(device);
  });
});

describe('a view’s day', () => {
  it('is the site’s: midnight in SITE_TIME_ZONE, not UTC', () => {
    // 23:50 and 00:10 in Yangon (UTC+6:30), both on 29 November in UTC.
    expect(siteDayOf(Date.parse('2026-11-29T17:20:00Z'), 'Asia/Yangon')).toBe('2026-11-29');
    expect(siteDayOf(Date.parse('2026-11-29T17:40:00Z'), 'Asia/Yangon')).toBe('2026-11-30');
    expect(siteDayOf(Date.parse('2026-11-29T17:40:00Z'), 'UTC')).toBe('2026-11-29');
    expect(dayBefore('2026-03-01')).toBe('2026-02-28');
    expect(dayBefore('2026-11-30', 6)).toBe('2026-11-24');
  });

  it('is remembered only until the day ends, where the clocks change too', () => {
    const yangon = siteDays('Asia/Yangon');
    expect(yangon(Date.parse('2026-11-29T17:20:00Z'))).toBe('2026-11-29');
    expect(yangon(Date.parse('2026-11-29T17:29:59.999Z'))).toBe('2026-11-29');
    expect(yangon(Date.parse('2026-11-29T17:30:00Z'))).toBe('2026-11-30');
    // Back in time too: a clock set back answers its own day, not the last one kept.
    expect(yangon(Date.parse('2026-11-28T12:00:00Z'))).toBe('2026-11-28');
    // London's 25-hour day (clocks back on 25 October 2026): 23:30 is still the 25th.
    const london = siteDays('Europe/London');
    expect(london(Date.parse('2026-10-25T00:30:00Z'))).toBe('2026-10-25');
    expect(london(Date.parse('2026-10-25T23:30:00Z'))).toBe('2026-10-25');
    expect(london(Date.parse('2026-10-26T00:00:00Z'))).toBe('2026-10-26');
    // And its 23-hour day (clocks forward on 29 March 2026): midnight is at 23:00 UTC.
    expect(london(Date.parse('2026-03-29T22:59:00Z'))).toBe('2026-03-29');
    expect(london(Date.parse('2026-03-29T23:00:00Z'))).toBe('2026-03-30');
  });
});
