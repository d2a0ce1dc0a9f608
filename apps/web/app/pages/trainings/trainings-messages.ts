import { defineMessages } from '../../i18n/messages';

/** The trainings page. */
export const trainingMessages = defineMessages({
  metaTitle: {
    en: 'Leadership, business development and NLP trainings',
    mm: 'ခေါင်းဆောင်မှု၊ လုပ်ငန်းဖွံ့ဖြိုးရေးနှင့် NLP သင်တန်းများ',
  },
  metaDescription: {
    en: 'Public and in-house trainings: leadership development, business development and internationally recognised NLP certification.',
    mm: 'အများပြည်သူနှင့် ကုမ္ပဏီတွင်း သင်တန်းများ — ခေါင်းဆောင်မှု ဖွံ့ဖြိုးရေး၊ လုပ်ငန်းဖွံ့ဖြိုးရေးနှင့် နိုင်ငံတကာ အသိအမှတ်ပြု NLP လက်မှတ်။',
  },
  eyebrow: { en: 'Trainings', mm: 'သင်တန်းများ' },
  title: {
    en: 'Skills your people use on Monday morning',
    mm: 'တနင်္လာနေ့ မနက်ကတည်းက အသုံးချနိုင်သော ကျွမ်းကျင်မှုများ',
  },
  lead: {
    en: 'Interactive, practical trainings built on real cases from Myanmar businesses — run as public courses or designed for your organisation.',
    mm: 'မြန်မာလုပ်ငန်းများမှ လက်တွေ့ ဖြစ်ရပ်များကို အခြေခံထားသော အပြန်အလှန် ဆွေးနွေးသည့် လက်တွေ့ကျ သင်တန်းများ — အများပြည်သူ သင်တန်း သို့မဟုတ် သင့်အဖွဲ့အစည်းအတွက် သီးသန့် ပုံစံ။',
  },
  statLeadership: {
    en: 'Leaders trained in leadership development',
    mm: 'ခေါင်းဆောင်မှု ဖွံ့ဖြိုးရေး သင်တန်းဆင်းများ',
  },
  statBusiness: { en: 'Leaders trained in business development', mm: 'လုပ်ငန်း ဖွံ့ဖြိုးရေး သင်တန်းဆင်းများ' },
  statNlp: { en: 'NLP certifications', mm: 'NLP လက်မှတ်ရသူများ' },
  leadershipTitle: { en: 'Leadership development training', mm: 'ခေါင်းဆောင်မှု ဖွံ့ဖြိုးရေး သင်တန်း' },
  leadershipText: {
    en: 'From first-time supervisors to senior managers: how to set expectations, give feedback, motivate and grow people. Role plays and real workplace situations, not theory slides.',
    mm: 'ပထမဆုံးအကြိမ် ကြီးကြပ်သူများမှ အကြီးတန်း မန်နေဂျာများအထိ — မျှော်လင့်ချက် သတ်မှတ်ခြင်း၊ အကြံပြုချက်ပေးခြင်း၊ စိတ်အားတက်ကြွစေခြင်းနှင့် ဝန်ထမ်းများကို ကြီးထွားစေခြင်း။ သီအိုရီ ဆလိုက်များမဟုတ်ဘဲ သရုပ်ဆောင်လေ့ကျင့်ခန်းများနှင့် လက်တွေ့ လုပ်ငန်းခွင် အခြေအနေများ။',
  },
  leadershipPoint1: {
    en: 'Two-day core programme, plus follow-up clinic',
    mm: 'နှစ်ရက်တာ အဓိက သင်တန်းနှင့် နောက်ဆက်တွဲ ဆွေးနွေးပွဲ',
  },
  leadershipPoint2: {
    en: 'Tools for feedback, delegation and motivation',
    mm: 'အကြံပြုချက်၊ တာဝန်ခွဲဝေခြင်းနှင့် စိတ်အားတက်ကြွစေခြင်းအတွက် နည်းလမ်းများ',
  },
  leadershipPoint3: { en: 'Certificate of completion', mm: 'သင်တန်းပြီးဆုံးကြောင်း လက်မှတ်' },
  businessTitle: { en: 'Business development training', mm: 'လုပ်ငန်း ဖွံ့ဖြိုးရေး သင်တန်း' },
  businessText: {
    en: 'For owners and managers who want growth that lasts: customer focus, sales systems, simple financial control and building a business that runs without you in every meeting.',
    mm: 'ရေရှည်တည်တံ့သော တိုးတက်မှုကို လိုလားသည့် လုပ်ငန်းရှင်များနှင့် မန်နေဂျာများအတွက် — ဖောက်သည်ဗဟိုပြုခြင်း၊ အရောင်းစနစ်များ၊ ရိုးရှင်းသော ငွေကြေးထိန်းချုပ်မှုနှင့် သင်မပါဘဲ လည်ပတ်နိုင်သော လုပ်ငန်း တည်ဆောက်ခြင်း။',
  },
  businessPoint1: {
    en: 'Growth strategy and customer focus',
    mm: 'တိုးတက်မှု မဟာဗျူဟာနှင့် ဖောက်သည်ဗဟိုပြုခြင်း',
  },
  businessPoint2: {
    en: 'Systems that free the owner’s time',
    mm: 'လုပ်ငန်းရှင်၏ အချိန်ကို လွတ်မြောက်စေသော စနစ်များ',
  },
  businessPoint3: { en: 'An action plan for your own business', mm: 'သင့်လုပ်ငန်းအတွက် လုပ်ဆောင်ချက် အစီအစဉ်' },
  nlpTitle: { en: 'NLP certification training', mm: 'NLP လက်မှတ် သင်တန်း' },
  nlpText: {
    en: 'Internationally recognised NLP certification in four levels, from Practitioner to Trainer. Learn to understand how people think and communicate — and use it in sales, leadership, coaching and life.',
    mm: 'Practitioner မှ Trainer အထိ အဆင့်လေးဆင့်ရှိသော နိုင်ငံတကာ အသိအမှတ်ပြု NLP လက်မှတ်။ လူများ မည်သို့ တွေးခေါ်ဆက်သွယ်သည်ကို နားလည်ပြီး အရောင်း၊ ခေါင်းဆောင်မှု၊ နည်းပြခြင်းနှင့် ဘဝတွင် အသုံးချတတ်စေရန် သင်ယူပါ။',
  },
  nlpPoint1: {
    en: 'Practitioner, Master Practitioner, Coach and Trainer levels',
    mm: 'Practitioner၊ Master Practitioner၊ Coach နှင့် Trainer အဆင့်များ',
  },
  nlpPoint2: { en: 'Small groups with supervised practice', mm: 'ကြီးကြပ်မှုဖြင့် လေ့ကျင့်သော အုပ်စုငယ်များ' },
  nlpPoint3: { en: 'International certificate on completion', mm: 'ပြီးဆုံးပါက နိုင်ငံတကာ လက်မှတ်' },
});
