import { paymentStateMessages } from '../../features/transfer-pages/payment-state-messages';
import { defineMessages } from '../../i18n/messages';

/** A visitor's private registration page (/registrations/{token}). */
export const registrationMessages = defineMessages({
  ...paymentStateMessages,
  metaTitle: { en: 'Your registration {reference}', mm: 'သင်၏ စာရင်းသွင်းမှု {reference}' },
  eyebrow: { en: 'Your registration', mm: 'သင်၏ စာရင်းသွင်းမှု' },
  registered: { en: 'You are registered!', mm: 'စာရင်းသွင်းပြီးပါပြီ!' },
  keepLink: {
    en: 'Keep this page: its address is your own, and it always shows where your registration is. We have also emailed you the link.',
    mm: 'ဤစာမျက်နှာကို သိမ်းထားပါ။ ၎င်း၏ လိပ်စာသည် သင့်အတွက်သာ ဖြစ်ပြီး သင့်စာရင်းသွင်းမှု အခြေအနေကို အမြဲပြသပါသည်။ လင့်ခ်ကို အီးမေးလ်ဖြင့်လည်း ပို့ထားပါသည်။',
  },
  'status.received': {
    en: 'We are checking your payment',
    mm: 'သင်၏ ငွေပေးချေမှုကို စစ်ဆေးနေပါသည်',
  },
  'text.received': {
    en: 'We have your registration and your receipt, and your seats are held. We check every transfer by hand and will email you your ticket as soon as it is confirmed.',
    mm: 'သင်၏ စာရင်းသွင်းမှုနှင့် ပြေစာကို ရရှိပြီး ထိုင်ခုံများကို ထိန်းထားပါသည်။ ငွေလွှဲမှုတိုင်းကို ကိုယ်တိုင် စစ်ဆေးပြီး အတည်ပြုသည်နှင့် လက်မှတ်ကို အီးမေးလ်ဖြင့် ပို့ပါမည်။',
  },
  'status.confirmed': { en: 'You are registered', mm: 'စာရင်းသွင်းပြီးပါပြီ' },
  'text.confirmed': {
    en: 'Your seats are yours. Show the ticket below at the door.',
    mm: 'သင်၏ ထိုင်ခုံများ သေချာပါပြီ။ ဝင်ပေါက်တွင် အောက်ပါ လက်မှတ်ကို ပြပါ။',
  },
  'text.paid': {
    en: 'Thank you! Your seats are yours. Show the ticket below at the door.',
    mm: 'ကျေးဇူးတင်ပါသည်။ သင်၏ ထိုင်ခုံများ သေချာပါပြီ။ ဝင်ပေါက်တွင် အောက်ပါ လက်မှတ်ကို ပြပါ။',
  },
  'status.cancelled': {
    en: 'This registration was cancelled',
    mm: 'ဤစာရင်းသွင်းမှုကို ပယ်ဖျက်ထားပါသည်',
  },
  'text.cancelled': {
    en: 'Its seats are given back. If you have paid, we will contact you about the refund.',
    mm: 'ထိုင်ခုံများကို ပြန်ပေးပြီးပါပြီ။ ငွေပေးချေပြီးပါက ငွေပြန်အမ်းရန် ဆက်သွယ်ပါမည်။',
  },
  holdUntil: {
    en: 'We hold your seats until {date}.',
    mm: 'သင်၏ ထိုင်ခုံများကို {date} အထိ ထိန်းထားပါမည်။',
  },
  referenceLabel: { en: 'Reference', mm: 'ရည်ညွှန်းအမှတ်' },
  referenceHint: {
    en: 'Quote it in the transfer and when you contact us.',
    mm: 'ငွေလွှဲသည့်အခါနှင့် ဆက်သွယ်သည့်အခါ ဖော်ပြပေးပါ။',
  },
  seats: { en: 'Seats', mm: 'ထိုင်ခုံ' },
  amount: { en: 'Amount', mm: 'ကျသင့်ငွေ' },
  free: { en: 'Free', mm: 'အခမဲ့' },
  registeredOn: { en: 'Registered on', mm: 'စာရင်းသွင်းသည့်နေ့' },
  addToCalendar: { en: 'Add to my calendar (.ics)', mm: 'ပြက္ခဒိန်သို့ ထည့်ရန် (.ics)' },
  eventPage: { en: 'The event’s page', mm: 'ပွဲ၏ စာမျက်နှာ' },
  howToPay: { en: 'How to pay', mm: 'ငွေပေးချေနည်း' },
  ticketTitle: { en: 'Your ticket', mm: 'သင်၏ လက်မှတ်' },
  ticketHint: {
    en: 'Show this QR code at the door, or tell us the code under it.',
    mm: 'ဝင်ပေါက်တွင် ဤ QR ကုဒ်ကို ပြပါ၊ သို့မဟုတ် ၎င်းအောက်ရှိ ကုဒ်ကို ပြောပါ။',
  },
  ticketQr: { en: 'QR code of check-in code {code}', mm: 'ဝင်ခွင့်ကုဒ် {code} ၏ QR ကုဒ်' },
  ticketCode: { en: 'Check-in code', mm: 'ဝင်ခွင့် ကုဒ်' },
  newReceiptTitle: { en: 'Send a new receipt', mm: 'ပြေစာအသစ် ပို့ရန်' },
  receiptSent: {
    en: 'Thank you: we have your new receipt and will check it.',
    mm: 'ကျေးဇူးတင်ပါသည်။ ပြေစာအသစ်ကို ရရှိပြီး စစ်ဆေးပါမည်။',
  },
  cancelTitle: { en: 'Cannot come?', mm: 'မလာနိုင်တော့ပါသလား။' },
  cancelText: {
    en: 'Cancel your registration to give your seats to someone on the waiting list.',
    mm: 'စောင့်ဆိုင်းစာရင်းရှိ အခြားသူအား ထိုင်ခုံ ပေးနိုင်ရန် သင်၏ စာရင်းသွင်းမှုကို ပယ်ဖျက်ပါ။',
  },
  cancelConfirm: {
    en: 'Yes, cancel my registration and give my seats back',
    mm: 'ဟုတ်ကဲ့၊ စာရင်းသွင်းမှုကို ပယ်ဖျက်ပြီး ထိုင်ခုံများကို ပြန်ပေးပါမည်',
  },
  cancelButton: { en: 'Cancel my registration', mm: 'စာရင်းသွင်းမှုကို ပယ်ဖျက်ရန်' },
  cancelling: { en: 'Cancelling…', mm: 'ပယ်ဖျက်နေသည်…' },
  cancelledNow: {
    en: 'Your registration is cancelled and your seats are given back.',
    mm: 'သင်၏ စာရင်းသွင်းမှုကို ပယ်ဖျက်ပြီး ထိုင်ခုံများကို ပြန်ပေးပြီးပါပြီ။',
  },
  contact: {
    en: 'Questions about your registration?',
    mm: 'သင့်စာရင်းသွင်းမှုနှင့် ပတ်သက်၍ မေးမြန်းလိုပါသလား။',
  },
  backToEvents: { en: 'All events', mm: 'ပွဲများ အားလုံး' },
});
