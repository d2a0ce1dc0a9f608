import type { Services } from '@coach/api';

/**
 * The week's searches a fresh site shows on its dashboard (issue 41): what visitors
 * looked for, how often, as the search page counts them. Those that find nothing are
 * what the owner might write next.
 */
export const DEMO_SEARCHES: readonly { q: string; lang: 'en' | 'mm'; times: number }[] = [
  { q: 'leadership', lang: 'en', times: 9 },
  { q: 'ခေါင်းဆောင်မှု', lang: 'mm', times: 7 },
  { q: 'NLP', lang: 'en', times: 5 },
  { q: 'delegation', lang: 'en', times: 4 },
  { q: 'Mandalay', lang: 'en', times: 3 },
  { q: 'DISC', lang: 'en', times: 3 },
  { q: 'negotiation', lang: 'en', times: 3 },
  { q: 'ဈေးကွက်ရှာဖွေရေး', lang: 'mm', times: 2 },
  { q: 'franchise', lang: 'en', times: 2 },
  { q: 'burnout', lang: 'en', times: 1 },
];

/**
 * Counted through the search itself: each query is searched on the demo content (so a
 * count of "found nothing" is true of it) and counted as many times as listed, by the
 * seeding transaction's services.
 */
export async function seedSearches({ search }: Pick<Services, 'search'>) {
  for (const { q, lang, times } of DEMO_SEARCHES) {
    const { total } = await search.search({ q, lang, limit: 1, offset: 0 });
    for (let i = 0; i < times; i++) search.counts.count(q, total);
  }
  await search.counts.flush();
}
