import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visitor } from '../src/auth/viewer.ts';
import { EVENT_OVER_AT, eventOrder } from '../src/content/event-order.ts';
import { EVENT_OVER_AT as INDEXED_OVER_AT } from '../src/db/migrations/0008-event-dates.ts';
import { siteVersionReader } from '../src/content/site-version.ts';
import { siteContent } from '../src/content/site-content.ts';
import { type TestServer, databases, startTestServer, testClock } from './harness.ts';
import { expectInvalid, setCreated } from './helpers.ts';

/**
 * Events' structured dates: validated and stored as UTC on both databases, and the home
 * page's order — upcoming (soonest first, one under way included), undated (newest
 * created first), then past (most recent first) — paged across the three parts.
 */
const DATE_MESSAGE =
  'Must be a date and time with its offset (ISO 8601), such as 2026-12-05T09:00:00+06:30';
const NOW = new Date('2026-11-23T06:00:00Z');
const HOUR = 3_600_000;
/**
 * The site-version tests' clock: after every fixture above has ended, so the hour they move
 * through holds no end but their own event's. On the real clock, an hour that took in the
 * fixture "under way"'s end (2026-11-30 17:00 UTC) counted one event over too many.
 */
const AFTER_THE_FIXTURES = Date.parse('2027-06-01T06:00:00Z');

