import { PAYMENT_METHODS_MAX } from '@coach/contract';
import { SPECIAL_TITLES } from '../ui/nav.ts';

/** The payment methods screen's words. */
export const L = {
  title: SPECIAL_TITLES.paymentMethods,
  intro: {
    en: 'The bank and mobile-wallet accounts customers pay into. The checkout shows them in this order, with the amount to transfer, and so does the order confirmation email.',
    mm: 'ဖောက်သည်များ ငွေလွှဲရမည့် ဘဏ်နှင့် mobile wallet အကောင့်များ။ ငွေပေးချေရန် စာမျက်နှာနှင့် မှာယူမှု အတည်ပြု အီးမေးလ်တွင် ဤအစီအစဉ်အတိုင်း လွှဲရမည့် ငွေပမာဏနှင့်အတူ ပြသပါသည်။',
  },
  none: {
    en: 'No payment methods yet: the checkout asks customers to call or email for the account details.',
    mm: 'ငွေပေးချေနည်း မရှိသေးပါ။ ငွေပေးချေရန် စာမျက်နှာက အကောင့်အသေးစိတ်အတွက် ဖုန်း သို့မဟုတ် အီးမေးလ်ဖြင့် ဆက်သွယ်ရန် ဖောက်သည်များကို ပြောပါသည်။',
  },
  method: { en: 'Method {n}', mm: 'ငွေပေးချေနည်း {n}' },
  name: { en: 'Bank or wallet', mm: 'ဘဏ် သို့မဟုတ် wallet' },
  nameMm: { en: 'Bank or wallet (Burmese)', mm: 'ဘဏ် သို့မဟုတ် wallet (မြန်မာ)' },
  nameHint: {
    en: 'For example KBZ Bank, AYA Bank, KBZPay, WavePay.',
    mm: 'ဥပမာ KBZ Bank၊ AYA Bank၊ KBZPay၊ WavePay။',
  },
  accountName: { en: 'Account name', mm: 'အကောင့်အမည်' },
  accountNumber: { en: 'Account number', mm: 'အကောင့်နံပါတ်' },
  accountNumberHint: {
    en: 'As the bank writes it. Customers see it in English digits in both languages, so they can copy it into their banking app.',
    mm: 'ဘဏ်က ရေးသည့်အတိုင်း ရေးပါ။ ဖောက်သည်များ ၎င်းတို့၏ ဘဏ်အက်ပ်ထဲသို့ ကူးထည့်နိုင်ရန် ဘာသာစကား နှစ်မျိုးလုံးတွင် အင်္ဂလိပ်ဂဏန်းဖြင့် ပြသပါသည်။',
  },
  note: { en: 'Note', mm: 'မှတ်ချက်' },
  noteMm: { en: 'Note (Burmese)', mm: 'မှတ်ချက် (မြန်မာ)' },
  qr: { en: 'QR code (optional)', mm: 'QR ကုဒ် (ရွေးချယ်နိုင်သည်)' },
  qrHint: {
    en: 'A screenshot of the QR code the bank or wallet app shows for receiving money.',
    mm: 'ငွေလက်ခံရန် ဘဏ် သို့မဟုတ် wallet အက်ပ်က ပြသော QR ကုဒ်၏ screenshot။',
  },
  removeQr: { en: 'Remove the QR code', mm: 'QR ကုဒ်ကို ဖယ်ရှားရန်' },
  moveUp: { en: 'Move up', mm: 'အပေါ်သို့ ရွှေ့ရန်' },
  moveDown: { en: 'Move down', mm: 'အောက်သို့ ရွှေ့ရန်' },
  remove: { en: 'Remove', mm: 'ဖယ်ရှားရန်' },
  add: { en: 'Add a payment method', mm: 'ငွေပေးချေနည်း ထည့်ရန်' },
  full: {
    en: `At most ${PAYMENT_METHODS_MAX} methods.`,
    mm: `အများဆုံး ${PAYMENT_METHODS_MAX} ခု။`,
  },
  save: { en: 'Save payment methods', mm: 'ငွေပေးချေနည်းများကို သိမ်းရန်' },
  saved: {
    en: 'Payment methods saved. The checkout shows them now.',
    mm: 'ငွေပေးချေနည်းများကို သိမ်းပြီးပါပြီ။ ငွေပေးချေရန် စာမျက်နှာတွင် ယခု ပြသပါပြီ။',
  },
  failed: {
    en: 'Failed to save the payment methods',
    mm: 'ငွေပေးချေနည်းများကို သိမ်းရန် မအောင်မြင်ပါ',
  },
  uploadFailed: {
    en: 'Failed to upload the QR code of method {n}',
    mm: 'ငွေပေးချေနည်း {n} ၏ QR ကုဒ်ကို တင်ရန် မအောင်မြင်ပါ',
  },
  removed: {
    en: '{name} removed from the list; save to keep the change.',
    mm: '{name} ကို စာရင်းမှ ဖယ်ရှားပြီးပါပြီ။ အပြောင်းအလဲကို ထိန်းရန် သိမ်းပါ။',
  },
};
