import { defineMessages } from '@coach/contract/messages';

/** The colour screen's preview, in English and Burmese; `{…}` are filled in. */
export const CONTRAST = defineMessages({
  title: { en: 'How the site shows this colour', mm: 'ဆိုက်တွင် ဤအရောင်ကို ပြသပုံ' },
  enterColour: {
    en: 'Enter a hex colour such as #1f6feb to see how it reads.',
    mm: 'ဖတ်ရလွယ်မလွယ် ကြည့်ရန် #1f6feb ကဲ့သို့ hex အရောင်ကုဒ် ထည့်ပါ။',
  },
  button: { en: 'Button', mm: 'ခလုတ်' },
  link: { en: 'A link in this colour', mm: 'ဤအရောင်ဖြင့် လင့်ခ်' },
  whiteText: { en: 'white text', mm: 'အဖြူရောင်စာသား' },
  darkText: { en: 'dark text', mm: 'အရင့်ရောင်စာသား' },
  onColour: {
    en: 'On the colour ({text}): Contrast {ratio}:1 — {verdict}',
    mm: 'အရောင်ပေါ်တွင် ({text}): အရောင်ခြားနားမှု {ratio}:1 — {verdict}',
  },
  asText: {
    en: 'As text on the page: Contrast {ratio}:1 — {verdict}',
    mm: 'စာမျက်နှာပေါ်ရှိ စာသားအဖြစ်: အရောင်ခြားနားမှု {ratio}:1 — {verdict}',
  },
  passes: { en: 'passes', mm: 'စံမီသည်' },
  fails: { en: 'too low', mm: 'နည်းလွန်းသည်' },
  darkened: {
    en: 'This colour is too light for text on the page ({ratio}:1, and 4.5:1 is needed), so links and headings use the darker shade {shade} shown above.',
    mm: 'ဤအရောင်သည် စာမျက်နှာပေါ်ရှိ စာသားအတွက် ဖျော့လွန်းပါသည် ({ratio}:1၊ 4.5:1 လိုအပ်သည်)။ ထို့ကြောင့် လင့်ခ်များနှင့် ခေါင်းစဉ်များတွင် အထက်တွင်ပြထားသော ပိုရင့်သည့် {shade} ကို အသုံးပြုပါသည်။',
  },
});
