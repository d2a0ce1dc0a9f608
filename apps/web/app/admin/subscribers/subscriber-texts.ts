import type { SubscriberState } from '@coach/contract';
import type { Text } from '../i18n/text.ts';
import { UI } from '../i18n/ui.ts';
import { SPECIAL_TITLES } from '../ui/nav.ts';

/** A subscriber's state as the owner reads it. */
export const STATE_NAMES: Record<SubscriberState, Text> = {
  pending: { en: 'Waiting for confirmation', mm: 'အတည်ပြုရန် စောင့်နေ' },
  subscribed: { en: 'Subscribed', mm: 'စာရင်းဝင်ပြီး' },
  unsubscribed: { en: 'Unsubscribed', mm: 'စာရင်းမှ ထွက်ပြီး' },
  suppressed: { en: 'Suppressed', mm: 'ပို့ခြင်း ရပ်ထား' },
};

export const L = {
  title: SPECIAL_TITLES.subscribers,
  intro: {
    en: 'People who asked for your emails. An address joins once its owner clicks the link in the confirmation email; every email you send carries a one-click way to leave.',
    mm: 'သင့်အီးမေးလ်များကို တောင်းဆိုထားသူများ။ အတည်ပြုအီးမေးလ်ထဲရှိ လင့်ခ်ကို နှိပ်မှသာ စာရင်းဝင်ပါသည်။ ပို့သော အီးမေးလ်တိုင်းတွင် တစ်ချက်နှိပ်ရုံဖြင့် ထွက်နိုင်သော လင့်ခ် ပါဝင်ပါသည်။',
  },
  counts: { en: 'The list in figures', mm: 'စာရင်း အနှစ်ချုပ်' },
  inEnglish: { en: 'Reading in English', mm: 'အင်္ဂလိပ်ဖြင့် ဖတ်သူ' },
  inBurmese: { en: 'Reading in Burmese', mm: 'မြန်မာဖြင့် ဖတ်သူ' },
  state: { en: 'State', mm: 'အခြေအနေ' },
  anyState: { en: 'Every state', mm: 'အခြေအနေ အားလုံး' },
  search: { en: 'Search addresses', mm: 'လိပ်စာ ရှာရန်' },
  email: UI.email,
  language: { en: 'Language', mm: 'ဘာသာ' },
  english: UI.english,
  burmese: UI.burmese,
  signedUp: { en: 'Signed up', mm: 'စာရင်းသွင်းချိန်' },
  confirmed: { en: 'Confirmed', mm: 'အတည်ပြုချိန်' },
  from: { en: 'From', mm: 'မှ' },
  empty: { en: 'Nobody on the list yet.', mm: 'စာရင်းတွင် မည်သူမျှ မရှိသေးပါ။' },
  suppress: { en: 'Suppress', mm: 'ပို့ခြင်း ရပ်ရန်' },
  remove: { en: 'Take off', mm: 'စာရင်းမှ ဖယ်ရန်' },
  erase: { en: 'Erase', mm: 'အပြီးဖျက်ရန်' },
  confirmSuppress: {
    en: 'Never send to {email} again? It stays on the list as suppressed, whatever it asks, until erased.',
    mm: '{email} သို့ နောက်ထပ် ဘယ်တော့မှ မပို့တော့ဘူးလား။ အပြီးမဖျက်မချင်း ပို့ခြင်းရပ်ထားသည့် အခြေအနေဖြင့် ရှိနေပါမည်။',
  },
  confirmRemove: {
    en: 'Take {email} off the list? They may sign up again.',
    mm: '{email} ကို စာရင်းမှ ဖယ်မလား။ နောက်တစ်ကြိမ် ပြန်စာရင်းသွင်းနိုင်ပါသည်။',
  },
  confirmErase: {
    en: 'Erase {email} completely, as its owner asked? The address and its consent are deleted for good; only a one-way hash stays, so an import never adds it again.',
    mm: 'ပိုင်ရှင်တောင်းဆိုသည့်အတိုင်း {email} ကို အပြီးဖျက်မလား။ လိပ်စာနှင့် သဘောတူညီချက်ကို အပြီးဖျက်ပါမည်။ နောက်တစ်ကြိမ် တင်သွင်းမိခြင်း မဖြစ်စေရန် ပြန်ဖော်၍မရသော hash တစ်ခုသာ ကျန်ပါမည်။',
  },
  suppressed: { en: '{email} is suppressed.', mm: '{email} သို့ ပို့ခြင်းကို ရပ်ထားပါပြီ။' },
  removed: { en: '{email} is off the list.', mm: '{email} ကို စာရင်းမှ ဖယ်ပြီးပါပြီ။' },
  erased: { en: 'The address is erased.', mm: 'လိပ်စာကို အပြီးဖျက်ပြီးပါပြီ။' },
  downloadCsv: { en: 'Download CSV', mm: 'CSV ဒေါင်းလုဒ်ရယူရန်' },
  importTitle: { en: 'Import addresses', mm: 'လိပ်စာများ တင်သွင်းရန်' },
  importHint: {
    en: 'Paste addresses, one a line, or a CSV file’s text. Each new address is sent a confirmation email and joins when it is clicked; addresses already on the list, and erased ones, are left alone.',
    mm: 'လိပ်စာများကို တစ်ကြောင်းလျှင် တစ်ခုစီ (သို့) CSV ဖိုင်၏ စာသားကို ထည့်ပါ။ လိပ်စာအသစ်တိုင်းကို အတည်ပြုအီးမေးလ် ပို့ပြီး နှိပ်မှသာ စာရင်းဝင်ပါမည်။ စာရင်းတွင် ရှိပြီးသားနှင့် အပြီးဖျက်ထားသော လိပ်စာများကို မထိပါ။',
  },
  addresses: { en: 'Addresses', mm: 'လိပ်စာများ' },
  csvFile: { en: 'Or choose a CSV file', mm: 'သို့မဟုတ် CSV ဖိုင် ရွေးရန်' },
  emailsIn: { en: 'Confirmation emails in', mm: 'အတည်ပြုအီးမေးလ် ဘာသာ' },
  consentGiven: {
    en: 'These people already agreed to my emails (no confirmation email is sent)',
    mm: 'ဤသူများသည် ကျွန်ုပ်၏ အီးမေးလ်များကို လက်ခံရန် သဘောတူပြီးဖြစ်သည် (အတည်ပြုအီးမေးလ် မပို့ပါ)',
  },
  consentSource: {
    en: 'Where they agreed (kept as their consent)',
    mm: 'သဘောတူခဲ့သည့်နေရာ (သဘောတူညီချက်အဖြစ် သိမ်းမည်)',
  },
  importButton: { en: 'Import', mm: 'တင်သွင်းရန်' },
  imported: {
    en: 'Added {added} ({asked} asked to confirm); {already} already on the list; {erased} erased before, left out.',
    mm: '{added} ခု ထည့်ပြီး ({asked} ခုကို အတည်ပြုရန် မေးထား)၊ စာရင်းတွင် ရှိပြီးသား {already} ခု၊ ယခင်က အပြီးဖျက်ထား၍ ချန်ထား {erased} ခု။',
  },
  nothingToImport: {
    en: 'Paste some addresses or choose a file.',
    mm: 'လိပ်စာအချို့ ထည့်ပါ (သို့) ဖိုင်ရွေးပါ။',
  },
};
