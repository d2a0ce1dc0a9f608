import { type Text, tx } from '../i18n/text.ts';
import type { ColumnConfig, FieldConfig } from '../crud/types.ts';
import { UI } from '../i18n/ui.ts';

/** Labels and building blocks the screen configs share. */
export const L = {
  name: tx('Name', 'အမည်'),
  description: tx('Description', 'ဖော်ပြချက်'),
  image: tx('Image', 'ပုံ'),
  rank: tx('Rank', 'အဆင့်'),
  year: tx('Year', 'ခုနှစ်'),
  type: tx('Type', 'အမျိုးအစား'),
  videoUrl: tx('Video URL', 'ဗီဒီယို URL'),
  isPublished: tx('Is Published', 'ထုတ်ဝေထားသည်'),
  published: tx('Published', 'ထုတ်ဝေမည်'),
  value: tx('Value', 'တန်ဖိုး'),
  created: UI.created,
};

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

export const imageField = (hint: Text, name = 'image', label = L.image): FieldConfig => ({
  name,
  label,
  kind: 'image',
  hint,
});

export const publishedField: FieldConfig = {
  name: 'is_published',
  label: L.published,
  kind: 'checkbox',
};

export const col = {
  text: (key: string, label: Text): ColumnConfig => ({ key, label }),
  long: (key: string, label: Text): ColumnConfig => ({ key, label, kind: 'long' }),
  image: (width = 80, key = 'image', label = L.image): ColumnConfig => ({
    key,
    label,
    kind: 'image',
    width,
  }),
  created: { key: 'created', label: L.created, kind: 'date' } as ColumnConfig,
  published: { key: 'is_published', label: L.isPublished, kind: 'boolean' } as ColumnConfig,
};
