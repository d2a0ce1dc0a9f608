import { BANNERS, STATS } from '@coach/api';
import { resources } from '@coach/contract';
import QRCode from 'qrcode';
import {
  BANNER_ART,
  CONTENT_HOME,
  HOME_BANNER_ALT,
  STAT_ART,
  STAT_NUMBERS_DEMO,
} from './content-home.ts';
import { EVENTS } from './content-events.ts';
import { AWARDS, CLIENTS, MILESTONES } from './content-profile.ts';
import { BANK_ACCOUNT, WALLET_ACCOUNT, WALLET_QR_TEXT } from './content-payments.ts';
import { TRAININGS_CARD, TRAININGS_CARD_ART } from './content-cards.ts';
import { BOOK_SHIPPING_NOTE, CATEGORIES, PRODUCTS } from './content-shop.ts';
import { type SeedContext, create, describeFile, setCreated } from './context.ts';
import { eventDates, eventTime, upcoming } from './dates.ts';

/** Demo content of the home page, the service pages, the shop and the coach profile. */

export async function seedBanners(ctx: SeedContext) {
  const { art, services } = ctx;
  const [hero, mobile, homeContent] = await Promise.all([
    art.one('demo-home-banner', { kind: 'hero', width: 1819, height: 615, tone: 0 }),
    art.one('demo-mobile-home-banner', { kind: 'mobile', width: 375, height: 845, tone: 0 }),
    art.one('demo-content-home-banner', { kind: 'hero', width: 1819, height: 615, tone: 4 }),
  ]);
  const pages = Object.entries(BANNER_ART);
  const pageIds = await art.each(pages, ([field, a]) => [
    `demo-${field.replace(/_image$/, '').replace(/_/g, '-')}`,
    { kind: 'panel', width: 386, height: 400, ...a },
  ]);
  // The coach stands at the right of the wide banner and near the top of the phone one:
  // their points keep the coach in view wherever a screen's shape cuts the banner.
  await describeFile(ctx, hero, { ...HOME_BANNER_ALT, focal_x: 0.8, focal_y: 0.5 });
  await describeFile(ctx, mobile, { ...HOME_BANNER_ALT, focal_x: 0.5, focal_y: 0.3 });
  await services.singletons.put(BANNERS, {
    home_banner_image: hero,
    mobile_home_banner_image: mobile,
    ...Object.fromEntries(pages.map(([field], i) => [field, pageIds[i]])),
  });
  await create(ctx, resources.content_home, { ...CONTENT_HOME, banner_image: homeContent });

  const stats = Object.entries(STAT_ART);
  const statIds = await art.each(stats, ([field, a], i) => [
    `demo-${field.replace(/_image$/, '').replace(/_/g, '-')}`,
    { kind: 'service', width: 593, height: 200, tone: [0, 1, 4][i % 3], ...a },
  ]);
  await services.singletons.put(STATS, {
    ...STAT_NUMBERS_DEMO,
    ...Object.fromEntries(stats.map(([field], i) => [field, statIds[i]])),
  });
}

export async function seedShop(ctx: SeedContext) {
  const subIds = new Map<string, number>();
  for (const main of CATEGORIES) {
    const mainId = await create(ctx, resources.main_categories, {
      name: main.name,
      name_mm: main.name_mm,
    });
    for (const sub of main.subs) {
      subIds.set(
        sub.key,
        await create(ctx, resources.sub_categories, {
          name: sub.name,
          name_mm: sub.name_mm,
          main_category_id: mainId,
        }),
      );
    }
  }
  const images = await ctx.art.each(PRODUCTS, (p, i) => [
    `demo-product-${i + 1}`,
    {
      kind: p.art,
      width: 447,
      height: 400,
      title: p.heading,
      kicker: p.kicker,
      icon: p.icon,
      tone: p.tone,
    },
  ]);
  for (const [i, p] of PRODUCTS.entries()) {
    await create(ctx, resources.products, {
      heading: p.heading,
      heading_mm: p.heading_mm,
      description: p.description,
      description_mm: p.description_mm,
      price: p.price,
      currency: 'MMK',
      type: p.video_link ? 'video' : 'image',
      video_link: p.video_link,
      shipping_type: p.shipping_type,
      ...(p.shipping_type === 'PAID BY CLIENT' && BOOK_SHIPPING_NOTE),
      stock: p.stock,
      track_stock: p.track_stock ?? false,
      image: images[i],
      sub_category_id: subIds.get(p.sub),
    });
  }
}

