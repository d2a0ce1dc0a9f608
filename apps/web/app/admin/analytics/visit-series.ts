import type { Text } from '../i18n/text.ts';
import { L } from './texts.ts';

/** What is counted of each day, page or source: its visitors, and the page views they made. */
export const visitSeries = (t: (text: Text) => string) =>
  [
    { key: 'visitors', label: t(L.visitors) },
    { key: 'pageviews', label: t(L.pageviews) },
  ] as const;
