import { expect } from 'vitest';
import type { TestServer } from './harness.ts';

/**
 * A small site to search: articles, an event, a product, a video and a press item, in
 * both languages, with records that must never be found (unpublished, scheduled, trashed).
 * Written through the API, in this order, so both databases hold the same ids and dates.
 * The Burmese is spelt as people type it: `ည့်` with the dot below before the asat,
 * `ကိုယ်` with its vowels in the usual order, ဝ and ၀ each where the other is meant.
 */
export const CORPUS = {
  delegation: {
    path: '/api/articles',
    body: {
      name: 'Delegation for new managers',
      name_mm: 'မန်နေဂျာသစ်များအတွက် တာဝန်ခွဲဝေခြင်း',
      description: 'How leaders delegate work',
      description_mm: 'ခေါင်းဆောင်များ အလုပ်ခွဲဝေပုံ',
      content: '<p>Delegating is a skill.</p><p>Trust your team.</p>',
      content_mm: '<p>ခေါင်းဆောင်မှု သည် ယုံကြည်မှု ဖြစ်သည်။</p>',
      is_published: true,
    },
  },
  teams: {
    path: '/api/articles',
    body: {
      name: 'Leadership in small teams',
      name_mm: 'အသင်းငယ်များတွင် ခေါင်းဆောင်မှု',
      description: 'Leading a team of five',
      description_mm: 'လူငါးယောက် အသင်းကို ဦးဆောင်ခြင်း',
      content: '<p>Coaching <b>conversations</b> that work &amp; last.</p>',
      content_mm:
        '<p>Coaching \u1000\u103C\u100A\u1037\u103A\u101B\u103E\u102F\u1015\u102B \u101D\u1014\u103A\u1011\u1019\u103A\u1038\u1019\u103B\u102C\u1038</p>',
      is_published: true,
    },
  },
  planning: {
    path: '/api/articles',
    body: {
      name: 'Planning the year',
      name_mm: 'နှစ်စဉ် စီမံကိန်း',
      description: 'Strategy and goals; delegated tasks',
      description_mm: '\u1040\u1014\u103A\u1006\u1031\u102C\u1004\u103A\u1019\u103E\u102F အကြောင်း',
      content: '<p>One page.</p>',
      content_mm: '<p>\u1000\u102D\u102F\u101A\u103A\u1015\u102D\u102F\u1004\u103A အချိန်</p>',
      is_published: true,
    },
  },
  draft: {
    path: '/api/articles',
    body: { name: 'Secret delegation draft', description: 'Not yet', is_published: false },
  },
  scheduled: {
    path: '/api/articles',
    body: { name: 'Scheduled leadership piece', description: 'Soon', is_published: false },
  },
  trashed: {
    path: '/api/articles',
    body: { name: 'Trashed delegation notes', description: 'Gone', is_published: true },
  },
  workshop: {
    path: '/api/events',
    body: {
      name: 'Leadership workshop',
      name_mm: 'ခေါင်းဆောင်မှု အလုပ်ရုံဆွေးနွေးပွဲ',
      description: 'A day of practice',
      description_mm: 'လေ့ကျင့်ရက်',
      location: 'Yangon',
      location_mm: 'ရန်ကုန်',
      time: 'Saturday',
      link: 'https://example.com/workshop',
    },
  },
  workbook: {
    path: '/api/products',
    body: {
      heading: 'Delegation workbook',
      heading_mm: 'တာဝန်ခွဲဝေခြင်း လက်စွဲ',
      description: 'A workbook for managers',
      description_mm: 'မန်နေဂျာများအတွက် လက်စွဲ',
      price: 10,
      currency: 'USD',
      type: 'image',
    },
  },
  video: {
    path: '/api/blog_videos',
    body: {
      name: 'Coaching conversations video',
      name_mm: 'နည်းပြ ဆွေးနွေးမှု ဗီဒီယို',
      description: 'Ten minutes',
      video_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      is_published: true,
    },
  },
  interview: {
    path: '/api/press',
    body: {
      name: 'Interview on leadership',
      name_mm: 'ခေါင်းဆောင်မှုဆိုင်ရာ အင်တာဗျူး',
      description: 'A radio talk',
      is_published: true,
    },
  },
} as const;
export type CorpusName = keyof typeof CORPUS;

/** Writes the corpus; answers each record's kind and id by name. */
export async function writeCorpus(
  server: TestServer,
  extra: Partial<Record<CorpusName, Record<string, unknown>>> = {},
) {
  const image = await server.upload();
  const ids = {} as Record<CorpusName, number>;
  for (const [name, { path, body }] of Object.entries(CORPUS) as [
    CorpusName,
    (typeof CORPUS)[CorpusName],
  ][]) {
    const withImage = path === '/api/events' || path === '/api/articles' ? { image } : {};
    const res = await server.admin('POST', path, { ...body, ...withImage, ...extra[name] });
    expect(res.statusCode, res.body).toBe(201);
    ids[name] = (res.json() as { id: number }).id;
  }
  return ids;
}
