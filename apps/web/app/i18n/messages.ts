import type { Language } from '@coach/contract';
import { type Messages, fillIn } from '@coach/contract/message-catalogue';
import { useLanguage } from '../lib/language';

/**
 * The site's one message mechanism, from the contract: catalogues keyed by stable names,
 * both languages required by the type. Each feature keeps its own catalogue file in this
 * folder so features add strings without touching each other's files; the back office's
 * catalogues live in admin/i18n and the API's messages in the contract, and
 * `catalogues.test.ts` checks them all for empty or untranslated text.
 */
export { defineMessages, type Message, type Messages } from '@coach/contract/message-catalogue';

export type Translate<M extends Messages> = (
  key: keyof M & string,
  vars?: Record<string, string | number>,
) => string;

/** `t(key, {name})` in the given language; `{name}` placeholders are filled from vars. */
export function translator<M extends Messages>(messages: M, language: Language): Translate<M> {
  return (key, vars) => {
    return fillIn(messages[key]![language], vars);
  };
}

/** `const t = useT(homeMessages)` — translations in the visitor's current language. */
export function useT<M extends Messages>(messages: M): Translate<M> {
  return translator(messages, useLanguage());
}
