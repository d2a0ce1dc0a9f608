import { defineMessages } from '../../i18n/messages';

/** How to pay: the accounts a customer transfers to (checkout, order page, after-order summary). */
export const paymentMethodsMessages = defineMessages({
  intro: {
    en: 'Transfer the amount to one of these accounts:',
    mm: 'ငွေပမာဏကို အောက်ပါ အကောင့်တစ်ခုခုသို့ လွှဲပါ:',
  },
  amount: { en: 'Amount to transfer', mm: 'လွှဲရမည့် ငွေပမာဏ' },
  reference: { en: 'Reference to write with the transfer', mm: 'ငွေလွှဲရာတွင် ရေးရမည့် အမှတ်အသား' },
  accountName: { en: 'Account name', mm: 'အကောင့်အမည်' },
  accountNumber: { en: 'Account number', mm: 'အကောင့်နံပါတ်' },
  copy: { en: 'Copy', mm: 'ကူးယူရန်' },
  copied: { en: 'Copied', mm: 'ကူးယူပြီး' },
  copiedStatus: { en: '{what} copied: {value}', mm: '{what} ကူးယူပြီးပါပြီ: {value}' },
  qrAlt: { en: 'QR code to pay with {name}', mm: '{name} ဖြင့် ပေးချေရန် QR ကုဒ်' },
  qrCaption: { en: 'Scan to pay with {name}', mm: '{name} ဖြင့် စကင်ဖတ်၍ ပေးချေပါ' },
});
