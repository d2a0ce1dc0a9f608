import { fieldsOfKind, resources } from '@coach/contract';
import { ARTICLES, type DemoArticle } from './content-articles.ts';
import { MORE_ARTICLES } from './content-articles-more.ts';
import { QUOTES, PRESS, VIDEOS } from './content-blog.ts';
import { DEMO_CONSTANTS } from './content-home.ts';
import { DRAFT, PRIVACY, TERMS } from './content-legal.ts';
import { APPOINTMENTS, ORDERS, TESTIMONIALS } from './content-people.ts';
import { type SeedContext, create, setCreated } from './context.ts';
import { writeDemoConstants } from './constants.ts';
import { addDays, daysAgo } from './dates.ts';
import { receiptArt } from './receipt-art.ts';

/** Demo content of the blogs page, the press section and what visitors send in. */

export async function seedArticles(ctx: SeedContext) {
  const all: DemoArticle[] = [...ARTICLES, ...MORE_ARTICLES, TERMS, PRIVACY, DRAFT];
  const images = await ctx.art.each(all, (a) => [
    `demo-article-${a.key}`,
    {
      kind: 'header',
      width: 1779,
      height: 700,
      title: a.name,
      kicker: a.kicker,
      icon: a.icon,
      tone: a.tone,
    },
  ]);
  const ids = new Map<string, number>();
  for (const [i, a] of all.entries()) {
    const id = await create(ctx, resources.articles, {
      ...articleTexts(a),
      image: images[i],
      is_published: a.published,
      publish_at: a.scheduledInDays ? onTheHour(ctx.now, a.scheduledInDays) : undefined,
    });
    await setCreated(ctx, resources.articles, id, daysAgo(ctx.now, a.daysAgo, i));
    ids.set(a.key, id);
  }
  await writeDemoConstants(ctx.services, {
    ...DEMO_CONSTANTS,
    termsArticleId: String(ids.get(TERMS.key)),
    privacyArticleId: String(ids.get(PRIVACY.key)),
  });
  return ids;
}

/**
 * What a demo article says, in both languages: every text field of the contract's article
 * it gives, so a new one (a subtitle) needs only its words in the content files.
 */
const articleTexts = (a: DemoArticle) =>
  Object.fromEntries(
    fieldsOfKind(resources.articles, 'text', 'textarea', 'richtext').map((field) => [
      field,
      (a as unknown as Record<string, unknown>)[field],
    ]),
  );

/** `days` after `now`, on the hour: when a scheduled demo article goes out. */
function onTheHour(now: Date, days: number): string {
  const at = addDays(now, days);
  at.setUTCMinutes(0, 0, 0);
  return at.toISOString();
}

export async function seedBlog(ctx: SeedContext, articleIds: Map<string, number>) {
  const cards = await ctx.art.each(QUOTES, (q, i) => [
    `demo-quote-${i + 1}`,
    // Drawn at twice the 294 x 196 slot so the text stays sharp on dense screens.
    {
      kind: 'quote',
      width: 588,
      height: 392,
      title: q.text,
      subtitle: 'Mung',
      tone: [0, 1, 4, 2][i % 4],
    },
  ]);
  for (const [i, q] of QUOTES.entries()) {
    const id = await create(ctx, resources.quotes, {
      image: cards[i],
      is_featured: Boolean(q.featured),
      article_id: q.article ? articleIds.get(q.article) : undefined,
    });
    await setCreated(ctx, resources.quotes, id, daysAgo(ctx.now, i * 4));
  }

  for (const v of VIDEOS) {
    const { daysAgo: age, ...body } = v;
    const id = await create(ctx, resources.blog_videos, { ...body, is_published: true });
    await setCreated(ctx, resources.blog_videos, id, daysAgo(ctx.now, age));
  }

  const clippings = await ctx.art.each(PRESS, (p, i) => [
    `demo-press-${i + 1}`,
    {
      kind: 'press',
      width: 600,
      height: 400,
      title: p.name,
      kicker: p.outlet,
      video: Boolean(p.video_url),
      tone: i,
    },
  ]);
  for (const [i, p] of PRESS.entries()) {
    const id = await create(ctx, resources.press, {
      name: p.name,
      name_mm: p.name_mm,
      description: p.description,
      description_mm: p.description_mm,
      type: p.video_url ? 'video' : 'image',
      video_url: p.video_url,
      image: clippings[i],
      is_published: true,
    });
    await setCreated(ctx, resources.press, id, daysAgo(ctx.now, p.daysAgo));
  }
}

export async function seedVisitors(ctx: SeedContext) {
  const { crud, orders, orderLifecycle } = ctx.services;
  const photos = await ctx.art.each(TESTIMONIALS, (_t, i) => [
    `demo-testimonial-${i + 1}`,
    { kind: 'avatar', width: 400, height: 400, tone: [1, 0, 2, 4, 3][i % 5] },
  ]);
  for (const [i, t] of TESTIMONIALS.entries()) {
    const { published, daysAgo: age, ...body } = t;
    const id = await create(ctx, resources.testimonials, { ...body, photo: photos[i] });
    if (published) await crud.setFlag(resources.testimonials, id, 'is_published', true);
    await setCreated(ctx, resources.testimonials, id, daysAgo(ctx.now, age, 3 + i));
  }

  for (const [i, a] of APPOINTMENTS.entries()) {
    const { resolved, daysAgo: age, ...body } = a;
    const id = await create(ctx, resources.appointments, body);
    if (resolved) await crud.setFlag(resources.appointments, id, 'resolved', true);
    await setCreated(ctx, resources.appointments, id, daysAgo(ctx.now, age, 2 + i));
  }

  const prices = new Map<string, number>();
  const products = await ctx.services.database.db
    .selectFrom('product')
    .select(['heading', 'price'])
    .execute();
  for (const p of products) prices.set(String(p.heading), Number(p.price));
  const receipts = await ctx.art.each(ORDERS, (o, i) => [
    `demo-receipt-${i + 1}`,
    receiptArt(ctx.now, {
      amount: `${((prices.get(o.product_name) ?? 0) * o.quantity).toLocaleString('en-US')} MMK`,
      from: o.name,
      reference: 480_213 + i * 7_919,
      daysAgo: o.daysAgo,
    }),
  ]);
  // Orders at each step: one to check, one whose receipt was rejected (a Burmese
  // customer, who reads why on their order page), one paid, one sent.
  for (const [i, o] of ORDERS.entries()) {
    const { status, daysAgo: age, ...fields } = o;
    const {
      language = 'en',
      reason,
      ...body
    } = fields as typeof fields & {
      language?: 'en' | 'mm';
      reason?: string;
    };
    const order = await orders.place(
      {
        ...body,
        amount: (prices.get(o.product_name) ?? 0) * o.quantity,
        currency: 'MMK',
        receipt_photo: receipts[i],
      },
      language,
    );
    const id = order.id as number;
    ctx.counts.payments = (ctx.counts.payments ?? 0) + 1;
    const steps = {
      received: [],
      rejected: ['rejected'],
      paid: ['paid'],
      fulfilled: ['paid', 'fulfilled'],
    }[status];
    for (const step of steps) await orderLifecycle.setStatus(id, { status: step, reason });
    await setCreated(ctx, resources.payments, id, daysAgo(ctx.now, age, 5 + i));
  }
}
