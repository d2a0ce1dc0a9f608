import { resources } from '@coach/contract';
import { crudMessages } from '../crud/messages.ts';
import type { ScreenConfig } from '../crud/types.ts';
import { tx } from '../i18n/text.ts';
import { L, SIZE, col } from './common.ts';

const contentHomeEntity = tx('Content home', 'ပင်မစာမျက်နှာ အကြောင်းအရာ');
const colorEntity = tx('Color', 'အရောင်');
const constantEntity = tx('Constant', 'ပုံသေတန်ဖိုး');

const bannerText = tx('Banner text', 'ဘန်နာစာသား');
const bannerButton = tx('Banner button', 'ဘန်နာခလုတ်');
const en = (t: { en: string; mm: string }) => tx(`${t.en} (English)`, `${t.mm} (အင်္ဂလိပ်)`);
const mm = (t: { en: string; mm: string }) => tx(`${t.en} (Burmese)`, `${t.mm} (မြန်မာ)`);

export const contentHome: ScreenConfig = {
  path: 'content-home',
  resource: resources.content_home,
  title: contentHomeEntity,
  entity: contentHomeEntity,
  labelField: 'banner_text.en',
  columns: [
    col.text('banner_text.en', en(bannerText)),
    col.text('banner_text.mm', mm(bannerText)),
    col.text('banner_button.en', en(bannerButton)),
    col.text('banner_button.mm', mm(bannerButton)),
    col.image(120, 'banner_image', tx('Banner image', 'ဘန်နာပုံ')),
    { key: 'banner_button_link', label: tx('Banner button link', 'ဘန်နာခလုတ်လင့်ခ်'), kind: 'url' },
  ],
  fields: [
    { name: 'banner_text.en', label: en(bannerText), kind: 'textarea' },
    { name: 'banner_text.mm', label: mm(bannerText), kind: 'textarea' },
    { name: 'banner_button.en', label: en(bannerButton), kind: 'text' },
    { name: 'banner_button.mm', label: mm(bannerButton), kind: 'text' },
    {
      name: 'banner_image',
      label: tx('Banner image', 'ဘန်နာပုံ'),
      kind: 'image',
      hint: SIZE.homeBanner,
    },
    { name: 'banner_button_link', label: tx('Banner button link', 'ဘန်နာခလုတ်လင့်ခ်'), kind: 'url' },
  ],
  messages: crudMessages(contentHomeEntity, 'content home'),
};

export const colors: ScreenConfig = {
  path: 'colors',
  resource: resources.colors,
  title: tx('Colors', 'အရောင်များ'),
  entity: colorEntity,
  editOnly: true,
  labelField: 'type',
  columns: [col.text('type', L.type), { key: 'name', label: tx('Color', 'အရောင်'), kind: 'color' }],
  fields: [
    { name: 'type', label: L.type, kind: 'text', readOnly: true },
    { name: 'name', label: tx('Color', 'အရောင်'), kind: 'color' },
  ],
  messages: crudMessages(colorEntity, 'color'),
};

export const constants: ScreenConfig = {
  path: 'constants',
  resource: resources.constants,
  title: tx('Constants', 'ပုံသေတန်ဖိုးများ'),
  entity: constantEntity,
  editOnly: true,
  columns: [col.text('name', L.name), col.long('value', L.value)],
  fields: [
    { name: 'name', label: L.name, kind: 'text', readOnly: true },
    { name: 'value', label: L.value, kind: 'textarea' },
  ],
  messages: crudMessages(constantEntity, 'constant'),
};
