import { describe, expect, it } from 'vitest';
import { buildCatalogue, menuView } from './catalogue';

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
  type: 'image' as const,
  video_link: null,
  image: 'file-id',
  sub_category_id: sub,
});
const products = [product(1, 10), product(2, 30), product(3, 10)];

describe('buildCatalogue', () => {
  it('nests products under sub categories under main categories, hiding empty entries', () => {
    const catalogue = buildCatalogue(mains, subs, products, 'en');
    expect(catalogue.map((m) => m.label)).toEqual(['NLP Certification', 'Books']);
    expect(catalogue[0]!.subs.map((s) => s.label)).toEqual(['NLP Foundations']);
    expect(catalogue[0]!.subs[0]!.products.map((p) => p.id)).toEqual([1, 3]);
  });

  it('anchors by the English name, lowercased and hyphenated, in either language', () => {
    const catalogue = buildCatalogue(mains, subs, products, 'mm');
    expect(catalogue[0]!.anchor).toBe('nlp-certification');
    expect(catalogue[0]!.subs[0]!.anchor).toBe('nlp-foundations');
    expect(catalogue[1]!.subs[0]!.anchor).toBe('leadership-books');
  });

  it('uses the Burmese names in mm, falling back to English', () => {
    const catalogue = buildCatalogue(mains, subs, products, 'mm');
    expect(catalogue[0]!.label).toBe('NLP လက်မှတ်');
    expect(catalogue[1]!.label).toBe('Books');
    expect(catalogue[0]!.subs[0]!.products[0]!.heading).toBe('ပစ္စည်း 1');
  });

  it('reads prices as numbers and shipping types from the option list', () => {
    const [main] = buildCatalogue(mains, subs, products, 'en');
    expect(main!.subs[0]!.products[0]).toMatchObject({
      price: 18000,
      currency: 'MMK',
      shippingType: 'PAID BY CLIENT',
      type: 'image',
    });
  });
});

describe('buildCatalogue anchors', () => {
  it('keeps ids unique when two entries share a name', () => {
    const twins = [
      { id: 1, name: 'Books', name_mm: null },
      { id: 2, name: 'Courses', name_mm: null },
    ];
    const twinSubs = [
      { id: 10, name: 'Books', name_mm: null, main_category_id: 1 },
      { id: 20, name: 'Others', name_mm: null, main_category_id: 1 },
      { id: 30, name: 'Others', name_mm: null, main_category_id: 2 },
    ];
    const items = [10, 20, 30].map((sub, i) => product(i + 1, sub));
    const [books, courses] = buildCatalogue(twins, twinSubs, items, 'en');
    expect(books!.anchor).toBe('books');
    expect(books!.subs.map((s) => s.anchor)).toEqual(['books-10', 'others']);
    expect(courses!.subs.map((s) => s.anchor)).toEqual(['others-30']);
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
