import { type Services, visitCounting } from '@coach/api';

/** Days of visits a fresh site shows, ending yesterday: today fills as people come. */
const DAYS = 28;
const DAY_MS = 86_400_000;

const PHONE_UA =
  'Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';
const TABLET_UA =
  'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/604.1';
const DESKTOP_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';

/** Where the demo's visitors come from, and how they arrive (a referrer or a tagged link). */
const ARRIVALS: readonly { weight: number; referrer?: string; tags?: string }[] = [
  { weight: 30, referrer: 'https://m.facebook.com/' },
  { weight: 8, referrer: 'https://l.facebook.com/' },
  { weight: 16 },
  { weight: 14, referrer: 'https://www.google.com.mm/' },
  { weight: 8, referrer: 'https://www.messenger.com/' },
  { weight: 6, tags: 'utm_source=viber' },
  { weight: 5, referrer: 'https://t.me/' },
  { weight: 4, referrer: 'https://www.youtube.com/' },
  { weight: 2, referrer: 'https://www.bing.com/' },
];

/** The pages visitors land on and read next. */
const PAGES = [
  '/',
  '/one-on-one-coaching',
  '/team-coaching',
  '/trainings',
  '/blogs',
  '/shops',
  '/contact-us',
  '/meet-mung',
];

/** The owner's weekly Facebook post: the days after it bring more visitors, tagged. */
const POST_EVERY = 7;
const CAMPAIGNS = ['team-workshop', 'nlp-course', 'ခေါင်းဆောင်မှု-သင်တန်း', 'new-book'];

/** A small fixed-seed generator: the demo looks the same on every fresh install. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

const pick = <T>(next: () => number, list: readonly T[]) => list[Math.floor(next() * list.length)]!;

function weighted<T extends { weight: number }>(next: () => number, list: readonly T[]): T {
  let left = next() * list.reduce((sum, item) => sum + item.weight, 0);
  for (const item of list) {
    left -= item.weight;
    if (left < 0) return item;
  }
  return list.at(-1)!;
}

interface DemoVisitor {
  clientAddress: string;
  userAgent: string;
  noKey: false;
}

/**
 * A fresh site's visits (issue 43): four weeks of views ending yesterday, counted by the
 * site's own counter on each of those days and folded as each night folds them, and the
 * demo's requests, bookings, orders and testimonials of those days credited to a visitor
 * of their day, as a form sent by that visitor is. Made-up addresses of a documentation
 * range become the day's keys, as real ones do, and are kept nowhere.
 */
export async function seedVisits(services: Services, now: Date) {
  if (!services.visits.enabled) return;
  const { database } = services;
  const timeZone = services.visits.timeZone;
  const next = random(43);
  const credits = await demoSubmissions(services, now);
  for (let ago = DAYS; ago >= 1; ago--) {
    const at = now.getTime() - ago * DAY_MS;
    const counting = visitCounting(database, () => at, { timeZone });
    const sincePost = ago % POST_EVERY;
    const campaign = CAMPAIGNS[Math.floor(ago / POST_EVERY) % CAMPAIGNS.length]!;
    const people = 14 + Math.floor(next() * 10) + (sincePost === 0 ? 18 : sincePost === 6 ? 8 : 0);
    const visitors: DemoVisitor[] = [];
    for (let i = 0; i < people; i++) {
      const device = next();
      const visitor: DemoVisitor = {
        clientAddress: `198.51.${100 + (ago % 100)}.${i + 1}`,
        userAgent: device < 0.74 ? PHONE_UA : device < 0.8 ? TABLET_UA : DESKTOP_UA,
        noKey: false,
      };
      visitors.push(visitor);
      const arrival = weighted(next, ARRIVALS);
      const language = next() < 0.65 ? 'mm' : 'en';
      // The post's visitors arrive by its tagged link, on the page it is about.
      const fromPost = arrival.referrer?.includes('facebook') && sincePost <= 1 && next() < 0.7;
      const first = fromPost ? '/trainings' : pick(next, PAGES);
      const tags = fromPost
        ? `utm_source=facebook&utm_campaign=${encodeURIComponent(campaign)}`
        : arrival.tags;
      const site = 'https://coach.example';
      counting.count({
        url: new URL(`${first}${tags ? `?${tags}` : ''}`, site),
        referrer: arrival.referrer,
        language,
        ...visitor,
      });
      for (let more = Math.floor(next() * 3); more > 0; more--) {
        counting.count({
          url: new URL(pick(next, PAGES), site),
          referrer: `${site}${first}`,
          language,
          ...visitor,
        });
      }
    }
    await counting.flush();
    for (const credit of credits.filter((c) => c.ago === ago)) {
      await counting.credit(credit.kind, credit.id, pick(next, visitors));
    }
  }
  await services.visits.fold();
}

type Kind = 'appointment' | 'booking' | 'order' | 'testimonial';

/** The demo's submissions sent in the days shown, as whole days before now. */
async function demoSubmissions(services: Services, now: Date) {
  const { db } = services.database;
  const agoOf = (created: unknown) =>
    Math.floor((now.getTime() - new Date(String(created)).getTime()) / DAY_MS);
  const inDays = (ago: number) => ago >= 1 && ago <= DAYS;
  const appointments = await db
    .selectFrom('appointment')
    .select(['id', 'created', 'starts_at'])
    .where('spam', '=', 0)
    .execute();
  const orders = await db
    .selectFrom('payment')
    .select(['id', 'created'])
    .where('spam', '=', 0)
    .execute();
  const testimonials = await db
    .selectFrom('testimonial')
    .select(['id', 'created'])
    .where('spam', '=', 0)
    .execute();
  const all: { id: number; kind: Kind; ago: number }[] = [
    ...appointments.map((a) => ({
      id: a.id,
      kind: (a.starts_at ? 'booking' : 'appointment') as Kind,
      ago: agoOf(a.created),
    })),
    ...orders.map((o) => ({ id: o.id, kind: 'order' as Kind, ago: agoOf(o.created) })),
    ...testimonials.map((t) => ({ id: t.id, kind: 'testimonial' as Kind, ago: agoOf(t.created) })),
  ];
  return all.filter((submission) => inDays(submission.ago));
}
