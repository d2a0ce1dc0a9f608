import { beforeAll, describe, expect, it } from 'vitest';
import { databases, useTestServer } from './harness.ts';

/**
 * The back office's list of content missing its Burmese text: English filled and the
 * `_mm` twin empty (null, '' or spaces), per record with the twins it misses; a count
 * for the dashboard; admins only; visitors' own words (testimonials) left out.
 */
describe.each(databases)('missing translations on %s', (kind) => {
  const ids: Record<string, number> = {};
  const server = useTestServer(kind);
  beforeAll(async () => {
    const image = await server.upload();
    const event = {
      description: 'A day on leading teams',
      time: 'Saturday',
      link: 'https://example.com',
      location: 'Yangon',
      image,
    };
    const post = async (path: string, body: Record<string, unknown>) => {
      const res = await server.admin('POST', path, body);
      expect(res.statusCode).toBe(201);
      return res.json().id as number;
    };
    ids.untranslated = await post('/api/events', { ...event, name: 'Leadership Day' });
    ids.half = await post('/api/events', {
      ...event,
      name: 'Team Day',
      name_mm: 'အဖွဲ့နေ့',
      description_mm: '   ',
    });
    ids.whole = await post('/api/events', {
      ...event,
      name: 'Whole',
      name_mm: 'အပြည့်',
      description_mm: 'ဖော်ပြချက်',
      time_mm: 'စနေ',
      location_mm: 'ရန်ကုန်',
      // Tag and trainer have no English, so nothing to translate.
    });
    ids.client = await post('/api/clients', { name: 'Acme', image });
    ids.product = await post('/api/main_categories', { name: 'Books', name_mm: 'စာအုပ်' });
    // A visitor's testimonial in one language is theirs: not listed.
    await server.call('POST', '/api/testimonials', {
      name: 'Aye',
      role: 'CEO',
      business: 'Acme',
      organization: 'Acme',
      programs: 'NLP',
      differences: 'Much',
      take_away: 'All',
    });
  });

  it('lists each record with English text and empty Burmese twins, naming the twins', async () => {
    const res = await server.admin('GET', '/api/missing-translations');
    expect(res.statusCode).toBe(200);
    const records = res.json() as {
      resource: string;
      id: number;
      label: string;
      missing: string[];
    }[];
    const byId = (resource: string, id: number) =>
      records.find((r) => r.resource === resource && r.id === id);
    expect(byId('events', ids.untranslated!)).toEqual({
      resource: 'events',
      id: ids.untranslated,
      label: 'Leadership Day',
      missing: ['name_mm', 'description_mm', 'time_mm', 'location_mm'],
    });
    expect(byId('events', ids.half!)?.missing).toEqual([
      'description_mm',
      'time_mm',
      'location_mm',
    ]);
    expect(byId('events', ids.whole!)).toBeUndefined();
    expect(byId('clients', ids.client!)?.missing).toEqual(['name_mm']);
    expect(byId('main_categories', ids.product!)).toBeUndefined();
    expect(records.some((r) => r.resource === 'testimonials')).toBe(false);
  });

  it('counts the records and the twins for the dashboard', async () => {
    const res = await server.admin('GET', '/api/missing-translations/count');
    expect(res.statusCode).toBe(200);
    const list = (await server.admin('GET', '/api/missing-translations')).json() as {
      missing: string[];
    }[];
    expect(res.json()).toEqual({
      records: list.length,
      fields: list.reduce((n, r) => n + r.missing.length, 0),
    });
    expect(res.json().records).toBeGreaterThanOrEqual(3);
  });

  it('answers only an admin', async () => {
    expect((await server.call('GET', '/api/missing-translations')).statusCode).toBe(401);
    expect((await server.call('GET', '/api/missing-translations/count')).statusCode).toBe(401);
  });

  it('is described in the OpenAPI document as an admin call', async () => {
    const doc = (await server.call('GET', '/api/openapi.json')).json();
    for (const path of ['/missing-translations', '/missing-translations/count']) {
      expect(doc.paths[path]?.get?.security).toEqual([{ bearer: [] }]);
    }
  });
});
