import type { Text } from '../i18n/text.ts';
import { L } from './texts.ts';

/**
 * The API's names that are words rather than proper names (a source, a device class, a
 * language code), shown in the admin's language; hosts, paths and campaigns are as counted.
 */
const WORDS: Record<string, Text> = {
  direct: L.direct,
  unknown: L.unknown,
  'Search engines': L.searchEngines,
  phone: L.phone,
  tablet: L.tablet,
  desktop: L.desktop,
  en: L.english,
  mm: L.burmese,
};

/** A counted page keeps its campaign's tags percent-encoded: shown as typed (Burmese as Burmese). */
function readable(name: string): string {
  try {
    return decodeURIComponent(name.replaceAll('+', ' '));
  } catch {
    return name;
  }
}

export const shownName = (name: string, t: (text: Text) => string) => {
  const word = WORDS[name];
  return word ? t(word) : readable(name);
};
