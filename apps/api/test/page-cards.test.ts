import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  PAGE_CARD_DESCRIPTION_MAX,
  PAGE_CARD_KEYS,
  PAGE_CARD_TITLE_MAX,
  type PageCard,
} from '@coach/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeBackup } from '../src/backup/backup.ts';
import { restoreBackup } from '../src/backup/restore.ts';
import { referenceColumns } from '../src/files/file-references.ts';
import { databases, startTestServer, testDatabase, useTestServer } from './harness.ts';
import {
  count,
  expectInvalid,
  expectProblem,
  expectSweptOnceUnused,
  raw,
  signedInEditor,
} from './helpers.ts';
import { startTwoInstances } from './two-instances.ts';
import { ZAWGYI, UNICODE, ZAWGYI_SENTENCE, UNICODE_SENTENCE } from './burmese-words.ts';

// An editor signs in (scrypt, slow on purpose).
vi.setConfig({ testTimeout: 60_000 });

const CARD = {
  title: 'Trainings for leaders in Yangon',
  title_mm: 'ရန်ကုန်ရှိ ခေါင်းဆောင်များအတွက် သင်တန်းများ',
  description: 'Two-day workshops on strategy, teams and sales.',
  description_mm: 'မဟာဗျူဟာ၊ အဖွဲ့နှင့် အရောင်းဆိုင်ရာ နှစ်ရက်တာ အလုပ်ရုံဆွေးနွေးပွဲများ။',
};

/** A card as the API answers it: every field, null where not set. */
const answered = (page: string, card: Partial<PageCard> = {}): PageCard =>
  ({
    page,
    title: null,
    title_mm: null,
    description: null,
    description_mm: null,
    image: null,
    ...card,
  }) as PageCard;

describe("the pages' card pictures", () => {
  it("count among the site's file references", () => {
    expect(referenceColumns().refs).toContainEqual(
      expect.objectContaining({ table: 'page_card', column: 'image' }),
    );
  });
});

