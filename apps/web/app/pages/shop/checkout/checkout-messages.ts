import { defineMessages } from '../../../i18n/messages';

/** The checkout of one product (/shops/checkout/{id}). */
export const checkoutMessages = defineMessages({
  metaTitle: { en: 'Checkout: {name}', mm: 'ငွေပေးချေရန် - {name}' },
  metaDescription: {
    en: 'Order {name}: pay by bank transfer and upload your receipt.',
    mm: '{name} ကို မှာယူပါ - ဘဏ်လွှဲဖြင့် ပေးချေပြီး ပြေစာကို တင်ပါ။',
  },
  eyebrow: { en: 'Checkout', mm: 'ငွေပေးချေရန်' },
  backToShop: { en: 'Back to the shop', mm: 'ဈေးဆိုင်သို့ ပြန်သွားရန်' },
  billingTitle: { en: 'Billing and shipping', mm: 'ငွေတောင်းခံမှုနှင့် ပို့ဆောင်မှု' },
  billingIntro: {
    en: 'We send the order to this address and contact you if anything is unclear.',
    mm: 'ဤလိပ်စာသို့ ပို့ဆောင်ပေးမည်ဖြစ်ပြီး မရှင်းလင်းသည်များရှိပါက ဆက်သွယ်ပါမည်။',
  },
  name: { en: 'Name', mm: 'အမည်' },
  phone: { en: 'Phone number', mm: 'ဖုန်းနံပါတ်' },
  email: { en: 'Email', mm: 'အီးမေးလ်' },
  address: { en: 'Address', mm: 'လိပ်စာ' },
  quantity: { en: 'Quantity', mm: 'အရေအတွက်' },
  receipt: { en: 'Payment receipt', mm: 'ငွေပေးချေမှု ပြေစာ' },
  receiptHint: {
    en: 'A photo or screenshot of your bank transfer.',
    mm: 'သင့်ဘဏ်လွှဲမှု၏ ဓာတ်ပုံ သို့မဟုတ် screenshot။',
  },
  summaryTitle: { en: 'Your order', mm: 'သင့်မှာယူမှု' },
  unitPrice: { en: 'Price', mm: 'စျေးနှုန်း' },
  subtotal: { en: 'Subtotal', mm: 'စုစုပေါင်း (ခွဲ)' },
  shipping: { en: 'Shipping', mm: 'ပို့ဆောင်ခ' },
  total: { en: 'Total', mm: 'စုစုပေါင်း' },
  payTitle: { en: 'How to pay', mm: 'ငွေပေးချေနည်း' },
  payText: {
    en: 'Transfer the total to our account, then upload the receipt with this form. For account details or questions, call or email us.',
    mm: 'စုစုပေါင်းငွေကို ကျွန်ုပ်တို့၏ အကောင့်သို့ လွှဲပြီး ဤပုံစံဖြင့် ပြေစာကို တင်ပါ။ အကောင့်အသေးစိတ် သို့မဟုတ် မေးမြန်းလိုသည်များအတွက် ဖုန်း သို့မဟုတ် အီးမေးလ်ဖြင့် ဆက်သွယ်ပါ။',
  },
  payThenUpload: {
    en: 'Then upload a screenshot of the transfer with this form. Questions? Call or email us.',
    mm: 'ထို့နောက် ငွေလွှဲမှု၏ screenshot ကို ဤပုံစံဖြင့် တင်ပါ။ မေးမြန်းလိုပါက ဖုန်း သို့မဟုတ် အီးမေးလ်ဖြင့် ဆက်သွယ်ပါ။',
  },
  placeOrder: { en: 'Place order', mm: 'မှာယူရန်' },
  placing: { en: 'Placing your order…', mm: 'မှာယူနေသည်…' },
  uploading: { en: 'Uploading receipt… {percent}%', mm: 'ပြေစာ တင်နေသည်… {percent}%' },
  cancel: { en: 'Cancel', mm: 'ပယ်ဖျက်ရန်' },
  required: { en: 'Please fill in this field.', mm: 'ဤအကွက်ကို ဖြည့်ပါ။' },
  invalidEmail: {
    en: 'Please enter a valid email address.',
    mm: 'မှန်ကန်သော အီးမေးလ်လိပ်စာကို ထည့်ပါ။',
  },
  quantityMin: { en: 'Quantity must be at least 1', mm: 'အရေအတွက်သည် အနည်းဆုံး ၁ ဖြစ်ရမည်' },
  // What the visitor is told: no receipt, a failed upload or order, success.
  noReceipt: { en: 'Please upload a receipt.', mm: 'ကျေးဇူးပြု၍ ပြေစာကို တင်ပါ။' },
  uploadFailed: { en: 'Failed to upload receipt.', mm: 'ပြေစာ တင်ခြင်း မအောင်မြင်ပါ။' },
  orderFailed: { en: 'Failed to place order.', mm: 'မှာယူခြင်း မအောင်မြင်ပါ။' },
  soldOut: {
    en: 'Sorry: this product has just sold out.',
    mm: 'စိတ်မကောင်းပါ။ ဤပစ္စည်း ကုန်သွားပါပြီ။',
  },
});
