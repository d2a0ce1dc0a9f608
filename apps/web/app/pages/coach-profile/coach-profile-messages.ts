import { defineMessages } from '../../i18n/messages';

/** The coach profile page at /meet-{coachSlug}. */
export const coachMessages = defineMessages({
  metaTitle: {
    en: 'Meet {name}, business coach and trainer',
    mm: 'လုပ်ငန်း နည်းပြနှင့် သင်တန်းဆရာ {name} နှင့် တွေ့ဆုံပါ',
  },
  metaDescription: {
    en: '{name} coaches business owners and leadership teams, and trains leaders in leadership, business development and NLP. Milestones, awards, press and client stories.',
    mm: '{name} သည် လုပ်ငန်းရှင်များနှင့် ခေါင်းဆောင်အဖွဲ့များကို နည်းပြပေးပြီး ခေါင်းဆောင်မှု၊ လုပ်ငန်းဖွံ့ဖြိုးရေးနှင့် NLP သင်တန်းများ ပို့ချပါသည်။',
  },
  eyebrow: { en: 'Meet your coach', mm: 'သင့်နည်းပြနှင့် တွေ့ဆုံပါ' },
  jobTitle: { en: 'Business coach and trainer', mm: 'လုပ်ငန်းနည်းပြနှင့် သင်တန်းဆရာ' },
  title: { en: 'Hello, I am {name}', mm: 'မင်္ဂလာပါ၊ ကျွန်ုပ် {name} ဖြစ်ပါသည်' },
  lead: {
    en: 'Business coach, NLP trainer and former business owner. For more than fifteen years I have helped owners and their teams grow with clarity and confidence.',
    mm: 'လုပ်ငန်း နည်းပြ၊ NLP သင်တန်းဆရာနှင့် ယခင် လုပ်ငန်းရှင်တစ်ဦး။ ဆယ့်ငါးနှစ်ကျော်ကြာ လုပ်ငန်းရှင်များနှင့် ၎င်းတို့၏ အဖွဲ့များကို ရှင်းလင်းမှုနှင့် ယုံကြည်မှုဖြင့် ကြီးထွားလာစေရန် ကူညီခဲ့ပါသည်။',
  },
  missionEyebrow: { en: 'Mission', mm: 'ရည်မှန်းချက်' },
  missionTitle: {
    en: 'Better leaders build better businesses',
    mm: 'ခေါင်းဆောင်ကောင်းများက လုပ်ငန်းကောင်းများကို တည်ဆောက်ကြသည်',
  },
  missionText1: {
    en: 'My mission is to help one thousand business owners build companies that grow without burning out the people who run them. I believe every business reflects its leaders — when the leader grows, the business follows.',
    mm: 'ကျွန်ုပ်၏ ရည်မှန်းချက်မှာ လုပ်ငန်းရှင် တစ်ထောင်ကို ၎င်းတို့ကို လည်ပတ်နေသူများ မပင်ပန်းလွန်းဘဲ ကြီးထွားနိုင်သော ကုမ္ပဏီများ တည်ဆောက်နိုင်ရန် ကူညီရန် ဖြစ်ပါသည်။ လုပ်ငန်းတိုင်းသည် ၎င်း၏ ခေါင်းဆောင်များကို ထင်ဟပ်သည်ဟု ယုံကြည်ပါသည် — ခေါင်းဆောင် ကြီးထွားလာလျှင် လုပ်ငန်းလည်း လိုက်ပါ ကြီးထွားလာပါသည်။',
  },
  missionText2: {
    en: 'I combine practical business experience with coaching and NLP, so our work together is both human and measurable.',
    mm: 'လက်တွေ့ လုပ်ငန်းအတွေ့အကြုံကို နည်းပြခြင်းနှင့် NLP တို့နှင့် ပေါင်းစပ်ထားသဖြင့် ကျွန်ုပ်တို့၏ အတူတကွ လုပ်ဆောင်မှုသည် လူသားဆန်ပြီး တိုင်းတာနိုင်ပါသည်။',
  },
  milestonesEyebrow: { en: 'Milestones', mm: 'မှတ်တိုင်များ' },
  milestonesTitle: { en: 'The work so far', mm: 'ယခုအချိန်အထိ လုပ်ဆောင်ခဲ့မှုများ' },
  learningEyebrow: { en: 'Learning milestones', mm: 'သင်ယူမှု မှတ်တိုင်များ' },
  learningTitle: { en: 'A lifelong learner', mm: 'တစ်သက်တာ သင်ယူနေသူ' },
  learningIntro: {
    en: 'The certifications and studies behind the coaching.',
    mm: 'နည်းပြခြင်း၏ နောက်ကွယ်ရှိ လက်မှတ်များနှင့် လေ့လာမှုများ။',
  },
  awardsEyebrow: { en: 'Awarding bodies', mm: 'ဆုချီးမြှင့်သည့် အဖွဲ့အစည်းများ' },
  awardsTitle: { en: 'Certified and recognised', mm: 'လက်မှတ်ရ၍ အသိအမှတ်ပြုခံထားရသူ' },
  awardsLabel: { en: 'Awards', mm: 'ဆုများ' },
  pressEyebrow: { en: 'Press and collaboration', mm: 'သတင်းမီဒီယာနှင့် ပူးပေါင်းဆောင်ရွက်မှု' },
  pressTitle: { en: 'In the media', mm: 'မီဒီယာတွင်' },
  pressPages: { en: 'Press pages', mm: 'သတင်း စာမျက်နှာများ' },
  watchVideo: { en: 'Watch the video', mm: 'ဗီဒီယို ကြည့်ရန်' },
  servicesEyebrow: { en: 'Work with {name}', mm: '{name} နှင့် လက်တွဲ လုပ်ဆောင်ရန်' },
  servicesTitle: { en: 'Ways we can work together', mm: 'အတူတကွ လုပ်ဆောင်နိုင်သော နည်းလမ်းများ' },
});
