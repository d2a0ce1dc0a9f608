import { type AnyRow, constantGuide, resources } from '@coach/contract';
import { createElement } from 'react';
import { colourHelp, colourName } from '../colours/colour-names.ts';
import { ContrastPreview } from '../colours/contrast-preview.tsx';
import { defineScreen } from '../crud/define-screen.ts';
import { crudMessages } from '../crud/messages.ts';
import type { FieldAside, FieldConfig } from '../crud/types.ts';
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

const colourValue = { en: 'Colour value', mm: 'အရောင်တန်ဖိုး' };

/**
 * One colour's form: its value under the name an owner reads ("Main colour") with where
 * the site uses it, and a preview of how the pages will draw it and whether text on it
 * and in it reads. The type (primary, …) is fixed, so it is not an input.
 */
function colourFields(record: AnyRow | undefined): FieldConfig[] {
  const type = String(record?.type ?? '');
  const label = colourName(type) ?? colorEntity;
  return [{ name: 'name', label, hint: colourHelp(type), kind: 'color', aside: previewOf(type) }];
}

/**
 * The contrast preview of one colour type: the form no longer holds the type as a field,
 * so the preview is told it. One per type, kept, so the preview is not made anew (and its
 * palette read again) at each keystroke.
 */
const previews = new Map<string, FieldAside>();
function previewOf(type: string): FieldAside {
  let preview = previews.get(type);
  if (!preview) {
    preview = ({ id, values }) =>
      createElement(ContrastPreview, { id, values: { ...values, type } });
    previews.set(type, preview);
  }
  return preview;
}

export const colors = defineScreen(resources.colors, {
  path: 'colors',
  title: { en: 'Colors', mm: 'အရောင်များ' },
  entity: colorEntity,
  editOnly: true,
  labelField: 'type',
  // Each colour by its name and use, with a swatch of its value.
  columns: [
    { key: 'type', label: colorEntity, kind: 'colorType' },
    { key: 'name', label: colourValue, kind: 'color' },
  ],
  fields: [
    { name: 'type', kind: 'text' },
    { name: 'name', label: colorEntity, aside: ContrastPreview },
  ],
  fieldsFor: colourFields,
  messages: crudMessages(colorEntity, 'color'),
});

const setting = { en: 'Setting', mm: 'ဆက်တင်' };
const value = { en: 'Value', mm: 'တန်ဖိုး' };

/**
 * One constant's form: its value under the name a person reads, with its help, and the
 * input its kind asks for (an article picked by its title; email, phone and web
 * addresses with the keyboard for them). A constant the site does not know keeps a text box.
 */
function constantFields(record: AnyRow | undefined): FieldConfig[] {
  const guide = constantGuide(record?.name);
  if (!guide) {
    return [
      { name: 'name', label: setting, kind: 'text', readOnly: true },
      { name: 'value', label: value, kind: 'textarea' },
    ];
  }
  const field: FieldConfig = { name: 'value', label: guide.label, hint: guide.help, kind: 'text' };
  if (guide.kind === 'article') {
    return [
      {
        ...field,
        kind: 'select',
        optionsFrom: { resource: resources.articles, label: (a) => String(a.name ?? a.id) },
      },
    ];
  }
  if (guide.kind === 'web') return [{ ...field, kind: 'url' }];
  return [field];
}

export const constants = defineScreen(resources.constants, {
  path: 'constants',
  title: { en: 'Constants', mm: 'ပုံသေတန်ဖိုးများ' },
  entity: constantEntity,
  editOnly: true,
  columns: [
    { key: 'name', label: setting, kind: 'constant' },
    // Terms and privacy hold an article's id: shown by the article's title.
    { key: 'value', label: value, kind: 'constantValue' },
  ],
  fields: ['name', 'value'],
  fieldsFor: constantFields,
  messages: crudMessages(constantEntity, 'constant'),
});
