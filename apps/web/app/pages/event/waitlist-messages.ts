import { defineMessages } from '../../i18n/messages';

/** A full event's waiting list: its form (on the event's page and its own) and its answer. */
export const waitlistMessages = defineMessages({
  title: { en: 'Join the waiting list', mm: 'စောင့်ဆိုင်းစာရင်းတွင် ဝင်ရန်' },
  pageTitle: {
    en: 'Waiting list: {name}',
    mm: 'စောင့်ဆိုင်းစာရင်း - {name}',
  },
  intro: {
    en: 'When seats come back, the first in line whose seats fit gets an email holding them for a while. Nothing is paid before.',
    mm: 'ထိုင်ခုံ ပြန်လွတ်လာသောအခါ အရေအတွက် ကိုက်ညီသော ရှေ့ဆုံးလူထံ ထိုင်ခုံများကို ခဏ ထိန်းထားကြောင်း အီးမေးလ် ပို့ပါမည်။ ထိုမတိုင်မီ ငွေပေးရန် မလိုပါ။',
  },
  moreSeats: {
    en: 'Want more seats than are left?',
    mm: 'ကျန်ရှိသည်ထက် ထိုင်ခုံ ပိုလိုပါသလား။',
  },
  joinLink: { en: 'Join the waiting list', mm: 'စောင့်ဆိုင်းစာရင်းတွင် ဝင်ပါ' },
  submit: { en: 'Join the waiting list', mm: 'စောင့်ဆိုင်းစာရင်းတွင် ဝင်ရန်' },
  joined: { en: 'You are on the waiting list.', mm: 'စောင့်ဆိုင်းစာရင်းတွင် ပါဝင်ပြီးပါပြီ။' },
  position: {
    en: 'You are number {position} in line. We email you when seats come back for you.',
    mm: 'သင်သည် အမှတ်စဉ် {position} ဖြစ်ပါသည်။ သင့်အတွက် ထိုင်ခုံ လွတ်လာပါက အီးမေးလ် ပို့ပါမည်။',
  },
  joinedAgain: {
    en: 'We email you when seats come back for you.',
    mm: 'သင့်အတွက် ထိုင်ခုံ လွတ်လာပါက အီးမေးလ် ပို့ပါမည်။',
  },
  failed: {
    en: 'Could not put you on the waiting list.',
    mm: 'စောင့်ဆိုင်းစာရင်းတွင် ထည့်၍ မရပါ။',
  },
  backToEvent: { en: 'Back to the event', mm: 'ပွဲသို့ ပြန်သွားရန်' },
  closed: {
    en: 'Registration for this event is closed.',
    mm: 'ဤပွဲအတွက် စာရင်းသွင်းခြင်း ပိတ်ပြီးဖြစ်ပါသည်။',
  },
});
