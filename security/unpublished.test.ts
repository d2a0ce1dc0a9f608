import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PUBLIC_PAGES, fixedPageAddresses } from '../apps/web/app/lib/public-pages.ts';
import { type TestDatabase, createDatabase, dialects } from '../faults/harness/databases.ts';
import { type Server, startServer, stopAll } from '../faults/harness/server.ts';
import type { ResourceDef } from '../packages/contract/src/index.ts';
import type { SliderName } from '../apps/web/app/lib/slides.ts';
import { DOCUMENT } from './openapi-routes.ts';
import {
  type Api,
  NESTING,
  PUBLISHABLE,
  createRecord,
  recordBody,
  signedIn,
  uploadImage,
} from './records.ts';

/**
 * Unpublished content never reaches a visitor. For every publishable resource of the
 * registry a published and an unpublished record are made, each with a name found
 * nowhere else; then every place a visitor can read (the API's lists however they are
 * paged, searched or filtered, the read by id, nested reads, sitemap.xml, every public
 * page in both languages and the article page) must not show the unpublished one. The
 * published one shows, so a check that sees nothing proves nothing.
 */

const ADMIN = { username: 'security-admin', password: 'security-password-123' };
/** The demo coach's profile is /meet-mung. */
const PAGES = fixedPageAddresses('/meet-mung');
/** Pages of one record each, by the resource whose id they take (`articles/view/:id`). */
const RECORD_PAGES = PUBLIC_PAGES.filter((page) => page.path.endsWith('/:id'));
const recordPageOf = (def: ResourceDef) =>
  RECORD_PAGES.find((page) => page.path.split('/')[0] === def.slug);

interface Pair {
  def: ResourceDef;
  shown: { id: number; marker: string };
  hidden: { id: number; marker: string };
}

const unique = () => Math.random().toString(36).slice(2, 8);
/** A word in every text field of a record: a search can find it and no page has it by chance. */
const markerOf = (def: ResourceDef, state: 'shown' | 'hidden') =>
  `zq${state}${def.slug.replace(/_/g, '')}${unique()}`;

