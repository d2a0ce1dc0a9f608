import type { Text } from '../i18n/text.ts';
import { SPECIAL_TITLES } from '../ui/nav.ts';
import { UI } from '../i18n/ui.ts';

/** The media library's words. */
export const L = {
  title: SPECIAL_TITLES.library,
  intro: {
    en: 'Every picture uploaded to the site. Tap one to see where it is used, describe it, or delete it.',
    mm: 'ဆိုက်သို့ တင်ထားသော ပုံအားလုံး။ မည်သည့်နေရာတွင် သုံးထားသည်ကို ကြည့်ရန်၊ ဖော်ပြချက် ရေးရန် သို့မဟုတ် ဖျက်ရန် ပုံကို နှိပ်ပါ။',
  },
  searchFiles: { en: 'Search by name or description', mm: 'အမည် သို့မဟုတ် ဖော်ပြချက်ဖြင့် ရှာရန်' },
  empty: { en: 'No pictures uploaded yet.', mm: 'တင်ထားသော ပုံ မရှိသေးပါ။' },
  noMatches: { en: 'No pictures match this search.', mm: 'ဤရှာဖွေမှုနှင့် ကိုက်ညီသော ပုံ မရှိပါ။' },
  untitled: { en: 'Untitled picture', mm: 'အမည်မဲ့ ပုံ' },
  details: { en: 'Picture details', mm: 'ပုံ အသေးစိတ်' },
  back: { en: 'Back to the library', mm: 'စာကြည့်တိုက်သို့ ပြန်ရန်' },
  size: { en: 'Size', mm: 'အရွယ်အစား' },
  dimensions: { en: '{width} × {height} px', mm: '{width} × {height} ပစ်ဇယ်' },
  uploaded: { en: 'Uploaded', mm: 'တင်ခဲ့သည့်နေ့' },
  usage: { en: 'Where it is used', mm: 'အသုံးပြုထားသည့် နေရာများ' },
  unused: {
    en: 'Nothing on the site uses this picture.',
    mm: 'ဆိုက်ရှိ မည်သည့်နေရာမျှ ဤပုံကို အသုံးမပြုပါ။',
  },
  useField: { en: '{record} {id} · field “{field}”', mm: '{record} {id} · အကွက် “{field}”' },
  altTitle: { en: 'Alt text', mm: 'Alt စာသား' },
  altHint: {
    en: 'Read out by screen readers in place of the picture: say what it shows, in a sentence. Leave it empty for a purely decorative picture.',
    mm: 'Screen reader များက ပုံအစား ဖတ်ပြပါသည်။ ပုံတွင် ပြထားသည်ကို စာကြောင်းတစ်ကြောင်းဖြင့် ရေးပါ။ အလှဆင်ပုံ သက်သက်ဖြစ်လျှင် အလွတ်ထားပါ။',
  },
  altEn: { en: 'In English', mm: 'အင်္ဂလိပ်ဘာသာဖြင့်' },
  altMm: { en: 'In Burmese', mm: 'မြန်မာဘာသာဖြင့်' },
  save: { en: 'Save the details', mm: 'အသေးစိတ်ကို သိမ်းရန်' },
  saving: UI.saving,
  saved: { en: 'The details are saved.', mm: 'အသေးစိတ်ကို သိမ်းပြီးပါပြီ။' },
  deleteFile: { en: 'Delete the picture', mm: 'ပုံကို ဖျက်ရန်' },
  deleteQuestion: {
    en: 'Delete “{name}” for good? It cannot be brought back.',
    mm: '“{name}” ကို အပြီးအပိုင် ဖျက်မလား။ ပြန်ယူ၍ မရပါ။',
  },
  inUse: {
    en: 'This picture is in use, so it cannot be deleted. Remove it from the records above first.',
    mm: 'ဤပုံကို အသုံးပြုနေသဖြင့် ဖျက်၍ မရပါ။ အထက်ပါ မှတ်တမ်းများမှ အရင် ဖယ်ရှားပါ။',
  },
  deleted: { en: '“{name}” is deleted.', mm: '“{name}” ကို ဖျက်ပြီးပါပြီ။' },
  failed: UI.didNotWork,
  trash: SPECIAL_TITLES.trash,
  pickTitle: { en: 'Choose a picture', mm: 'ပုံတစ်ပုံ ရွေးရန်' },
  pickCancel: UI.cancel,
  pickMore: { en: 'Show more ({count} left)', mm: 'နောက်ထပ် ပြရန် (ကျန် {count})' },
  editDetails: {
    en: 'Alt text and point to keep in view',
    mm: 'Alt စာသားနှင့် မြင်ကွင်းတွင် ထားမည့်အမှတ်',
  },
  fromLibrary: { en: 'Choose from the library', mm: 'စာကြည့်တိုက်မှ ရွေးရန်' },
  describeUpload: {
    en: 'Describe it for people who cannot see it',
    mm: 'မမြင်ရသူများအတွက် ပုံကို ဖော်ပြပါ',
  },
  focalTitle: { en: 'Point to keep in view', mm: 'မြင်ကွင်းတွင် ထားရမည့် နေရာ' },
  focalHint: {
    en: 'Where the picture is cut to fit (a banner, a card), this point stays in view. Tap the picture to move it, or use the sliders below it.',
    mm: 'ပုံကို နေရာနှင့်ကိုက်အောင် ဖြတ်သည့်အခါ (banner၊ ကတ်) ဤအမှတ်ကို မြင်ကွင်းတွင် ထားပါသည်။ ရွှေ့ရန် ပုံကို နှိပ်ပါ သို့မဟုတ် အောက်ရှိ slider များကို သုံးပါ။',
  },
  focalPoint: {
    en: 'Point to keep in view: {x}% from the left, {y}% from the top',
    mm: 'မြင်ကွင်းတွင် ထားမည့်အမှတ်- ဘယ်ဘက်မှ {x}%၊ အပေါ်မှ {y}%',
  },
  focalLeft: { en: 'From the left', mm: 'ဘယ်ဘက်မှ' },
  focalTop: { en: 'From the top', mm: 'အပေါ်မှ' },
  focalMiddle: { en: 'Back to the middle', mm: 'အလယ်သို့ ပြန်ထားရန်' },
  focalWide: { en: 'As a wide banner', mm: 'banner အကျယ်အဖြစ်' },
  focalSquare: { en: 'As a square card', mm: 'စတုရန်း ကတ်အဖြစ်' },
} satisfies Record<string, Text>;