describe.each(databases)('event dates on %s', (kind) => {
  let server: TestServer;
  let image = '';
  const base = () => ({
    name: 'Leadership Day',
    description: 'A day on leading teams',
    time: 'Saturday morning',
    link: 'https://example.com/register',
    location: 'Yangon',
    image,
  });
  const create = async (body: Record<string, unknown>) =>
    server.admin('POST', '/api/events', { ...base(), ...body });

  beforeAll(async () => {
    server = await startTestServer(kind);
    image = await server.upload();
  });
  afterAll(() => server.close());

  it("reads when an event is over exactly as migration 0008's index is written", () => {
    // The runtime keeps its own copy (migrations stay frozen); a drift would lose the index.
    const compiled = (expression: typeof EVENT_OVER_AT) =>
      server.database.db.selectFrom('event').select(expression.as('over_at')).compile().sql;
    expect(compiled(EVENT_OVER_AT)).toBe(compiled(INDEXED_OVER_AT));
  });

  it('stores a start and end given with an offset as UTC, and answers them in ISO', async () => {
    const res = await create({
      starts_at: '2026-12-05T09:00:00+06:30',
      ends_at: '2026-12-05T17:00:00+06:30',
    });
    expect(res.statusCode).toBe(201);
    const { id } = res.json();
    const read = (await server.call('GET', `/api/events/${id}`)).json();
    expect(read.starts_at).toBe('2026-12-05T02:30:00.000Z');
    expect(read.ends_at).toBe('2026-12-05T10:30:00.000Z');
    await server.admin('DELETE', `/api/events/${id}`);
  });

  it('keeps the dates optional: blank is no date', async () => {
    const res = await create({ starts_at: '', ends_at: '' });
    expect(res.statusCode).toBe(201);
    expect(res.json().starts_at).toBeNull();
    await server.admin('DELETE', `/api/events/${res.json().id}`);
  });

  it('refuses dates that are not ISO 8601 with an offset', async () => {
    for (const bad of ['next Saturday', '2026-12-05T09:00:00', '2026-02-30T09:00:00Z', 42]) {
      expectInvalid(await create({ starts_at: bad }), { starts_at: DATE_MESSAGE });
    }
  });

  it('refuses an end before the start, and an end without a start', async () => {
    expectInvalid(
      await create({ starts_at: '2026-12-05T09:00:00Z', ends_at: '2026-12-05T08:00:00Z' }),
      { ends_at: 'The end must be after the start' },
    );
    expectInvalid(await create({ ends_at: '2026-12-05T08:00:00Z' }), {
      starts_at: 'Give the start as well as the end',
    });
  });

  it('needs the time in words only when the event has no start', async () => {
    const dated = await create({ time: '', starts_at: '2026-12-05T09:00:00+06:30' });
    expect(dated.statusCode, dated.body).toBe(201);
    const undated = await create({ time: ' ' });
    expectInvalid(undated, { time: 'Give the time, or the start date and time' });
    // An update that takes the start away from an event without words is refused too.
    const { id } = dated.json();
    expectInvalid(await server.admin('PUT', `/api/events/${id}`, { tag: 'x', starts_at: '' }), {
      time: 'Give the time, or the start date and time',
    });
    const worded = await server.admin('PUT', `/api/events/${id}`, {
      tag: 'x',
      starts_at: '',
      time: 'Saturday morning',
    });
    expect(worded.statusCode, worded.body).toBe(200);
    await server.admin('DELETE', `/api/events/${id}`);
  });

  it('checks an update that sends one date against the stored other', async () => {
    const { id } = (
      await create({ starts_at: '2026-12-05T09:00:00Z', ends_at: '2026-12-05T17:00:00Z' })
    ).json();
    expectInvalid(
      await server.admin('PUT', `/api/events/${id}`, {
        tag: 'x',
        ends_at: '2026-12-04T17:00:00Z',
      }),
      { ends_at: 'The end must be after the start' },
    );
    const moved = await server.admin('PUT', `/api/events/${id}`, {
      tag: 'x',
      ends_at: '2026-12-06T17:00:00Z',
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().ends_at).toBe('2026-12-06T17:00:00.000Z');
    await server.admin('DELETE', `/api/events/${id}`);
  });

  describe('the home page order', () => {
    const ids: Record<string, number> = {};
    beforeAll(async () => {
      const events: [string, Record<string, unknown>, string][] = [
        ['pastEarly', { starts_at: '2026-01-10T09:00:00Z' }, '2025-12-01T00:00:00Z'],
        ['soonLater', { starts_at: '2026-12-10T09:00:00Z' }, '2026-10-01T00:00:00Z'],
        ['soon', { starts_at: '2026-12-01T09:00:00Z' }, '2026-10-02T00:00:00Z'],
        ['undatedOld', {}, '2026-09-01T00:00:00Z'],
        ['undatedNew', {}, '2026-11-01T00:00:00Z'],
        [
          'underWay',
          { starts_at: '2026-11-20T09:00:00Z', ends_at: '2026-11-30T17:00:00Z' },
          '2026-08-01T00:00:00Z',
        ],
        // Started and ended before now: past, though it ended only this morning.
        [
          'pastRecent',
          { starts_at: '2026-11-22T09:00:00Z', ends_at: '2026-11-23T05:00:00Z' },
          '2026-07-01T00:00:00Z',
        ],
      ];
      for (const [name, dates, created] of events) {
        const res = await create({ ...dates, name });
        expect(res.statusCode).toBe(201);
        ids[name] = res.json().id;
        await setCreated(server, 'event', ids[name]!, created);
      }
    });

    const names = (rows: { name: string }[]) => rows.map((r) => r.name);

    it('lists upcoming soonest first, then undated newest first, then past most recent first', async () => {
      const content = siteContent(server.services, visitor);
      const first = await content.eventsByDate({ limit: 4, offset: 0 }, NOW);
      const second = await content.eventsByDate({ limit: 4, offset: 4 }, NOW);
      expect(first.total).toBe(7);
      expect(names(first.rows)).toEqual(['underWay', 'soon', 'soonLater', 'undatedNew']);
      expect(names(second.rows)).toEqual(['undatedOld', 'pastRecent', 'pastEarly']);
      expect(second.total).toBe(7);
    });

    it('pages across the parts without overlap or gaps, whatever the page size', async () => {
      const content = siteContent(server.services, visitor);
      const whole = names((await content.eventsByDate({ limit: 100, offset: 0 }, NOW)).rows);
      for (const size of [1, 2, 3, 5]) {
        const seen: string[] = [];
        for (let offset = 0; offset < whole.length; offset += size) {
          seen.push(...names((await content.eventsByDate({ limit: size, offset }, NOW)).rows));
        }
        expect(seen).toEqual(whole);
      }
    });

    it('moves an event down once it is over, and counts the events over', async () => {
      const order = eventOrder(server.services.database);
      const later = new Date('2026-12-02T00:00:00Z');
      expect(await order.overCount(NOW)).toBe(2);
      expect(await order.overCount(later)).toBe(4);
      const page = await order.page({ limit: 3, offset: 0 }, later);
      expect(names(page.rows)).toEqual(['soonLater', 'undatedNew', 'undatedOld']);
    });
  });

  it("changes the site's version when an event ends, with no write, so kept pages follow the clock", async () => {
    // The reader's clock is the test's, moved past the end instead of waited for.
    const clock = testClock(AFTER_THE_FIXTURES);
    const versions = siteVersionReader(server.services.database, { clock: clock.now });
    const { id } = (
      await create({ starts_at: clock.iso(-60_000), ends_at: clock.iso(HOUR) })
    ).json();
    const before = await versions.site();
    expect(await versions.site()).toBe(before);
    // At its very end it is not over yet.
    clock.advance(HOUR);
    expect(await versions.site()).toBe(before);
    clock.advance(100);
    expect(await versions.site()).not.toBe(before);
    await server.admin('DELETE', `/api/events/${id}`);
  });

  it("changes the site's version when an event's registration closes, with no write", async () => {
    // Its page and card then say "Registration closed" instead of showing the form.
    const clock = testClock(AFTER_THE_FIXTURES);
    const versions = siteVersionReader(server.services.database, { clock: clock.now });
    const { id } = (
      await create({
        starts_at: clock.iso(10 * HOUR),
        seats: 12,
        registration_closes_at: clock.iso(HOUR),
      })
    ).json();
    const before = await versions.site();
    clock.advance(HOUR - 1);
    expect(await versions.site()).toBe(before);
    clock.advance(1);
    expect(await versions.site()).not.toBe(before);
    await server.admin('DELETE', `/api/events/${id}`);
  });
});
