import { defineMessages } from '../../i18n/messages';

/** The testimonial share page (/testimonial). */
export const testimonialFormMessages = defineMessages({
  metaTitle: { en: 'Share your transformation', mm: 'သင့်ပြောင်းလဲမှုကို မျှဝေပါ' },
  metaDescription: {
    en: 'Took part in a coaching programme or training? Tell other business owners what changed for you and your team.',
    mm: 'နည်းပြအစီအစဉ် သို့မဟုတ် သင်တန်းတစ်ခုတွင် ပါဝင်ခဲ့ပါသလား? သင်နှင့် သင့်အဖွဲ့အတွက် ဘာတွေပြောင်းလဲခဲ့သည်ကို အခြားလုပ်ငန်းရှင်များကို ပြောပြပါ။',
  },
  eyebrow: { en: 'Testimonials', mm: 'သက်သေခံချက်များ' },
  title: { en: 'Share your transformation', mm: 'သင့်ပြောင်းလဲမှုကို မျှဝေပါ' },
  lead: {
    en: 'Your story helps other owners and managers take the first step. It appears on the site once we have read it.',
    mm: 'သင့်အတွေ့အကြုံသည် အခြားလုပ်ငန်းရှင်များနှင့် မန်နေဂျာများကို ပထမခြေလှမ်း စတင်ရန် ကူညီပေးပါသည်။ ကျွန်ုပ်တို့ ဖတ်ရှုပြီးနောက် ဝက်ဘ်ဆိုက်တွင် ဖော်ပြပါမည်။',
  },
  formTitle: { en: 'Testimonial Form', mm: 'သက်သေခံချက် ပုံစံ' },
  formIntro: {
    en: 'Tell us which programme you took part in and what changed. Write in English or Burmese; every field is required.',
    mm: 'သင်ပါဝင်ခဲ့သော အစီအစဉ်နှင့် ပြောင်းလဲလာသည်များကို ပြောပြပါ။ အင်္ဂလိပ် သို့မဟုတ် မြန်မာဘာသာဖြင့် ရေးနိုင်ပြီး အကွက်အားလုံး ဖြည့်ရန် လိုအပ်ပါသည်။',
  },
  name: { en: 'Name', mm: 'အမည်' },
  organization: { en: 'Organization', mm: 'အဖွဲ့အစည်း' },
  role: { en: 'Role', mm: 'ရာထူး' },
  programs: { en: 'Programs', mm: 'တက်ရောက်ခဲ့သော အစီအစဉ်များ' },
  differences: { en: 'Differences', mm: 'ပြောင်းလဲမှုများ' },
  differencesHint: {
    en: 'What is different for you or your business since then?',
    mm: 'ထိုအချိန်မှစ၍ သင် သို့မဟုတ် သင့်လုပ်ငန်းအတွက် ဘာတွေ ကွာခြားလာသနည်း?',
  },
  takeAway: { en: 'Take away', mm: 'ရရှိခဲ့သော အဓိက အချက်' },
  takeAwayHint: {
    en: 'The one idea or habit you kept.',
    mm: 'သင်ဆက်လက် ကျင့်သုံးနေသော အတွေး သို့မဟုတ် အလေ့အထ တစ်ခု။',
  },
  photo: { en: 'Photo', mm: 'ဓာတ်ပုံ' },
  photoHint: {
    en: 'A photo of you, shown beside your story.',
    mm: 'သင့်အတွေ့အကြုံဘေးတွင် ဖော်ပြမည့် သင့်ဓာတ်ပုံ။',
  },
  required: { en: 'Please fill in this field.', mm: 'ဤအကွက်ကို ဖြည့်ပါ။' },
  send: { en: 'Send my story', mm: 'ကျွန်ုပ်၏ အတွေ့အကြုံကို ပို့ရန်' },
  sending: { en: 'Sending…', mm: 'ပို့နေသည်…' },
  uploading: { en: 'Uploading photo… {percent}%', mm: 'ဓာတ်ပုံ တင်နေသည်… {percent}%' },
  // What the visitor is told: no photo, a failed upload or send, success.
  noPhoto: { en: 'Please select a photo', mm: 'ကျေးဇူးပြု၍ ဓာတ်ပုံတစ်ပုံ ရွေးချယ်ပါ' },
  uploadFailed: { en: 'Failed to upload photo', mm: 'ဓာတ်ပုံ တင်ခြင်း မအောင်မြင်ပါ' },
  failure: { en: 'Failed to send message', mm: 'စာပို့ခြင်း မအောင်မြင်ပါ' },
  success: {
    en: 'Thanks for sharing your transformation. Admin will approve soon!',
    mm: 'သင့်ပြောင်းလဲမှုကို မျှဝေပေးသည့်အတွက် ကျေးဇူးတင်ပါသည်။ စီမံသူမှ မကြာမီ အတည်ပြုပေးပါမည်!',
  },
});
