import { CONSENT_WORDING } from '@coach/contract/subscribers';
import { defineMessages } from '../../i18n/messages';

/** The email list's form and pages (issue 44). */
export const subscribeMessages = defineMessages({
  title: { en: 'Get new articles by email', mm: 'ဆောင်းပါးသစ်များကို အီးမေးလ်ဖြင့် ရယူပါ' },
  consent: { en: CONSENT_WORDING.en, mm: CONSENT_WORDING.mm },
  email: { en: 'Your email', mm: 'သင့်အီးမေးလ်' },
  submit: { en: 'Subscribe', mm: 'စာရင်းဝင်မည်' },
  checkEmail: {
    en: 'Thank you. Please check your email and click the link to confirm.',
    mm: 'ကျေးဇူးတင်ပါသည်။ အတည်ပြုရန် သင့်အီးမေးလ်ကို စစ်ပြီး လင့်ခ်ကို နှိပ်ပါ။',
  },
  checkEmailDetail: {
    en: 'If this address is on the list already, nothing changes.',
    mm: 'ဤလိပ်စာသည် စာရင်းတွင် ရှိပြီးသားဖြစ်ပါက ဘာမျှ မပြောင်းလဲပါ။',
  },
  failed: { en: 'Please check your email address.', mm: 'သင့်အီးမေးလ်လိပ်စာကို စစ်ပေးပါ။' },
  pageTitle: { en: 'Email list', mm: 'အီးမေးလ်စာရင်း' },
  confirmTitle: { en: 'Confirm your subscription', mm: 'စာရင်းဝင်ခြင်းကို အတည်ပြုပါ' },
  confirmIntro: {
    en: 'One click and you are on the list.',
    mm: 'တစ်ချက်နှိပ်ရုံဖြင့် စာရင်းဝင်ပါမည်။',
  },
  confirmButton: { en: 'Confirm my subscription', mm: 'စာရင်းဝင်ခြင်းကို အတည်ပြုမည်' },
  confirmed: {
    en: 'You are subscribed. Thank you!',
    mm: 'စာရင်းဝင်ပြီးပါပြီ။ ကျေးဇူးတင်ပါသည်။',
  },
  linkExpired: {
    en: 'This link has expired. Please sign up again below.',
    mm: 'ဤလင့်ခ် သက်တမ်းကုန်သွားပါပြီ။ အောက်တွင် ထပ်မံ စာရင်းသွင်းပါ။',
  },
  linkUnknown: {
    en: 'This link is not valid (a newer one may have been sent). Please sign up again below.',
    mm: 'ဤလင့်ခ် မမှန်ကန်ပါ (နောက်ထပ်လင့်ခ်အသစ် ပို့ပြီးဖြစ်နိုင်ပါသည်)။ အောက်တွင် ထပ်မံ စာရင်းသွင်းပါ။',
  },
  unsubscribeTitle: { en: 'Leave the email list', mm: 'အီးမေးလ်စာရင်းမှ ထွက်ရန်' },
  unsubscribeIntro: {
    en: 'You will get no more emails from the list.',
    mm: 'စာရင်းမှ အီးမေးလ် နောက်ထပ် ရရှိတော့မည် မဟုတ်ပါ။',
  },
  unsubscribeButton: { en: 'Unsubscribe', mm: 'စာရင်းမှ ထွက်မည်' },
  unsubscribed: {
    en: 'You are unsubscribed. We are sorry to see you go.',
    mm: 'စာရင်းမှ ထွက်ပြီးပါပြီ။',
  },
  resubscribeButton: { en: 'Subscribe again', mm: 'ပြန်လည် စာရင်းဝင်မည်' },
  resubscribed: { en: 'Welcome back: you are subscribed again.', mm: 'ပြန်လည် စာရင်းဝင်ပြီးပါပြီ။' },
  suppressed: {
    en: 'Emails to this address could not be delivered, so none are sent to it.',
    mm: 'ဤလိပ်စာသို့ အီးမေးလ် ပို့၍ မရသဖြင့် ပို့တော့မည် မဟုတ်ပါ။',
  },
  noLink: {
    en: 'This link is not valid.',
    mm: 'ဤလင့်ခ် မမှန်ကန်ပါ။',
  },
  home: { en: 'Back to the home page', mm: 'ပင်မစာမျက်နှာသို့' },
});
