import { type Text, tx } from '../i18n/text.ts';
import { UI } from '../i18n/ui.ts';

/** How the lists head the published flag (the form's checkbox reads "Published"). */
export const isPublishedColumn = {
  key: 'is_published',
  label: tx('Is Published', 'ထုတ်ဝေထားသည်'),
} as const;

/** An image field's recommended size, shown under it ("Recommended size: 1819 × 615 px"). */
export const sizeHint = (width: number, height: number, note?: Text): Text =>
  tx(
    `${UI.sizeHint.en}: ${width} × ${height} px${note ? ` (${note.en})` : ''}`,
    `${UI.sizeHint.mm}: ${width} × ${height} px${note ? ` (${note.mm})` : ''}`,
  );

export const SIZE = {
  homeBanner: sizeHint(1819, 615),
  mobileBanner: sizeHint(
    375,
    845,
    tx('the bottom 236 px are covered by text', 'အောက်ခြေ 236 px ကို စာသားက ဖုံးထားသည်'),
  ),
  pageBanner: sizeHint(386, 400),
  event: sizeHint(419, 560),
  product: sizeHint(447, 400),
  client: sizeHint(80, 80),
  quote: sizeHint(294, 196),
  stats: sizeHint(593, 200, tx('about 2.9:1', 'ခန့်မှန်း 2.9:1')),
  article: sizeHint(1779, 700, tx('2.54:1', '2.54:1')),
  pressAward: sizeHint(600, 400, tx('1.5:1', '1.5:1')),
};
