import type { Language, Row } from '@coach/contract';
import { SHIPPING_TYPES } from '@coach/contract/options';
import { anchorId } from '../../lib/format';
import { localized } from '../../lib/language';
import type {
  MainCategoryView,
  MenuCategoryView,
  ProductView,
  SubCategoryView,
} from './shop-views';

/** The fields the shop pages read, so tests can pass plain objects. */
type ProductRow = Pick<
  Row<'products'>,
  | 'id'
  | 'heading'
  | 'heading_mm'
  | 'description'
  | 'description_mm'
  | 'price'
  | 'currency'
  | 'shipping_type'
  | 'type'
  | 'video_link'
  | 'image'
  | 'sub_category_id'
>;
type CategoryRow = Pick<Row<'main_categories'>, 'id' | 'name' | 'name_mm'>;
type SubCategoryRow = CategoryRow & Pick<Row<'sub_categories'>, 'main_category_id'>;

export function productView(row: ProductRow, language: Language): ProductView {
  return {
    id: row.id,
    heading: localized(row, 'heading', language),
    description: localized(row, 'description', language),
    price: row.price,
    currency: row.currency,
    shippingType: SHIPPING_TYPES.find((s) => s === row.shipping_type) ?? SHIPPING_TYPES[0],
    type: row.type,
    videoLink: row.video_link ?? '',
    image: row.image || null,
  };
}

/**
 * The shop's menu and galleries: main categories holding their sub categories holding
 * their products, in the lists' own order. Entries without products are left out (a
 * main category whose sub categories are all empty too), so no link leads to an empty
 * gallery.
 */
export function buildCatalogue(
  mains: readonly CategoryRow[],
  subs: readonly SubCategoryRow[],
  products: readonly ProductRow[],
  language: Language,
): MainCategoryView[] {
  const bySub = new Map<number, ProductView[]>();
  for (const row of products) {
    const key = row.sub_category_id;
    if (key == null) continue; // not on a shelf yet
    bySub.set(key, [...(bySub.get(key) ?? []), productView(row, language)]);
  }
  // Ids must be unique in the page: a name met twice gets its record id appended.
  const used = new Set<string>();
  const unique = (row: CategoryRow, fallback: string) => {
    const base = anchorId(row.name) || fallback;
    const anchor = used.has(base) ? `${base}-${row.id}` : base;
    used.add(anchor);
    return anchor;
  };
  return mains
    .map((main) => ({
      main,
      subs: subs.filter((sub) => sub.main_category_id === main.id && bySub.has(sub.id)),
    }))
    .filter(({ subs: filled }) => filled.length > 0)
    .map(({ main, subs: filled }) => ({
      id: main.id,
      label: localized(main, 'name', language),
      anchor: unique(main, 'category'),
      subs: filled.map((sub): SubCategoryView => ({
        id: sub.id,
        label: localized(sub, 'name', language),
        anchor: unique(sub, 'sub-category'),
        products: bySub.get(sub.id) ?? [],
      })),
    }));
}

type MenuEntry = CategoryRow & { subs: readonly CategoryRow[] };

/**
 * The shop menu as the pages show it: labels in the visitor's language and each entry's
 * anchor on /shops, from its English name (unique in the page: a name met twice gets
 * its record id appended). `menu` holds only categories with products.
 */
export function menuView(menu: readonly MenuEntry[], language: Language): MenuCategoryView[] {
  const used = new Set<string>();
  const unique = (row: CategoryRow, fallback: string) => {
    const base = anchorId(row.name) || fallback;
    const anchor = used.has(base) ? `${base}-${row.id}` : base;
    used.add(anchor);
    return anchor;
  };
  return menu.map((main) => ({
    id: main.id,
    label: localized(main, 'name', language),
    anchor: unique(main, 'category'),
    subs: main.subs.map((sub) => ({
      id: sub.id,
      label: localized(sub, 'name', language),
      anchor: unique(sub, 'sub-category'),
    })),
  }));
}