describe.each(dialects)('%s', (dialect) => {
  let database: TestDatabase;
  let site: Server;
  let api: Api;
  const pairs: Pair[] = [];
  /** Records of nesting resources pointing at the hidden (and the shown) parent. */
  const nested: { def: ResourceDef; hiddenParent: number; shownParent: number }[] = [];

  beforeAll(async () => {
    database = await createDatabase(dialect);
    site = await startServer({
      name: `unpublished-${dialect}`,
      databaseUrl: database.url(),
      demo: true,
      admin: ADMIN,
    });
    await site.waitHealthy(90_000);
    await site.waitForLog(/^demo content (not )?added/, 60_000);
    api = await signedIn(site.base, ADMIN);
    const imageId = await uploadImage(site.base);

    for (const def of PUBLISHABLE) {
      const make = async (state: 'shown' | 'hidden') => {
        const marker = markerOf(def, state);
        const body = recordBody(def, (field) => `${marker} ${field}`, { imageId });
        return { id: await createRecord(api, def, body, state === 'shown'), marker };
      };
      pairs.push({ def, shown: await make('shown'), hidden: await make('hidden') });
    }
    for (const def of NESTING) {
      const parent = pairs.find((pair) => pair.def.table === def.parent!.table)!;
      const make = async (parentId: number) => {
        const body = recordBody(def, (field) => `nested ${field}`, { imageId, parentId });
        return createRecord(api, def, body);
      };
      nested.push({
        def,
        hiddenParent: await make(parent.hidden.id),
        shownParent: await make(parent.shown.id),
      });
    }
  }, 180_000);
  afterAll(async () => {
    await stopAll({ printLogs: false });
    await database?.drop();
  });

  /** What went wrong, collected over a test so that one run lists every leak. */
  const leaks: string[] = [];
  const checked = new Map<string, number>();
  beforeEach(() => {
    leaks.length = 0;
  });
  const count = (def: ResourceDef) => checked.set(def.slug, (checked.get(def.slug) ?? 0) + 1);

  /** A visitor's read; one the overload guard turns away on a busy machine is asked again. */
  const visitor = async (path: string) => {
    for (let attempt = 1; ; attempt++) {
      const answer = await api.call(path);
      if (answer.status !== 503 || attempt === 5) return answer;
      await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
    }
  };
  const expectHidden = (def: ResourceDef, where: string, body: string, marker: string) => {
    count(def);
    if (body.includes(marker)) leaks.push(`${def.slug}: the unpublished record in ${where}`);
  };

  it('no public list call shows an unpublished record, however it is asked', async () => {
    for (const { def, shown, hidden } of pairs) {
      const whole = await visitor(`/api/${def.slug}`);
      expect(whole.status).toBe(200);
      expect(whole.body, `${def.slug}: the published record is listed`).toContain(shown.marker);
      expectHidden(def, 'the whole list', whole.body, hidden.marker);
      const total = Number(whole.headers['x-total-count']);
      if (total !== JSON.parse(whole.body).length) {
        leaks.push(`${def.slug}: X-Total-Count ${total} counts rows the visitor cannot see`);
      }

      const variants = [
        '?limit=100',
        '?limit=1',
        '?offset=0&limit=2',
        `?search=${hidden.marker}`,
        `?search=${hidden.marker.slice(0, 8)}`,
        '?search=zq',
        '?publish_status=false',
        '?publish_status=0',
        '?publish_status=true',
        '?publish_status=',
        '?sort=-created',
        '?sort=id',
        '?sort=-id&limit=5',
        '?is_published=false',
        '?is_published=0',
        `?id=${hidden.id}`,
      ];
      for (const query of variants) {
        const answer = await visitor(`/api/${def.slug}${query}`);
        if (answer.status >= 500) leaks.push(`${def.slug}${query}: ${answer.status}`);
        expectHidden(def, `the list ${query}`, answer.body, hidden.marker);
        if (query.startsWith('?search=') && answer.status === 200) {
          const found = Number(answer.headers['x-total-count']);
          if (found !== JSON.parse(answer.body).length) {
            leaks.push(`${def.slug}${query}: X-Total-Count ${found} counts hidden rows`);
          }
        }
      }
      // Every page of ten, to the end.
      for (let offset = 0; offset < total + 10; offset += 10) {
        const page = await visitor(`/api/${def.slug}?limit=10&offset=${offset}`);
        expectHidden(def, `the page at offset ${offset}`, page.body, hidden.marker);
      }
    }
    expect(leaks).toEqual([]);
  });

  it('the read by id answers 404 for an unpublished record', async () => {
    for (const { def, shown, hidden } of pairs) {
      const published = await visitor(`/api/${def.slug}/${shown.id}`);
      expect(published.status, `${def.slug}: the published record`).toBe(200);
      const unpublished = await visitor(`/api/${def.slug}/${hidden.id}`);
      count(def);
      if (unpublished.status !== 404) {
        leaks.push(`${def.slug}/${hidden.id}: ${unpublished.status} ${unpublished.body}`);
      }
      expectHidden(def, 'the read by id', unpublished.body, hidden.marker);
    }
    expect(leaks).toEqual([]);
  });

  it('a nested read of an unpublished parent is null', async () => {
    for (const { def, hiddenParent, shownParent } of nested) {
      const parent = pairs.find((pair) => pair.def.table === def.parent!.table)!;
      const key = def.parent!.as;
      const list = JSON.parse((await visitor(`/api/${def.slug}?limit=100`)).body) as {
        id: number;
        [key: string]: unknown;
      }[];
      const listed = (id: number) => list.find((row) => row.id === id);
      expect(listed(shownParent)?.[key], `${def.slug}: the published ${key}`).toMatchObject({
        id: parent.shown.id,
      });
      count(parent.def);
      if (listed(hiddenParent)?.[key] !== null) {
        leaks.push(`${def.slug} list: ${key} ${JSON.stringify(listed(hiddenParent))}`);
      }
      const read = JSON.parse((await visitor(`/api/${def.slug}/${hiddenParent}`)).body) as Record<
        string,
        unknown
      >;
      count(parent.def);
      if (read[key] !== null)
        leaks.push(`${def.slug}/${hiddenParent}: ${key} ${JSON.stringify(read)}`);
      expectHidden(
        parent.def,
        `${def.slug}'s nested ${key}`,
        JSON.stringify(read),
        parent.hidden.marker,
      );
    }
    expect(leaks).toEqual([]);
  });

  it('no other public read shows one: every public GET of the API, the sliders', async () => {
    // The API's reads a visitor may make, from /api/openapi.json: those without a parameter.
    const reads = Object.entries(DOCUMENT.paths)
      .filter(([, operations]) => operations.get && !operations.get.security?.length)
      .filter(([path]) => !path.includes('{'))
      .map(([path]) => `/api${path}`);
    // The sliders step through their slides as JSON; each slide is read, and past the end.
    const sliderNames = ['testimonials', 'awards'] satisfies SliderName[];
    const sliders = sliderNames.flatMap((name) =>
      Array.from({ length: 30 }, (_, slide) => [
        `/slides/${name}?slide=${slide + 1}`,
        `/slides/${name}?slide=${slide + 1}&lang=mm`,
      ]).flat(),
    );
    const shownInSliders = new Set<string>();
    for (const path of [...reads, ...sliders]) {
      const answer = await visitor(path);
      if (answer.status >= 500) leaks.push(`${path}: ${answer.status}`);
      for (const { def, shown, hidden } of pairs) {
        expectHidden(def, path, answer.body, hidden.marker);
        if (path.startsWith('/slides/') && answer.body.includes(shown.marker)) {
          shownInSliders.add(def.slug);
        }
      }
    }
    // A slider of a publishable resource shows its published record: the reads were real.
    const publishableSliders = pairs.filter((pair) =>
      (sliderNames as string[]).includes(pair.def.slug),
    );
    for (const { def } of publishableSliders) expect(shownInSliders).toContain(def.slug);
    console.log(
      `[security] ${dialect}: ${reads.length} public API reads and ${sliders.length} slider reads checked`,
    );
    expect(leaks).toEqual([]);
  });

  it('the site search never finds an unpublished record, and finds its published twin', async () => {
    const searched = ['articles', 'blog_videos', 'press'];
    const found = (body: string) => JSON.parse(body) as { title: string; snippet: string }[];
    for (const { def, shown, hidden } of pairs.filter((p) => searched.includes(p.def.slug))) {
      for (const lang of ['en', 'mm']) {
        const miss = await visitor(`/api/search?q=${hidden.marker}&lang=${lang}`);
        expect(miss.status).toBe(200);
        expectHidden(def, `the search (${lang})`, miss.body, hidden.marker);
        expect(found(miss.body)).toEqual([]);
        const hit = await visitor(`/api/search?q=${shown.marker}&lang=${lang}`);
        expect(found(hit.body).map((h) => h.title)[0], def.slug).toContain(shown.marker);
      }
    }
    expect(leaks).toEqual([]);
  });

  it('sitemap.xml lists no unpublished record', async () => {
    const sitemap = await visitor('/sitemap.xml');
    expect(sitemap.status).toBe(200);
    for (const { def, shown, hidden } of pairs) {
      expectHidden(def, 'sitemap.xml', sitemap.body, hidden.marker);
      const page = recordPageOf(def);
      if (!page) continue;
      const address = (id: number) => `/${page.path.replace(':id', String(id))}<`;
      expect(sitemap.body, `${def.slug}: the published record's page`).toContain(address(shown.id));
      expectHidden(def, 'sitemap.xml (its page)', sitemap.body, address(hidden.id));
    }
    expect(leaks).toEqual([]);
  });

  it('no public page shows an unpublished record, in either language', async () => {
    /** Whether each published record showed on some page: the pages read fresh content. */
    const seen = new Set<string>();
    for (const path of PAGES) {
      for (const language of ['', '?lang=mm']) {
        const answer = await visitor(`${path}${language}`);
        expect(answer.status, `${path}${language}`).toBe(200);
        for (const { def, shown, hidden } of pairs) {
          expectHidden(def, `${path}${language}`, answer.body, hidden.marker);
          if (answer.body.includes(shown.marker)) seen.add(def.slug);
        }
      }
    }
    for (const { def, shown, hidden } of pairs) {
      const page = recordPageOf(def);
      if (!page) continue;
      for (const language of ['', '?lang=mm']) {
        const address = (id: number) => `/${page.path.replace(':id', String(id))}${language}`;
        const published = await visitor(address(shown.id));
        expect(published.status, address(shown.id)).toBe(200);
        expect(published.body).toContain(shown.marker);
        const unpublished = await visitor(address(hidden.id));
        count(def);
        if (unpublished.status !== 404) leaks.push(`${address(hidden.id)}: ${unpublished.status}`);
        expectHidden(def, address(hidden.id), unpublished.body, hidden.marker);
      }
    }
    // Pages are kept per content version: the records made above must show already.
    expect([...seen].sort(), 'published records shown on some page').toEqual(
      pairs.map((pair) => pair.def.slug).sort(),
    );
    console.log(
      `[security] ${dialect}: published records seen on the pages: ${[...seen].sort().join(', ')}`,
    );
    expect(leaks).toEqual([]);
  });

  afterAll(() => {
    const places = [...checked.values()];
    console.log(
      `[security] ${dialect}: ${pairs.length} publishable resources (${pairs
        .map((pair) => pair.def.slug)
        .join(
          ', ',
        )}) × ${Math.min(...places)}–${Math.max(...places)} places checked = ${places.reduce(
        (a, b) => a + b,
        0,
      )} checks of the unpublished record`,
    );
  });
});
