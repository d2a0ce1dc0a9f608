import type { Language } from '@coach/contract';
import { useLanguage } from '../../lib/language.ts';
import { MESSAGES_MM } from './messages-mm.ts';

/** A piece of admin text in both languages. */
export interface Text {
  en: string;
  mm: string;
}

export const tx = (en: string, mm: string): Text => ({ en, mm });

/**
 * Shows text in a language. Plain strings are messages from the contract or the API
 * (validation messages, problem details): they are English, so the Burmese catalogue
 * is looked up by their English wording and English is the fallback.
 */
export function translate(text: Text | string, language: Language): string {
  if (typeof text !== 'string') return text[language];
  return language === 'mm' ? (MESSAGES_MM[text] ?? text) : text;
}

export function useT() {
  const language = useLanguage();
  return (text: Text | string) => translate(text, language);
}
