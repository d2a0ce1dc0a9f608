import { defineMessages } from '../../i18n/messages';

/** The testimonials slider and its modal. */
export const testimonialCardMessages = defineMessages({
  eyebrow: { en: 'Client stories', mm: 'ဖောက်သည်များ၏ အတွေ့အကြုံ' },
  title: { en: 'What our clients say', mm: 'ဖောက်သည်များ ပြောကြားချက်' },
  intro: {
    en: 'Owners and leaders on what changed for them and their teams.',
    mm: 'လုပ်ငန်းရှင်များနှင့် ခေါင်းဆောင်များက ၎င်းတို့နှင့် ၎င်းတို့အဖွဲ့အတွက် ပြောင်းလဲလာပုံကို ပြောပြထားပါသည်။',
  },
  label: { en: 'Testimonials', mm: 'သက်သေခံချက်များ' },
  // Starts with the visible "Read more", so speech users can say what they see.
  readStory: {
    en: 'Read more: the full story of {name}',
    mm: 'ဆက်ဖတ်ရန် - {name} ၏ အတွေ့အကြုံ အပြည့်အစုံ',
  },
  readMore: { en: 'Read more', mm: 'ဆက်ဖတ်ရန်' },
  program: { en: 'Programme', mm: 'အစီအစဉ်' },
  difference: { en: 'The difference it made', mm: 'ဖြစ်ပေါ်လာသော ပြောင်းလဲမှု' },
  takeAway: { en: 'Key take-away', mm: 'အဓိက ရရှိခဲ့သည့် အချက်' },
  roleAt: { en: '{role}, {organization}', mm: '{organization} — {role}' },
  share: { en: 'Share your transformation', mm: 'သင့်ပြောင်းလဲမှုကို မျှဝေပါ' },
});
