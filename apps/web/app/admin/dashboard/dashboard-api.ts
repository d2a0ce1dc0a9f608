import type { AgendaEntry, WeekOfSearches } from '@coach/contract';
import { call } from '../api/client.ts';

interface Waiting {
  id: number;
  name: string;
  created: string;
}

/** Today's and tomorrow's booked sessions, the coach's days (apps/api/src/content/sessions-soon.ts). */
export interface SessionsSoon {
  time_zone: string;
  today: string;
  tomorrow: string;
  sessions: AgendaEntry[];
}

/** An upcoming event that sells seats (apps/api/src/content/seated-events.ts). */
export interface SeatedEvent {
  id: number;
  title: string;
  title_mm: string | null;
  starts_at: string | null;
  seats: number;
  seats_taken: number;
  /** Received registrations' amounts: receipts the owner has yet to check. */
  to_check_amount: number;
  to_check_count: number;
  currency: string;
}

/**
 * What GET /api/dashboard answers (apps/api/src/content/dashboard.ts). An editor's leaves
 * out appointments and orders: no counts, no newest, no weeks, no revenue, no sessions.
 */
export interface DashboardFigures {
  waiting: { appointments?: number; orders?: number; testimonials: number };
  newest: {
    appointments?: (Waiting & { appointment_for: string })[];
    orders?: (Waiting & {
      product_name: string;
      /** The product's Burmese name, null without one. */
      product_name_mm: string | null;
      amount: number;
      currency: string;
    })[];
    testimonials: (Waiting & { organization: string | null })[];
  };
  weeks: { start: string; appointments: number; orders: number }[] | null;
  revenue_this_month: {
    since: string;
    totals: { currency: string; amount: number; orders: number }[];
  } | null;
  sessions_soon: SessionsSoon | null;
  events_with_seats: SeatedEvent[] | null;
  /** The email list (apps/api/src/subscribers/list-week.ts); null for an editor. */
  email_list: EmailListWeek | null;
}

/** Addresses confirmed in the last seven days, and the list's size. */
export interface EmailListWeek {
  new_this_week: number;
  subscribed: number;
  pending: number;
}

/** Weeks and the month are the admin's local ones. */
export const getDashboard = () =>
  call<DashboardFigures>('/dashboard', {
    query: { tz_offset: String(new Date().getTimezoneOffset()) },
  });

/** How many content records miss Burmese text, and how many fields in all. */
export const getMissingTranslations = () =>
  call<{ records: number; fields: number }>('/missing-translations/count');

export type { CountedSearch } from '@coach/contract';

export const getWeekOfSearches = () => call<WeekOfSearches>('/dashboard/searches');
