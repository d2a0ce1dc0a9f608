import { paymentStateMessages } from '../../features/transfer-pages/payment-state-messages';
import { defineMessages } from '../../i18n/messages';

/** A customer's private order page (/orders/{token}). */
export const orderMessages = defineMessages({
  ...paymentStateMessages,
  metaTitle: { en: 'Your order {reference}', mm: 'သင်၏ မှာယူမှု {reference}' },
  eyebrow: { en: 'Your order', mm: 'သင်၏ မှာယူမှု' },
  title: { en: 'Order {reference}', mm: 'မှာယူမှု {reference}' },
  placed: { en: 'Order placed successfully!', mm: 'မှာယူမှု အောင်မြင်ပါသည်!' },
  keepLink: {
    en: 'Keep this page: its address is your own, and it always shows where your order is. We have also emailed you the link.',
    mm: 'ဤစာမျက်နှာကို သိမ်းထားပါ။ ၎င်း၏ လိပ်စာသည် သင့်အတွက်သာ ဖြစ်ပြီး သင့်မှာယူမှု အခြေအနေကို အမြဲပြသပါသည်။ လင့်ခ်ကို အီးမေးလ်ဖြင့်လည်း ပို့ထားပါသည်။',
  },
  referenceLabel: { en: 'Reference', mm: 'ရည်ညွှန်းအမှတ်' },
  referenceHint: {
    en: 'Quote it when you contact us.',
    mm: 'ဆက်သွယ်သည့်အခါ ဖော်ပြပေးပါ။',
  },
  product: { en: 'Product', mm: 'ကုန်ပစ္စည်း' },
  quantity: { en: 'Quantity', mm: 'အရေအတွက်' },
  amount: { en: 'Amount', mm: 'ကျသင့်ငွေ' },
  shipping: { en: 'Shipping', mm: 'ပို့ဆောင်ခ' },
  ordered: { en: 'Ordered on', mm: 'မှာယူသည့်နေ့' },
  progress: { en: 'Where your order is', mm: 'သင့်မှာယူမှု ရောက်ရှိနေသည့်အဆင့်' },
  stepOrdered: { en: 'Ordered', mm: 'မှာယူပြီး' },
  stepChecked: { en: 'Payment confirmed', mm: 'ငွေပေးချေမှု အတည်ပြုပြီး' },
  stepSent: { en: 'On its way', mm: 'ပို့ဆောင်နေပြီ' },
  'status.received': {
    en: 'We are checking your payment',
    mm: 'သင်၏ ငွေပေးချေမှုကို စစ်ဆေးနေပါသည်',
  },
  'text.received': {
    en: 'We have your order and your receipt. We check every transfer by hand and will email you as soon as it is confirmed.',
    mm: 'သင်၏ မှာယူမှုနှင့် ပြေစာကို ရရှိပါပြီ။ ငွေလွှဲမှုတိုင်းကို ကိုယ်တိုင် စစ်ဆေးပြီး အတည်ပြုသည်နှင့် အီးမေးလ် ပို့ပါမည်။',
  },
  'text.paid': {
    en: 'Thank you! We are preparing your order and will email you when it is on its way.',
    mm: 'ကျေးဇူးတင်ပါသည်။ သင်၏ မှာယူမှုကို ပြင်ဆင်နေပြီး ပို့ဆောင်သည့်အခါ အီးမေးလ် ပို့ပါမည်။',
  },
  holdUntil: {
    en: 'We hold your order until {date}.',
    mm: 'သင်၏ မှာယူမှုကို {date} အထိ ထိန်းထားပါမည်။',
  },
  'status.fulfilled': { en: 'Your order is on its way', mm: 'သင်၏ မှာယူမှုကို ပို့ဆောင်နေပါပြီ' },
  'text.fulfilled': {
    en: 'Thank you for your order. If anything is not right when it arrives, please contact us.',
    mm: 'မှာယူမှုအတွက် ကျေးဇူးတင်ပါသည်။ ရောက်ရှိသည့်အခါ တစ်စုံတစ်ရာ မှားယွင်းနေပါက ဆက်သွယ်ပေးပါ။',
  },
  'status.cancelled': { en: 'This order was cancelled', mm: 'ဤမှာယူမှုကို ပယ်ဖျက်ထားပါသည်' },
  'text.cancelled': {
    en: 'If you have paid for it, we will contact you about the refund. Questions? Contact us.',
    mm: 'ငွေပေးချေပြီးပါက ငွေပြန်အမ်းရန် ဆက်သွယ်ပါမည်။ မေးမြန်းလိုပါက ဆက်သွယ်ပါ။',
  },
  newReceiptTitle: { en: 'Send a new receipt', mm: 'ပြေစာအသစ် ပို့ရန်' },
  receiptSent: {
    en: 'Thank you: we have your new receipt and will check it.',
    mm: 'ကျေးဇူးတင်ပါသည်။ ပြေစာအသစ်ကို ရရှိပြီး စစ်ဆေးပါမည်။',
  },
  soldOut: {
    en: 'Sorry: this product sold out while we waited for your receipt. Please contact us.',
    mm: 'စိတ်မကောင်းပါ။ သင့်ပြေစာကို စောင့်နေစဉ် ဤပစ္စည်း ကုန်သွားပါသည်။ ကျွန်ုပ်တို့ကို ဆက်သွယ်ပါ။',
  },
  notAwaited: {
    en: 'This order is not waiting for a receipt any more.',
    mm: 'ဤမှာယူမှုသည် ပြေစာ မစောင့်တော့ပါ။',
  },
  howToPay: { en: 'How to pay', mm: 'ငွေပေးချေနည်း' },
  nextTitle: { en: 'What happens next', mm: 'နောက်ထပ် ဖြစ်မည့်အဆင့်များ' },
  nextCheck: {
    en: 'We check your transfer against the receipt you sent: there is nothing more to pay.',
    mm: 'သင်ပို့ထားသော ပြေစာဖြင့် ငွေလွှဲမှုကို စစ်ဆေးပါမည်။ ထပ်မံ ပေးချေရန် မလိုပါ။',
  },
  nextConfirm: {
    en: 'We email you as soon as the payment is confirmed, or if anything is missing.',
    mm: 'ငွေပေးချေမှု အတည်ပြုသည်နှင့် သို့မဟုတ် တစ်စုံတစ်ရာ လိုအပ်ပါက အီးမေးလ် ပို့ပါမည်။',
  },
  nextSend: {
    en: 'We prepare your order and tell you when it is on its way.',
    mm: 'သင်၏ မှာယူမှုကို ပြင်ဆင်ပြီး ပို့ဆောင်သည့်အခါ အကြောင်းကြားပါမည်။',
  },
  contact: { en: 'Questions about your order?', mm: 'သင့်မှာယူမှုနှင့် ပတ်သက်၍ မေးမြန်းလိုပါသလား။' },
  backToShop: { en: 'Back to the shop', mm: 'ဈေးဆိုင်သို့ ပြန်သွားရန်' },
});

export type OrderMessageKey = keyof typeof orderMessages;
