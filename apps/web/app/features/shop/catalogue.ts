import type { Language } from '@coach/contract';
import { SHIPPING_TYPES } from '@coach/contract/options';
import { anchorId } from '../../lib/format';
import { localized } from '../../lib/language';
import { fileId, str } from '../../lib/records';
import type { MainCategoryView, ProductView, SubCategoryView } from './shop-views';

type Row = Record<string, unknown>;

export function productView(row: Row, language: Language): ProductView {
  const shipping = str(row, 'shipping_type');
  return {
    id: Number(row.id),
    heading: localized(row, 'heading', language),
    description: localized(row, 'description', language),
    price: Number(row.price ?? 0),
    currency: str(row, 'currency'),
    shippingType: SHIPPING_TYPES.find((s) => s === shipping) ?? SHIPPING_TYPES[0],
    type: row.type === 'video' ? 'video' : 'image',
    videoLink: str(row, 'video_link'),
    image: fileId(row, 'image'),
  };
}

/**
 * The shop's menu and galleries: main categories holding their sub categories holding
 * their products, in the lists' own order. Entries without products are left out (a
 * main category whose sub categories are all empty too), so no link leads to an empty
 * gallery.
 */
export function buildCatalogue(
  mains: Row[],
  subs: Row[],
  products: Row[],
  language: Language,
): MainCategoryView[] {
  const bySub = new Map<number, ProductView[]>();
  for (const row of products) {
    const key = Number(row.sub_category_id);
    bySub.set(key, [...(bySub.get(key) ?? []), productView(row, language)]);
  }
  // Ids must be unique in the page: a name met twice gets its record id appended.
  const used = new Set<string>();
  const unique = (row: Row, fallback: string) => {
    const base = anchorId(str(row, 'name')) || fallback;
    const anchor = used.has(base) ? `${base}-${Number(row.id)}` : base;
    used.add(anchor);
    return anchor;
  };
  return mains
    .map((main) => ({
      main,
      subs: subs.filter(
        (sub) => Number(sub.main_category_id) === Number(main.id) && bySub.has(Number(sub.id)),
      ),
    }))
    .filter(({ subs: filled }) => filled.length > 0)
    .map(({ main, subs: filled }) => ({
      id: Number(main.id),
      label: localized(main, 'name', language),
      anchor: unique(main, 'category'),
      subs: filled.map((sub): SubCategoryView => ({
        id: Number(sub.id),
        label: localized(sub, 'name', language),
        anchor: unique(sub, 'sub-category'),
        products: bySub.get(Number(sub.id)) ?? [],
      })),
    }));
}
