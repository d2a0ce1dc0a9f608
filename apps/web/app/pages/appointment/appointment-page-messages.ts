import type { Language } from '@coach/contract';
import { MAX_VISITOR_MOVES } from '@coach/contract/booking';
import { defineMessages, translator } from '../../i18n/messages';
import { localDigits } from '../../lib/format';

/** A visitor's private page of their booked appointment (/appointments/{token}). */
export const appointmentPageMessages = defineMessages({
  metaTitle: { en: 'Your appointment', mm: 'သင်၏ ချိန်းဆိုမှု' },
  eyebrow: { en: 'Your appointment', mm: 'သင်၏ ချိန်းဆိုမှု' },
  booked: { en: 'Your time is booked!', mm: 'သင်၏ အချိန်ကို ချိန်းဆိုပြီးပါပြီ!' },
  keepLink: {
    en: 'Keep this page: its address is your own, and from it you can cancel or choose another time. If you gave an email address, we have sent you the link and a calendar file.',
    mm: 'ဤစာမျက်နှာကို သိမ်းထားပါ။ ၎င်း၏ လိပ်စာသည် သင့်အတွက်သာ ဖြစ်ပြီး ဤနေရာမှ ပယ်ဖျက်ခြင်း သို့မဟုတ် အခြားအချိန် ရွေးခြင်း ပြုလုပ်နိုင်ပါသည်။ အီးမေးလ်လိပ်စာ ပေးထားပါက လင့်ခ်နှင့် ပြက္ခဒိန်ဖိုင်ကို ပို့ထားပါသည်။',
  },
  moved: { en: 'Your appointment has moved.', mm: 'သင်၏ ချိန်းဆိုမှု အချိန်ကို ပြောင်းပြီးပါပြီ။' },
  cancelledNow: {
    en: 'Your appointment is cancelled.',
    mm: 'သင်၏ ချိန်းဆိုမှုကို ပယ်ဖျက်ပြီးပါပြီ။',
  },
  'state.booked': {
    en: 'Booked: the coach will confirm it',
    mm: 'ချိန်းဆိုပြီး — နည်းပြဆရာက အတည်ပြုပေးပါမည်',
  },
  'state.confirmed': { en: 'Confirmed', mm: 'အတည်ပြုပြီး' },
  'state.cancelled': { en: 'Cancelled', mm: 'ပယ်ဖျက်ပြီး' },
  when: { en: 'When', mm: 'အချိန်' },
  addToCalendar: {
    en: 'Add it to your calendar (.ics file)',
    mm: 'သင့်ပြက္ခဒိန်ထဲ ထည့်ရန် (.ics ဖိုင်)',
  },
  kind: { en: 'Appointment for', mm: 'ချိန်းဆိုသည့်ကိစ္စ' },
  shareViber: {
    en: 'Keep this link in Viber',
    mm: 'ဤလင့်ခ်ကို Viber တွင် သိမ်းထားရန်',
  },
  shareViberHint: {
    en: 'Viber opens with the link ready to send: choose My Notes or your own chat.',
    mm: 'Viber တွင် လင့်ခ်ကို ပို့ရန် အသင့်ဖြစ်နေပါမည်။ My Notes သို့မဟုတ် သင့်ကိုယ်ပိုင် ချက်ကို ရွေးပါ။',
  },
  shareText: { en: 'My appointment: {when}', mm: 'ကျွန်ုပ်၏ ချိန်းဆိုမှု: {when}' },
  name: { en: 'Name', mm: 'အမည်' },
  past: {
    en: 'This appointment has begun or is over; it can no longer be changed here.',
    mm: 'ဤချိန်းဆိုမှု စတင်ပြီး သို့မဟုတ် ပြီးဆုံးသွားပါပြီ၊ ဤနေရာမှ မပြောင်းလဲနိုင်တော့ပါ။',
  },
  moveTitle: { en: 'Choose another time', mm: 'အခြားအချိန် ရွေးရန်' },
  move: { en: 'Move to this time', mm: 'ဤအချိန်သို့ ပြောင်းရန်' },
  moving: { en: 'Moving…', mm: 'ပြောင်းနေသည်…' },
  chooseFirst: { en: 'Choose a time first.', mm: 'အချိန်တစ်ခု အရင်ရွေးပါ။' },
  cancelTitle: { en: 'Cancel this appointment', mm: 'ဤချိန်းဆိုမှုကို ပယ်ဖျက်ရန်' },
  cancelText: {
    en: 'The time becomes free for others, and the coach is told.',
    mm: 'ဤအချိန်ကို အခြားသူများ ချိန်းဆိုနိုင်မည်ဖြစ်ပြီး နည်းပြဆရာကိုလည်း အကြောင်းကြားပါမည်။',
  },
  cancelConfirm: { en: 'Yes, cancel it', mm: 'ဟုတ်ကဲ့၊ ပယ်ဖျက်ပါ' },
  cancelling: { en: 'Cancelling…', mm: 'ပယ်ဖျက်နေသည်…' },
  bookAgain: { en: 'Book another time', mm: 'အခြားအချိန် ချိန်းဆိုရန်' },
  failed: {
    en: 'That did not work. Please try again.',
    mm: 'မအောင်မြင်ပါ။ ထပ်မံကြိုးစားပါ။',
  },
  movesUsed: {
    en: 'You have moved this appointment {max} times, the most one booking may. You can still cancel it and book another time, or contact us.',
    mm: 'ဤချိန်းဆိုမှုကို {max} ကြိမ် ပြောင်းပြီးပါပြီ၊ ချိန်းဆိုမှုတစ်ခုအတွက် အများဆုံး ဖြစ်ပါသည်။ ပယ်ဖျက်ပြီး အခြားအချိန် ချိန်းဆိုနိုင်ပါသေးသည်၊ သို့မဟုတ် ဆက်သွယ်ပါ။',
  },
  unchangeable: {
    en: 'This appointment can no longer be changed.',
    mm: 'ဤချိန်းဆိုမှုကို မပြောင်းလဲနိုင်တော့ပါ။',
  },
  contact: { en: 'Questions? Contact us', mm: 'မေးလိုသည်များ ရှိပါသလား? ဆက်သွယ်ပါ' },
});

/** Why a booking's move form is gone: it has moved as often as one booking may. */
export const movesUsedText = (language: Language) =>
  translator(appointmentPageMessages, language)('movesUsed', {
    max: localDigits(MAX_VISITOR_MOVES, language),
  });
