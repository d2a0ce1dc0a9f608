import type { Text } from '../i18n/text.ts';
import { UI } from '../i18n/ui.ts';

/** The edit form's history panel. */
export const L = {
  title: { en: 'History', mm: 'ပြင်ဆင်မှု မှတ်တမ်း' },
  intro: {
    en: 'Each save keeps the version before it. Compare a version with the one after it, or bring it back.',
    mm: 'သိမ်းတိုင်း ယခင်ဗားရှင်းကို သိမ်းထားပါသည်။ ဗားရှင်းတစ်ခုကို နောက်ဗားရှင်းနှင့် နှိုင်းယှဉ်ကြည့်နိုင်သည်၊ သို့မဟုတ် ပြန်ယူနိုင်ပါသည်။',
  },
  none: { en: 'No earlier versions yet.', mm: 'ယခင်ဗားရှင်း မရှိသေးပါ။' },
  theSite: { en: 'the site', mm: 'ဝဘ်ဆိုက်' },
  changed: { en: 'Changed after it: {fields}', mm: 'နောက်ပိုင်း ပြောင်းခဲ့သည်: {fields}' },
  nothing: { en: 'Nothing shown here changed after it', mm: 'ဤနေရာတွင် ပြသသည့်အရာ မပြောင်းခဲ့ပါ' },
  compare: { en: 'Compare with the version after it', mm: 'နောက်ဗားရှင်းနှင့် နှိုင်းယှဉ်ရန်' },
  field: { en: 'Field', mm: 'အကွက်' },
  before: { en: 'This version', mm: 'ဤဗားရှင်း' },
  after: { en: 'After it', mm: 'နောက်ဗားရှင်း' },
  restore: { en: 'Restore this version', mm: 'ဤဗားရှင်းကို ပြန်ယူရန်' },
  restoreQuestion: {
    en: 'Make the record what it was on {when}? What it is now is kept in the history.',
    mm: '{when} က အတိုင်း ပြန်ထားမလား။ လက်ရှိအတိုင်းကို မှတ်တမ်းတွင် သိမ်းထားပါမည်။',
  },
  restored: { en: 'The version of {when} is back.', mm: '{when} ဗားရှင်းကို ပြန်ယူပြီးပါပြီ။' },
  failed: { en: 'The version could not be restored.', mm: 'ဗားရှင်းကို ပြန်ယူ၍ မရပါ။' },
  yes: UI.yes,
  no: UI.no,
  empty: { en: '(empty)', mm: '(မရှိ)' },
} satisfies Record<string, Text>;
