import { boolean, fileRef, integer, longText, number, oneOf, text, videoUrl } from '../fields.ts';
import {
  DEFAULT_CURRENCY,
  DEFAULT_SHIPPING_TYPE,
  PRODUCT_TYPES,
  SHIPPING_TYPES,
} from '../options.ts';
import { burmeseTwins, crudSchemas } from '../shape.ts';
import { apiMessage } from '../messages.ts';

/** The shop catalogue: main and sub categories, products. */

/** Far above any real price, and low enough that price x quantity stays exact. */
const MAX_PRICE = 1_000_000_000_000;

/** A price in its currency: a product's, an event's seat. */
export const price = () =>
  number(apiMessage('priceNumber'))
    .refine((n) => n >= 0, apiMessage('priceNegative'))
    .refine((n) => n <= MAX_PRICE, apiMessage('priceTooLarge'));

const mainCategoryFields = { name: text(120), ...burmeseTwins({ name: text(120) }) };
export const mainCategory = {
  ...crudSchemas(mainCategoryFields, { name: true }, { name: true }),
};

const subCategoryFields = {
  name: text(120),
  ...burmeseTwins({ name: text(120) }),
  main_category_id: integer(apiMessage('chooseMainCategory')),
};
export const subCategory = {
  ...crudSchemas(
    subCategoryFields,
    { name: true, main_category_id: apiMessage('chooseMainCategory') },
    { name: true, main_category_id: apiMessage('chooseMainCategory') },
  ),
};

const productFields = {
  heading: text(200),
  description: longText(5000),
  ...burmeseTwins({ heading: text(200), description: longText(5000) }),
  price: price(),
  currency: text(10),
  video_link: videoUrl(),
  type: oneOf(PRODUCT_TYPES),
  shipping_type: oneOf(SHIPPING_TYPES),
  /** How much the buyer pays for shipping, or how it is arranged: shown with "Paid by the buyer". */
  shipping_note: text(300),
  ...burmeseTwins({ shipping_note: text(300) }),
  stock: integer(apiMessage('stockWhole')).refine((n) => n >= 0, apiMessage('stockNegative')),
  /** Whether orders take from `stock` (and the shop says "Sold out" at 0); off by default. */
  track_stock: boolean(),
  image: fileRef(),
  sub_category_id: integer(apiMessage('chooseSubCategory')),
};
export const product = {
  ...crudSchemas(productFields, {
    heading: true,
    description: true,
    price: apiMessage('priceNumber'),
    currency: true,
    type: true,
    shipping_type: true,
  }),
  defaults: {
    price: 0,
    stock: 0,
    track_stock: false,
    currency: DEFAULT_CURRENCY,
    shipping_type: DEFAULT_SHIPPING_TYPE,
  },
};
