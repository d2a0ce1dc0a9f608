/**
 * Newsletters (issue 44). A letter's status:
 * - `draft`: being written; it can be edited and tested;
 * - `scheduled`: to go at `send_at` (it can still be edited until then);
 * - `sending`: queued to every subscribed address, going out at NEWSLETTER_PER_HOUR;
 * - `sent`: every mail is sent, failed for good, or skipped (the address left the list).
 */
export const NEWSLETTER_STATUSES = ['draft', 'scheduled', 'sending', 'sent'] as const;
export type NewsletterStatus = (typeof NEWSLETTER_STATUSES)[number];

/** A letter's progress, as the screen's bar shows it. */
export interface NewsletterProgress {
  status: NewsletterStatus;
  /** Mails queued (one per subscribed address when it was sent). */
  total: number;
  sent: number;
  /** Refused for good by the mail server, or out of tries. */
  failed: number;
  /** Not sent: the address left the list or was suppressed before its turn. */
  skipped: number;
}

/** One newsletter as the API answers it. */
export interface Newsletter extends NewsletterProgress {
  id: number;
  subject: string;
  subject_mm: string;
  body: string;
  body_mm: string;
  article_id: number | null;
  send_at: string | null;
  finished_at: string | null;
  created: string;
  changed_at: string;
}

/** Sent newsletters' sending pace when NEWSLETTER_PER_HOUR is not set. */
export const DEFAULT_NEWSLETTERS_PER_HOUR = 500;
