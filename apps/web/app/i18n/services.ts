import { defineMessages } from './messages';

/** Strings shared by the service pages. */
export const serviceMessages = defineMessages({
  bookThis: { en: 'Book an appointment', mm: 'ချိန်းဆိုမှု ပြုလုပ်ရန်' },
  topics: { en: 'Topics on this page', mm: 'ဤစာမျက်နှာရှိ အကြောင်းအရာများ' },
  whatYouGet: { en: 'What you get', mm: 'သင်ရရှိမည့်အရာများ' },
  recognisedBy: { en: 'Recognised by', mm: 'အသိအမှတ်ပြုထားသော အဖွဲ့အစည်းများ' },
  otherServices: { en: 'Explore other services', mm: 'အခြား ဝန်ဆောင်မှုများ' },
});
