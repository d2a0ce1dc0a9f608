import type { Language } from '@coach/contract';
import { formatDate } from '@coach/contract/formats';

/**
 * A record's date as a visitor reads it ("25 November 2026", "၂၀၂၆ နိုဝင်ဘာ ၂၅"), in the
 * site's time zone. Written on the server, so the hydrated page shows exactly what it sent.
 */
export function longDate(iso: string, language: Language, timeZone: string): string {
  const written = formatDate(iso, language, timeZone);
  return written === iso ? '' : written;
}
