import { SPECIAL_TITLES } from '../ui/nav.ts';

/** The Email screen's texts, in both admin languages. */
export const L = {
  title: SPECIAL_TITLES.email,
  on: {
    en: 'Email is on, via {server}. New appointments, orders and testimonials are told to {owner}; customers get order confirmations.',
    mm: 'အီးမေးလ် ဖွင့်ထားပါသည် ({server} မှတစ်ဆင့်)။ ချိန်းဆိုမှု၊ အော်ဒါနှင့် သက်သေခံချက် အသစ်များကို {owner} သို့ အကြောင်းကြားပါသည်။ ဝယ်သူများ အော်ဒါ အတည်ပြုစာ ရရှိပါသည်။',
  },
  customersOnly: {
    en: 'Email is on, via {server}, for order confirmations only: NOTIFY_EMAIL is not set.',
    mm: 'အီးမေးလ်ကို {server} မှတစ်ဆင့် အော်ဒါ အတည်ပြုစာများအတွက်သာ ဖွင့်ထားပါသည်။ NOTIFY_EMAIL ကို မသတ်မှတ်ထားပါ။',
  },
  off: {
    en: 'Email is off: SMTP_URL is not set, so nothing is sent.',
    mm: 'အီးမေးလ် ပိတ်ထားပါသည်။ SMTP_URL ကို မသတ်မှတ်ထားသဖြင့် မည်သည့်စာမျှ မပို့ပါ။',
  },
  counts: {
    en: '{sent} sent · {waiting} waiting · {failed} failed · {held} held',
    mm: 'ပို့ပြီး {sent} · စောင့်ဆိုင်းဆဲ {waiting} · မအောင်မြင် {failed} · ထိန်းထား {held}',
  },
  testTo: { en: 'Send a test message to', mm: 'စမ်းသပ်စာ ပို့မည့် လိပ်စာ' },
  sendTest: { en: 'Send test message', mm: 'စမ်းသပ်စာ ပို့ရန်' },
  testQueued: {
    en: 'Test message queued for {to}. Its status shows below.',
    mm: '{to} သို့ စမ်းသပ်စာကို တန်းစီထားပါပြီ။ အခြေအနေကို အောက်တွင် ကြည့်နိုင်ပါသည်။',
  },
  sendAgain: { en: 'Send again', mm: 'ထပ်ပို့ရန်' },
  sentAgain: { en: 'The email will be sent again now.', mm: 'အီးမေးလ်ကို ယခု ထပ်ပို့ပါမည်။' },
  refresh: { en: 'Refresh', mm: 'ပြန်ဖွင့်ရန်' },
  empty: { en: 'No email yet.', mm: 'အီးမေးလ် မရှိသေးပါ။' },
  created: { en: 'Queued', mm: 'တန်းစီချိန်' },
  kind: { en: 'About', mm: 'အကြောင်းအရာ' },
  to: { en: 'To', mm: 'လက်ခံသူ' },
  subject: { en: 'Subject', mm: 'ခေါင်းစဉ်' },
  status: { en: 'Status', mm: 'အခြေအနေ' },
  sent: { en: 'Sent {at}', mm: '{at} တွင် ပို့ပြီး' },
  waiting: { en: 'Waiting', mm: 'စောင့်ဆိုင်းဆဲ' },
  failed: { en: 'Failed', mm: 'မအောင်မြင်ပါ' },
  held: { en: 'Held, not sent', mm: 'ထိန်းထားသည်၊ မပို့ပါ' },
  heldWhy: {
    en: 'This address already had 3 emails today that anyone can make the site send (bookings, orders, reset links): more are kept here, never sent, so no stranger is flooded.',
    mm: 'ဤလိပ်စာသို့ မည်သူမဆို ဝဘ်ဆိုက်မှ ပို့စေနိုင်သော အီးမေးလ် (ချိန်းဆိုမှု၊ အော်ဒါ၊ စကားဝှက် ပြန်သတ်မှတ်လင့်ခ်) ၃ စောင် ယနေ့ ရောက်ပြီးပါပြီ။ ထပ်လာသည်များကို ဤနေရာတွင်သာ ထိန်းထားပြီး မပို့ပါ၊ သူစိမ်းတစ်ဦးထံ စာများ အလျှံပယ် မရောက်စေရန် ဖြစ်ပါသည်။',
  },
  attempts: {
    en: 'Attempts: {attempts} · next try {next}',
    mm: 'ကြိုးစားမှု {attempts} ကြိမ် · နောက်တစ်ကြိမ် {next}',
  },
  newer: { en: 'Newer', mm: 'ပိုသစ်သည်များ' },
  older: { en: 'Older', mm: 'ပိုဟောင်းသည်များ' },
  kinds: {
    appointment: { en: 'Appointment', mm: 'ချိန်းဆိုမှု' },
    order: { en: 'Order', mm: 'အော်ဒါ' },
    order_confirmation: { en: 'Order confirmation', mm: 'အော်ဒါ အတည်ပြုစာ' },
    order_status: { en: 'Order status', mm: 'အော်ဒါ အခြေအနေ' },
    testimonial: { en: 'Testimonial', mm: 'သက်သေခံချက်' },
    test: { en: 'Test', mm: 'စမ်းသပ်စာ' },
    password_reset: { en: 'Password reset', mm: 'စကားဝှက် ပြန်သတ်မှတ်ရန်' },
    invitation: { en: 'Invitation', mm: 'ဖိတ်ခေါ်စာ' },
    appointment_confirmation: { en: 'Booking confirmation', mm: 'ချိန်းဆိုမှု အတည်ပြုစာ' },
    appointment_visitor_change: {
      en: 'Booking moved or cancelled by the visitor',
      mm: 'ဧည့်သည်က ပြောင်းသော သို့မဟုတ် ပယ်ဖျက်သော ချိန်းဆိုမှု',
    },
    appointment_change: { en: 'Booking change', mm: 'ချိန်းဆိုမှု ပြောင်းလဲမှု' },
    appointment_reminder: { en: 'Booking reminder', mm: 'ချိန်းဆိုမှု သတိပေးစာ' },
    registration_confirmation: { en: 'Event registration', mm: 'ပွဲ စာရင်းသွင်းမှု' },
    registration_status: {
      en: 'Event registration status',
      mm: 'ပွဲ စာရင်းသွင်းမှု အခြေအနေ',
    },
    waitlist_offer: { en: 'Waiting list offer', mm: 'စောင့်ဆိုင်းစာရင်း ကမ်းလှမ်းချက်' },
    subscriber_confirmation: { en: 'Email list confirmation', mm: 'အီးမေးလ်စာရင်း အတည်ပြုချက်' },
    newsletter: { en: 'Newsletter', mm: 'သတင်းလွှာ' },
    newsletter_test: { en: 'Newsletter test', mm: 'သတင်းလွှာ စမ်းသပ်ချက်' },
  },
};
