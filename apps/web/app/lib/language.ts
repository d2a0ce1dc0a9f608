import type { Language } from '@coach/contract';
import { chosenLanguage } from '@coach/contract/options';
import { useRouteLoaderData } from 'react-router';

/**
 * The visitor's language: `?lang=` wins, then the `lang` cookie (set by the globe
 * toggle together with localStorage), then English. The cookie lets the server render
 * the chosen language straight away, without a flash of English.
 */
export const LANGUAGE_COOKIE = 'lang';
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
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

export interface RootData {
  language: Language;
}

/** The current language, from the root loader. */
export function useLanguage(): Language {
  return (useRouteLoaderData('root') as RootData | undefined)?.language ?? 'en';
}

/** The Burmese twin of a content field when the language is Burmese and the twin is filled. */
export function localized<T extends object>(
  record: T,
  field: keyof T & string,
  language: Language,
): string {
  const values = record as Record<string, unknown>;
  const twin = values[`${field}_mm`];
  if (language === 'mm' && typeof twin === 'string' && twin.trim() !== '') return twin;
  const value = values[field];
  return typeof value === 'string' ? value : value == null ? '' : String(value);
}
