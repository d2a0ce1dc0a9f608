import type { Text } from '../i18n/text.ts';
import { UI } from '../i18n/ui.ts';

/**
 * How the lists head the published flag (the form's checkbox reads "Published"); a
 * record yet to go out says when it is scheduled to.
 */
export const isPublishedColumn = {
  key: 'is_published',
  label: { en: 'Is Published', mm: 'ထုတ်ဝေထားသည်' },
  kind: 'publication',
} as const;

/** Under the schedule's time picker. */
export const PUBLISH_AT_HINT = {
  en: 'Optional. Leave "Published" unticked and pick a time: it goes public on its own then (site time zone).',
  mm: 'မဖြစ်မနေ မလိုပါ။ "ထုတ်ဝေမည်" ကို မရွေးဘဲ အချိန်တစ်ခု ရွေးပါက ထိုအချိန်တွင် အလိုအလျောက် ထုတ်ဝေပါမည် (ဆိုက်၏ အချိန်ဇုန်)။',
};

/** A publishable record's form: the flag, then the time it goes public on its own. */
export const PUBLICATION_FIELDS = [
  'is_published',
  { name: 'publish_at', hint: PUBLISH_AT_HINT },
] as const;

/** An image field's recommended size, shown under it ("Recommended size: 1819 × 615 px"). */
export const sizeHint = (width: number, height: number, note?: Text): Text => ({
  en: `${UI.sizeHint.en}: ${width} × ${height} px${note ? ` (${note.en})` : ''}`,
  mm: `${UI.sizeHint.mm}: ${width} × ${height} px${note ? ` (${note.mm})` : ''}`,
});

export const SIZE = {
  homeBanner: sizeHint(1819, 615),
  mobileBanner: sizeHint(375, 845, {
    en: 'the bottom 236 px are covered by text',
    mm: 'အောက်ခြေ 236 px ကို စာသားက ဖုံးထားသည်',
  }),
  pageBanner: sizeHint(386, 400),
  event: sizeHint(419, 560),
  product: sizeHint(447, 400),
  client: sizeHint(80, 80),
  quote: sizeHint(294, 196),
  stats: sizeHint(593, 200, { en: 'about 2.9:1', mm: 'ခန့်မှန်း 2.9:1' }),
  article: sizeHint(1779, 700, { en: '2.54:1', mm: '2.54:1' }),
  pressAward: sizeHint(600, 400, { en: '1.5:1', mm: '1.5:1' }),
};
