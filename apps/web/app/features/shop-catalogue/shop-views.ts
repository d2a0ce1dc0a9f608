import type { PRODUCT_TYPES, SHIPPING_TYPES } from '@coach/contract/options';
import type { Paged } from '../../lib/paging';

/** A product as the shop shows it, texts already in the visitor's language. */
export interface ProductView {
  id: number;
  heading: string;
  description: string;
  price: number;
  currency: string;
  shippingType: (typeof SHIPPING_TYPES)[number];
  /** How much shipping costs or how it is arranged, in the visitor's language; '' if unsaid. */
  shippingNote: string;
  type: (typeof PRODUCT_TYPES)[number];
  videoLink: string;
  image: string | null;
  /** It counts its stock and none is left: the shop says "Sold out" instead of BUY NOW. */
  soldOut: boolean;
}

/** A sub category with one page of its products: one gallery, anchored by its English name. */
export interface SubCategoryView {
  id: number;
  label: string;
  anchor: string;
  products: Paged<ProductView>;
  /** How many products the whole gallery has. */
  productCount: number;
}

/** A main category with its non-empty sub categories, each with its gallery's page. */
export interface MainCategoryView {
  id: number;
  label: string;
  /** The footer links to /shops/#{anchor}, built from the English name. */
  anchor: string;
  subs: SubCategoryView[];
}

/** A menu entry: a main category and its sub categories that hold products. */
export interface MenuCategoryView {
  id: number;
  label: string;
  /** The footer links to /shops/#{anchor}, built from the English name. */
  anchor: string;
  subs: { id: number; label: string; anchor: string }[];
}

export const checkoutPath = (productId: number) => `/shops/checkout/${productId}`;
