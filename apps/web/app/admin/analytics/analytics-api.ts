import { call } from '../api/client.ts';

/** The periods GET /api/analytics answers for (apps/api/src/analytics/analytics-read.ts). */
export const PERIODS = [7, 30, 90] as const;
export type Period = (typeof PERIODS)[number];

/** A page, source, campaign, device or language with its visitors and page views. */
export interface NamedCount {
  name: string;
  visitors: number;
  pageviews: number;
}

/** What one source brought; `order_amount` (paid and fulfilled orders) for owners only. */
export interface SourceConversions {
  source: string;
  appointments: number;
  bookings: number;
  orders: number;
  order_amount?: number;
  testimonials: number;
}

export interface DayTotals {
  /** YYYY-MM-DD in the site's time zone. */
  day: string;
  visitors: number;
  pageviews: number;
}

/** What GET /api/analytics answers: the period's visits, today included. */
export interface Analytics {
  visitors: number;
  visits: number;
  pageviews: number;
  days: DayTotals[];
  pages: NamedCount[];
  sources: NamedCount[];
  campaigns: NamedCount[];
  devices: NamedCount[];
  languages: NamedCount[];
  conversions: SourceConversions[];
}

export const getAnalytics = (days: Period) =>
  call<Analytics>('/analytics', { query: { days: String(days) } });

/** The period a `?days=` asks for; anything else is the default month. */
export const periodOf = (value: string | null): Period =>
  PERIODS.find((period) => String(period) === value) ?? 30;
