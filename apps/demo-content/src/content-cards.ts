import { BUSINESS_NAME } from './content-home.ts';

/**
 * Demo content: the social card of the trainings page (what a share of /trainings shows on
 * Facebook, Telegram and Twitter), in both languages, so a fresh site shows the feature.
 * The other pages share what they say themselves until the owner sets theirs.
 */
export const TRAININGS_CARD = {
  // A card's title is shared as written: the business name is part of it.
  title: `Trainings for business leaders in Yangon | ${BUSINESS_NAME}`,
  title_mm: `ရန်ကုန်ရှိ လုပ်ငန်းခေါင်းဆောင်များအတွက် သင်တန်းများ | ${BUSINESS_NAME}`,
  description:
    'Two-day workshops on leadership, team building and sales, in English and Burmese. See the next dates and book your seat.',
  description_mm:
    'ခေါင်းဆောင်မှု၊ အဖွဲ့တည်ဆောက်ခြင်းနှင့် အရောင်းဆိုင်ရာ နှစ်ရက်တာ အလုပ်ရုံဆွေးနွေးပွဲများ (အင်္ဂလိပ်နှင့် မြန်မာဘာသာဖြင့်)။ နောက်လာမည့် ရက်စွဲများကို ကြည့်ပြီး နေရာ ကြိုတင်ယူပါ။',
};

/** How the card's picture is drawn: 1200 × 628, the 1.91 : 1 of a shared link. */
export const TRAININGS_CARD_ART = {
  title: 'Trainings that change how you lead',
  kicker: 'Trainings · Yangon',
};
