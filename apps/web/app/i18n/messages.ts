import type { Language } from '@coach/contract';
import { useLanguage } from '../lib/language';

/**
 * A small typed message catalogue. Each feature keeps its own file in this folder
 * (`defineMessages({...})`) so features add strings without touching each other's files;
 * the type requires both languages for every key, and `catalogues.test.ts` also fails on
 * an empty text.
 */
export interface Message {
  en: string;
  mm: string;
}
export type Messages = Record<string, Message>;

export function defineMessages<const M extends Messages>(messages: M): M {
  return messages;
}

export type Translate<M extends Messages> = (
  key: keyof M & string,
  vars?: Record<string, string | number>,
) => string;

/** `t(key, {name})` in the given language; `{name}` placeholders are filled from vars. */
export function translator<M extends Messages>(messages: M, language: Language): Translate<M> {
  return (key, vars) => {
    const text = messages[key]![language];
    return vars
      ? text.replace(/\{(\w+)\}/g, (all, name: string) => String(vars[name] ?? all))
      : text;
  };
}

/** `const t = useT(homeMessages)` — translations in the visitor's current language. */
export function useT<M extends Messages>(messages: M): Translate<M> {
  return translator(messages, useLanguage());
}
