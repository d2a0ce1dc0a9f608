import type { Language } from '@coach/contract/options';
import { type Message, translateApiMessage } from '@coach/contract/messages';
import { useLanguage } from '../../lib/language.ts';

/** A piece of admin text in both languages: the one message type of the whole site. */
export type Text = Message;

/**
 * Shows text in a language. A plain string is a message from the API (a validation
 * message, a problem's detail), which answers in English: its Burmese comes from the
 * contract's catalogue of API messages, found by that English wording and its values.
 */
export function translate(text: Text | string, language: Language): string {
  if (typeof text !== 'string') return text[language];
  return translateApiMessage(text, language);
}

export function useT() {
  const language = useLanguage();
  return (text: Text | string) => translate(text, language);
}
