/*
 * The catalogue mechanism alone, without the API's catalogue: the public pages' scripts
 * import it on every page, and must not carry the API's messages with it.
 */

/** A text in both of the site's languages. */
export interface Message {
  en: string;
  mm: string;
}
export type Messages = Record<string, Message>;

/**
 * A catalogue of texts keyed by stable names. The type requires both languages for every
 * key; the catalogue tests also fail on an empty text. The public site, the back office
 * and the API's messages all use this one mechanism.
 */
export function defineMessages<const M extends Messages>(messages: M): M {
  return messages;
}

/** Fills `{name}` placeholders from vars; an unknown placeholder is left as it is. */
export function fillIn(text: string, vars?: Record<string, string | number>): string {
  return vars ? text.replace(/\{(\w+)\}/g, (all, name: string) => String(vars[name] ?? all)) : text;
}
