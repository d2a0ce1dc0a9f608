import { ANALYTICS_DAYS, type Analytics, type AnalyticsPeriod } from '@coach/contract';
import { call } from '../api/client.ts';

export type { Analytics, DayTotals, NamedCount, SourceConversions } from '@coach/contract';

/** The periods GET /api/analytics answers for. */
export const PERIODS = ANALYTICS_DAYS;
export type Period = AnalyticsPeriod;

export const getAnalytics = (days: Period) =>
  call<Analytics>('/analytics', { query: { days: String(days) } });

/** The period a `?days=` asks for; anything else is the default month. */
export const periodOf = (value: string | null): Period =>
  PERIODS.find((period) => String(period) === value) ?? 30;
