import { defineMessages } from '../../i18n/messages';

/** A new receipt for what is paid by transfer (a rejected order's, a rejected registration's). */
export const receiptMessages = defineMessages({
  receipt: { en: 'New payment receipt', mm: 'ငွေပေးချေမှု ပြေစာအသစ်' },
  receiptHint: {
    en: 'A photo or screenshot of your transfer, showing the amount and the reference.',
    mm: 'ပမာဏနှင့် ရည်ညွှန်းအမှတ် ပါသော သင့်ငွေလွှဲမှု၏ ဓာတ်ပုံ သို့မဟုတ် screenshot။',
  },
  sendReceipt: { en: 'Send the receipt', mm: 'ပြေစာ ပို့ရန်' },
  sending: { en: 'Sending…', mm: 'ပို့နေသည်…' },
  uploading: { en: 'Uploading receipt… {percent}%', mm: 'ပြေစာ တင်နေသည်… {percent}%' },
  noReceipt: { en: 'Please upload a receipt.', mm: 'ကျေးဇူးပြု၍ ပြေစာကို တင်ပါ။' },
  uploadFailed: { en: 'Failed to upload receipt.', mm: 'ပြေစာ တင်ခြင်း မအောင်မြင်ပါ။' },
  receiptFailed: {
    en: 'The receipt could not be sent. Please try again.',
    mm: 'ပြေစာကို ပို့၍ မရပါ။ ထပ်ကြိုးစားပါ။',
  },
});
