import { UI } from '../i18n/ui.ts';
import { SPECIAL_TITLES } from '../ui/nav.ts';

/** The newsletters screens' words (issue 44). */
export const L = {
  title: SPECIAL_TITLES.newsletters,
  newLetter: { en: 'Write a newsletter', mm: 'သတင်းလွှာ ရေးရန်' },
  none: {
    en: 'No newsletters yet. Write one, or send an article from its edit screen.',
    mm: 'သတင်းလွှာ မရှိသေးပါ။ တစ်ခု ရေးပါ သို့မဟုတ် ဆောင်းပါးတစ်ခုကို ၎င်း၏ ပြင်ဆင်ရန် စာမျက်နှာမှ ပို့ပါ။',
  },
  subject: { en: 'Subject (English)', mm: 'ခေါင်းစဉ် (အင်္ဂလိပ်)' },
  subjectMm: { en: 'Subject (Burmese)', mm: 'ခေါင်းစဉ် (မြန်မာ)' },
  body: { en: 'Letter (English)', mm: 'စာ (အင်္ဂလိပ်)' },
  bodyMm: { en: 'Letter (Burmese)', mm: 'စာ (မြန်မာ)' },
  oneLanguage: {
    en: 'One language is enough: subscribers of the other get it in that one.',
    mm: 'ဘာသာစကား တစ်ခုဖြင့် လုံလောက်ပါသည်။ အခြားဘာသာ စာရင်းဝင်များသည် ထိုဘာသာဖြင့် ရရှိပါမည်။',
  },
  status: {
    draft: { en: 'Draft', mm: 'မူကြမ်း' },
    scheduled: { en: 'Scheduled', mm: 'အချိန်သတ်မှတ်ထားသည်' },
    sending: { en: 'Sending', mm: 'ပို့နေသည်' },
    sent: { en: 'Sent', mm: 'ပို့ပြီး' },
  },
  progress: {
    en: 'Sent {sent} of {total} · failed {failed} · skipped {skipped}',
    mm: '{total} ခုအနက် {sent} ခု ပို့ပြီး · မအောင်မြင် {failed} · ကျော်သွား {skipped}',
  },
  scheduledFor: { en: 'Goes on {when}', mm: '{when} တွင် ပို့ပါမည်' },
  saved: { en: 'Saved.', mm: 'သိမ်းပြီးပါပြီ။' },
  preview: { en: 'Preview', mm: 'အစမ်းကြည့်ရန်' },
  previewIn: {
    en: 'As a subscriber reading {language} gets it',
    mm: '{language} ဖတ်သူ စာရင်းဝင် ရရှိမည့်အတိုင်း',
  },
  english: UI.english,
  burmese: UI.burmese,
  previewFrame: { en: 'The email, as it will look', mm: 'အီးမေးလ် ပုံစံ' },
  sendTest: { en: 'Send a test to me', mm: 'ကျွန်ုပ်ထံ စမ်းသပ်ပို့ရန်' },
  testSent: { en: 'A test is on its way to {to}.', mm: '{to} သို့ စမ်းသပ်စာ ပို့နေပါပြီ။' },
  send: { en: 'Sending', mm: 'ပို့ခြင်း' },
  sendNow: { en: 'Send now to all subscribers', mm: 'စာရင်းဝင်အားလုံးထံ ယခု ပို့ရန်' },
  sendNowConfirm: {
    en: 'Send this newsletter now to every subscribed address? It cannot be taken back.',
    mm: 'ဤသတင်းလွှာကို စာရင်းဝင်အားလုံးထံ ယခု ပို့မလား။ ပြန်ရုပ်သိမ်း၍ မရပါ။',
  },
  sendAt: { en: 'Or send at', mm: 'သို့မဟုတ် ဤအချိန်တွင် ပို့ရန်' },
  schedule: { en: 'Schedule', mm: 'အချိန်သတ်မှတ်ရန်' },
  scheduled: { en: 'Scheduled.', mm: 'အချိန်သတ်မှတ်ပြီးပါပြီ။' },
  sendingNow: { en: 'Sending has started.', mm: 'ပို့ခြင်း စတင်ပါပြီ။' },
  saveFirst: { en: 'Save your changes before sending.', mm: 'မပို့မီ ပြင်ဆင်ချက်များကို သိမ်းပါ။' },
  sentLocked: {
    en: 'This newsletter has gone out; it can no longer change.',
    mm: 'ဤသတင်းလွှာ ပို့ပြီးဖြစ်၍ ပြင်ဆင်၍ မရတော့ပါ။',
  },
  fromArticle: { en: 'Send this article to subscribers', mm: 'ဤဆောင်းပါးကို စာရင်းဝင်များထံ ပို့ရန်' },
  fromArticleHint: {
    en: 'Makes a newsletter of its title, summary, picture and link, to check and send.',
    mm: 'ခေါင်းစဉ်၊ အနှစ်ချုပ်၊ ပုံနှင့် လင့်ခ်ဖြင့် သတင်းလွှာ ပြုလုပ်ပေးပြီး စစ်ဆေးကာ ပို့နိုင်ပါသည်။',
  },
  subjectColumn: { en: 'Subject', mm: 'ခေါင်းစဉ်' },
  statusColumn: { en: 'Status', mm: 'အခြေအနေ' },
  changedColumn: { en: 'Changed', mm: 'ပြင်ဆင်ချိန်' },
  back: { en: 'All newsletters', mm: 'သတင်းလွှာ အားလုံး' },
} as const;