/** How to pay at checkout: a bank account and a mobile wallet with its QR code. */
export async function seedPaymentMethods(ctx: SeedContext) {
  const { services } = ctx;
  const png = await QRCode.toBuffer(WALLET_QR_TEXT, { type: 'png', width: 480, margin: 2 });
  const qr = await services.files.save(png, 'demo-kbzpay-qr.png');
  await services.paymentMethods.replace([BANK_ACCOUNT, { ...WALLET_ACCOUNT, qr_image: qr.id }]);
}

/** The trainings page's social card in both languages, with a picture of its own. */
export async function seedPageCards(ctx: SeedContext) {
  const image = await ctx.art.one('demo-trainings-card', {
    kind: 'header',
    width: 1200,
    height: 628,
    icon: 'steps',
    tone: 1,
    ...TRAININGS_CARD_ART,
  });
  await ctx.services.pageCards.put('trainings', { ...TRAININGS_CARD, image });
}

export async function seedEvents(ctx: SeedContext) {
  const timed = EVENTS.map((e) => {
    const { weeks, weekday, days, from, to } = e.when;
    const start = upcoming(ctx.now, weeks, weekday);
    return { ...e, time: eventTime(start, days, from, to), ...eventDates(start, days, from, to) };
  });
  const images = await ctx.art.each(timed, (e, i) => [
    `demo-event-${i + 1}`,
    {
      kind: 'poster',
      width: 419,
      height: 560,
      title: e.name,
      subtitle: `${e.time.short} · ${e.city}`,
      kicker: e.tag,
      icon: e.icon,
      tone: e.tone,
    },
  ]);
  for (const [i, e] of timed.entries()) {
    const id = await create(ctx, resources.events, {
      name: e.name,
      name_mm: e.name_mm,
      description: e.description,
      description_mm: e.description_mm,
      time: e.time.en,
      time_mm: e.time.mm,
      tag: e.tag,
      tag_mm: e.tag_mm,
      location: e.location,
      location_mm: e.location_mm,
      trainer: e.trainer,
      trainer_mm: e.trainer_mm,
      link: e.link,
      image: images[i],
      // Dated, so a fresh site shows "Add to calendar" and the events' data for search engines.
      starts_at: e.starts_at,
      ends_at: e.ends_at,
      ...e.registration,
    });
    // The list is newest first: keep the events in the order written above.
    await setCreated(ctx, resources.events, id, new Date(ctx.now.getTime() - i * 60_000));
  }
}

export async function seedProfile(ctx: SeedContext) {
  const logos = await ctx.art.each(CLIENTS, ([name], i) => [
    `demo-client-${i + 1}`,
    { kind: 'logo', width: 160, height: 160, title: name, tone: i },
  ]);
  for (const [i, [name, name_mm]] of CLIENTS.entries()) {
    await describeFile(ctx, logos[i]!, { alt: `${name} logo`, alt_mm: `${name_mm} လိုဂို` });
    await create(ctx, resources.clients, { name, name_mm, rank: i + 1, image: logos[i] });
  }
  const medals = await ctx.art.each(AWARDS, (a, i) => [
    `demo-award-${i + 1}`,
    {
      kind: 'medal',
      width: 600,
      height: 400,
      title: a.name,
      kicker: a.kicker,
      subtitle: String(a.year),
      tone: i,
    },
  ]);
  for (const [i, a] of AWARDS.entries()) {
    await create(ctx, resources.awards, {
      name: a.name,
      name_mm: a.name_mm,
      rank: i + 1,
      image: medals[i],
    });
  }
  for (const [year, name, name_mm] of MILESTONES) {
    await create(ctx, resources.learning_milestones, { year, name, name_mm });
  }
}
