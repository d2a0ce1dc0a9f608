import { PAGE_CARD_DESCRIPTION_MAX, PAGE_CARD_TITLE_MAX } from '@coach/contract/page-cards';
import { SPECIAL_TITLES } from '../ui/nav.ts';
import { UI } from '../i18n/ui.ts';

/** The social cards screen's words. */
export const L = {
  title: SPECIAL_TITLES.pageCards,
  intro: {
    en: 'What Facebook, Telegram and Twitter show when someone shares a page of the site: a title, a short description and a picture, in each language. A field left empty shares what the page itself says.',
    mm: 'ဝဘ်ဆိုက်၏ စာမျက်နှာတစ်ခုကို တစ်စုံတစ်ယောက်က မျှဝေသည့်အခါ Facebook၊ Telegram နှင့် Twitter တို့တွင် ပြသမည့် ခေါင်းစဉ်၊ အတိုချုပ် ဖော်ပြချက်နှင့် ပုံ (ဘာသာစကား တစ်ခုစီအတွက်)။ အကွက်ကို အလွတ်ထားပါက စာမျက်နှာ၏ မူလအတိုင်း မျှဝေပါသည်။',
  },
  page: { en: 'Page', mm: 'စာမျက်နှာ' },
  titleEn: { en: 'Title (English)', mm: 'ခေါင်းစဉ် (အင်္ဂလိပ်)' },
  titleMm: { en: 'Title (Burmese)', mm: 'ခေါင်းစဉ် (မြန်မာ)' },
  descriptionEn: { en: 'Description (English)', mm: 'ဖော်ပြချက် (အင်္ဂလိပ်)' },
  descriptionMm: { en: 'Description (Burmese)', mm: 'ဖော်ပြချက် (မြန်မာ)' },
  picture: { en: 'Picture', mm: 'ပုံ' },
  notSet: { en: 'Not set', mm: 'မသတ်မှတ်ရသေးပါ' },
  set: { en: 'Set', mm: 'သတ်မှတ်ထားသည်' },
  editCard: { en: 'Edit the card of {page}', mm: '{page} ၏ ကတ်ကို ပြင်ရန်' },
  cardOf: { en: 'Social card: {page}', mm: 'ဆိုရှယ်မီဒီယာ ကတ်: {page}' },
  address: { en: 'Shared address: {address}', mm: 'မျှဝေမည့် လိပ်စာ: {address}' },
  english: UI.english,
  burmese: UI.burmese,
  titleHint: {
    en: `Up to ${PAGE_CARD_TITLE_MAX} characters, used as written (also as the browser tab's title); Facebook shows about the first 60.`,
    mm: `စာလုံး ${PAGE_CARD_TITLE_MAX} လုံးအထိ၊ ရေးသည့်အတိုင်း အသုံးပြုပါသည် (browser tab ၏ ခေါင်းစဉ်အဖြစ်လည်း)။ Facebook က ရှေ့ဆုံး စာလုံး ၆၀ ခန့်ကို ပြသပါသည်။`,
  },
  descriptionHint: {
    en: `Up to ${PAGE_CARD_DESCRIPTION_MAX} characters, also what search engines show under the page's title; Facebook shows one or two lines.`,
    mm: `စာလုံး ${PAGE_CARD_DESCRIPTION_MAX} လုံးအထိ၊ ရှာဖွေရေးအင်ဂျင်များက စာမျက်နှာ ခေါင်းစဉ်အောက်တွင် ပြသသည့် စာလည်း ဖြစ်ပါသည်။ Facebook က တစ်ကြောင်း သို့မဟုတ် နှစ်ကြောင်း ပြသပါသည်။`,
  },
  imageHint: {
    en: '1200 × 628 pixels fits best (1.91 : 1); the middle of a picture of another shape is shown. The same picture in both languages.',
    mm: '၁၂၀၀ × ၆၂၈ pixel အကောင်းဆုံး (၁.၉၁ : ၁)၊ အခြားပုံစံရှိသော ပုံ၏ အလယ်ပိုင်းကို ပြသပါသည်။ ဘာသာစကား နှစ်မျိုးလုံးတွင် ပုံတစ်ပုံတည်း။',
  },
  removeImage: { en: 'Remove the picture', mm: 'ပုံကို ဖယ်ရှားရန်' },
  imageRemoved: {
    en: "The picture is removed on save: the page's own picture is shared then.",
    mm: 'သိမ်းသည့်အခါ ပုံကို ဖယ်ရှားပါမည်။ ထို့နောက် စာမျက်နှာ၏ မူလပုံကို မျှဝေပါသည်။',
  },
  preview: { en: 'Preview', mm: 'အစမ်းကြည့်ရှုရန်' },
  previewIn: { en: 'Preview in', mm: 'အစမ်းကြည့်မည့် ဘာသာ' },
  previewCaption: {
    en: 'The card as Facebook draws it, in {language}.',
    mm: 'Facebook က ပြသမည့် ကတ် ({language})။',
  },
  previewImage: { en: 'The picture of the card', mm: 'ကတ်၏ ပုံ' },
  ownPicture: {
    en: "No picture set: the page's own picture is shared, if it has one.",
    mm: 'ပုံ မသတ်မှတ်ရသေးပါ။ စာမျက်နှာ၏ မူလပုံ ရှိပါက ၎င်းကို မျှဝေပါသည်။',
  },
  ownTitle: { en: "The page's own title", mm: 'စာမျက်နှာ၏ မူလ ခေါင်းစဉ်' },
  ownDescription: {
    en: "The page's own description",
    mm: 'စာမျက်နှာ၏ မူလ ဖော်ပြချက်',
  },
  save: { en: 'Save the card', mm: 'ကတ်ကို သိမ်းရန်' },
  saved: {
    en: 'Card saved. Pages shared from now on show it (Facebook keeps a shared page for a while: its Sharing Debugger fetches it again).',
    mm: 'ကတ်ကို သိမ်းပြီးပါပြီ။ ယခုမှစ၍ မျှဝေသော စာမျက်နှာများတွင် ပြသပါမည် (Facebook သည် မျှဝေပြီးသော စာမျက်နှာကို ခဏ သိမ်းထားပါသည်။ ၎င်း၏ Sharing Debugger ဖြင့် ပြန်ယူနိုင်ပါသည်)။',
  },
  failed: { en: 'Failed to save the card', mm: 'ကတ်ကို သိမ်းရန် မအောင်မြင်ပါ' },
  uploadFailed: { en: 'Failed to upload the picture', mm: 'ပုံကို တင်ရန် မအောင်မြင်ပါ' },
  noSuchPage: {
    en: 'There is no such page. Choose one from the list.',
    mm: 'ထိုစာမျက်နှာ မရှိပါ။ စာရင်းမှ တစ်ခုကို ရွေးပါ။',
  },
};
