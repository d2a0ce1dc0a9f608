import { defineMessages } from '../../i18n/messages';

/** An event's page (/events/{id}) and its registration form. */
export const eventMessages = defineMessages({
  eyebrow: { en: 'Event', mm: 'အစီအစဉ်' },
  backToEvents: { en: 'All events', mm: 'အစီအစဉ်များ အားလုံး' },
  trainer: { en: 'Trainer: {name}', mm: 'သင်တန်းဆရာ — {name}' },
  eventDetails: { en: 'More about this event', mm: 'ဤအစီအစဉ်အကြောင်း ထပ်မံသိရန်' },
  addToCalendar: { en: 'Add to calendar', mm: 'ပြက္ခဒိန်တွင် ထည့်ရန်' },
  price: { en: 'Price per seat', mm: 'ထိုင်ခုံ တစ်ခုလျှင် ဈေးနှုန်း' },
  free: { en: 'Free', mm: 'အခမဲ့' },
  registerTitle: { en: 'Register', mm: 'စာရင်းသွင်းရန်' },
  registerIntro: {
    en: 'Reserve your seats here, and keep the reference you are given.',
    mm: 'ဤနေရာတွင် ထိုင်ခုံများကို ကြိုတင်ယူပြီး ရရှိသော ရည်ညွှန်းနံပါတ်ကို သိမ်းထားပါ။',
  },
  fullText: {
    en: 'Every seat is taken. Ask us about the next date.',
    mm: 'ထိုင်ခုံအားလုံး ပြည့်သွားပါပြီ။ နောက်တစ်ကြိမ်အတွက် ကျွန်ုပ်တို့ကို မေးမြန်းပါ။',
  },
  closedText: {
    en: 'Registration for this event is closed.',
    mm: 'ဤပွဲအတွက် စာရင်းသွင်းခြင်း ပိတ်ပြီးဖြစ်ပါသည်။',
  },
  name: { en: 'Name', mm: 'အမည်' },
  phone: { en: 'Phone number', mm: 'ဖုန်းနံပါတ်' },
  email: { en: 'Email', mm: 'အီးမေးလ်' },
  seats: { en: 'Seats', mm: 'ထိုင်ခုံ အရေအတွက်' },
  seatsHint: { en: 'From 1 to {max}.', mm: '၁ မှ {max} အထိ။' },
  amountLine: { en: '{seats} × {price} a seat', mm: 'ထိုင်ခုံ {seats} ခု × {price}' },
  amountTotal: {
    en: 'Amount to transfer: {seats} × {price} = {amount}',
    mm: 'လွှဲရမည့် ငွေပမာဏ- ထိုင်ခုံ {seats} ခု × {price} = {amount}',
  },
  payTitle: { en: 'How to pay', mm: 'ငွေပေးချေနည်း' },
  payThenUpload: {
    en: 'Transfer the amount, then upload a screenshot of the transfer with this form.',
    mm: 'ငွေပမာဏကို လွှဲပြီး ငွေလွှဲမှု၏ screenshot ကို ဤပုံစံဖြင့် တင်ပါ။',
  },
  receipt: { en: 'Payment receipt', mm: 'ငွေပေးချေမှု ပြေစာ' },
  receiptHint: {
    en: 'A photo or screenshot of your bank transfer.',
    mm: 'သင့်ဘဏ်လွှဲမှု၏ ဓာတ်ပုံ သို့မဟုတ် screenshot။',
  },
  submit: { en: 'Register', mm: 'စာရင်းသွင်းရန်' },
  sending: { en: 'Registering…', mm: 'စာရင်းသွင်းနေသည်…' },
  uploading: { en: 'Uploading receipt… {percent}%', mm: 'ပြေစာ တင်နေသည်… {percent}%' },
  required: { en: 'Please fill in this field.', mm: 'ဤအကွက်ကို ဖြည့်ပါ။' },
  invalidEmail: {
    en: 'Please enter a valid email address.',
    mm: 'မှန်ကန်သော အီးမေးလ်လိပ်စာကို ထည့်ပါ။',
  },
  seatsRange: { en: 'Choose from 1 to {max} seats.', mm: 'ထိုင်ခုံ ၁ မှ {max} အထိ ရွေးပါ။' },
  noReceipt: { en: 'Please upload a receipt.', mm: 'ကျေးဇူးပြု၍ ပြေစာကို တင်ပါ။' },
  uploadFailed: { en: 'Failed to upload receipt.', mm: 'ပြေစာ တင်ခြင်း မအောင်မြင်ပါ။' },
  failed: { en: 'Failed to register.', mm: 'စာရင်းသွင်းခြင်း မအောင်မြင်ပါ။' },
  registered: { en: 'You are registered!', mm: 'စာရင်းသွင်းပြီးပါပြီ!' },
  received: {
    en: 'Registration received: we will check your transfer.',
    mm: 'စာရင်းသွင်းမှု လက်ခံရရှိပါပြီ။ သင့်ငွေလွှဲမှုကို စစ်ဆေးပေးပါမည်။',
  },
  reference: {
    en: 'Your reference: {reference}. We email you the details.',
    mm: 'သင့်ရည်ညွှန်းနံပါတ်- {reference}။ အသေးစိတ်ကို အီးမေးလ်ဖြင့် ပို့ပေးပါမည်။',
  },
  metaDescription: {
    en: '{name}: {time}. Register online.',
    mm: '{name} - {time}။ အွန်လိုင်းတွင် စာရင်းသွင်းပါ။',
  },
});
