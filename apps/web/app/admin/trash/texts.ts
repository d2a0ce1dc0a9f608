import type { Text } from '../i18n/text.ts';
import { SPECIAL_TITLES } from '../ui/nav.ts';
import { UI } from '../i18n/ui.ts';

/** The trash screen's words. */
export const L = {
  title: SPECIAL_TITLES.trash,
  intro: {
    en: 'Deleted records wait here for {days} days. Restore one to put it back where it was, with its pictures.',
    mm: 'ဖျက်ထားသော မှတ်တမ်းများသည် ဤနေရာတွင် {days} ရက် စောင့်နေပါသည်။ ပြန်ယူလျှင် ပုံများနှင့်တကွ မူလနေရာသို့ ပြန်ရောက်ပါမည်။',
  },
  record: { en: 'Record', mm: 'မှတ်တမ်း' },
  kind: { en: 'Kind', mm: 'အမျိုးအစား' },
  deleted: { en: 'Deleted', mm: 'ဖျက်ခဲ့သည့်အချိန်' },
  by: { en: 'By', mm: 'ဖျက်သူ' },
  restore: { en: 'Restore', mm: 'ပြန်ယူရန်' },
  purge: { en: 'Delete for good', mm: 'အပြီးဖျက်ရန်' },
  purgeQuestion: {
    en: 'Delete “{title}” for good? It cannot be restored afterwards.',
    mm: '“{title}” ကို အပြီးအပိုင် ဖျက်မလား။ ထို့နောက် ပြန်ယူ၍ မရတော့ပါ။',
  },
  restored: { en: '“{title}” is back.', mm: '“{title}” ကို ပြန်ယူပြီးပါပြီ။' },
  open: { en: 'Open it', mm: 'ဖွင့်ကြည့်ရန်' },
  purged: { en: '“{title}” is deleted for good.', mm: '“{title}” ကို အပြီးအပိုင် ဖျက်ပြီးပါပြီ။' },
  failed: UI.didNotWork,
  empty: { en: 'The trash is empty.', mm: 'အမှိုက်ပုံး ဗလာ ဖြစ်နေပါသည်။' },
  theSite: UI.theSite,
} satisfies Record<string, Text>;
