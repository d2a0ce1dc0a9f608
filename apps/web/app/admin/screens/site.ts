import { resources } from '@coach/contract';
import { defineScreen } from '../crud/define-screen.ts';
import { crudMessages } from '../crud/messages.ts';
import type { Text } from '../i18n/text.ts';
import { SIZE } from './common.ts';

const contentHomeEntity = { en: 'Content home', mm: 'ပင်မစာမျက်နှာ အကြောင်းအရာ' };
const colorEntity = { en: 'Color', mm: 'အရောင်' };
const constantEntity = { en: 'Constant', mm: 'ပုံသေတန်ဖိုး' };

const bannerText = { en: 'Banner text', mm: 'ဘန်နာစာသား' };
const bannerButton = { en: 'Banner button', mm: 'ဘန်နာခလုတ်' };
const en = (t: Text) => ({ en: `${t.en} (English)`, mm: `${t.mm} (အင်္ဂလိပ်)` });
const mm = (t: Text) => ({ en: `${t.en} (Burmese)`, mm: `${t.mm} (မြန်မာ)` });

// Content home keeps its text as {en, mm} objects: one input per language.
export const contentHome = defineScreen(resources.content_home, {
  path: 'content-home',
  title: contentHomeEntity,
  entity: contentHomeEntity,
  labelField: 'banner_text.en',
  columns: [
    { key: 'banner_text.en', label: en(bannerText) },
    { key: 'banner_text.mm', label: mm(bannerText) },
    { key: 'banner_button.en', label: en(bannerButton) },
    { key: 'banner_button.mm', label: mm(bannerButton) },
    { key: 'banner_image', width: 120 },
    'banner_button_link',
  ],
  fields: [
    { name: 'banner_text.en', label: en(bannerText), kind: 'textarea' },
    { name: 'banner_text.mm', label: mm(bannerText), kind: 'textarea' },
    { name: 'banner_button.en', label: en(bannerButton), kind: 'text' },
    { name: 'banner_button.mm', label: mm(bannerButton), kind: 'text' },
    { name: 'banner_image', hint: SIZE.homeBanner },
    'banner_button_link',
  ],
  messages: crudMessages(contentHomeEntity, 'content home'),
});

export const colors = defineScreen(resources.colors, {
  path: 'colors',
  title: { en: 'Colors', mm: 'အရောင်များ' },
  entity: colorEntity,
  editOnly: true,
  labelField: 'type',
  columns: ['type', { key: 'name', label: colorEntity }],
  // The type is shown as text: it names the colour and cannot change.
  fields: [
    { name: 'type', kind: 'text' },
    { name: 'name', label: colorEntity },
  ],
  messages: crudMessages(colorEntity, 'color'),
});

export const constants = defineScreen(resources.constants, {
  path: 'constants',
  title: { en: 'Constants', mm: 'ပုံသေတန်ဖိုးများ' },
  entity: constantEntity,
  editOnly: true,
  columns: ['name', 'value'],
  fields: ['name', 'value'],
  messages: crudMessages(constantEntity, 'constant'),
});
