import { defineMessages } from '../../i18n/messages';

/** Home page texts (the banner's own text and button come from content_home). */
export const homeMessages = defineMessages({
  metaTitle: {
    en: 'Business coaching and leadership training',
    mm: 'လုပ်ငန်း နည်းပြခြင်းနှင့် ခေါင်းဆောင်မှု သင်တန်း',
  },
  metaDescription: {
    en: 'Business coaching, team coaching and leadership training for owners and managers in Myanmar and the region. Practical programmes, measurable growth.',
    mm: 'မြန်မာနိုင်ငံနှင့် ဒေသတွင်းရှိ လုပ်ငန်းရှင်များနှင့် မန်နေဂျာများအတွက် လုပ်ငန်း နည်းပြခြင်း၊ အဖွဲ့လိုက် နည်းပြခြင်းနှင့် ခေါင်းဆောင်မှု သင်တန်းများ။ လက်တွေ့ကျသော အစီအစဉ်များ၊ တိုင်းတာနိုင်သော တိုးတက်မှု။',
  },
  heroEyebrow: { en: 'Business & leadership coach', mm: 'လုပ်ငန်းနှင့် ခေါင်းဆောင်မှု နည်းပြ' },
  heroFallback: {
    en: 'Grow your business by growing the people who lead it.',
    mm: 'လုပ်ငန်းကို ဦးဆောင်သူများ ကြီးထွားလာခြင်းဖြင့် သင့်လုပ်ငန်းကို ကြီးထွားစေပါ။',
  },
  heroButtonFallback: { en: 'Book a free discovery call', mm: 'အခမဲ့ ဆွေးနွေးချိန် ရယူရန်' },
  heroSecondary: { en: 'Meet {name}', mm: '{name} နှင့် တွေ့ဆုံပါ' },
  milestonesEyebrow: { en: 'Working milestones', mm: 'လုပ်ငန်း မှတ်တိုင်များ' },
  milestonesTitle: { en: 'Results that speak for themselves', mm: 'ရလဒ်များက သက်သေပြနေပါသည်' },
  introEyebrow: { en: 'Why coaching', mm: 'နည်းပြခြင်း ဘာကြောင့်လဲ' },
  introTitle: {
    en: 'Clarity, confidence and a team that delivers',
    mm: 'ရှင်းလင်းမှု၊ ယုံကြည်မှုနှင့် ရလဒ်ပေးနိုင်သော အဖွဲ့',
  },
  introText1: {
    en: 'Most business owners do not lack ideas or energy. What holds them back is the daily firefighting, a team that waits for instructions, and no time to step back and plan.',
    mm: 'လုပ်ငန်းရှင် အများစုမှာ အကြံဉာဏ်နှင့် စွမ်းအား မလိုအပ်ပါ။ သူတို့ကို နောက်ပြန်ဆွဲထားသည်မှာ နေ့စဉ် ပြဿနာဖြေရှင်းနေရခြင်း၊ ညွှန်ကြားချက်ကိုသာ စောင့်နေသော အဖွဲ့နှင့် နောက်ဆုတ်၍ စီစဉ်ရန် အချိန်မရှိခြင်း ဖြစ်ပါသည်။',
  },
  introText2: {
    en: 'Coaching gives you a thinking partner and a proven structure: clear goals, honest feedback, and the habits that turn plans into results — for you and for the people you lead.',
    mm: 'နည်းပြခြင်းသည် သင့်အား အတူတွေးခေါ်ပေးမည့် လက်တွဲဖော်နှင့် သက်သေပြပြီးသော စနစ်တစ်ခုကို ပေးပါသည်။ ရှင်းလင်းသော ပန်းတိုင်များ၊ ရိုးသားသော အကြံပြုချက်များနှင့် အစီအစဉ်များကို ရလဒ်အဖြစ် ပြောင်းလဲပေးသည့် အလေ့အကျင့်များ — သင့်အတွက်ရော သင်ဦးဆောင်သူများအတွက်ပါ။',
  },
  servicesEyebrow: { en: 'How we work together', mm: 'အတူတကွ လုပ်ဆောင်ပုံ' },
  servicesTitle: { en: 'Three ways to grow', mm: 'ကြီးထွားရန် နည်းလမ်း သုံးသွယ်' },
  eventsEyebrow: { en: 'Upcoming', mm: 'လာမည့်' },
  eventsTitle: { en: 'Events and workshops', mm: 'အစီအစဉ်များနှင့် အလုပ်ရုံဆွေးနွေးပွဲများ' },
  eventsIntro: {
    en: 'Join a public workshop or talk — a good way to experience the approach before you commit.',
    mm: 'အများပြည်သူ အလုပ်ရုံဆွေးနွေးပွဲ သို့မဟုတ် ဟောပြောပွဲတွင် ပါဝင်ပါ — မဆုံးဖြတ်မီ ချဉ်းကပ်ပုံကို လက်တွေ့ ခံစားကြည့်ရန် နည်းလမ်းကောင်း ဖြစ်ပါသည်။',
  },
  eventsPages: { en: 'Event pages', mm: 'အစီအစဉ် စာမျက်နှာများ' },
  noEvents: { en: 'New events are announced soon.', mm: 'အစီအစဉ်သစ်များကို မကြာမီ ကြေညာပါမည်။' },
  trainer: { en: 'Trainer: {name}', mm: 'သင်တန်းဆရာ — {name}' },
  eventDetails: { en: 'Details and registration', mm: 'အသေးစိတ်နှင့် စာရင်းသွင်းရန်' },
  addToCalendar: { en: 'Add to calendar', mm: 'ပြက္ခဒိန်တွင် ထည့်ရန်' },
  clientsEyebrow: { en: 'Trusted by', mm: 'ယုံကြည်အားထားသူများ' },
  clientsTitle: { en: 'Our clients', mm: 'ကျွန်ုပ်တို့၏ ဖောက်သည်များ' },
  clientsIntro: {
    en: 'Family businesses, growing companies and established organisations across industries.',
    mm: 'လုပ်ငန်းအမျိုးမျိုးရှိ မိသားစုလုပ်ငန်းများ၊ ကြီးထွားဆဲ ကုမ္ပဏီများနှင့် အခြေကျပြီးသော အဖွဲ့အစည်းများ။',
  },
  clientsPages: { en: 'Client pages', mm: 'ဖောက်သည် စာမျက်နှာများ' },
  ctaTitle: {
    en: 'Ready for your next stage of growth?',
    mm: 'သင့်လုပ်ငန်း၏ နောက်တစ်ဆင့် တိုးတက်မှုအတွက် အသင့်ဖြစ်ပြီလား။',
  },
  ctaText: {
    en: 'A first conversation costs nothing. Tell us where you are and where you want to be.',
    mm: 'ပထမဆုံး စကားပြောဆိုမှုအတွက် ကုန်ကျစရိတ် မရှိပါ။ သင် ယခု ဘယ်နေရာမှာ ရှိပြီး ဘယ်ကို ရောက်ချင်သလဲ ပြောပြပါ။',
  },
  ctaButton: { en: 'Book an appointment', mm: 'ချိန်းဆိုမှု ပြုလုပ်ရန်' },
});
