import type { COLOR_TYPES } from '@coach/contract/options';
import type { Text } from '../i18n/text.ts';

type ColourType = (typeof COLOR_TYPES)[number];

/**
 * The theme's three colours under the names an owner thinks in, with where the site uses
 * each. The stored type stays the spec's (primary, secondary, tertiary).
 */
export const COLOUR_NAMES: Record<ColourType, { label: Text; help: Text }> = {
  primary: {
    label: { en: 'Main colour', mm: 'အဓိက အရောင်' },
    help: {
      en: 'Buttons, links, headings and the dark bands of the site.',
      mm: 'ခလုတ်များ၊ လင့်ခ်များ၊ ခေါင်းစဉ်များနှင့် ဆိုက်၏ အရောင်ရင့် အပိုင်းများ။',
    },
  },
  secondary: {
    label: { en: 'Accent', mm: 'အသားပေး အရောင်' },
    help: {
      en: 'Highlights: the small titles above headings, the main call to action, quote borders.',
      mm: 'အလေးပေးပြရာများ: ခေါင်းစဉ်အပေါ်ရှိ စာတန်းငယ်များ၊ အဓိက လုပ်ဆောင်ရန် ခလုတ်၊ ကိုးကားချက် ဘောင်များ။',
    },
  },
  tertiary: {
    label: { en: 'Background tint', mm: 'နောက်ခံ အရောင်နု' },
    help: {
      en: 'The soft background of alternate sections and cards.',
      mm: 'အပိုင်းများနှင့် ကတ်များ၏ အရောင်နု နောက်ခံ။',
    },
  },
};

/** A colour type's name, or the type itself for one the site does not know. */
export const colourName = (type: unknown): Text | undefined =>
  COLOUR_NAMES[type as ColourType]?.label;

/** Where the site uses a colour type, or nothing for one the site does not know. */
export const colourHelp = (type: unknown): Text | undefined =>
  COLOUR_NAMES[type as ColourType]?.help;
