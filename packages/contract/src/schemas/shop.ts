import { fileRef, integer, longText, number, oneOf, text, videoUrl } from '../fields.ts';
import {
  DEFAULT_CURRENCY,
  DEFAULT_SHIPPING_TYPE,
  PRODUCT_TYPES,
  SHIPPING_TYPES,
} from '../options.ts';
import { burmeseTwins, crudSchemas } from '../shape.ts';

/** The shop catalogue: main and sub categories, products. */

/** Far above any real price, and low enough that price x quantity stays exact. */
const MAX_PRICE = 1_000_000_000_000;

const mainCategoryFields = { name: text(120), ...burmeseTwins({ name: text(120) }) };
export const mainCategory = {
  ...crudSchemas(mainCategoryFields, { name: true }, { name: true }),
};

const subCategoryFields = {
  name: text(120),
  ...burmeseTwins({ name: text(120) }),
  main_category_id: integer('Please choose a main category'),
};
export const subCategory = {
  ...crudSchemas(
    subCategoryFields,
    { name: true, main_category_id: 'Please choose a main category' },
    { name: true, main_category_id: 'Please choose a main category' },
  ),
};

const productFields = {
  heading: text(200),
  description: longText(5000),
  ...burmeseTwins({ heading: text(200), description: longText(5000) }),
  price: number('Price must be a number')
    .refine((n) => n >= 0, 'Price cannot be negative')
    .refine((n) => n <= MAX_PRICE, 'Price is too large'),
  currency: text(10),
  video_link: videoUrl(),
  type: oneOf(PRODUCT_TYPES),
  shipping_type: oneOf(SHIPPING_TYPES),
  stock: integer('Stock must be a whole number').refine((n) => n >= 0, 'Stock cannot be negative'),
  image: fileRef(),
  sub_category_id: integer('Please choose a sub category'),
};
export const product = {
  ...crudSchemas(productFields, {
    heading: true,
    description: true,
    price: 'Price must be a number',
    currency: true,
    type: true,
    shipping_type: true,
  }),
  defaults: {
    price: 0,
    stock: 0,
    currency: DEFAULT_CURRENCY,
    shipping_type: DEFAULT_SHIPPING_TYPE,
  },
};
