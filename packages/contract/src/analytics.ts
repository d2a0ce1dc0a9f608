/**
 * The owner's visit figures (`GET /api/analytics`): what the API answers and the
 * analytics screen shows.
 */

/** The periods, in days, the figures are asked for. */
export const ANALYTICS_DAYS = [7, 30, 90] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_DAYS)[number];

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

/** The period's visits, today included. */
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
