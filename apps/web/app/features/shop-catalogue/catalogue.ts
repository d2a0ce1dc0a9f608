import type { Language, Row } from '@coach/contract';
import { SHIPPING_TYPES } from '@coach/contract/options';
import { anchorId } from '../../lib/format';
import { localized } from '../../lib/language';
import type { MenuCategoryView, ProductView } from './shop-views';

/** The columns a product card shows: a gallery reads only these. */
export const PRODUCT_CARD = [
  'heading',
  'heading_mm',
  'description',
  'description_mm',
  'price',
  'currency',
  'shipping_type',
  'shipping_note',
  'shipping_note_mm',
  'type',
  'video_link',
  'image',
  'stock',
  'track_stock',
] as const;

/** The fields the shop pages read, so tests can pass plain objects. */
type ProductRow = Pick<Row<'products'>, 'id' | (typeof PRODUCT_CARD)[number]>;
type CategoryRow = Pick<Row<'main_categories'>, 'id' | 'name' | 'name_mm'>;

export function productView(row: ProductRow, language: Language): ProductView {
  return {
    id: row.id,
    heading: localized(row, 'heading', language),
    description: localized(row, 'description', language),
    price: row.price,
    currency: row.currency,
    shippingType: SHIPPING_TYPES.find((s) => s === row.shipping_type) ?? SHIPPING_TYPES[0],
    shippingNote: localized(row, 'shipping_note', language),
    type: row.type,
    videoLink: row.video_link ?? '',
    image: row.image || null,
    soldOut: Boolean(row.track_stock) && Number(row.stock) <= 0,
  };
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
    const base = anchorId(row.name ?? '') || fallback;
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
