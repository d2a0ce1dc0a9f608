import { describe, expect, it } from 'vitest';
import { menuView, productView } from './catalogue';

const mains = [
  { id: 1, name: 'NLP Certification', name_mm: 'NLP လက်မှတ်' },
  { id: 2, name: 'Empty Shelf', name_mm: '' },
  { id: 3, name: 'Books', name_mm: null },
];
const subs = [
  { id: 10, name: 'NLP Foundations', name_mm: 'NLP အခြေခံ', main_category_id: 1 },
  { id: 11, name: 'Nothing yet', name_mm: null, main_category_id: 1 },
  { id: 20, name: 'Also empty', name_mm: null, main_category_id: 2 },
  { id: 30, name: 'Leadership  Books!', name_mm: null, main_category_id: 3 },
];
const product = (id: number, sub: number) => ({
  id,
  heading: `Product ${id}`,
  heading_mm: `ပစ္စည်း ${id}`,
  description: 'About it',
  description_mm: null,
  price: 18000,
  currency: 'MMK',
  shipping_type: 'PAID BY CLIENT' as const,
  shipping_note: '3,000 MMK in Yangon',
  shipping_note_mm: null,
  type: 'image' as const,
  video_link: null,
  image: 'file-id',
  stock: 0,
  track_stock: false,
  sub_category_id: sub,
});
const products = [product(1, 10), product(2, 30), product(3, 10)];

describe('productView', () => {
  it('uses the Burmese texts in mm, falling back to English', () => {
    expect(productView(products[0]!, 'mm')).toMatchObject({
      heading: 'ပစ္စည်း 1',
      description: 'About it',
    });
  });

  it('reads prices as numbers and shipping types from the option list', () => {
    expect(productView(products[0]!, 'en')).toMatchObject({
      price: 18000,
      currency: 'MMK',
      shippingType: 'PAID BY CLIENT',
      type: 'image',
    });
  });

  it("carries the shipping note in the reader's language, English standing in", () => {
    expect(productView(products[0]!, 'mm').shippingNote).toBe('3,000 MMK in Yangon');
    const both = { ...products[0]!, shipping_note_mm: 'ရန်ကုန် ၃,၀၀၀ ကျပ်' };
    expect(productView(both, 'mm').shippingNote).toBe('ရန်ကုန် ၃,၀၀၀ ကျပ်');
    expect(
      productView({ ...both, shipping_note: null, shipping_note_mm: null }, 'en'),
    ).toMatchObject({ shippingNote: '' });
  });
});

describe('soldOut', () => {
  it('is true only for a product that counts its stock and has none left', () => {
    const base = products[0]!;
    expect(productView(base, 'en').soldOut).toBe(false);
    expect(productView({ ...base, track_stock: true, stock: 0 }, 'en').soldOut).toBe(true);
    expect(productView({ ...base, track_stock: true, stock: 2 }, 'en').soldOut).toBe(false);
  });
});

describe('menuView', () => {
  const menu = [
    { ...mains[0]!, subs: [subs[0]!] },
    {
      id: 4,
      name: 'NLP Foundations',
      name_mm: null,
      subs: [{ id: 40, name: 'Books', name_mm: null }],
    },
  ];
  it('labels entries in the language and anchors them uniquely by the English name', () => {
    expect(menuView(menu, 'mm')).toEqual([
      {
        id: 1,
        label: 'NLP လက်မှတ်',
        anchor: 'nlp-certification',
        subs: [{ id: 10, label: 'NLP အခြေခံ', anchor: 'nlp-foundations' }],
      },
      {
        id: 4,
        label: 'NLP Foundations',
        anchor: 'nlp-foundations-4',
        subs: [{ id: 40, label: 'Books', anchor: 'books' }],
      },
    ]);
  });
});

describe('menuView anchors', () => {
  it('keeps ids unique when two entries share a name', () => {
    const [books, courses] = menuView(
      [
        {
          id: 1,
          name: 'Books',
          name_mm: null,
          subs: [
            { id: 10, name: 'Books', name_mm: null },
            { id: 20, name: 'Others', name_mm: null },
          ],
        },
        {
          id: 2,
          name: 'Courses',
          name_mm: null,
          subs: [{ id: 30, name: 'Others', name_mm: null }],
        },
      ],
      'en',
    );
    expect(books!.anchor).toBe('books');
    expect(books!.subs.map((s) => s.anchor)).toEqual(['books-10', 'others']);
    expect(courses!.subs.map((s) => s.anchor)).toEqual(['others-30']);
  });

  it('lowercases and hyphenates the English name in either language', () => {
    const [main] = menuView(
      [
        {
          id: 3,
          name: 'Books',
          name_mm: null,
          subs: [{ id: 30, name: 'Leadership  Books!', name_mm: 'x' }],
        },
      ],
      'mm',
    );
    expect(main!.subs[0]).toEqual({ id: 30, label: 'x', anchor: 'leadership-books' });
  });
});
