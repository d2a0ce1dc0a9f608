import type { Language } from '@coach/contract/options';

/** For the tests: the API's refusal of a text over `max` characters, as a page says it. */
export const atMost = (language: Language, max: number) =>
  language === 'en' ? `Must be at most ${max} characters` : `စာလုံး ${max} လုံးအထိသာ ရေးနိုင်ပါသည်`;

export const BOTH_LANGUAGES: readonly Language[] = ['en', 'mm'];
