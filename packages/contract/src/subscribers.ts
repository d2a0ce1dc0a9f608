import type { Language } from './options.ts';

/**
 * The email list (issue 44). An address's state:
 * - `pending`: signed up, waiting for the click on its confirmation link (7 days);
 * - `subscribed`: confirmed (or imported with consent the owner vouched for);
 * - `unsubscribed`: left the list by its link, or the owner took it off;
 * - `suppressed`: the mail server refused it for good, or the owner stopped mail to it.
 * A newsletter goes to `subscribed` alone, by the subscriber's language.
 */
export const SUBSCRIBER_STATES = ['pending', 'subscribed', 'unsubscribed', 'suppressed'] as const;
export type SubscriberState = (typeof SUBSCRIBER_STATES)[number];

/** How long a confirmation link works. */
export const SUBSCRIBE_CONFIRM_DAYS = 7;
/** Temporary refusals (4xx) over separate sends that suppress an address as a permanent one does. */
export const SOFT_FAILURES_TO_SUPPRESS = 3;

/** The page the sign-up forms post to (and where their answer shows). */
export const SUBSCRIBE_ROUTE = 'subscribe';
/** The confirmation link's page: `/subscribe/confirm?token=`. */
export const SUBSCRIBE_CONFIRM_ROUTE = 'subscribe/confirm';
/** The unsubscribe link's page: `/unsubscribe?token=` (GET asks, POST leaves; RFC 8058). */
export const UNSUBSCRIBE_ROUTE = 'unsubscribe';

/**
 * What a visitor agrees to by signing up, in the words the form shows: stored with the
 * record as the consent's wording, in the language it was shown in.
 */
export const CONSENT_WORDING = {
  en: 'Send me occasional emails with new articles and events. I can unsubscribe with one click from any email.',
  mm: 'ဆောင်းပါးသစ်များနှင့် ပွဲများအကြောင်း အီးမေးလ် ရံဖန်ရံခါ ပို့ပေးပါ။ မည်သည့်အီးမေးလ်မှမဆို တစ်ချက်နှိပ်ရုံဖြင့် စာရင်းမှ ထွက်နိုင်ပါသည်။',
} as const;

/** The address-free key an erased subscriber leaves behind (hex SHA-256 of this text). */
export const addressKey = (email: string) => email.trim().toLowerCase();

/** An address on the email list, as the owner's list (`GET /api/subscribers`) shows it. */
export interface Subscriber {
  id: number;
  email: string;
  language: Language;
  state: SubscriberState;
  created: string;
  confirmed_at: string | null;
  source_page: string | null;
  consent_text: string | null;
  suppressed_reason: string | null;
}
