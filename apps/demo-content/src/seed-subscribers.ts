import { randomBytes } from 'node:crypto';
import { CONSENT_WORDING, type Language, type SubscriberState } from '@coach/contract';
import { addressKey } from '@coach/contract/subscribers';
import type { SeedContext } from './context.ts';
import { daysAgo } from './dates.ts';

interface DemoSubscriber {
  email: string;
  language: Language;
  state: SubscriberState;
  /** Signed up this many days before the seeding. */
  daysAgo: number;
  /** Confirmed this many days after signing up (subscribed, unsubscribed, suppressed). */
  confirmedAfter?: number;
  source: string;
  suppressedReason?: string;
}

/**
 * The email list a fresh site shows (issue 44): readers of both languages in every state,
 * some confirmed this week so the dashboard's card has a figure, from the pages visitors
 * sign up on. Written as rows (as the history is): a sign-up's own path would email each.
 */
export const DEMO_SUBSCRIBERS: readonly DemoSubscriber[] = [
  {
    email: 'thiri.aung@example.com',
    language: 'mm',
    state: 'subscribed',
    daysAgo: 2,
    confirmedAfter: 0,
    source: '/articles/view/1',
  },
  {
    email: 'kyaw.zin@example.com',
    language: 'mm',
    state: 'subscribed',
    daysAgo: 3,
    confirmedAfter: 1,
    source: '/',
  },
  {
    email: 'sarah.lin@example.com',
    language: 'en',
    state: 'subscribed',
    daysAgo: 5,
    confirmedAfter: 0,
    source: '/blogs',
  },
  {
    email: 'aung.myat@example.com',
    language: 'mm',
    state: 'subscribed',
    daysAgo: 12,
    confirmedAfter: 0,
    source: '/meet-mung',
  },
  {
    email: 'daniel.tan@example.com',
    language: 'en',
    state: 'subscribed',
    daysAgo: 20,
    confirmedAfter: 1,
    source: '/articles/view/2',
  },
  {
    email: 'hnin.wai@example.com',
    language: 'mm',
    state: 'subscribed',
    daysAgo: 34,
    confirmedAfter: 0,
    source: '/trainings',
  },
  {
    email: 'min.thu@example.com',
    language: 'mm',
    state: 'pending',
    daysAgo: 1,
    source: '/one-on-one-coaching',
  },
  {
    email: 'grace.ko@example.com',
    language: 'en',
    state: 'pending',
    daysAgo: 0,
    source: '/articles/view/1',
  },
  {
    email: 'zaw.htet@example.com',
    language: 'mm',
    state: 'unsubscribed',
    daysAgo: 40,
    confirmedAfter: 0,
    source: '/',
  },
  {
    email: 'old.office@example.com',
    language: 'en',
    state: 'suppressed',
    daysAgo: 60,
    confirmedAfter: 1,
    source: '/blogs',
    suppressedReason: '550 5.1.1 mailbox unavailable',
  },
];

export async function seedSubscribers(ctx: SeedContext) {
  const { db } = ctx.services.database;
  // Oldest first, so the list's newest-first order (by id) is the order they signed up in.
  const oldestFirst = [...DEMO_SUBSCRIBERS].sort((a, b) => b.daysAgo - a.daysAgo);
  for (const [i, s] of oldestFirst.entries()) {
    const created = daysAgo(ctx.now, s.daysAgo, 1 + i);
    const confirmed =
      s.confirmedAfter === undefined
        ? null
        : new Date(
            Math.min(
              ctx.now.getTime(),
              created.getTime() + s.confirmedAfter * 86_400_000 + 600_000,
            ),
          );
    const at = (date: Date | null) => date?.toISOString() ?? null;
    await db
      .insertInto('subscriber')
      .values({
        email: s.email,
        address_key: addressKey(s.email),
        language: s.language,
        state: s.state,
        source_page: s.source,
        consent_text: CONSENT_WORDING[s.language],
        consent_at: at(confirmed),
        unsubscribe_token: randomBytes(32).toString('base64url'),
        suppressed_reason: s.suppressedReason ?? null,
        created: created.toISOString(),
        confirmed_at: at(confirmed),
        changed_at: (confirmed ?? created).toISOString(),
      })
      .execute();
  }
  ctx.counts.subscribers = DEMO_SUBSCRIBERS.length;
}
