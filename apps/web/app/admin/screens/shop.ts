import { resources } from '@coach/contract';
import { defineScreen } from '../crud/define-screen.ts';
import { crudMessages } from '../crud/messages.ts';
import { SIZE } from './common.ts';

const mainCategoryEntity = { en: 'Main category', mm: 'အဓိကအမျိုးအစား' };
const subCategoryEntity = { en: 'Sub category', mm: 'အမျိုးအစားခွဲ' };
const productEntity = { en: 'Product', mm: 'ကုန်ပစ္စည်း' };

export const mainCategories = defineScreen(resources.main_categories, {
  path: 'main-categories',
  title: { en: 'Main categories', mm: 'အဓိကအမျိုးအစားများ' },
  entity: mainCategoryEntity,
  columns: ['name', 'created'],
  messages: crudMessages(mainCategoryEntity, 'main category'),
});

export const subCategories = defineScreen(resources.sub_categories, {
  path: 'sub-categories',
  title: { en: 'Sub categories', mm: 'အမျိုးအစားခွဲများ' },
  entity: subCategoryEntity,
  columns: ['name', 'main_category.name', 'created'],
  messages: crudMessages(subCategoryEntity, 'sub category'),
});

const option = (value: string, mm: string) => ({ value, label: { en: value, mm } });

export const products = defineScreen(resources.products, {
  path: 'products',
  title: { en: 'Products', mm: 'ကုန်ပစ္စည်းများ' },
  entity: productEntity,
  labelField: 'heading',
  columns: [
    'image',
    'heading',
    'sub_category.name',
    'price',
    'currency',
    'type',
    { key: 'shipping_type', label: { en: 'Shipping', mm: 'ပို့ဆောင်ခ' } },
    'stock',
  ],
  fields: [
    'heading',
    'description',
    'price',
    'currency',
    {
      name: 'type',
      initial: 'image',
      options: [option('image', 'ပုံ'), option('video', 'ဗီဒီယို')],
    },
    {
      name: 'shipping_type',
      options: [option('FREE SHIPPING', 'အခမဲ့ ပို့ဆောင်ပေးသည်'), option('PAID BY CLIENT', 'ဝယ်သူ ကျခံရမည်')],
    },
    {
      name: 'shipping_note',
      hint: {
        en: 'How much the buyer pays for shipping, or how it is arranged, e.g. "3,000 MMK in Yangon; elsewhere by bus, paid on arrival". Shown with the shipping in the shop, at checkout and on the order page.',
        mm: 'ဝယ်သူ ပေးရမည့် ပို့ဆောင်ခ သို့မဟုတ် ပို့ဆောင်ပုံ၊ ဥပမာ "ရန်ကုန်မြို့တွင်း ၃,၀၀၀ ကျပ်၊ နယ်သို့ ကားဂိတ်မှ ပို့ပြီး ရောက်မှ ပေးချေရန်"။ ဈေးဆိုင်၊ ငွေချေရာနှင့် မှာယူမှု စာမျက်နှာတွင် ပို့ဆောင်ခနှင့်အတူ ပြသည်။',
      },
    },
    'stock',
    'track_stock',
    'sub_category_id',
    'video_link',
    { name: 'image', hint: SIZE.product },
  ],
  messages: crudMessages(productEntity, 'product', {
    createFailed: 'Failed to create product.',
    updateFailed: 'Failed to update product.',
  }),
});
