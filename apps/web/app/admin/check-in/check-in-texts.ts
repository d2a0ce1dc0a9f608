import { SPECIAL_TITLES } from '../ui/nav.ts';
import { L as ATTENDEES } from '../attendees/attendee-texts.ts';

export const L = {
  title: SPECIAL_TITLES.checkIn,
  intro: {
    en: 'Point the camera at the QR code on the ticket, or type its code.',
    mm: 'လက်မှတ်ပေါ်ရှိ QR ကုဒ်ကို ကင်မရာဖြင့် ချိန်ပါ၊ သို့မဟုတ် ကုဒ်ကို ရိုက်ထည့်ပါ။',
  },
  camera: { en: 'Camera', mm: 'ကင်မရာ' },
  startCamera: { en: 'Start the camera', mm: 'ကင်မရာ ဖွင့်ရန်' },
  stopCamera: { en: 'Stop the camera', mm: 'ကင်မရာ ပိတ်ရန်' },
  cameraStarting: { en: 'Starting the camera…', mm: 'ကင်မရာ ဖွင့်နေသည်…' },
  cameraOn: { en: 'Looking for a QR code…', mm: 'QR ကုဒ်ကို ရှာနေသည်…' },
  cameraFailed: {
    en: 'The camera could not be opened (allow it in the browser, or type the code).',
    mm: 'ကင်မရာကို ဖွင့်၍ မရပါ (ဘရောက်ဇာတွင် ခွင့်ပြုပါ၊ သို့မဟုတ် ကုဒ်ကို ရိုက်ထည့်ပါ)။',
  },
  code: { en: 'Ticket code', mm: 'လက်မှတ် ကုဒ်' },
  codeHint: { en: 'For example 42-K7Q9M2', mm: 'ဥပမာ 42-K7Q9M2' },
  check: { en: 'Check in', mm: 'ဝင်ခွင့်ပြုရန်' },
  checking: { en: 'Checking…', mm: 'စစ်ဆေးနေသည်…' },
  welcome: { en: 'Checked in', mm: 'ဝင်ခွင့်ပြုပြီး' },
  seats: ATTENDEES.seatCount,
  oneSeat: ATTENDEES.oneSeat,
  unpaid: {
    en: 'Not paid yet: the transfer has not been confirmed. Ask before letting them in.',
    mm: 'ငွေမပေးရသေးပါ။ ငွေလွှဲမှုကို အတည်မပြုရသေးပါ။ ဝင်ခွင့်မပြုမီ မေးမြန်းပါ။',
  },
  cancelled: {
    en: 'Cancelled: this ticket is not valid.',
    mm: 'ပယ်ဖျက်ထားသည်။ ဤလက်မှတ် အကျုံးမဝင်ပါ။',
  },
  already: { en: 'Already checked in at {time}', mm: '{time} တွင် ဝင်ရောက်ပြီး ဖြစ်ပါသည်' },
  notTicket: {
    en: 'This is not a ticket of this site.',
    mm: 'ဤဆိုက်၏ လက်မှတ် မဟုတ်ပါ။',
  },
  next: { en: 'Next ticket', mm: 'နောက်လက်မှတ်' },
};
