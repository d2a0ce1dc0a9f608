import { beforeAll, describe, expect, it } from 'vitest';
import { databases, useTestServer } from './harness.ts';
import { expectInvalid } from './helpers.ts';

/**
 * Either language is enough: a record needs each required text in English or in
 * Burmese, so a coach who writes only Burmese publishes; neither is refused as before.
 */
describe.each(databases)('records written in one language on %s', (kind) => {
  let image = '';
  const server = useTestServer(kind);
  beforeAll(async () => {
    image = await server.upload();
  });

  const burmeseEvent = () => ({
    name_mm: 'ခေါင်းဆောင်မှု နေ့',
    description_mm: 'အဖွဲ့ ဦးဆောင်ခြင်းအကြောင်း တစ်နေ့တာ',
    time_mm: 'စနေနေ့ နံနက်',
    location_mm: 'ရန်ကုန်',
    link: 'https://example.com/register',
    image,
  });

  it('publishes an event and an article written only in Burmese', async () => {
    const event = await server.admin('POST', '/api/events', burmeseEvent());
    expect(event.statusCode, event.body).toBe(201);
    expect(event.json()).toMatchObject({ name: null, name_mm: 'ခေါင်းဆောင်မှု နေ့' });
    const article = await server.admin('POST', '/api/articles', {
      name_mm: 'ဆောင်းပါး',
      description_mm: 'အကျဉ်း',
      content_mm: '<p>စာ</p>',
      image,
      is_published: true,
    });
    expect(article.statusCode, article.body).toBe(201);
    const listed = (await server.call('GET', '/api/articles')).json() as { id: number }[];
    expect(listed.map((a) => a.id)).toContain(article.json().id);
  });

  it('refuses a required text in neither language, naming the English field', async () => {
    const { name_mm: _name, ...nameless } = burmeseEvent();
    expectInvalid(await server.admin('POST', '/api/events', { ...nameless, name: ' ' }), {
      name: 'Required',
    });
  });

  it('lets an update blank one language while the other holds the text, never both', async () => {
    const { id } = (await server.admin('POST', '/api/events', burmeseEvent())).json();
    const english = await server.admin('PUT', `/api/events/${id}`, { tag_mm: 'အလုပ်ရုံ', name: '' });
    expect(english.statusCode, english.body).toBe(200);
    // The stored English name is empty: taking the Burmese one away leaves none.
    expectInvalid(await server.admin('PUT', `/api/events/${id}`, { tag_mm: 'အလုပ်ရုံ', name_mm: '' }), {
      name: 'Required',
    });
    expectInvalid(
      await server.admin('PUT', `/api/events/${id}`, {
        tag: '',
        tag_mm: '',
        name: 'Leadership Day',
      }),
      { tag: 'Required' },
    );
  });
});
