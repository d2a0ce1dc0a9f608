import { chosenLanguage } from '@coach/contract/options';

/** Pages that are never kept: the back office and the sign-in pages, and their data. */
const PRIVATE_PAGES = /^\/(?:admin|login|register)(?:[/.]|$)/;

/** Longer addresses are rendered each time: they are not links anyone follows twice. */
const MAX_KEPT_URL = 512;

export interface PageKey {
  key: string;
  /** The language came from the visitor's cookie, so a shared cache must vary on it. */
  languageFromCookie: boolean;
}

/**
 * What a public page's bytes depend on: the site's address, the path and query, and the
 * visitor's language. Nothing else of the request reaches a public page (its loaders
 * read the content as any visitor sees it), so the key is everything a kept page may
 * differ by. Null for what is never kept.
 */
export function pageKey(
  method: string,
  url: string,
  origin: string,
  cookie: string | undefined,
): PageKey | null {
  if ((method !== 'GET' && method !== 'HEAD') || url.length > MAX_KEPT_URL) return null;
  const { pathname, searchParams } = new URL(url, origin);
  if (PRIVATE_PAGES.test(pathname) || pathname === '/api' || pathname.startsWith('/api/')) {
    return null;
  }
  const langParam = searchParams.get('lang');
  const language = chosenLanguage(langParam, cookie ?? null);
  return { key: `${origin}${url}\u0000${language}`, languageFromCookie: language !== langParam };
}
