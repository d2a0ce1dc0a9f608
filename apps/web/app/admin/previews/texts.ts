import type { Text } from '../i18n/text.ts';

/** The edit form's private preview panel. */
export const L = {
  title: { en: 'Preview link', mm: 'အစမ်းကြည့်ရှုရန် လင့်ခ်' },
  intro: {
    en: 'Not published yet. Make a private link to show this page as it will look to someone before it goes out: whoever has the link can open it for {days} days.',
    mm: 'မထုတ်ဝေရသေးပါ။ မထုတ်ဝေမီ တစ်စုံတစ်ယောက်အား ဤစာမျက်နှာ ပေါ်မည့်ပုံကို ပြရန် သီးသန့်လင့်ခ် ပြုလုပ်ပါ။ လင့်ခ်ရှိသူ မည်သူမဆို {days} ရက်ကြာ ဖွင့်ကြည့်နိုင်ပါသည်။',
  },
  make: { en: 'Make a preview link', mm: 'အစမ်းကြည့်လင့်ခ် ပြုလုပ်ရန်' },
  link: { en: 'Private link', mm: 'သီးသန့်လင့်ခ်' },
  until: { en: 'Opens the page until {when}.', mm: '{when} အထိ စာမျက်နှာကို ဖွင့်နိုင်ပါသည်။' },
  copy: { en: 'Copy', mm: 'ကူးယူရန်' },
  copied: { en: 'Copied', mm: 'ကူးယူပြီး' },
  open: { en: 'Open', mm: 'ဖွင့်ရန်' },
  revoke: { en: 'Revoke', mm: 'ရုပ်သိမ်းရန်' },
  revokeEarlier: { en: 'Revoke links made before', mm: 'ယခင်ပြုလုပ်ထားသော လင့်ခ်များ ရုပ်သိမ်းရန်' },
  revoked: {
    en: 'Revoked: the links made so far no longer open the page.',
    mm: 'ရုပ်သိမ်းပြီးပါပြီ။ ယခုထိ ပြုလုပ်ထားသော လင့်ခ်များဖြင့် စာမျက်နှာကို မဖွင့်နိုင်တော့ပါ။',
  },
  revokeFailed: { en: 'The links could not be revoked.', mm: 'လင့်ခ်များကို ရုပ်သိမ်း၍ မရပါ။' },
  failed: { en: 'The link could not be made.', mm: 'လင့်ခ် ပြုလုပ်၍ မရပါ။' },
} satisfies Record<string, Text>;
