import type { RegistrationStatus } from '@coach/contract';
import type { Text } from '../i18n/text.ts';
import { L as ORDER, STATUS_NAMES as ORDER_STATUS_NAMES } from '../orders/order-texts.ts';
import { UI } from '../i18n/ui.ts';

const { received, paid, rejected, cancelled } = ORDER_STATUS_NAMES;

/** A registration's status as the owner reads it: an order's words, and a free seat's own. */
export const REGISTRATION_STATUS_NAMES: Record<RegistrationStatus, Text> = {
  received,
  confirmed: { en: 'Confirmed (free)', mm: 'အတည်ပြုပြီး (အခမဲ့)' },
  paid,
  rejected,
  cancelled,
};

export const MOVE_NAMES: Partial<Record<RegistrationStatus, Text>> = {
  paid: { en: 'Mark paid', mm: 'ငွေရရှိကြောင်း မှတ်ရန်' },
  rejected: { en: 'Reject…', mm: 'ငြင်းပယ်ရန်…' },
  cancelled: { en: 'Cancel', mm: 'ပယ်ဖျက်ရန်' },
};

export const L = {
  title: { en: 'Attendees', mm: 'တက်ရောက်သူများ' },
  back: { en: 'All events', mm: 'ပွဲအားလုံး' },
  registrations: { en: 'Registrations', mm: 'စာရင်းသွင်းမှုများ' },
  none: { en: 'Nobody has registered yet.', mm: 'စာရင်းသွင်းသူ မရှိသေးပါ။' },
  waitlist: { en: 'Waiting list', mm: 'စောင့်ဆိုင်းစာရင်း' },
  waitlistNone: { en: 'Nobody is waiting.', mm: 'စောင့်ဆိုင်းနေသူ မရှိပါ။' },
  totals: { en: 'Totals', mm: 'စုစုပေါင်း' },
  seatsTaken: { en: 'Seats taken', mm: 'ယူထားသော ထိုင်ခုံ' },
  seatsOf: { en: '{taken} of {capacity}', mm: '{capacity} ခုတွင် {taken} ခု' },
  paidAmount: { en: 'Money paid', mm: 'ရရှိပြီး ငွေ' },
  toCheckAmount: { en: 'Money to check', mm: 'စစ်ဆေးရန် ငွေ' },
  downloadCsv: { en: 'Download CSV', mm: 'CSV ဒေါင်းလုဒ်ရယူရန်' },
  checkIn: { en: 'Check in at the door', mm: 'တံခါးဝတွင် ဝင်ခွင့်စစ်ရန်' },
  name: { en: 'Name', mm: 'အမည်' },
  contact: { en: 'Phone and email', mm: 'ဖုန်းနှင့် အီးမေးလ်' },
  seats: { en: 'Seats', mm: 'ထိုင်ခုံ' },
  seatCount: { en: '{count} seats', mm: 'ထိုင်ခုံ {count} ခု' },
  oneSeat: { en: '1 seat', mm: 'ထိုင်ခုံ ၁ ခု' },
  // A seat is paid for as an order is: its money, status and receipt are named alike.
  amount: ORDER.amount,
  status: ORDER.status,
  receipt: ORDER.receipt,
  noReceipt: { en: 'None', mm: 'မရှိပါ' },
  actions: UI.actions,
  registered: { en: 'Registered', mm: 'စာရင်းသွင်းချိန်' },
  checkedIn: { en: 'Checked in {time}', mm: '{time} တွင် ဝင်ရောက်ပြီး' },
  reason: ORDER.reason,
  rejectReason: {
    en: 'Why is the receipt rejected? The visitor reads this.',
    mm: 'ပြေစာကို ဘာကြောင့် ငြင်းပယ်သနည်း။ စာရင်းသွင်းသူ ဖတ်ရပါမည်။',
  },
  sendRejection: { en: 'Reject and tell them', mm: 'ငြင်းပယ်ပြီး အကြောင်းကြားရန်' },
  keep: { en: 'Keep', mm: 'မလုပ်တော့ပါ' },
  confirmCancel: {
    en: 'Cancel this registration? Its seats go back to the event, and the visitor is told.',
    mm: 'ဤစာရင်းသွင်းမှုကို ပယ်ဖျက်မလား။ ထိုင်ခုံများ ပွဲသို့ ပြန်သွားပြီး စာရင်းသွင်းသူကို အကြောင်းကြားပါမည်။',
  },
  moved: { en: '{name}: {status}', mm: '{name}: {status}' },
  tellsVisitor: {
    en: 'Each move is emailed to the visitor in their language.',
    mm: 'ပြောင်းလဲမှုတိုင်းကို စာရင်းသွင်းသူထံ ၎င်း၏ ဘာသာဖြင့် အီးမေးလ် ပို့ပါမည်။',
  },
  offerUntil: { en: 'Offered until {time}', mm: '{time} အထိ ကမ်းလှမ်းထား' },
  waitStatus: {
    waiting: { en: 'Waiting', mm: 'စောင့်ဆိုင်းနေ' },
    offered: { en: 'Offered seats', mm: 'ထိုင်ခုံ ကမ်းလှမ်းထား' },
    registered: { en: 'Registered', mm: 'စာရင်းသွင်းပြီး' },
    expired: { en: 'Offer expired', mm: 'ကမ်းလှမ်းချက် သက်တမ်းကုန်' },
    left: { en: 'Left the list', mm: 'စာရင်းမှ ထွက်သွား' },
  } as Record<string, Text>,
};
