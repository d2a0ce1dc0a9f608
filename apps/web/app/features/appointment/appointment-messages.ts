import { defineMessages } from '../../i18n/messages';

/** The appointment form: labels, options, problems and the answers after sending. */
export const appointmentMessages = defineMessages({
  name: { en: 'Name', mm: 'အမည်' },
  role: { en: 'Role', mm: 'ရာထူး' },
  business: { en: 'Business', mm: 'လုပ်ငန်း' },
  modeOfContact: { en: 'Mode of contact', mm: 'ဆက်သွယ်ရန် နည်းလမ်း' },
  contactInformation: { en: 'Contact information', mm: 'ဆက်သွယ်ရန် အချက်အလက်' },
  contactHintEmail: { en: 'Your email address', mm: 'သင့်အီးမေးလ်လိပ်စာ' },
  contactHintOther: { en: 'Your number or handle', mm: 'သင့်ဖုန်းနံပါတ် သို့မဟုတ် အကောင့်' },
  appointmentFor: { en: 'Appointment for', mm: 'ချိန်းဆိုလိုသည့် အကြောင်းအရာ' },
  message: { en: 'Message', mm: 'စာတို' },
  agree: {
    en: 'I agree to be contacted about my request.',
    mm: 'ကျွန်ုပ်၏ တောင်းဆိုချက်နှင့် ပတ်သက်၍ ဆက်သွယ်ခြင်းကို သဘောတူပါသည်။',
  },
  choose: { en: 'Choose…', mm: 'ရွေးချယ်ပါ…' },
  required: { en: 'Please fill in this field.', mm: 'ဤအကွက်ကို ဖြည့်ပါ။' },
  agreeRequired: {
    en: 'Please agree to be contacted.',
    mm: 'ဆက်သွယ်ခြင်းကို သဘောတူကြောင်း အမှတ်ခြစ်ပေးပါ။',
  },
  send: { en: 'Send request', mm: 'တောင်းဆိုချက် ပို့ရန်' },
  sending: { en: 'Sending…', mm: 'ပို့နေသည်…' },
  success: {
    en: 'Our team will contact you soon!',
    mm: 'ကျွန်ုပ်တို့အဖွဲ့မှ မကြာမီ ဆက်သွယ်ပါမည်!',
  },
  failure: { en: 'Failed to send message', mm: 'စာပို့ခြင်း မအောင်မြင်ပါ' },
  invalidEmail: {
    en: 'Please enter a valid email address.',
    mm: 'မှန်ကန်သော အီးမေးလ်လိပ်စာကို ထည့်ပါ။',
  },
  chooseTime: { en: 'Choose a time', mm: 'အချိန် ရွေးချယ်ပါ' },
  timeZoneYangon: {
    en: 'Times are in Myanmar time (UTC+06:30).',
    mm: 'အချိန်များသည် မြန်မာစံတော်ချိန် (UTC+06:30) ဖြစ်ပါသည်။',
  },
  timeZoneOther: { en: 'Times are in {zone} time.', mm: 'အချိန်များသည် {zone} အချိန် ဖြစ်ပါသည်။' },
  timesCount: { en: '{count} times', mm: 'အချိန် {count} ခု' },
  timesOne: { en: '1 time', mm: 'အချိန် ၁ ခု' },
  noTimeSuits: {
    en: 'No time suits me: we will agree on one',
    mm: 'သင့်တော်သည့်အချိန် မရှိပါ၊ အချိန်ကို ညှိနှိုင်းပါမည်',
  },
  noFreeTimes: {
    en: 'No free times in the coming days: send your request and we will agree on one.',
    mm: 'လာမည့်ရက်များတွင် အားလပ်သည့်အချိန် မရှိပါ၊ တောင်းဆိုချက် ပို့ပါက အချိန်ကို ညှိနှိုင်းပါမည်။',
  },
  book: { en: 'Book this time', mm: 'ဤအချိန်ကို ချိန်းဆိုရန်' },
  confirmationEmail: {
    en: 'Email for your confirmation (optional)',
    mm: 'အတည်ပြုစာ ပို့ရန် အီးမေးလ် (မဖြည့်လည်း ရပါသည်)',
  },
  confirmationEmailHint: {
    en: 'We send your booked time, your private link to change it, a calendar file and a reminder here, whichever way you like to be contacted.',
    mm: 'မည်သည့်နည်းဖြင့် ဆက်သွယ်စေလိုသည်ဖြစ်စေ ချိန်းဆိုထားသည့်အချိန်၊ ပြောင်းလဲရန် သင့်ကိုယ်ပိုင်လင့်ခ်၊ ပြက္ခဒိန်ဖိုင်နှင့် သတိပေးစာကို ဤလိပ်စာသို့ ပို့ပါမည်။',
  },
  datesNav: { en: 'More dates', mm: 'အခြားရက်များ' },
  earlierDates: { en: 'Earlier dates', mm: 'အစောပိုင်း ရက်များ' },
  laterDates: { en: 'Later dates', mm: 'နောက်ပိုင်း ရက်များ' },
  slotTaken: {
    en: 'Someone has just booked that time. Please choose another.',
    mm: 'ထိုအချိန်ကို တစ်စုံတစ်ဦးက ယခုလေးတင် ချိန်းဆိုသွားပါပြီ။ အခြားအချိန်တစ်ခု ရွေးပါ။',
  },
  slotGone: {
    en: 'That time is no longer free. Please choose another.',
    mm: 'ထိုအချိန်သည် မအားတော့ပါ။ အခြားအချိန်တစ်ခု ရွေးပါ။',
  },
  // Option labels; the stored values stay the English ones (MODES_OF_CONTACT, APPOINTMENT_FOR).
  'mode.Email': { en: 'Email', mm: 'အီးမေးလ်' },
  'mode.Phone': { en: 'Phone', mm: 'ဖုန်း' },
  'mode.Viber': { en: 'Viber', mm: 'Viber' },
  'mode.WhatsApp': { en: 'WhatsApp', mm: 'WhatsApp' },
  'mode.Other': { en: 'Other', mm: 'အခြား' },
  'for.One on One Coaching': { en: 'One on One Coaching', mm: 'တစ်ဦးချင်း နည်းပြခြင်း' },
  'for.Team Coaching': { en: 'Team Coaching', mm: 'အဖွဲ့လိုက် နည်းပြခြင်း' },
  'for.Training': { en: 'Training', mm: 'သင်တန်း' },
  'for.Collaboration': { en: 'Collaboration', mm: 'ပူးပေါင်းဆောင်ရွက်မှု' },
});
