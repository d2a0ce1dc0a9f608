import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageView } from '../src/analytics/visit-counter.ts';
import { visitCounting } from '../src/analytics/visits.ts';
import { databases, startTestServer, testClock, type TestServer } from './harness.ts';
import { addBookProduct } from './helpers.ts';
import { OPEN_WEEK, yangonDate } from './open-hours.ts';
import { appointmentBody, paymentBody, testimonialBody } from './payloads.ts';
import { useTwoInstances } from './two-instances.ts';

/** 10:00 on 29 November 2026 in Yangon (UTC+6:30). */
const NOW = Date.parse('2026-11-29T03:30:00Z');
const DAY = 24 * 60 * 60 * 1000;
const PHONE =
  'Mozilla/5.0 (Linux; Android 13; SM-A135F) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36';
/** The client address of the test's visitor: it must be found in no table. */
const ADDRESS = '203.0.113.77';

const view = (path: string, over: Partial<PageView> = {}): PageView => ({
  url: new URL(path, 'https://coach.example'),
  userAgent: PHONE,
  clientAddress: ADDRESS,
  language: 'en',
  noKey: false,
  ...over,
});

describe.each(databases)('visits counted on the server, on %s', (kind) => {
  const clock = testClock(NOW);
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { clock: clock.now });
  });
  afterAll(() => server?.close());
  const visits = () => server.services.visits;
  const hits = () => server.database.db.selectFrom('visit_hit').selectAll().orderBy('id').execute();

  it('writes views in a batch, keyed per visitor and day, without a key for DNT', async () => {
    visits().count(view('/articles?utm_source=facebook&utm_campaign=june&fbclid=x&page=2'));
    visits().count(view('/books', { referrer: 'https://coach.example/articles', language: 'mm' }));
    visits().count(view('/', { noKey: true, referrer: 'https://www.google.com/' }));
    expect(await hits()).toEqual([]);
    await visits().flush();
    const [first, second, third] = await hits();
    expect(first).toMatchObject({
      day: '2026-11-29',
      path: '/articles?utm_source=facebook&utm_campaign=june',
      source: 'Facebook',
      campaign: 'june',
      device: 'phone',
      language: 'en',
      entry: 1,
    });
    expect(first!.visitor).toMatch(/^[0-9a-f]{16}$/);
    expect(second).toMatchObject({ path: '/books', entry: 0, language: 'mm' });
    expect(second!.visitor).toBe(first!.visitor);
    expect(third).toMatchObject({ source: 'Google', visitor: null, entry: 1 });
  });

  it('credits a request, a booking, an order and a testimonial to the source of the visitor’s first view today', async () => {
    await addBookProduct(server);
    const headers = { 'user-agent': PHONE };
    const ordered = await server.app.inject({
      method: 'POST',
      url: '/api/payments',
      remoteAddress: ADDRESS,
      headers,
      payload: paymentBody(await server.upload()),
    });
    expect(ordered.statusCode, ordered.body).toBe(201);
    const asked = await server.app.inject({
      method: 'POST',
      url: '/api/appointment',
      remoteAddress: ADDRESS,
      headers,
      payload: appointmentBody(),
    });
    expect(asked.statusCode, asked.body).toBe(201);
    // Someone else, never seen: credited to no source.
    const stranger = await server.app.inject({
      method: 'POST',
      url: '/api/appointment',
      remoteAddress: '198.51.100.9',
      headers,
      payload: appointmentBody({ name: 'Ko Ko' }),
    });
    expect(stranger.statusCode).toBe(201);
    const paid = await server.admin('PUT', `/api/payments/${ordered.json().id}/status`, {
      status: 'paid',
    });
    expect(paid.statusCode, paid.body).toBe(200);

    // A booked time: a booking, not a request.
    expect((await server.admin('PUT', '/api/availability', OPEN_WEEK)).statusCode).toBe(200);
    // The week after the server's today: its clock is held, and the system's runs on.
    const [from, to] = [1, 7].map((days) => yangonDate(days, { at: clock.now() }));
    const slots = await server.call('GET', `/api/slots?from=${from}&to=${to}`);
    const booked = await server.app.inject({
      method: 'POST',
      url: '/api/appointment',
      remoteAddress: ADDRESS,
      headers,
      payload: appointmentBody({ name: 'Mg Mg', starts_at: slots.json()[0].starts_at }),
    });
    expect(booked.statusCode, booked.body).toBe(201);
    // A page's form (no scripts): the same key, from the request's address and browser.
    const fromPage = await server.services.submissions.fromPage(
      'testimonial',
      testimonialBody(await server.upload()),
      null,
      'en',
      { clientAddress: ADDRESS, userAgent: PHONE, noKey: false },
    );
    expect(fromPage).toMatchObject({ ok: true, repeat: false });

    const answer = await server.admin('GET', '/api/analytics?days=7');
    expect(answer.statusCode, answer.body).toBe(200);
    const figures = answer.json();
    expect(figures.conversions).toEqual([
      {
        source: 'Facebook',
        appointments: 1,
        bookings: 1,
        orders: 1,
        order_amount: 15000,
        testimonials: 1,
      },
      {
        source: 'unknown',
        appointments: 1,
        bookings: 0,
        orders: 0,
        order_amount: 0,
        testimonials: 0,
      },
    ]);
  });

  it('answers the issue’s shape, today from the raw views; an editor sees no money', async () => {
    const figures = (await server.admin('GET', '/api/analytics?days=7')).json();
    expect(Object.keys(figures).sort()).toEqual(
      [
        'visitors',
        'visits',
        'pageviews',
        'days',
        'pages',
        'sources',
        'campaigns',
        'devices',
        'languages',
        'conversions',
      ].sort(),
    );
    expect(figures).toMatchObject({ visitors: 1, visits: 2, pageviews: 3 });
    expect(figures.days).toHaveLength(7);
    expect(figures.days.at(-1)).toEqual({ day: '2026-11-29', visitors: 1, pageviews: 3 });
    expect(figures.days[0]).toEqual({ day: '2026-11-23', visitors: 0, pageviews: 0 });
    // The page read after arriving from Facebook counts for Facebook.
    expect(figures.sources).toEqual([
      { name: 'Facebook', visitors: 1, pageviews: 2 },
      { name: 'Google', visitors: 0, pageviews: 1 },
    ]);
    expect(figures.campaigns).toEqual([{ name: 'june', visitors: 1, pageviews: 2 }]);
    // A tagged link counts for the page it opens: the campaign is listed on its own.
    expect(figures.pages.map((p: { name: string }) => p.name).sort()).toEqual([
      '/',
      '/articles',
      '/books',
    ]);
    expect(figures.devices).toEqual([{ name: 'phone', visitors: 1, pageviews: 3 }]);
    expect(figures.languages).toEqual([
      { name: 'en', visitors: 1, pageviews: 2 },
      { name: 'mm', visitors: 1, pageviews: 1 },
    ]);

    const refused = await server.admin('GET', '/api/analytics?days=14');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual([
      { field: 'days', message: 'Must be one of: 7, 30, 90' },
    ]);
    expect((await server.call('GET', '/api/analytics?days=7')).statusCode).toBe(401);
    await server.database.db.updateTable('account').set({ role: 'editor' }).execute();
    try {
      const editors = (await server.admin('GET', '/api/analytics?days=30')).json();
      expect(editors.days).toHaveLength(30);
      expect(editors.conversions[0]).toEqual({
        source: 'Facebook',
        appointments: 1,
        bookings: 1,
        orders: 1,
        testimonials: 1,
      });
    } finally {
      await server.database.db.updateTable('account').set({ role: 'owner' }).execute();
    }
  });

  it('folds yesterday at night into the same figures, and forgets older views and salts', async () => {
    const before = (await server.admin('GET', '/api/analytics?days=7')).json();
    clock.advance(DAY);
    expect((await visits().fold()).folded).toEqual(['2026-11-29']);
    const after = (await server.admin('GET', '/api/analytics?days=7')).json();
    expect(after.days.at(-2)).toEqual(before.days.at(-1));
    expect(after.sources).toEqual(before.sources);
    expect(after.pages).toEqual(before.pages);
    clock.advance(DAY);
    await visits().fold();
    expect(await hits()).toEqual([]);
    const salts = await server.database.db.selectFrom('visit_salt').selectAll().execute();
    expect(salts).toEqual([]);
    const later = (await server.admin('GET', '/api/analytics?days=7')).json();
    expect(later.days.at(-3)).toEqual(before.days.at(-1));
  });

  it('counts and credits nothing with ANALYTICS=off', async () => {
    const off = visitCounting(server.database, clock.now, { enabled: false });
    const before = await hits();
    off.count(view('/'));
    await off.flush();
    await off.creditStored(
      'testimonial',
      { id: 1, spam: 0 },
      { clientAddress: ADDRESS, noKey: false },
    );
    expect(await hits()).toEqual(before);
    const { db } = server.database;
    const credited = await db.selectFrom('visit_conversion').select('id').execute();
    await off.creditStored('order', { id: 2, spam: 0 }, { clientAddress: ADDRESS, noKey: false });
    expect(await db.selectFrom('visit_conversion').select('id').execute()).toEqual(credited);
  });

  it('writes a campaign of any text as tagged: Burmese, quotes, a backslash, an emoji', async () => {
    const campaign = 'ဇွန်လ "talk" \\ 😀';
    const tagged = new URLSearchParams({ utm_source: 'viber', utm_campaign: campaign });
    visits().count(view(`/trainings?${tagged}`));
    await visits().flush();
    const written = await server.database.db
      .selectFrom('visit_hit')
      .select(['path', 'campaign', 'source', 'entry'])
      .where('campaign', '=', campaign)
      .execute();
    expect(written).toEqual([
      { path: `/trainings?${tagged}`, campaign, source: 'Viber', entry: 1 },
    ]);
  });

  it('writes a large batch in steps, taking turns with the requests waiting', async () => {
    for (let n = 0; n < 1_000; n++) {
      visits().count(view('/', { clientAddress: '198.51.100.7', userAgent: `${PHONE} ${n}` }));
    }
    let answeredMeanwhile = false;
    const written = visits()
      .flush()
      .then(() => answeredMeanwhile);
    // A request's callback waiting when the write begins: run before the write ends.
    setImmediate(() => (answeredMeanwhile = true));
    expect(await written).toBe(true);
    const { views } = await server.database.db
      .selectFrom('visit_hit')
      .select((eb) => eb.fn.countAll<number>().as('views'))
      .where('path', '=', '/')
      .where('visitor', 'is not', null)
      .executeTakeFirstOrThrow();
    expect(Number(views)).toBeGreaterThanOrEqual(1_000);
  });

  it('keeps the visitor’s address in no table', async () => {
    visits().count(view('/coaches'));
    await visits().flush();
    const { db } = server.database;
    // The rate limits counted this address's forms above: their keys are kept hashed.
    const limits = await db.selectFrom('rate_limit').select('client_key').execute();
    expect(limits.length).toBeGreaterThan(0);
    const tables = await db.introspection.getTables();
    const found: string[] = [];
    for (const table of tables) {
      const rows = await sql<
        Record<string, unknown>
      >`select * from ${sql.table(table.name)}`.execute(db);
      for (const row of rows.rows) {
        if (
          JSON.stringify(row, (_k, v) => (typeof v === 'bigint' ? String(v) : v)).includes(ADDRESS)
        )
          found.push(table.name);
      }
    }
    expect([...new Set(found)]).toEqual([]);
  });
  it('describes a view handed over undescribed when its batch is written, on the day it was counted', async () => {
    const before = (await hits()).length;
    const described: string[] = [];
    const later =
      (path: string, over: Partial<PageView> = {}) =>
      () => {
        described.push(path);
        return view(path, { clientAddress: '198.51.100.20', ...over });
      };
    visits().count(view('/', { clientAddress: '198.51.100.21' }));
    visits().count(later('/events', { referrer: 'https://l.facebook.com/' }));
    // Not a view to count (a robot's, say): nothing is written for it.
    visits().count(() => undefined);
    // One that cannot be described is dropped alone; the rest of the batch is written.
    visits().count(() => {
      throw new Error('not a view');
    });
    visits().count(later('/books'));
    expect(described).toEqual([]);
    // Written the next day: each view is of the day it was counted, as a described one is.
    clock.advance(DAY);
    try {
      await visits().flush();
    } finally {
      clock.advance(-DAY);
    }
    expect(described).toEqual(['/events', '/books']);
    const [home, events, books, ...more] = (await hits()).slice(before);
    expect(more).toEqual([]);
    expect(events).toMatchObject({ day: home!.day, path: '/events', source: 'Facebook' });
    expect(books).toMatchObject({ day: home!.day, path: '/books', entry: 1 });
    expect(books!.visitor).toBe(events!.visitor);
    expect(books!.visitor).not.toBe(home!.visitor);
  });
});

