import type { BookingState } from '@coach/contract';
import { crudMessages } from '../crud/messages.ts';
import type { Text } from '../i18n/text.ts';

/** A booked time's state as the owner reads it. */
export const BOOKING_NAMES: Record<BookingState, Text> = {
  booked: { en: 'Booked, to confirm', mm: 'ချိန်းထားသည် (အတည်ပြုရန်)' },
  confirmed: { en: 'Confirmed', mm: 'အတည်ပြုပြီး' },
  cancelled: { en: 'Cancelled', mm: 'ပယ်ဖျက်ပြီး' },
};

/** Deleting one: the spec's kind of question, and the list's kind of answers. */
export const MESSAGES = crudMessages({ en: 'Appointment', mm: 'ချိန်းဆိုမှု' }, 'appointment', {
  confirmDelete: {
    en: 'Are you sure you want to delete this appointment?',
    mm: 'ဤချိန်းဆိုမှုကို ဖျက်ရန် သေချာပါသလား။',
  },
});

export const L = {
  title: { en: 'Appointment request from {name}', mm: '{name} ၏ ချိန်းဆိုမှု တောင်းဆိုချက်' },
  crumb: { en: 'Appointment {id}', mm: 'ချိန်းဆိုမှု {id}' },
  back: { en: 'All appointments', mm: 'ချိန်းဆိုမှုအားလုံး' },
  request: { en: 'The request', mm: 'တောင်းဆိုချက်' },
  received: { en: 'Received', mm: 'လက်ခံရရှိသည့်အချိန်' },
  status: { en: 'Status', mm: 'အခြေအနေ' },
  bookedTime: { en: 'Booked time', mm: 'ချိန်းထားသည့်အချိန်' },
  actions: { en: 'What to do', mm: 'လုပ်ဆောင်ရန်' },
  undoResolve: { en: 'Undo resolve', mm: 'ဖြေရှင်းပြီးအဖြစ် မှတ်ထားမှုကို ပြန်ဖျက်ရန်' },
  resolved: {
    en: 'Appointment resolved successfully',
    mm: 'ချိန်းဆိုမှုကို ဖြေရှင်းပြီးအဖြစ် မှတ်ပြီးပါပြီ',
  },
  resolveFailed: {
    en: 'Failed to resolve appointment',
    mm: 'ချိန်းဆိုမှုကို ဖြေရှင်းရန် မအောင်မြင်ပါ',
  },
  reopened: {
    en: 'The appointment is open again.',
    mm: 'ချိန်းဆိုမှုကို မဖြေရှင်းရသေးအဖြစ် ပြန်မှတ်ပြီးပါပြီ။',
  },
  reopenFailed: {
    en: 'The appointment could not be opened again.',
    mm: 'ချိန်းဆိုမှုကို မဖြေရှင်းရသေးအဖြစ် ပြန်မှတ်၍ မရပါ။',
  },
  caughtAsSpam: {
    en: 'The spam trap caught this request: it is left out of the list and brought no email.',
    mm: 'စပမ်းထောင်ချောက်က ဤတောင်းဆိုချက်ကို ဖမ်းမိထားသည်။ စာရင်းတွင် မပါဝင်ဘဲ အီးမေးလ်လည်း မပို့ခဲ့ပါ။',
  },
  toTrashHint: {
    en: 'Delete moves it to the trash, where it can be restored.',
    mm: 'ဖျက်လိုက်လျှင် အမှိုက်ပုံးသို့ ရောက်သွားပြီး ထိုနေရာမှ ပြန်ယူနိုင်ပါသည်။',
  },
} satisfies Record<string, Text>;
