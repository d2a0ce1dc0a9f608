import { defineMessages } from '../../i18n/messages';

/** The private page of a waiting-list offer (/events/{id}/claim/{token}). */
export const claimMessages = defineMessages({
  metaTitle: { en: 'Seats held for you', mm: 'သင့်အတွက် ထိန်းထားသော ထိုင်ခုံများ' },
  eyebrow: { en: 'Waiting list', mm: 'စောင့်ဆိုင်းစာရင်း' },
  'status.offered': { en: 'Seats are held for you', mm: 'သင့်အတွက် ထိုင်ခုံ ထိန်းထားပါသည်' },
  'status.expired': { en: 'This offer has run out', mm: 'ဤကမ်းလှမ်းချက် သက်တမ်းကုန်သွားပါပြီ' },
  'status.registered': { en: 'You are registered', mm: 'စာရင်းသွင်းပြီးပါပြီ' },
  'status.waiting': { en: 'You are on the waiting list', mm: 'စောင့်ဆိုင်းစာရင်းတွင် ရှိပါသည်' },
  'status.left': { en: 'You left the waiting list', mm: 'စောင့်ဆိုင်းစာရင်းမှ ထွက်ပြီးပါပြီ' },
  held: {
    en: 'Seats held for you: {seats}, until {until} (Myanmar time).',
    mm: 'ထိုင်ခုံ {seats} ခုကို {until} (မြန်မာစံတော်ချိန်) အထိ သင့်အတွက် ထိန်းထားပါသည်။',
  },
  heldThen: {
    en: 'Unclaimed by then, they go to the next in line.',
    mm: 'ထိုအချိန်အထိ မလက်ခံပါက နောက်တစ်ယောက်ထံ ပေးပါမည်။',
  },
  expiredText: {
    en: 'The seats went to the next in line. Ask us about the next date.',
    mm: 'ထိုင်ခုံများကို နောက်တစ်ယောက်ထံ ပေးလိုက်ပါပြီ။ နောက်တစ်ကြိမ်အတွက် ကျွန်ုပ်တို့ကို မေးမြန်းပါ။',
  },
  registeredText: {
    en: 'The seats are yours. We email you the details.',
    mm: 'ထိုင်ခုံများသည် သင့်အတွက် ဖြစ်ပါပြီ။ အသေးစိတ်ကို အီးမေးလ်ဖြင့် ပို့ပေးပါမည်။',
  },
  seats: { en: 'Seats', mm: 'ထိုင်ခုံ အရေအတွက်' },
  amount: { en: 'Amount to transfer', mm: 'လွှဲရမည့် ငွေပမာဏ' },
  when: { en: 'When', mm: 'အချိန်' },
  free: { en: 'Free', mm: 'အခမဲ့' },
  payTitle: { en: 'How to pay', mm: 'ငွေပေးချေနည်း' },
  payThenUpload: {
    en: 'Transfer the amount, then upload a screenshot of the transfer to take up the seats.',
    mm: 'ငွေပမာဏကို လွှဲပြီး ထိုင်ခုံများ ရယူရန် ငွေလွှဲမှု၏ screenshot ကို တင်ပါ။',
  },
  receipt: { en: 'Payment receipt', mm: 'ငွေပေးချေမှု ပြေစာ' },
  receiptHint: {
    en: 'A photo or screenshot of your bank transfer.',
    mm: 'သင့်ဘဏ်လွှဲမှု၏ ဓာတ်ပုံ သို့မဟုတ် screenshot။',
  },
  noReceipt: { en: 'Please upload a receipt.', mm: 'ကျေးဇူးပြု၍ ပြေစာကို တင်ပါ။' },
  uploadFailed: { en: 'Failed to upload receipt.', mm: 'ပြေစာ တင်ခြင်း မအောင်မြင်ပါ။' },
  uploading: { en: 'Uploading receipt… {percent}%', mm: 'ပြေစာ တင်နေသည်… {percent}%' },
  claim: { en: 'Take up my seats', mm: 'ထိုင်ခုံများ ရယူမည်' },
  sending: { en: 'Registering…', mm: 'စာရင်းသွင်းနေသည်…' },
  failed: { en: 'Failed to register.', mm: 'စာရင်းသွင်းခြင်း မအောင်မြင်ပါ။' },
  backToEvent: { en: 'The event', mm: 'ပွဲ' },
});
