import { defineMessages } from '../../i18n/messages';

/** The search page (/search) and the header's search box. */
export const searchMessages = defineMessages({
  metaTitle: { en: 'Search', mm: 'ရှာဖွေရန်' },
  metaTitleFor: { en: 'Search: {q}', mm: 'ရှာဖွေရန် - {q}' },
  metaDescription: {
    en: 'Search the articles, videos, events, products and press of the site in English or Burmese.',
    mm: 'ဆိုက်ရှိ ဆောင်းပါး၊ ဗီဒီယို၊ အစီအစဉ်၊ ကုန်ပစ္စည်းနှင့် သတင်းမီဒီယာများကို အင်္ဂလိပ် သို့မဟုတ် မြန်မာလို ရှာပါ။',
  },
  eyebrow: { en: 'Search', mm: 'ရှာဖွေရန်' },
  title: { en: 'Search the site', mm: 'ဆိုက်အတွင်း ရှာဖွေရန်' },
  lead: {
    en: 'Articles, videos, events, products and press, in English or Burmese (Unicode or Zawgyi).',
    mm: 'ဆောင်းပါး၊ ဗီဒီယို၊ အစီအစဉ်၊ ကုန်ပစ္စည်းနှင့် သတင်းမီဒီယာများကို အင်္ဂလိပ် သို့မဟုတ် မြန်မာ (ယူနီကုဒ် သို့မဟုတ် ဇော်ဂျီ) ဖြင့် ရှာနိုင်ပါသည်။',
  },
  total: { en: '{count} results for “{q}”', mm: '“{q}” အတွက် ရလဒ် {count} ခု' },
  totalOne: { en: '1 result for “{q}”', mm: '“{q}” အတွက် ရလဒ် ၁ ခု' },
  pageOf: { en: 'page {page} of {pages}', mm: 'စာမျက်နှာ {pages} ခုအနက် {page}' },
  resultsPages: { en: 'Result pages', mm: 'ရလဒ် စာမျက်နှာများ' },
  results: { en: 'Results', mm: 'ရလဒ်များ' },
  kind_article: { en: 'Article', mm: 'ဆောင်းပါး' },
  kind_video: { en: 'Video', mm: 'ဗီဒီယို' },
  kind_event: { en: 'Event', mm: 'အစီအစဉ်' },
  kind_product: { en: 'Product', mm: 'ကုန်ပစ္စည်း' },
  kind_press: { en: 'Press', mm: 'သတင်းမီဒီယာ' },
  nothingTitle: { en: 'Nothing found for “{q}”', mm: '“{q}” အတွက် ဘာမျှ မတွေ့ပါ' },
  nothingIntro: { en: 'Some things to try:', mm: 'ဤသို့ စမ်းကြည့်ပါ -' },
  trySpelling: {
    en: 'Check the spelling, or type the word in the other language.',
    mm: 'စာလုံးပေါင်းကို စစ်ကြည့်ပါ၊ သို့မဟုတ် အခြားဘာသာဖြင့် ရိုက်ကြည့်ပါ။',
  },
  tryFewer: {
    en: 'Use fewer words: every word you type must be found.',
    mm: 'စကားလုံး နည်းနည်းသာ သုံးပါ - ရိုက်ထည့်သော စကားလုံးတိုင်း တွေ့ရမည် ဖြစ်သည်။',
  },
  tryWhole: {
    en: 'In Burmese, type whole syllables: part of one finds nothing.',
    mm: 'မြန်မာစာတွင် ဝဏ္ဏအပြည့်အစုံ ရိုက်ပါ - ဝဏ္ဏတစ်ဝက်ဖြင့် ဘာမျှ မတွေ့ပါ။',
  },
  tryBrowse: { en: 'Or browse:', mm: 'သို့မဟုတ် ကြည့်ရှုရန် -' },
  tooLong: {
    en: 'That is more than {max} characters: type a word or two.',
    mm: 'စာလုံး {max} လုံးထက် ရှည်နေပါသည် - စကားလုံး တစ်လုံး နှစ်လုံးသာ ရိုက်ပါ။',
  },
  otherLanguage: { en: 'in Burmese', mm: 'အင်္ဂလိပ်ဘာသာဖြင့်' },
});
