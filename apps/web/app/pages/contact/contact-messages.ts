import { defineMessages } from '../../i18n/messages';

/** The contact page. */
export const contactMessages = defineMessages({
  metaTitle: { en: 'Contact us', mm: 'ဆက်သွယ်ရန်' },
  metaDescription: {
    en: 'Call, email or send an appointment request for coaching, team coaching, trainings or a collaboration.',
    mm: 'နည်းပြခြင်း၊ အဖွဲ့လိုက် နည်းပြခြင်း၊ သင်တန်းများ သို့မဟုတ် ပူးပေါင်းဆောင်ရွက်မှုအတွက် ဖုန်းဆက်ပါ၊ အီးမေးလ် ပို့ပါ သို့မဟုတ် ချိန်းဆိုမှု တောင်းဆိုပါ။',
  },
  eyebrow: { en: 'Contact', mm: 'ဆက်သွယ်ရန်' },
  title: { en: 'Let’s talk about your goals', mm: 'သင့်ပန်းတိုင်များအကြောင်း ဆွေးနွေးကြပါစို့' },
  lead: {
    en: 'Whether you have a clear request or just a question, we are happy to hear from you.',
    mm: 'ရှင်းလင်းသော တောင်းဆိုချက် ရှိသည်ဖြစ်စေ မေးခွန်းတစ်ခုသာ ရှိသည်ဖြစ်စေ ကြားသိရသည်ကို ဝမ်းမြောက်ပါသည်။',
  },
  phone: { en: 'Phone', mm: 'ဖုန်း' },
  email: { en: 'Email', mm: 'အီးမေးလ်' },
  reachUs: { en: 'Reach us directly', mm: 'တိုက်ရိုက် ဆက်သွယ်ရန်' },
});
