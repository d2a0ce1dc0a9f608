import { buildCsv, type CsvColumn } from '../csv/build-csv.ts';
import type { Analytics, DayTotals } from './analytics-api.ts';

/** The daily totals' columns: plain English headers and numbers, for a spreadsheet. */
const COLUMNS: readonly CsvColumn<DayTotals>[] = [
  { header: 'day', value: (d) => d.day },
  { header: 'visitors', value: (d) => d.visitors },
  { header: 'pageviews', value: (d) => d.pageviews },
];

/** The period's days as a CSV file (formula-safe like every export: build-csv.ts). */
export const dailyCsv = (analytics: Pick<Analytics, 'days'>) =>
  new Blob([buildCsv(COLUMNS, analytics.days)], { type: 'text/csv;charset=utf-8' });
