import { defineMessages } from '../../i18n/messages';

/** Strings shared by the service pages, and the service cards of the home and profile pages. */
export const serviceMessages = defineMessages({
  bookThis: { en: 'Book an appointment', mm: 'ချိန်းဆိုမှု ပြုလုပ်ရန်' },
  topics: { en: 'Topics on this page', mm: 'ဤစာမျက်နှာရှိ အကြောင်းအရာများ' },
  whatYouGet: { en: 'What you get', mm: 'သင်ရရှိမည့်အရာများ' },
  recognisedBy: { en: 'Recognised by', mm: 'အသိအမှတ်ပြုထားသော အဖွဲ့အစည်းများ' },
  otherServices: { en: 'Explore other services', mm: 'အခြား ဝန်ဆောင်မှုများ' },
  oneOnOneText: {
    en: 'Private coaching for owners and senior leaders: business coaching, DISC profiling and NLP.',
    mm: 'လုပ်ငန်းရှင်များနှင့် အကြီးတန်း ခေါင်းဆောင်များအတွက် သီးသန့် နည်းပြခြင်း — လုပ်ငန်း နည်းပြခြင်း၊ DISC နှင့် NLP။',
  },
  teamText: {
    en: 'Strategic planning and culture work with your whole leadership team, on site.',
    mm: 'သင့်ခေါင်းဆောင်အဖွဲ့တစ်ခုလုံးနှင့် မဟာဗျူဟာ စီမံကိန်းနှင့် ယဉ်ကျေးမှု တည်ဆောက်ခြင်း။',
  },
  trainingText: {
    en: 'Public and in-house programmes in leadership, business development and NLP certification.',
    mm: 'ခေါင်းဆောင်မှု၊ လုပ်ငန်းဖွံ့ဖြိုးရေးနှင့် NLP လက်မှတ် သင်တန်းများ — အများပြည်သူနှင့် ကုမ္ပဏီတွင်း။',
  },
});
