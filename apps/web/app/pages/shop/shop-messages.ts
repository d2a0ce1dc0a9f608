import { defineMessages } from '../../i18n/messages';

/** The shop page (/shops): category menu, galleries, product cards, NLP levels. */
export const shopMessages = defineMessages({
  metaTitle: {
    en: 'Shop: books, courses and NLP certification',
    mm: 'ဈေးဆိုင် - စာအုပ်၊ သင်တန်းနှင့် NLP လက်မှတ်',
  },
  metaDescription: {
    en: 'Books, online courses, workshops and NLP certification programmes from a business coach. Pay by bank transfer and upload your receipt.',
    mm: 'လုပ်ငန်းနည်းပြထံမှ စာအုပ်များ၊ အွန်လိုင်းသင်တန်းများ၊ အလုပ်ရုံဆွေးနွေးပွဲများနှင့် NLP လက်မှတ်ရ သင်တန်းများ။ ဘဏ်လွှဲဖြင့် ပေးချေပြီး ပြေစာကို တင်ပေးပါ။',
  },
  eyebrow: { en: 'Shop', mm: 'ဈေးဆိုင်' },
  title: { en: 'Books, courses and certification', mm: 'စာအုပ်များ၊ သင်တန်းများနှင့် လက်မှတ်ရ အစီအစဉ်များ' },
  lead: {
    en: 'Tools to keep growing between sessions. Choose a product, pay by bank transfer and upload your receipt: we confirm every order personally.',
    mm: 'နည်းပြချိန်များကြားတွင် ဆက်လက်ကြီးထွားစေမည့် အထောက်အကူများ။ ပစ္စည်းကို ရွေးချယ်ပြီး ဘဏ်လွှဲဖြင့် ပေးချေကာ ပြေစာကို တင်ပါ။ မှာယူမှုတိုင်းကို ကျွန်ုပ်တို့ ကိုယ်တိုင် အတည်ပြုပေးပါသည်။',
  },
  categories: { en: 'Shop categories', mm: 'ဈေးဆိုင် အမျိုးအစားများ' },
  showSubCategories: { en: 'Show the sections of {name}', mm: '{name} ၏ အပိုင်းများကို ပြရန်' },
  allOf: { en: 'All of {name}', mm: '{name} အားလုံး' },
  galleryPages: { en: '{name} pages', mm: '{name} စာမျက်နှာများ' },
  noProducts: { en: 'New products are coming soon.', mm: 'ပစ္စည်းအသစ်များ မကြာမီ ရောက်ရှိလာပါမည်။' },
  price: { en: 'Price', mm: 'စျေးနှုန်း' },
  shipping: { en: 'Shipping', mm: 'ပို့ဆောင်ခ' },
  buyNow: { en: 'BUY NOW', mm: 'ယခု ဝယ်ယူရန်' },
  soldOut: { en: 'Sold out', mm: 'ကုန်သွားပါပြီ' },
  // Starts with the button's visible text, so speech users can say what they see.
  buyProduct: { en: 'Buy now: {name}', mm: 'ယခု ဝယ်ယူရန်: {name}' },
  watchPreview: { en: 'Play the preview of {name}', mm: '{name} ၏ နမူနာကို ဖွင့်ရန်' },
  // The four NLP certification levels
  nlpEyebrow: { en: 'NLP certification', mm: 'NLP လက်မှတ်' },
  nlpTitle: { en: 'Four levels of NLP certification', mm: 'NLP လက်မှတ် အဆင့် လေးဆင့်' },
  nlpIntro: {
    en: 'Internationally recognised NLP certification, taught in Burmese and English. Each level builds on the one before.',
    mm: 'မြန်မာနှင့် အင်္ဂလိပ် ဘာသာဖြင့် သင်ကြားသော နိုင်ငံတကာ အသိအမှတ်ပြု NLP လက်မှတ်။ အဆင့်တိုင်းသည် ယခင်အဆင့်ပေါ်တွင် အခြေခံ တည်ဆောက်ထားသည်။',
  },
  nlpLevel: { en: 'Level {n}', mm: 'အဆင့် {n}' },
  'nlp1.name': { en: 'NLP Practitioner', mm: 'NLP ပရက်တီရှင်နာ (Practitioner)' },
  'nlp1.text': {
    en: 'The foundations: rapport, precise questions, anchoring and reframing, practised until they work for you in daily conversations.',
    mm: 'အခြေခံများ - ယုံကြည်မှုတည်ဆောက်ခြင်း၊ တိကျသော မေးခွန်းများ၊ anchoring နှင့် reframing တို့ကို နေ့စဉ် စကားပြောဆိုမှုတွင် အလိုအလျောက် အသုံးချနိုင်သည်အထိ လေ့ကျင့်ခြင်း။',
  },
  'nlp2.name': { en: 'NLP Master Practitioner', mm: 'NLP မာစတာ ပရက်တီရှင်နာ' },
  'nlp2.text': {
    en: 'Deeper work on values, beliefs and language patterns, so you can help others change habits and not only yourself.',
    mm: 'တန်ဖိုးထားမှုများ၊ ယုံကြည်ချက်များနှင့် ဘာသာစကား ပုံစံများကို ပိုမိုနက်ရှိုင်းစွာ လေ့လာပြီး ကိုယ်တိုင်သာမက အခြားသူများ၏ အလေ့အထများကိုပါ ပြောင်းလဲရန် ကူညီနိုင်ခြင်း။',
  },
  'nlp3.name': { en: 'NLP Coach', mm: 'NLP နည်းပြ (Coach)' },
  'nlp3.text': {
    en: 'Coaching structure and supervised practice: run complete sessions with clients and teams, with feedback on every one.',
    mm: 'နည်းပြခြင်း ဖွဲ့စည်းပုံနှင့် ကြီးကြပ်မှုအောက်ရှိ လက်တွေ့လေ့ကျင့်မှု - ဖောက်သည်များနှင့် အဖွဲ့များအတွက် နည်းပြချိန် အပြည့်အစုံကို ဦးဆောင်ပြီး တစ်ကြိမ်ချင်းစီအတွက် အကြံပြုချက် ရယူခြင်း။',
  },
  'nlp4.name': { en: 'NLP Trainer', mm: 'NLP သင်တန်းဆရာ (Trainer)' },
  'nlp4.text': {
    en: 'Learn to design and deliver NLP trainings yourself, and to certify Practitioners in your own organisation.',
    mm: 'NLP သင်တန်းများကို ကိုယ်တိုင် ပုံစံရေးဆွဲ သင်ကြားတတ်ရန်နှင့် မိမိအဖွဲ့အစည်းအတွင်း Practitioner များကို လက်မှတ်ပေးနိုင်ရန် လေ့လာခြင်း။',
  },
  nlpAsk: { en: 'Ask about the next intake', mm: 'နောက်သင်တန်းအကြောင်း မေးမြန်းရန်' },
  /** Shown on the shop after a checkout (order-placed.tsx), and said by the checkout's action. */
  orderPlaced: { en: 'Order placed successfully!', mm: 'မှာယူမှု အောင်မြင်ပါသည်!' },
});
