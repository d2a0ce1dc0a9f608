import type { WeekOfSearches } from '@coach/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toUnicode } from '../src/http/zawgyi.ts';
import { type TestServer, databases, startTestServer, testClock } from './harness.ts';
import { type CorpusName, writeCorpus } from './search-corpus.ts';

interface Hit {
  kind: string;
  id: number;
  title: string;
  snippet: string;
  highlights: [number, number][];
  url: string;
  language: string;
}

const HOUR = 3_600_000;
/** ခေါင်းဆောင်မှု ("leadership") as a Zawgyi keyboard types it. */
const LEADERSHIP_ZAWGYI =
  '\u1031\u1001\u102B\u1004\u1039\u1038\u1031\u1006\u102C\u1004\u1039\u1019\u1088';

/**
 * The search's query cases (issue 41): each a query, the reader's language, and the
 * records it must find, best first. Both databases run the same cases and must answer
 * exactly these, so they answer alike.
 */
const CASES: [label: string, q: string, lang: 'en' | 'mm', expected: CorpusName[]][] = [
  ['an English word, title hits first', 'delegation', 'en', ['workbook', 'delegation', 'planning']],
  ['another form of the word (stem)', 'delegate', 'en', ['workbook', 'delegation', 'planning']],
  ['an -ing form (stem)', 'delegating', 'en', ['workbook', 'delegation', 'planning']],
  [
    'capitals and punctuation do not matter',
    'DELEGATION!!!',
    'en',
    ['workbook', 'delegation', 'planning'],
  ],
  ['leadership is not leader', 'leadership', 'en', ['interview', 'workshop', 'teams']],
  ['leaders', 'leaders', 'en', ['delegation']],
  ['two words, both needed, anywhere', 'coaching conversations', 'en', ['video', 'teams']],
  ['a quoted phrase', '"coaching conversations"', 'en', ['video', 'teams']],
  ['a quoted phrase out of order finds nothing', '"conversations coaching"', 'en', []],
  ['a plural finds the singular', 'teams', 'en', ['teams', 'delegation']],
  ['two words in no one record', 'delegation leadership', 'en', []],
  ['words of the body only', 'planning goals', 'en', ['planning']],
  ['an English place name', 'yangon', 'en', ['workshop']],
  ['a Burmese word', 'ခေါင်းဆောင်မှု', 'mm', ['interview', 'workshop', 'teams', 'delegation']],
  [
    'the same word typed in Zawgyi',
    LEADERSHIP_ZAWGYI,
    'mm',
    ['interview', 'workshop', 'teams', 'delegation'],
  ],
  ['one syllable', 'ခေါင်း', 'mm', ['interview', 'workshop', 'teams', 'delegation']],
  [
    'a syllable inside words',
    'ဆောင်',
    'mm',
    ['interview', 'workshop', 'teams', 'planning', 'delegation'],
  ],
  ['half a syllable finds nothing', 'ခေါ', 'mm', []],
  ['a syllable and half of the next find nothing', 'ခွဲဝ', 'mm', []],
  ['two syllables in order', 'ခွဲဝေ', 'mm', ['workbook', 'delegation']],
  ['two syllables out of order find nothing', 'ဝေခွဲ', 'mm', []],
  [
    'dot below and asat typed the other way round',
    '\u1000\u103C\u100A\u103A\u1037',
    'mm',
    ['teams'],
  ],
  ['vowels typed the other way round', '\u1000\u102F\u102D\u101A\u103A', 'mm', ['planning']],
  [
    'the digit zero typed for the letter wa',
    '\u1040\u1014\u103A\u1011\u1019\u103A\u1038',
    'mm',
    ['teams'],
  ],
  [
    'the letter wa where the text has the digit',
    '\u101D\u1014\u103A\u1006\u1031\u102C\u1004\u103A',
    'mm',
    ['planning'],
  ],
  ['a Burmese place name', 'ရန်ကုန်', 'mm', ['workshop']],
  [
    'the place name typed in Zawgyi',
    '\u101B\u1014\u1039\u1000\u102F\u1014\u1039',
    'mm',
    ['workshop'],
  ],
  ['mixed English and Burmese', 'coaching ဝန်ထမ်း', 'mm', ['teams']],
  ['a Burmese query from an English reader', 'ခွဲဝေ', 'en', ['workbook', 'delegation']],
  [
    'an English query from a Burmese reader',
    'delegation',
    'mm',
    ['workbook', 'delegation', 'planning'],
  ],
  ['never the unpublished, scheduled or trashed', 'secret scheduled trashed', 'en', []],
  ['punctuation alone finds nothing', '။ !!', 'en', []],
];