describe.each(databases)('social cards of the public pages on %s', (kind) => {
  const server = useTestServer(kind);
  // Each test starts from no card set.
  afterEach(async () => {
    await server.database.db.deleteFrom('page_card').execute();
  });

  const put = (page: string, body: unknown) => server.admin('PUT', `/api/pages/${page}`, body);
  const list = async () => (await server.call('GET', '/api/pages')).json() as PageCard[];
  const cardOf = async (page: string) => (await list()).find((card) => card.page === page);
  const auditCount = () => count(server, 'audit_entry');

  it('lists every page with a card to anyone, each with nulls before it is set', async () => {
    const res = await server.call('GET', '/api/pages');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(PAGE_CARD_KEYS.map((page) => answered(page)));
    expect(PAGE_CARD_KEYS).toEqual([
      'home',
      'coach',
      'one-on-one-coaching',
      'team-coaching',
      'trainings',
      'blogs',
      'shops',
      'contact-us',
      'testimonial',
    ]);
  });

  it('an admin sets a card; everyone reads it, and the save is in the audit log', async () => {
    const image = await server.upload();
    const res = await put('trainings', { ...CARD, image });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual(answered('trainings', { ...CARD, image }));
    expect(await cardOf('trainings')).toEqual(answered('trainings', { ...CARD, image }));
    // The other pages' cards are left alone.
    expect(await cardOf('home')).toEqual(answered('home'));

    const audit = await server.admin('GET', '/api/audit?resource=pages&limit=5');
    expect(audit.json()[0]).toMatchObject({
      action: 'settings',
      resource: 'pages',
      record_id: 'trainings',
      username: 'admin',
      detail: { fields: ['title', 'title_mm', 'description', 'description_mm', 'image'] },
    });
  });

  it('a partial save changes only the fields sent, and the audit entry names those that changed', async () => {
    await put('home', CARD);
    const res = await put('home', { title_mm: 'ပင်မ စာမျက်နှာ', title: CARD.title });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual(answered('home', { ...CARD, title_mm: 'ပင်မ စာမျက်နှာ' }));
    const audit = await server.admin('GET', '/api/audit?resource=pages&limit=1');
    expect(audit.json()[0].detail).toEqual({ fields: ['title_mm'] });
  });

  it('a field sent empty or null is cleared, trimmed text is stored, and a card left empty has no row', async () => {
    const image = await server.upload();
    await put('coach', { ...CARD, image });
    const res = await put('coach', { title: '   ', description: null, image: '' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual(
      answered('coach', { title_mm: CARD.title_mm, description_mm: CARD.description_mm }),
    );
    await put('coach', { title_mm: '', description_mm: '  ' });
    expect(await cardOf('coach')).toEqual(answered('coach'));
    expect(await count(server, 'page_card')).toBe(0);

    expect((await put('blogs', { title: '  Blogs  ' })).json().title).toBe('Blogs');
  });

  it('answers 404 for a page without a card (unknown, or a page per record), and stores nothing', async () => {
    const before = await auditCount();
    for (const page of [
      'no-such-page',
      'articles',
      'checkout',
      'orders',
      'meet-mung',
      'Trainings',
    ]) {
      const res = await put(page, CARD);
      expectProblem(res, 404, 'Page not found');
    }
    expect(await count(server, 'page_card')).toBe(0);
    expect(await auditCount()).toBe(before);
  });

  it('refuses a visitor (401) and changes nothing', async () => {
    await put('shops', CARD);
    const before = await auditCount();
    expectProblem(await server.call('PUT', '/api/pages/shops', { title: 'Hijacked' }), 401);
    expectProblem(
      await server.withToken('made-up-token')('PUT', '/api/pages/shops', { title: 'Hijacked' }),
      401,
    );
    expect(await cardOf('shops')).toEqual(answered('shops', CARD));
    expect(await auditCount()).toBe(before);
  });

  it('lets an editor set a card, as the banners', async () => {
    const editor = await signedInEditor(server, 'assistant');
    const res = await editor('PUT', '/api/pages/contact-us', { title: 'Talk to us' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await cardOf('contact-us')).toEqual(answered('contact-us', { title: 'Talk to us' }));
  });

  describe('refuses a bad body with a 422 naming each field, and changes nothing', () => {
    it.each([
      [
        'a title too long',
        { title: 'x'.repeat(PAGE_CARD_TITLE_MAX + 1) },
        { title: `Must be at most ${PAGE_CARD_TITLE_MAX} characters` },
      ],
      [
        'a Burmese description too long',
        { description_mm: 'က'.repeat(PAGE_CARD_DESCRIPTION_MAX + 1) },
        { description_mm: `Must be at most ${PAGE_CARD_DESCRIPTION_MAX} characters` },
      ],
      [
        'fields of the wrong type, each named',
        { title: 5, description: { text: 'x' }, image: ['a'] },
        { title: 'Must be text', description: 'Must be text', image: 'Must be text' },
      ],
      [
        'a list instead of an object',
        [CARD],
        { body: 'Must be an object with the fields of the card' },
      ],
      [
        'JSON text instead of an object',
        '"Trainings"',
        { body: 'Must be an object with the fields of the card' },
      ],
      ['JSON null', 'null', { body: 'Must be an object with the fields of the card' }],
    ])('%s', async (_name, body, fields) => {
      await put('trainings', CARD);
      const before = await auditCount();
      const res =
        typeof body === 'string'
          ? await raw(server, 'PUT', '/api/pages/trainings', body)
          : await put('trainings', body);
      expectInvalid(res, fields);
      expect(await cardOf('trainings')).toEqual(answered('trainings', CARD));
      expect(await auditCount()).toBe(before);
    });

    it('the limits are the last characters allowed', async () => {
      const res = await put('trainings', {
        title: 'x'.repeat(PAGE_CARD_TITLE_MAX),
        description: 'y'.repeat(PAGE_CARD_DESCRIPTION_MAX),
      });
      expect(res.statusCode, res.body).toBe(200);
    });
  });

  it('refuses an image that is not an uploaded picture, naming the field', async () => {
    await put('trainings', CARD);
    const before = await auditCount();
    expectInvalid(await put('trainings', { title: 'Changed', image: 'no-such-file' }), {
      image: 'No such file. Please upload the image again.',
    });
    expect(await cardOf('trainings')).toEqual(answered('trainings', CARD));
    expect(await auditCount()).toBe(before);
  });

  it('stores Burmese typed in Zawgyi as Unicode, as every other field of the site', async () => {
    const res = await put('trainings', { title_mm: ZAWGYI, description_mm: ZAWGYI_SENTENCE });
    expect(res.statusCode, res.body).toBe(200);
    expect(await cardOf('trainings')).toMatchObject({
      title_mm: UNICODE,
      description_mm: UNICODE_SENTENCE,
    });
  });

  it('keeps hostile text as text: it is data for the meta tags, which escape it', async () => {
    const hostile = '"><script>window.__xss=1</script><meta property="og:title" content="x';
    const res = await put('trainings', { title: hostile, description_mm: hostile });
    expect(res.statusCode, res.body).toBe(200);
    expect(await cardOf('trainings')).toMatchObject({ title: hostile, description_mm: hostile });
  });

  it('a save changes the version the kept pages depend on', async () => {
    const before = await server.services.versions.site();
    await put('trainings', { title: 'A new title' });
    const after = await server.services.versions.site();
    expect(after).not.toBe(before);
    // A save refused changes nothing, so the kept pages stay.
    await put('trainings', { title: 5 });
    expect(await server.services.versions.site()).toBe(after);
  });

  it('keeps a card picture through the sweep of unused uploads, and lets it go once unused', async () => {
    const image = await server.upload();
    await expectSweptOnceUnused(
      server,
      image,
      () => put('testimonial', { image }),
      () => put('testimonial', { image: null }),
    );
  });

  it('is carried by a backup and restored with its picture', async () => {
    const image = await server.upload();
    await put('team-coaching', { ...CARD, image });
    const dir = mkdtempSync(join(tmpdir(), 'coach-cards-'));
    const target = await testDatabase(kind);
    try {
      const file = join(dir, 'site.bak');
      const written = await writeBackup(server.databaseUrl, file);
      expect(written.counts.page_card).toBe(1);
      await restoreBackup(target.database, file);
      const restored = await startTestServer(kind, { database: target.database, admin: false });
      try {
        const cards = (await restored.call('GET', '/api/pages')).json() as PageCard[];
        expect(cards.find((c) => c.page === 'team-coaching')).toEqual(
          answered('team-coaching', { ...CARD, image }),
        );
        expect((await restored.call('GET', `/api/files/${image}`)).statusCode).toBe(200);
      } finally {
        await restored.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe.each(databases)('a card saved on one instance, on %s', (kind) => {
  it("changes the other instance's site version and list on its next read", async () => {
    const { a, b, close } = await startTwoInstances(kind);
    try {
      const before = await b.services.versions.site();
      await a.services.pageCards.put('blogs', { title: 'Read the blog' });
      expect(await b.services.versions.site()).not.toBe(before);
      expect((await b.services.pageCards.list()).find((c) => c.page === 'blogs')).toEqual(
        answered('blogs', { title: 'Read the blog' }),
      );
    } finally {
      await close();
    }
  });
});
