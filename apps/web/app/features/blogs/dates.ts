import type { Language } from '@coach/contract';

/**
 * A record's date as a visitor reads it ("4 March 2025", "၂၀၂၅ မတ် ၄"). Written on the
 * server, in UTC, so the hydrated page shows exactly what the server sent.
 */
export function longDate(iso: string, language: Language): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(language === 'mm' ? 'my-MM' : 'en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}