describe.each(databases)('search, on %s', (kind) => {
  let server: TestServer;
  let ids: Record<CorpusName, number>;
  const clock = testClock();
  const nameOf = (hit: Hit) =>
    (Object.keys(ids) as CorpusName[]).find(
      (name) => ids[name] === hit.id && kindOf[name] === hit.kind,
    );
  const kindOf: Record<CorpusName, string> = {
    delegation: 'article',
    teams: 'article',
    planning: 'article',
    draft: 'article',
    scheduled: 'article',
    trashed: 'article',
    workshop: 'event',
    workbook: 'product',
    video: 'video',
    interview: 'press',
  };
  const search = async (q: string, lang = 'en', more = '') => {
    const res = await server.call(
      'GET',
      `/api/search?q=${encodeURIComponent(q)}&lang=${lang}${more}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Hit[];
  };
  const found = async (q: string, lang = 'en', more = '') =>
    (await search(q, lang, more)).map(nameOf);

  beforeAll(async () => {
    server = await startTestServer(kind, { publishingCheck: false, clock: clock.now });
    ids = await writeCorpus(server, { scheduled: { publish_at: clock.iso(HOUR) } });
    expect((await server.admin('DELETE', `/api/articles/${ids.trashed}`)).statusCode).toBe(204);
  });
  afterAll(() => server?.close());

  it('takes the Zawgyi query for Zawgyi (the case below is a real conversion)', () => {
    expect(toUnicode(LEADERSHIP_ZAWGYI)).toBe('ခေါင်းဆောင်မှု');
  });

  it.each(CASES)('%s: %s (%s)', async (_label, q, lang, expected) => {
    expect(await found(q, lang)).toEqual(expected);
  });

  it('answers the count of every hit and pages through them', async () => {
    const res = await server.call('GET', '/api/search?q=delegation&limit=2');
    expect(res.headers['x-total-count']).toBe('3');
    expect(res.headers['cache-control']).toMatch(/^public/);
    expect((res.json() as Hit[]).map(nameOf)).toEqual(['workbook', 'delegation']);
    const next = await server.call('GET', '/api/search?q=delegation&limit=2&offset=2');
    expect((next.json() as Hit[]).map(nameOf)).toEqual(['planning']);
    const past = await server.call('GET', '/api/search?q=delegation&limit=2&offset=4');
    expect(past.json()).toEqual([]);
    expect(past.headers['x-total-count']).toBe('3');
  });

  it('filters by kind', async () => {
    expect(await found('leadership', 'en', '&kind=event')).toEqual(['workshop']);
    expect(await found('delegation', 'en', '&kind=product')).toEqual(['workbook']);
  });

  it('answers in the asked language where the record matches in it, with its link', async () => {
    const [en] = await search('ခေါင်းဆောင်မှု', 'en', '&kind=event');
    const [mm] = await search('ခေါင်းဆောင်မှု', 'mm', '&kind=event');
    // The English entry does not hold the Burmese word: the Burmese one answers both.
    expect(en).toMatchObject({ language: 'mm', url: `/events/${ids.workshop}` });
    expect(mm).toMatchObject({ language: 'mm', title: 'ခေါင်းဆောင်မှု အလုပ်ရုံဆွေးနွေးပွဲ' });
    const [article] = await search('delegation', 'mm', '&kind=article');
    expect(article).toMatchObject({
      language: 'en',
      title: 'Delegation for new managers',
      url: `/articles/view/${ids.delegation}`,
    });
    const [press] = await search('interview');
    expect(press!.url).toBe('/meet-mung#press');
  });

  it('gives a plain-text snippet with the matched words marked by offsets', async () => {
    const [hit] = await search('conversations', 'en', '&kind=article');
    expect(hit!.snippet).toContain('Coaching conversations that work & last.');
    expect(hit!.snippet).not.toMatch(/[<>]/);
    const marked = hit!.highlights.map(([s, e]) => hit!.snippet.slice(s, e));
    expect(marked).toEqual(['conversations']);
    const [burmese] = await search('\u1000\u103C\u100A\u103A\u1037\u101B\u103E\u102F', 'mm');
    expect(burmese!.highlights.map(([s, e]) => burmese!.snippet.slice(s, e))).toEqual([
      '\u1000\u103C\u100A\u1037\u103A\u101B\u103E\u102F',
    ]);
  });

  it('follows each record through unpublish, edits, revisions, trash, restore and its schedule', async () => {
    const articles = async () => found('delegation', 'en', '&kind=article');
    const put = async (id: number, body: Record<string, unknown>) =>
      expect((await server.admin('PUT', `/api/articles/${id}`, body)).statusCode).toBe(200);
    expect(await articles()).toEqual(['delegation', 'planning']);
    await put(ids.delegation, { is_published: false });
    expect(await articles()).toEqual(['planning']);
    await put(ids.delegation, { is_published: true });
    expect(await articles()).toEqual(['delegation', 'planning']);
    // An edit is found by its new words at once, and no longer by its old ones.
    await put(ids.planning, { description: 'Goals only' });
    expect(await articles()).toEqual(['delegation']);
    expect(await found('goals only')).toEqual(['planning']);
    // Its earlier revision restored, the old words are found again.
    const revisions = (
      await server.admin('GET', `/api/articles/${ids.planning}/revisions`)
    ).json() as {
      id: number;
    }[];
    const back = await server.admin(
      'POST',
      `/api/articles/${ids.planning}/revisions/${revisions[0]!.id}/restore`,
    );
    expect(back.statusCode, back.body).toBe(200);
    expect(await articles()).toEqual(['delegation', 'planning']);
    const restored = await server.admin('POST', `/api/trash/articles/${ids.trashed}/restore`);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(await found('trashed')).toEqual(['trashed']);
    await server.admin('DELETE', `/api/articles/${ids.trashed}`);
    expect(await found('trashed')).toEqual([]);
    // The draft stays out; the scheduled article comes in when its time does.
    expect(await found('secret')).toEqual([]);
    expect(await found('scheduled')).toEqual([]);
    clock.advance(HOUR + 1000);
    expect(await found('scheduled')).toEqual(['scheduled']);
  });

  it.each([
    ['', 'q', 'Type a word or two to search for'],
    ['   ', 'q', 'Type a word or two to search for'],
    ['x'.repeat(201), 'q', 'Must be at most 200 characters'],
  ])('refuses the query %j (422) with a clear message', async (q, field, message) => {
    const res = await server.call('GET', `/api/search?q=${encodeURIComponent(q)}`);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ errors: [{ field, message }] });
  });

  it('refuses a bad language, kind, limit or offset (422), naming each', async () => {
    const res = await server.call('GET', '/api/search?q=a&lang=fr&kind=x&limit=51&offset=-1');
    expect(res.statusCode).toBe(422);
    const fields = (res.json() as { errors: { field: string }[] }).errors.map((e) => e.field);
    expect(fields).toEqual(['lang', 'kind', 'limit', 'offset']);
    expect((await server.call('GET', '/api/search')).statusCode).toBe(422);
  });
});

describe.each(databases)('the search index at start-up, on %s', (kind) => {
  it('writes the entries of records stored before it (or by another version of it), once', async () => {
    const first = await startTestServer(kind);
    const later = await (async () => {
      try {
        const ids = await writeCorpus(first);
        // As a database migrated to 0036 holds them: records, no entries, no version.
        await first.database.db.deleteFrom('search_entry').execute();
        await first.database.db
          .deleteFrom('site_meta')
          .where('key', '=', 'search_index_version')
          .execute();
        expect((await first.call('GET', '/api/search?q=workbook')).json()).toEqual([]);
        const second = await startTestServer(kind, { database: first.database, admin: false });
        const hits = (await second.call('GET', '/api/search?q=workbook')).json() as Hit[];
        expect(hits.map((h) => h.id)).toEqual([ids.workbook]);
        return second;
      } catch (error) {
        await first.close();
        throw error;
      }
    })();
    await later.close();
    await first.close();
  }, 60_000);
});

describe.each(databases)("the week's searches, on %s", (kind) => {
  let server: TestServer;
  // A Wednesday noon in Yangon: the week began on Monday 23 November 2026.
  const clock = testClock(Date.parse('2026-11-25T05:30:00Z'));
  beforeAll(async () => {
    server = await startTestServer(kind, { clock: clock.now, publishingCheck: false });
    await writeCorpus(server);
  });
  afterAll(() => server?.close());

  const ask = (q: string, more = '') =>
    server.call('GET', `/api/search?q=${encodeURIComponent(q)}${more}`);

  it('counts each search by its query and week, and those that found nothing, for the owner alone', async () => {
    await ask('Leadership');
    await ask('  leadership ');
    await ask('leadership', '&offset=10'); // a later page of the same search
    await ask(LEADERSHIP_ZAWGYI, '&lang=mm');
    for (let i = 0; i < 3; i++) await ask('pricing plans');
    expect((await server.call('GET', '/api/dashboard/searches')).statusCode).toBe(401);
    const res = await server.admin('GET', '/api/dashboard/searches');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      week: '2026-11-23',
      this_week: true,
      top: [
        { query: 'pricing plans', searches: 3, found_nothing: 3 },
        { query: 'leadership', searches: 2, found_nothing: 0 },
        { query: 'ခေါင်းဆောင်မှု', searches: 1, found_nothing: 0 },
      ],
      nothing: [{ query: 'pricing plans', searches: 3, found_nothing: 3 }],
    });
    // Nothing of who searched is stored: the table holds these columns only.
    const rows = await server.database.db.selectFrom('search_count').selectAll().execute();
    expect(Object.keys(rows[0]!).sort()).toEqual(['found_nothing', 'query', 'searches', 'week']);
    const weekOfSearches = async () =>
      (await server.admin('GET', '/api/dashboard/searches')).json() as WeekOfSearches;
    // Next week starts empty: until its first search, last week's are shown, said so.
    clock.advance(7 * 24 * 3_600_000);
    expect(await weekOfSearches()).toMatchObject({
      week: '2026-11-23',
      this_week: false,
      top: [{ query: 'pricing plans' }, { query: 'leadership' }, { query: 'ခေါင်းဆောင်မှု' }],
    });
    await ask('leadership');
    expect(await weekOfSearches()).toEqual({
      week: '2026-11-30',
      this_week: true,
      top: [{ query: 'leadership', searches: 1, found_nothing: 0 }],
      nothing: [],
    });
    // A week with none after a week with none: this week's, empty.
    clock.advance(14 * 24 * 3_600_000);
    expect(await weekOfSearches()).toEqual({
      week: '2026-12-14',
      this_week: true,
      top: [],
      nothing: [],
    });
  });
});
