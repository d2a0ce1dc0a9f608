import { addressLanguage, languageCookie } from '@coach/contract/options';

/**
 * The `Set-Cookie` for a page asked in a language by its address (`?lang=mm`), or null.
 *
 * Without scripts nothing else remembers a language chosen by a link: the next page (a
 * hero button, a product's BUY NOW, a form's answer, a redirect) would be English again.
 * The server remembers it as the globe toggle's script does, so every link, form and
 * redirect keeps it without each having to carry `?lang=`.
 *
 * Derived from the address alone, never from anything else of the request: a page kept
 * for everyone (its key holds the address and the language) is sent with the cookie its
 * own address names, which is the same for every visitor of that address, so no cache
 * along the way can hand one visitor's cookie to another.
 */
export function addressLanguageCookie(url: string): string | null {
  const address = url.split('#')[0]!;
  const queryAt = address.indexOf('?');
  if (queryAt < 0) return null;
  const language = addressLanguage(new URLSearchParams(address.slice(queryAt + 1)));
  return language && languageCookie(language);
}
