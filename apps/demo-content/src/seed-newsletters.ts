import { visitor } from '@coach/api';
import type { SeedContext } from './context.ts';
import { daysAgo } from './dates.ts';

/** The demo's address for the letters' links; each mail names PUBLIC_URL when it is set. */
const DEMO_ORIGIN = 'http://localhost';

/**
 * Two newsletters (issue 44): one made from the first article and sent a week ago, with
 * the counts its sending left (most delivered, one refused for good, one skipped as its
 * reader had left), and a draft written for next month. Made by the service the owner's
 * screen uses; the sent one's sending is written as it ended, since the demo sends no mail.
 */
export async function seedNewsletters(ctx: SeedContext, articles: Map<string, number>) {
  const { newsletters, database } = ctx.services;
  const sent = await newsletters.create(
    { article_id: articles.get('five-questions') },
    visitor,
    DEMO_ORIGIN,
  );
  const when = daysAgo(ctx.now, 7, 2).toISOString();
  await database.db
    .updateTable('newsletter')
    .set({
      status: 'sent',
      send_at: when,
      total: 214,
      sent: 212,
      failed: 1,
      skipped: 1,
      finished_at: when,
      created: daysAgo(ctx.now, 8).toISOString(),
      changed_at: when,
    })
    .where('id', '=', sent.id)
    .execute();
  await newsletters.create(
    {
      subject: 'Next month: two workshops and a new coaching circle',
      subject_mm: 'လာမည့်လ - အလုပ်ရုံဆွေးနွေးပွဲ နှစ်ခုနှင့် နည်းပြအဝိုင်းသစ်',
      body: '<p>Dear reader,</p><p>Next month brings two workshops on leading a small team, and a new coaching circle for first-time managers. Seats are limited.</p><p><a href="/events">See the dates</a></p>',
      body_mm:
        '<p>စာဖတ်သူ ခင်ဗျာ၊</p><p>လာမည့်လတွင် အဖွဲ့ငယ်ကို ဦးဆောင်ခြင်းဆိုင်ရာ အလုပ်ရုံဆွေးနွေးပွဲ နှစ်ခုနှင့် မန်နေဂျာသစ်များအတွက် နည်းပြအဝိုင်းသစ် ရှိပါသည်။ နေရာ အကန့်အသတ် ရှိပါသည်။</p><p><a href="/events?lang=mm">ရက်စွဲများ ကြည့်ရန်</a></p>',
    },
    visitor,
    DEMO_ORIGIN,
  );
  ctx.counts.newsletters = 2;
}
