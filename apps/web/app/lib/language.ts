import type { Language } from '@coach/contract';
import { chosenLanguage, languageCookie } from '@coach/contract/options';
import { useRouteLoaderData } from 'react-router';
import { ownQuery } from './own-query';

/**
 * The visitor's language: `?lang=` wins, then the `lang` cookie (set by the globe
 * toggle together with localStorage, and by the server for an address with `?lang=`),
 * then English. The cookie lets the server render the chosen language straight away,
 * without a flash of English.
 */
export const LANGUAGE_STORAGE_KEY = 'language';

export const languageFromRequest = (request: Request): Language =>
  chosenLanguage(new URL(request.url).searchParams.get('lang'), request.headers.get('cookie'));

/** The BCP 47 tag for <html lang>: Burmese is "my" (our own code for it is "mm"). */
export const htmlLang = (language: Language) => (language === 'mm' ? 'my' : 'en');

/** Remembers the choice in the cookie (for the server) and in localStorage (if the cookie goes). */
export function rememberLanguage(language: Language) {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private browsing can refuse storage; the cookie still carries the choice.
  }
  document.cookie = languageCookie(language);
}

export interface RootData {
  language: Language;
}

/** The current language, from the root loader. */
export function useLanguage(): Language {
  return (useRouteLoaderData('root') as RootData | undefined)?.language ?? 'en';
}

/**
 * A content field in the reader's language: the Burmese twin on a Burmese page, the
 * English field on an English one, and whichever exists when the other is blank (a record
 * may be written in either language alone).
 */
export function localized<T extends object>(
  record: T,
  field: keyof T & string,
  language: Language,
): string {
  const values = record as Record<string, unknown>;
  const text = (value: unknown) =>
    typeof value === 'string' ? value : value == null ? '' : String(value);
  const english = text(values[field]);
  const burmese = text(values[`${field}_mm`]);
  const [first, other] = language === 'mm' ? [burmese, english] : [english, burmese];
  return first.trim() !== '' ? first : other;
}

/**
 * The same page in the other language: its address with `?lang=`. The globe toggle is
 * a link to it, so that it works before the scripts arrive and without them; the
 * scripts then remember the choice (cookie and localStorage).
 */
export function languageAddress(
  location: { pathname: string; search: string },
  language: Language,
): string {
  const params = ownQuery(location.search);
  params.set('lang', language);
  return `${location.pathname}?${params.toString()}`;
}

/**
 * A link that keeps a language chosen by the address: without scripts nothing sets the
 * cookie, so on a page reached by `?lang=` the site's own links carry it on.
 */
export function keepAddressLanguage(to: string, search: string): string {
  const chosen = new URLSearchParams(search).get('lang');
  if (chosen !== 'en' && chosen !== 'mm') return to;
  const hashAt = to.indexOf('#');
  const path = hashAt < 0 ? to : to.slice(0, hashAt);
  const hash = hashAt < 0 ? '' : to.slice(hashAt);
  return `${path}${path.includes('?') ? '&' : '?'}lang=${chosen}${hash}`;
}
