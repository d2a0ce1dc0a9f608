import { stemmer } from 'stemmer';

/**
 * A word of a language written with spaces (English, and the names and numbers in Burmese
 * text), as it is matched: lower case and stemmed with Porter's algorithm, so delegate,
 * delegation and delegating all match one another.
 */
export function stemOf(word: string): string {
  const lower = word.toLowerCase();
  // Porter's rules are for English letters; a number or a word in another script is kept.
  return /^[a-z]+$/.test(lower) ? stemmer(lower) : lower;
}
