import type { AppointmentFor } from '@coach/contract';
import { defineMessages, fillIn } from '@coach/contract/messages';
import type { Text } from '../i18n/text.ts';
import { SPECIAL_TITLES } from '../ui/nav.ts';

/** A text with its placeholders filled in both languages (a dialog's question names its record). */
export const filled = (text: Text, vars: Record<string, string>): Text => ({
  en: fillIn(text.en, vars),
  mm: fillIn(text.mm, vars),
});

/** The kinds of appointment as the admin reads them; the stored values stay the English ones. */
export const KIND_NAMES: Record<AppointmentFor, Text> = {
  'One on One Coaching': { en: 'One on One Coaching', mm: 'တစ်ဦးချင်း နည်းပြခြင်း' },
  'Team Coaching': { en: 'Team Coaching', mm: 'အဖွဲ့လိုက် နည်းပြခြင်း' },
  Training: { en: 'Training', mm: 'သင်တန်း' },
  Collaboration: { en: 'Collaboration', mm: 'ပူးပေါင်းဆောင်ရွက်မှု' },
};

/** How the visitor asked to be reached (an unknown value is shown as stored). */
export const MODE_NAMES: Record<string, Text> = {
  Email: { en: 'Email', mm: 'အီးမေးလ်' },
  Phone: { en: 'Phone', mm: 'ဖုန်း' },
  Other: { en: 'Other', mm: 'အခြား' },
};

/** Confirm and cancel, wherever a booked session shows (booking-actions.tsx). */
export const ACTIONS = defineMessages({
  confirm: { en: 'Confirm', mm: 'အတည်ပြုရန်' },
  cancel: { en: 'Cancel session', mm: 'ချိန်းဆိုမှု ပယ်ဖျက်ရန်' },
  cancelQuestion: {
    en: 'Cancel the session with {name} on {when}?',
    mm: '{when} တွင် {name} နှင့် ချိန်းဆိုထားမှုကို ပယ်ဖျက်မလား။',
  },
  tellsByEmail: {
    en: 'They will get an email saying it is cancelled, and the time becomes free for others to book.',
    mm: 'ပယ်ဖျက်ကြောင်း အီးမေးလ်ဖြင့် ၎င်းတို့ထံ အကြောင်းကြားမည်ဖြစ်ပြီး ထိုအချိန်ကို အခြားသူများ ချိန်းဆိုနိုင်ပါမည်။',
  },
  tellYourself: {
    en: 'They left no email address ({contact}): tell them yourself. The time becomes free for others to book.',
    mm: '၎င်းတို့ အီးမေးလ်လိပ်စာ မပေးထားပါ ({contact})။ ကိုယ်တိုင် အကြောင်းကြားပါ။ ထိုအချိန်ကို အခြားသူများ ချိန်းဆိုနိုင်ပါမည်။',
  },
  cancelYes: { en: 'Cancel the session', mm: 'ချိန်းဆိုမှုကို ပယ်ဖျက်မည်' },
  keep: { en: 'Keep it', mm: 'ဆက်ထားမည်' },
  confirmed: {
    en: 'Session with {name} confirmed.',
    mm: '{name} နှင့် ချိန်းဆိုမှုကို အတည်ပြုပြီးပါပြီ။',
  },
  cancelled: {
    en: 'Session with {name} cancelled: the time is free again.',
    mm: '{name} နှင့် ချိန်းဆိုမှုကို ပယ်ဖျက်ပြီးပါပြီ။ ထိုအချိန် ပြန်လည်လွတ်ပါပြီ။',
  },
  confirmFailed: { en: 'Failed to confirm the session', mm: 'ချိန်းဆိုမှုကို အတည်ပြု၍ မရပါ' },
  cancelFailed: { en: 'Failed to cancel the session', mm: 'ချိန်းဆိုမှုကို ပယ်ဖျက်၍ မရပါ' },
});

/** The session's own words, on the agenda and the dashboard. */
export const SESSION = defineMessages({
  state: { en: 'State', mm: 'အခြေအနေ' },
});

