import { PRODUCT_TYPES, SHIPPING_TYPES, resources } from '@coach/contract';
import { crudMessages } from '../crud/messages.ts';
import type { ScreenConfig } from '../crud/types.ts';
import { tx } from '../i18n/text.ts';
import { L, SIZE, col, imageField } from './common.ts';

const mainCategoryEntity = tx('Main category', 'အဓိကအမျိုးအစား');
const subCategoryEntity = tx('Sub category', 'အမျိုးအစားခွဲ');
const productEntity = tx('Product', 'ကုန်ပစ္စည်း');

export const mainCategories: ScreenConfig = {
  path: 'main-categories',
  resource: resources.main_categories,
  title: tx('Main categories', 'အဓိကအမျိုးအစားများ'),
  entity: mainCategoryEntity,
  columns: [col.text('name', L.name), col.created],
  fields: [{ name: 'name', label: L.name, kind: 'text', twin: true }],
  messages: crudMessages(mainCategoryEntity, 'main category'),
};

export const subCategories: ScreenConfig = {
  path: 'sub-categories',
  resource: resources.sub_categories,
  title: tx('Sub categories', 'အမျိုးအစားခွဲများ'),
  entity: subCategoryEntity,
  columns: [
    col.text('name', L.name),
    col.text('main_category.name', mainCategoryEntity),
    col.created,
  ],
  fields: [
    { name: 'name', label: L.name, kind: 'text', twin: true },
    {
      name: 'main_category_id',
      label: mainCategoryEntity,
      kind: 'select',
      optionsFrom: { resource: resources.main_categories, label: (r) => String(r.name) },
    },
  ],
  messages: crudMessages(subCategoryEntity, 'sub category'),
};

const option = (value: string, mm: string) => ({ value, label: tx(value, mm) });

export const products: ScreenConfig = {
  path: 'products',
  resource: resources.products,
  title: tx('Products', 'ကုန်ပစ္စည်းများ'),
  entity: productEntity,
  labelField: 'heading',
  columns: [
    col.image(),
    col.text('heading', tx('Heading', 'ခေါင်းစဉ်')),
    col.text('sub_category.name', subCategoryEntity),
    col.text('price', tx('Price', 'ဈေးနှုန်း')),
    col.text('currency', tx('Currency', 'ငွေကြေး')),
    col.text('type', L.type),
    col.text('shipping_type', tx('Shipping', 'ပို့ဆောင်ခ')),
    col.text('stock', tx('Stock', 'လက်ကျန်')),
  ],
  fields: [
    { name: 'heading', label: tx('Heading', 'ခေါင်းစဉ်'), kind: 'text', twin: true },
    { name: 'description', label: L.description, kind: 'textarea', twin: true },
    { name: 'price', label: tx('Price', 'ဈေးနှုန်း'), kind: 'number' },
    { name: 'currency', label: tx('Currency', 'ငွေကြေး'), kind: 'text' },
    {
      name: 'type',
      label: L.type,
      kind: 'select',
      initial: PRODUCT_TYPES[0],
      options: [option('image', 'ပုံ'), option('video', 'ဗီဒီယို')],
    },
    {
      name: 'shipping_type',
      label: tx('Shipping type', 'ပို့ဆောင်ခ အမျိုးအစား'),
      kind: 'select',
      options: SHIPPING_TYPES.map((s) =>
        option(s, s === 'FREE SHIPPING' ? 'အခမဲ့ ပို့ဆောင်ပေးသည်' : 'ဝယ်သူ ကျခံရမည်'),
      ),
    },
    { name: 'stock', label: tx('Stock', 'လက်ကျန်'), kind: 'number' },
    {
      name: 'sub_category_id',
      label: subCategoryEntity,
      kind: 'select',
      optionsFrom: { resource: resources.sub_categories, label: (r) => String(r.name) },
    },
    { name: 'video_link', label: tx('Video link', 'ဗီဒီယိုလင့်ခ်'), kind: 'url' },
    imageField(SIZE.product),
  ],
  messages: crudMessages(productEntity, 'product', {
    createFailed: 'Failed to create product.',
    updateFailed: 'Failed to update product.',
  }),
};