describe.each(databases)('visits across two instances, on %s', (kind) => {
  const clock = testClock(NOW);
  const two = useTwoInstances(kind, { clock: clock.now, visitFold: false });

  it('makes one salt a day for both, so a visitor has one key; folds a day once', async () => {
    const [a, b] = [two.a.services.visits, two.b.services.visits];
    a.count(view('/'));
    b.count(view('/books', { referrer: 'https://coach.example/' }));
    // Each batch is written in a transaction: at once on PostgreSQL, one after the other
    // on SQLite (see the fold below).
    if (kind === 'postgres') await Promise.all([a.flush(), b.flush()]);
    else for (const instance of [a, b]) await instance.flush();
    const { db } = two.a.services.database;
    const keys = await db.selectFrom('visit_hit').select('visitor').distinct().execute();
    expect(keys).toHaveLength(1);
    expect(await db.selectFrom('visit_salt').selectAll().execute()).toHaveLength(1);

    clock.advance(DAY);
    // At once on PostgreSQL. SQLite's driver waits for a lock synchronously, so in one
    // process an instance waiting would stop the other from finishing: one after the other
    // there (what the second finds is the first's claim all the same).
    const [one, other] =
      kind === 'postgres'
        ? await Promise.all([a.fold(), b.fold()])
        : [await a.fold(), await b.fold()];
    expect([...one.folded, ...other.folded]).toEqual(['2026-11-29']);
    const site = await db
      .selectFrom('visit_total')
      .selectAll()
      .where('dimension', '=', 'site')
      .execute();
    expect(site).toEqual([
      { day: '2026-11-29', dimension: 'site', name: '', visitors: 1, visits: 1, pageviews: 2 },
    ]);
    // A new day, a new salt: the same visitor has another key.
    a.count(view('/'));
    await a.flush();
    expect(await db.selectFrom('visit_salt').select('day').orderBy('day').execute()).toEqual([
      { day: '2026-11-29' },
      { day: '2026-11-30' },
    ]);
    const keysNow = await db.selectFrom('visit_hit').select('visitor').distinct().execute();
    expect(keysNow).toHaveLength(2);
  });
});
