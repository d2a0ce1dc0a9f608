import { ensureSiteSettings } from '@coach/api';
import {
  type TestServer,
  count,
  databases,
  startTestServer,
  useTestServer,
} from '@coach/api/testing';
import { BANNER_IMAGES, STAT_IMAGES, STAT_NUMBERS } from '@coach/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoContent } from '../src/index.ts';

type Body = Record<string, unknown>;

const BURMESE = /[\u1000-\u109f]/;

/** Demo content on a fresh database, as `npm start` makes it on first run. */
describe.each(databases)('demo content on %s', (kind) => {
  let server: TestServer;
  let settingsAdded: string[];
  let seeded: boolean;

  const list = async (path: string, asAdmin = false): Promise<Body[]> => {
    const res = await (asAdmin ? server.admin : server.call)('GET', path);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  beforeAll(async () => {
    server = await startTestServer(kind);
    // The order of a real start: settings first, then the demo.
    settingsAdded = await ensureSiteSettings(server.services);
    seeded = await seedDemoContent(server.services);
  });
  afterAll(() => server.close());

  it('seeds an empty database, after the start-up settings', () => {
    expect(settingsAdded).toHaveLength(5);
    expect(seeded).toBe(true);
  });

  it('leaves one audit entry, by the site itself, and none per record', async () => {
    const entries = await list('/api/audit?resource=site', true);
    expect(entries).toEqual([
      expect.objectContaining({
        account_id: null,
        username: null,
        action: 'demo_content',
        resource: 'site',
        detail: { count: expect.any(Number) },
      }),
    ]);
    expect((entries[0]!.detail as { count: number }).count).toBeGreaterThan(100);
    const creates = await server.admin('GET', '/api/audit?action=create&limit=1');
    expect(creates.headers['x-total-count']).toBe('0');
  });

  it.each([
    ['/api/content_home', 1],
    ['/api/main_categories', 3],
    ['/api/sub_categories', 6],
    ['/api/products', 10],
    ['/api/events', 9],
    ['/api/clients', 18],
    // The awards slider shows from 12.
    ['/api/awards', 12],
    ['/api/learning_milestones', 8],
    ['/api/articles', 6],
    ['/api/quotes', 10],
    ['/api/blog_videos', 5],
    ['/api/press', 8],
    ['/api/testimonials', 8],
    ['/api/colors', 3],
    ['/api/constants', 2],
  ] as const)('visitors see %s filled (at least %i)', async (path, atLeast) => {
    expect((await list(path)).length).toBeGreaterThanOrEqual(atLeast);
  });

  it.each(['/api/appointments', '/api/payments'])(
    'the admin sees %s, some resolved and some not',
    async (path) => {
      const items = await list(path, true);
      const resolved = items.map((i) => i.resolved);
      expect(resolved).toContain(true);
      expect(resolved).toContain(false);
      // Spread over the past weeks, newest first.
      const days = new Set(items.map((i) => String(i.created).slice(0, 10)));
      expect(days.size).toBe(items.length);
    },
  );

  it('fills the email list in every state and both languages, some new this week', async () => {
    const page = (await list('/api/subscribers', true)) as unknown as {
      counts: { state: Record<string, number>; language: Record<string, number> };
    };
    for (const state of ['pending', 'subscribed', 'unsubscribed', 'suppressed'])
      expect(page.counts.state[state], state).toBeGreaterThan(0);
    expect(page.counts.language.en).toBeGreaterThan(0);
    expect(page.counts.language.mm).toBeGreaterThan(0);
    const dashboard = (await list('/api/dashboard', true)) as unknown as Body;
    expect(dashboard.email_list).toMatchObject({
      new_this_week: expect.any(Number),
      subscribed: page.counts.state.subscribed,
      pending: page.counts.state.pending,
    });
    expect((dashboard.email_list as Body).new_this_week).toBeGreaterThan(0);
  });

  it('sets the coach’s hours, so the forms offer times, and books three of them', async () => {
    const hours = (await list('/api/availability', true)) as unknown as Body;
    expect((hours.weekly as unknown[]).length).toBeGreaterThan(0);
    const booked = (await list('/api/appointments', true)).filter((a) => a.booking);
    expect(booked.map((a) => a.booking).sort()).toEqual(['booked', 'booked', 'confirmed']);
    expect(booked.some((a) => a.language === 'mm')).toBe(true);
    const offer = await server.services.bookings.offer();
    expect(offer?.days.length).toBeGreaterThan(0);
    expect(offer?.by_purpose.Training?.days[0]?.slots[0]).toBeDefined();
    // Kinds with only a place of their own take the week's times (no page of their own).
    expect(offer?.by_purpose['One on One Coaching']).toBeUndefined();
    expect(hours.by_purpose).toMatchObject({
      'One on One Coaching': { location: expect.any(String), location_mm: expect.any(String) },
    });
  });

  it.each(['articles', 'testimonials'])(
    '%s mix published and unpublished; visitors see the published only',
    async (slug) => {
      const all = await list(`/api/${slug}`, true);
      const published = all.filter((a) => a.is_published === true);
      expect(published.length).toBeGreaterThan(0);
      expect(published.length).toBeLessThan(all.length);
      const visible = await list(`/api/${slug}?publish_status=true`);
      expect(visible.map((a) => a.id).sort()).toEqual(published.map((a) => a.id).sort());
    },
  );

  it('schedules its draft article to go out on its own five days after the install', async () => {
    const drafts = (await list('/api/articles', true)).filter((a) => a.is_published === false);
    const scheduled = drafts.filter((a) => typeof a.publish_at === 'string');
    expect(scheduled.map((a) => a.name)).toEqual(['Notes from NLP Practitioner Batch 17']);
    const inDays = (Date.parse(scheduled[0]!.publish_at as string) - Date.now()) / 86_400_000;
    expect(inDays).toBeGreaterThan(4.9);
    expect(inDays).toBeLessThan(5.1);
  });

  it('publishes every blog video and press item, with embeddable video links', async () => {
    const videos = await list('/api/blog_videos', true);
    const press = await list('/api/press', true);
    for (const item of [...videos, ...press]) expect(item.is_published).toBe(true);
    for (const v of videos) expect(v.video_url).toMatch(/^https:\/\/www\.youtube\.com\/embed\//);
    expect(new Set(press.map((p) => p.type))).toEqual(new Set(['image', 'video']));
    for (const p of press.filter((p) => p.type === 'video')) {
      expect(p.video_url).toMatch(/^https:\/\/www\.youtube\.com\/embed\//);
    }
  });

  it('fills the shop: prices in MMK, both shipping types and one video product', async () => {
    const products = await list('/api/products');
    for (const p of products) {
      expect(p.currency).toBe('MMK');
      expect(p.price).toBeGreaterThan(0);
      expect(p.sub_category).toMatchObject({ name: expect.any(String) });
      expect(p.heading_mm).toMatch(BURMESE);
    }
    expect(new Set(products.map((p) => p.shipping_type))).toEqual(
      new Set(['FREE SHIPPING', 'PAID BY CLIENT']),
    );
    const videos = products.filter((p) => p.type === 'video');
    expect(videos).toHaveLength(1);
    expect(videos[0]!.video_link).toMatch(/^https:\/\/www\.youtube\.com\/embed\//);
  });

  it('describes its pictures in the library: the home banners with a point to keep, the logos', async () => {
    const banners = (await list('/api/banners')) as unknown as Record<string, string>;
    const library = [
      ...(await list('/api/files?search=home-banner', true)),
      ...(await list('/api/files?search=demo-client', true)),
    ];
    const byId = new Map(library.map((file) => [file.id, file]));
    const hero = byId.get(banners.home_banner_image!)!;
    expect(hero.alt).toBeTruthy();
    expect(hero.alt_mm).toMatch(BURMESE);
    expect([hero.focal_x, hero.focal_y]).toEqual([0.8, 0.5]);
    expect(byId.get(banners.mobile_home_banner_image!)).toMatchObject({ focal_y: 0.3 });
    for (const client of await list('/api/clients')) {
      const logo = byId.get(client.image as string)!;
      expect(logo.alt).toBe(`${client.name as string} logo`);
      expect(logo.alt_mm).toMatch(BURMESE);
    }
  });

  it('writes Burmese twins and real rich text', async () => {
    for (const e of await list('/api/events')) {
      expect(e.name_mm).toMatch(BURMESE);
      expect(e.time_mm).toMatch(BURMESE);
    }
    expect((await list('/api/events')).some((e) => e.trainer)).toBe(true);
    const [home] = await list('/api/content_home');
    expect(home!.banner_text).toEqual({
      en: expect.any(String),
      mm: expect.stringMatching(BURMESE),
    });

    const articles = await list('/api/articles?publish_status=true');
    const article = (await server.call('GET', `/api/articles/${articles[0]!.id}`)).json();
    for (const tag of ['<h2>', '<p>', '<strong>', '<li>', '<a href="/']) {
      expect(article.content).toContain(tag);
      expect(article.content_mm).toContain(tag);
    }
    expect(article.content_mm).toMatch(BURMESE);

    // A few articles carry a subtitle, in both languages; the others show none.
    const subtitled = articles.filter((a) => a.subtitle);
    expect(subtitled.length).toBeGreaterThanOrEqual(3);
    expect(subtitled.length).toBeLessThan(articles.length);
    for (const a of subtitled) expect(a.subtitle_mm).toMatch(BURMESE);
  });

  it('features one quote and links some quotes to their articles', async () => {
    const quotes = await list('/api/quotes');
    expect(quotes.filter((q) => q.is_featured)).toHaveLength(1);
    const linked = quotes.filter((q) => q.article_id != null);
    expect(linked.length).toBeGreaterThan(0);
    for (const q of linked) expect(q.article).toMatchObject({ id: q.article_id });
  });

  it('puts a given-up shop category in the trash, to restore or purge', async () => {
    const trash = await list('/api/trash', true);
    expect(trash).toEqual([
      expect.objectContaining({
        resource: 'main_categories',
        title: 'Gift vouchers',
        title_mm: 'လက်ဆောင် ဘောက်ချာများ',
        deleted_by: null,
      }),
    ]);
    expect((await list('/api/main_categories')).map((c) => c.name)).not.toContain('Gift vouchers');
  });

  it('gives an event a history: a name changed and changed back', async () => {
    const events = await list('/api/events', true);
    const first = events.reduce((a, b) => ((a.id as number) < (b.id as number) ? a : b));
    const history = await list(`/api/events/${first.id}/revisions`, true);
    expect(history.map((r) => (r.record as Body).name)).toEqual([
      `${first.name} (draft)`,
      first.name,
    ]);
    expect(history[0]).toMatchObject({ username: null, account_id: null });
  });

  it('shows the owner a newsletter sent from an article, with its counts, and a draft', async () => {
    const res = await server.admin('GET', '/api/newsletters');
    expect(res.statusCode, res.body).toBe(200);
    const [draft, sent] = res.json().newsletters;
    expect(draft).toMatchObject({ status: 'draft', total: 0 });
    expect(draft.subject_mm).not.toBe('');
    expect(sent).toMatchObject({ status: 'sent', total: 214, sent: 212, failed: 1, skipped: 1 });
    expect(sent.article_id).toEqual(expect.any(Number));
    expect(sent.body).toContain(`/articles/view/${sent.article_id}`);
    expect(sent.body_mm).toContain('?lang=mm');
  });

  it('sets every stat, stat image and banner', async () => {
    const stats = (await server.call('GET', '/api/stats')).json();
    for (const key of STAT_NUMBERS) expect(stats[key]).toBeGreaterThan(0);
    for (const key of STAT_IMAGES) expect(stats[key]).toEqual(expect.any(String));
    const banners = (await server.call('GET', '/api/banners')).json();
    for (const key of BANNER_IMAGES) expect(banners[key]).toEqual(expect.any(String));
  });

  it("sets the trainings page's social card in both languages, with a picture at 1.91 : 1", async () => {
    const cards = await list('/api/pages');
    const trainings = cards.find((card) => card.page === 'trainings')!;
    expect(trainings.title).toMatch(/^Trainings/);
    expect(trainings.title_mm).toMatch(BURMESE);
    expect(trainings.description).toEqual(expect.any(String));
    expect(trainings.description_mm).toMatch(BURMESE);
    const picture = await server.call('GET', `/api/files/${String(trainings.image)}`);
    expect(picture.statusCode).toBe(200);
    const image = await sharp(picture.rawPayload).metadata();
    expect([image.width, image.height]).toEqual([1200, 628]);
    // The other pages share their own texts until the owner sets theirs.
    expect(cards.filter((card) => card.title !== null).map((card) => card.page)).toEqual([
      'trainings',
    ]);
  });

  it('offers a bank account and a mobile wallet to pay into, the wallet with its QR code', async () => {
    const methods = await list('/api/payment_methods');
    expect(methods.map((m) => m.name)).toEqual(['KBZ Bank', 'KBZPay']);
    for (const m of methods) {
      expect(m.account_number).toMatch(/^[\d ]+$/);
      expect(m.note_mm).toMatch(BURMESE);
    }
    expect(methods[0]!.qr_image).toBeNull();
    const qr = await server.call('GET', `/api/files/${String(methods[1]!.qr_image)}`);
    expect(qr.statusCode).toBe(200);
    const image = await sharp(qr.rawPayload).metadata();
    expect([image.format, image.width, image.height]).toEqual(['png', 480, 480]);
  });

  it('sets the three theme colours and the site constants', async () => {
    const colors = await list('/api/colors');
    expect(colors.map((c) => c.type)).toEqual(['primary', 'secondary', 'tertiary']);
    for (const c of colors) expect(c.name).toMatch(/^#[0-9a-f]{6}$/i);

    const constants = Object.fromEntries(
      (await list('/api/constants')).map((c) => [c.name, c.value]),
    );
    expect(constants).toMatchObject({
      mainPhoneNumber: expect.stringMatching(/\d/),
      mainEmail: expect.stringContaining('@'),
      coachName: 'Mung',
      coachSlug: 'mung',
      businessName: expect.any(String),
      facebookUrl: expect.stringMatching(/^https:/),
      youtubeUrl: expect.stringMatching(/^https:/),
      twitterUrl: expect.stringMatching(/^https:/),
      linkedinUrl: expect.stringMatching(/^https:/),
    });
    for (const [key, name] of [
      ['termsArticleId', 'Terms of use'],
      ['privacyArticleId', 'Privacy policy'],
    ]) {
      const res = await server.call('GET', `/api/articles/${constants[key!]}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ name, is_published: true });
    }
  });

  it('dates every event, all but one gone by in the future, so a fresh site offers "Add to calendar"', async () => {
    const events = await list('/api/events');
    for (const e of events) {
      expect(Date.parse(String(e.ends_at))).toBeGreaterThan(Date.parse(String(e.starts_at)));
    }
    const past = events.filter((e) => Date.parse(String(e.starts_at)) <= Date.now());
    expect(past.map((e) => e.name)).toEqual(['Leadership Essentials Workshop, Batch 9']);
  });

  it('sells seats: a paid training with a few left, a full free talk, a training gone by', async () => {
    const selling = (await list('/api/events')).filter((e) => e.seats != null);
    expect(selling).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ seats: 24, seats_taken: 21, price: 850_000, currency: 'MMK' }),
        expect.objectContaining({
          name: 'Family Business Succession Talk',
          seats: 16,
          seats_taken: 16,
        }),
        expect.objectContaining({ seats: 20, seats_taken: 8, price: 150_000 }),
      ]),
    );
    expect(selling).toHaveLength(3);
    const nlp = selling.find((e) => e.seats === 24)!;
    expect(Date.parse(String(nlp.starts_at))).toBeGreaterThan(Date.now());
  });

  it("shows the owner each event's attendees: one to check, one rejected, Burmese ones, a waiting list, check-ins", async () => {
    const selling = (await list('/api/events')).filter((e) => e.seats != null);
    const attendees = async (name: string) => {
      const id = selling.find((e) => String(e.name).startsWith(name))!.id;
      const res = await server.admin('GET', `/api/events/${id}/registrations`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as {
        registrations: { status: string; language: string; checked_in_at: string | null }[];
        waitlist: { status: string; language: string }[];
        totals: { paid_amount: number; to_check_amount: number };
      };
    };
    const nlp = await attendees('NLP Practitioner Certification');
    expect(nlp.registrations.map((r) => r.status).sort()).toEqual([
      'paid',
      'paid',
      'paid',
      'received',
      'rejected',
    ]);
    expect(nlp.registrations.some((r) => r.language === 'mm' && r.status === 'paid')).toBe(true);
    expect(nlp.totals).toMatchObject({ paid_amount: 18 * 850_000, to_check_amount: 2 * 850_000 });
    const talk = await attendees('Family Business Succession Talk');
    expect(talk.registrations.every((r) => r.status === 'confirmed')).toBe(true);
    expect(talk.waitlist.map((w) => [w.status, w.language])).toEqual([
      ['waiting', 'en'],
      ['waiting', 'mm'],
    ]);
    const gone = await attendees('Leadership Essentials Workshop');
    expect(gone.registrations.filter((r) => r.checked_in_at).length).toBe(3);
  });

  it('is searchable out of the box, and shows the owner a week of searches', async () => {
    // The Burmese article and the English event text are found as the search page asks.
    const burmese = await server.call(
      'GET',
      `/api/search?lang=mm&q=${encodeURIComponent('ခေါင်းဆောင်မှု')}`,
    );
    expect(burmese.json().map((hit: Body) => hit.kind)).toContain('article');
    const english = await list('/api/search?q=delegation&kind=event');
    expect(english.length).toBeGreaterThan(0);
    const week = (await server.admin('GET', '/api/dashboard/searches')).json();
    expect(week.top[0]).toEqual({ query: 'leadership', searches: 9, found_nothing: 0 });
    expect(week.nothing.map((s: Body) => s.query)).toEqual(
      expect.arrayContaining(['negotiation', 'franchise', 'burnout']),
    );
    expect(week.nothing.map((s: Body) => s.query)).not.toContain('leadership');
  });

  it('shows the owner four weeks of visits, mostly from Facebook, and what they brought', async () => {
    const month = (await server.admin('GET', '/api/analytics?days=30')).json();
    expect(month.visitors).toBeGreaterThan(400);
    expect(month.pageviews).toBeGreaterThan(month.visitors);
    expect(month.sources[0].name).toBe('Facebook');
    expect(month.campaigns.map((c: Body) => c.name)).toContain('ခေါင်းဆောင်မှု-သင်တန်း');
    expect(month.devices[0].name).toBe('phone');
    // Today is the install's: nothing yet, filled as people come.
    expect(month.days.at(-1)).toMatchObject({ visitors: 0, pageviews: 0 });
    const credited = month.conversions.reduce(
      (sum: number, c: Body) => sum + Number(c.appointments) + Number(c.orders),
      0,
    );
    expect(credited).toBeGreaterThan(0);
    expect(month.conversions.some((c: Body) => Number(c.order_amount) > 0)).toBe(true);
    // Folded as the nights fold: no views before yesterday, nor their salts.
    const { db } = server.database;
    const days = await db.selectFrom('visit_hit').select('day').distinct().execute();
    expect(days.length).toBeLessThanOrEqual(1);
    expect((await db.selectFrom('visit_salt').select('day').execute()).length).toBeLessThanOrEqual(
      1,
    );
    // The privacy page says what is counted and what is not, in both languages.
    const constants = Object.fromEntries(
      (await list('/api/constants')).map((c) => [c.name, c.value]),
    );
    const privacy = (
      await server.call('GET', `/api/articles/${constants.privacyArticleId}`)
    ).json();
    expect(privacy.content).toContain('does not use cookies');
    expect(privacy.content).toContain('Do Not Track');
    expect(privacy.content).toMatch(/do <strong>not<\/strong> keep: your internet address/);
    expect(privacy.content_mm).toContain('ကွတ်ကီး မသုံးပါ');
    expect(privacy.content_mm).toContain('Global Privacy Control');
  });

  it('serves an event picture at the size of the events list poster', async () => {
    const [event] = await list('/api/events');
    const res = await server.call('GET', `/api/files/${event!.image}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\//);
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([419, 560]);
  });

  it('does nothing when seeded again', async () => {
    const before = await count(server, 'event');
    const files = await count(server, 'file');
    expect(await seedDemoContent(server.services)).toBe(false);
    expect(await count(server, 'event')).toBe(before);
    expect(await count(server, 'file')).toBe(files);
  });

  it("keeps the demo's settings, and an admin's edits, on later starts", async () => {
    const colors = await list('/api/colors');
    const edited = await server.admin('PUT', `/api/colors/${colors[0]!.id}`, { name: '#123456' });
    expect(edited.statusCode, edited.body).toBe(200);
    const constants = await list('/api/constants');

    expect(await ensureSiteSettings(server.services)).toEqual([]);
    expect(await ensureSiteSettings(server.services)).toEqual([]);
    expect(await list('/api/colors')).toEqual([
      { ...colors[0], name: '#123456' },
      ...colors.slice(1),
    ]);
    expect(await list('/api/constants')).toEqual(constants);
  });
});

describe.each(databases)('demo content on a %s database in use', (kind) => {
  const server = useTestServer(kind);

  it('adds none once anything has been uploaded', async () => {
    await server.upload();
    expect(await seedDemoContent(server.services)).toBe(false);
    expect(await count(server, 'event')).toBe(0);
    expect(await count(server, 'article')).toBe(0);
  });
});
