import { defineMessages } from '../../i18n/messages';

/** What a page paid by transfer says of its payment, an order's and a registration's alike. */
export const paymentStateMessages = defineMessages({
  'status.paid': { en: 'Payment confirmed', mm: 'ငွေပေးချေမှု အတည်ပြုပြီးပါပြီ' },
  'status.rejected': {
    en: 'We could not confirm your payment',
    mm: 'သင်၏ ငွေပေးချေမှုကို အတည်မပြုနိုင်ပါ',
  },
  'text.rejected': {
    en: 'Please send a new receipt (a screenshot of the transfer) with the form below.',
    mm: 'အောက်ပါပုံစံဖြင့် ပြေစာအသစ် (ငွေလွှဲမှု ဓာတ်ပုံ) ပို့ပေးပါ။',
  },
  reason: { en: 'The reason', mm: 'အကြောင်းရင်း' },
});