/** The agenda screen's words. */
export const AGENDA = defineMessages({
  title: SPECIAL_TITLES.agenda,
  intro: {
    en: 'The sessions booked in a week. Confirm a booked time, or cancel one that cannot take place.',
    mm: 'တစ်ပတ်အတွင်း ချိန်းဆိုထားသည့် အချိန်များ။ ချိန်းထားသည့်အချိန်ကို အတည်ပြုပါ သို့မဟုတ် မဖြစ်နိုင်သည့် ချိန်းဆိုမှုကို ပယ်ဖျက်ပါ။',
  },
  weekOf: { en: 'Week of {date}', mm: '{date} မှ စသည့်အပတ်' },
  previousWeek: { en: 'Previous week', mm: 'ယခင်အပတ်' },
  nextWeek: { en: 'Next week', mm: 'နောက်အပတ်' },
  today: { en: 'Today', mm: 'ယနေ့' },
  weekNav: { en: 'Weeks', mm: 'အပတ်များ' },
  timesIn: { en: 'Times in {zone}.', mm: 'အချိန်များကို {zone} အချိန်ဖြင့် ပြထားသည်။' },
  noSessions: { en: 'No sessions.', mm: 'ချိန်းဆိုမှု မရှိပါ။' },
  noneThisWeek: {
    en: 'No sessions booked this week.',
    mm: 'ဤအပတ်တွင် ချိန်းဆိုထားမှု မရှိပါ။',
  },
  openedNext: {
    en: 'Nothing is left this week: this is the next week with sessions.',
    mm: 'ဤအပတ်တွင် ကျန်သော ချိန်းဆိုမှု မရှိတော့ပါ။ ချိန်းဆိုမှုရှိသည့် နောက်အပတ်ကို ပြထားပါသည်။',
  },
  nothingAhead: {
    en: 'Nothing is left this week, and no sessions are booked in the next {days} days.',
    mm: 'ဤအပတ်တွင် ကျန်သော ချိန်းဆိုမှု မရှိတော့ပါ။ နောက် {days} ရက်အတွင်းလည်း ချိန်းဆိုထားမှု မရှိပါ။',
  },
  bookingOff: {
    en: 'Booking is off: no weekly hours are set, so visitors send plain requests.',
    mm: 'အချိန်ချိန်းဆိုခြင်း ပိတ်ထားပါသည်။ အပတ်စဉ်အချိန် မသတ်မှတ်ရသေးသဖြင့် ဧည့်သည်များက ရိုးရိုးတောင်းဆိုမှုသာ ပို့ပါသည်။',
  },
  setHours: { en: 'Set the hours', mm: 'အချိန်များ သတ်မှတ်ရန်' },
  blockDay: { en: 'Block this day', mm: 'ဤနေ့ကို ပိတ်ရန်' },
  blockQuestion: {
    en: 'Block {day}? Visitors can no longer book it. Sessions already booked on it stay: cancel them one by one if they cannot take place.',
    mm: '{day} ကို ပိတ်မလား။ ဧည့်သည်များ ထိုနေ့ကို ချိန်းဆို၍ မရတော့ပါ။ ချိန်းဆိုပြီးသား အချိန်များ ဆက်ရှိနေမည်ဖြစ်၍ မဖြစ်နိုင်ပါက တစ်ခုချင်း ပယ်ဖျက်ပါ။',
  },
  blockYes: { en: 'Block the day', mm: 'နေ့ကို ပိတ်မည်' },
  blocked: {
    en: '{day} is blocked: visitors can no longer book it. Sessions already booked on it stay; cancel them one by one if they cannot take place.',
    mm: '{day} ကို ပိတ်ပြီးပါပြီ။ ဧည့်သည်များ ချိန်းဆို၍ မရတော့ပါ။ ချိန်းဆိုပြီးသား အချိန်များ ဆက်ရှိနေပါသည်။ မဖြစ်နိုင်ပါက တစ်ခုချင်း ပယ်ဖျက်ပါ။',
  },
  blockedBadge: { en: 'Blocked', mm: 'ပိတ်ထားသည်' },
  unblockDay: { en: 'Open this day again', mm: 'ဤနေ့ကို ပြန်ဖွင့်ရန်' },
  unblocked: {
    en: '{day} is open for booking again.',
    mm: '{day} ကို ချိန်းဆိုနိုင်ရန် ပြန်ဖွင့်ပြီးပါပြီ။',
  },
  blockFailed: { en: 'Failed to change the blocked dates', mm: 'ပိတ်ထားသည့်ရက်များကို ပြောင်း၍ မရပါ' },
});

/** The dashboard's list of today's and tomorrow's sessions. */
export const SOON = defineMessages({
  title: { en: 'Sessions today and tomorrow', mm: 'ယနေ့နှင့် မနက်ဖြန် ချိန်းဆိုမှုများ' },
  today: { en: 'Today', mm: 'ယနေ့' },
  tomorrow: { en: 'Tomorrow', mm: 'မနက်ဖြန်' },
  none: { en: 'No sessions.', mm: 'ချိန်းဆိုမှု မရှိပါ။' },
  openAgenda: { en: 'Open the agenda', mm: 'အချိန်ဇယားကို ဖွင့်ရန်' },
});
