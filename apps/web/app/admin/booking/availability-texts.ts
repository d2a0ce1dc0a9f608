import { defineMessages } from '@coach/contract/messages';
import { SPECIAL_TITLES } from '../ui/nav.ts';

/** The availability screen's words. */
export const L = defineMessages({
  title: SPECIAL_TITLES.availability,
  intro: {
    en: 'When visitors may book a session: your weekly hours, how long a session lasts and the rules around it. The appointment form offers only the free times these leave.',
    mm: 'ဧည့်သည်များ ချိန်းဆိုနိုင်သည့်အချိန်- သင်၏ အပတ်စဉ်အချိန်များ၊ တစ်ကြိမ်ကြာချိန်နှင့် သက်ဆိုင်ရာ စည်းမျဉ်းများ။ ချိန်းဆိုမှုဖောင်တွင် ဤအချိန်များအတွင်း လွတ်နေသည့်အချိန်များကိုသာ ပြပါသည်။',
  },
  bookingOn: {
    en: 'Booking is on: visitors choose one of the free times on the appointment form.',
    mm: 'အချိန်ချိန်းဆိုခြင်း ဖွင့်ထားပါသည်။ ဧည့်သည်များက ချိန်းဆိုမှုဖောင်တွင် လွတ်နေသည့်အချိန်တစ်ခုကို ရွေးပါသည်။',
  },
  bookingOff: {
    en: 'Booking is off: no weekly hours are set, so the appointment form stays the plain request (visitors write, you reply). Add hours to a day and save to turn it on.',
    mm: 'အချိန်ချိန်းဆိုခြင်း ပိတ်ထားပါသည်။ အပတ်စဉ်အချိန် မသတ်မှတ်ရသေးသဖြင့် ချိန်းဆိုမှုဖောင်သည် ရိုးရိုးတောင်းဆိုမှုအဖြစ်သာ ရှိနေပါသည် (ဧည့်သည်က ရေးပို့ပြီး သင်က ပြန်ဆက်သွယ်ပါသည်)။ ဖွင့်ရန် နေ့တစ်နေ့တွင် အချိန်ထည့်ပြီး သိမ်းပါ။',
  },
  timeZone: { en: 'Time zone', mm: 'အချိန်ဇုန်' },
  timeZoneHint: {
    en: 'Your hours are read in this zone, and the agenda shows every time in it.',
    mm: 'သင်၏ အချိန်များကို ဤဇုန်အတိုင်း သတ်မှတ်ပြီး အချိန်ဇယားတွင်လည်း ဤဇုန်အတိုင်း ပြပါသည်။',
  },
  weeklyHours: { en: 'Weekly hours', mm: 'အပတ်စဉ် အချိန်များ' },
  weeklyHint: {
    en: 'A day may have several ranges, a morning and an afternoon say; a day with none is closed. An end of 00:00 is midnight at the end of the day.',
    mm: 'တစ်နေ့တွင် နံနက်ပိုင်းနှင့် နေ့လယ်ပိုင်းကဲ့သို့ အချိန်ပိုင်းများစွာ ရှိနိုင်ပါသည်။ အချိန်ပိုင်းမရှိသည့်နေ့သည် ပိတ်ရက်ဖြစ်ပါသည်။ ဆုံးချိန် 00:00 သည် ထိုနေ့ညသန်းခေါင်ဖြစ်ပါသည်။',
  },
  closed: { en: 'Closed', mm: 'ပိတ်ထားသည်' },
  from: { en: 'From', mm: 'စချိန်' },
  to: { en: 'To', mm: 'ဆုံးချိန်' },
  addRange: { en: 'Add hours', mm: 'အချိန်ပိုင်း ထည့်ရန်' },
  removeRange: { en: 'Remove', mm: 'ဖယ်ရှားရန်' },
  copyMonday: {
    en: 'Copy Monday’s hours to Tuesday–Friday',
    mm: 'တနင်္လာနေ့၏ အချိန်များကို အင်္ဂါနေ့မှ သောကြာနေ့အထိ ကူးရန်',
  },
  copied: {
    en: 'Monday’s hours copied to Tuesday–Friday: save to keep them.',
    mm: 'တနင်္လာနေ့၏ အချိန်များကို အင်္ဂါနေ့မှ သောကြာနေ့အထိ ကူးပြီးပါပြီ။ ထိန်းထားရန် သိမ်းပါ။',
  },
  sessions: { en: 'Sessions', mm: 'ချိန်းဆိုမှုများ' },
  slotMinutes: { en: 'Session length (minutes)', mm: 'တစ်ကြိမ်ကြာချိန် (မိနစ်)' },
  bufferMinutes: { en: 'Break after each session (minutes)', mm: 'တစ်ကြိမ်ပြီးတိုင်း နားချိန် (မိနစ်)' },
  minNotice: { en: 'Minimum notice (hours)', mm: 'အနည်းဆုံး ကြိုတင်ချိန်းရမည့်အချိန် (နာရီ)' },
  minNoticeHint: {
    en: 'How soon a session may start after it is booked.',
    mm: 'ချိန်းဆိုပြီးနောက် အစောဆုံး မည်မျှအကြာတွင် စနိုင်သည်။',
  },
  maxPerDay: { en: 'Sessions per day at most', mm: 'တစ်နေ့လျှင် အများဆုံး အကြိမ်ရေ' },
  maxPerDayHint: { en: 'Leave empty for no limit.', mm: 'အကန့်အသတ်မထားလိုပါက ဗလာထားပါ။' },
  daysAhead: { en: 'Days ahead', mm: 'ကြိုတင်ချိန်းဆိုနိုင်သည့် ရက်' },
  daysAheadHint: {
    en: 'How far ahead visitors may book, counted from today.',
    mm: 'ယနေ့မှစ၍ ရက်မည်မျှ ကြိုတင် ချိန်းဆိုနိုင်သည်။',
  },
  byPurpose: { en: 'Length by kind of appointment', mm: 'ချိန်းဆိုမှု အမျိုးအစားအလိုက် ကြာချိန်' },
  byPurposeHint: {
    en: 'Minutes; leave empty for the session length above.',
    mm: 'မိနစ်ဖြင့်။ အထက်ပါ တစ်ကြိမ်ကြာချိန်ကို သုံးလိုပါက ဗလာထားပါ။',
  },
  ownHours: {
    en: 'Has weekly hours of its own ({count} ranges), kept as they are.',
    mm: 'သီးသန့် အပတ်စဉ်အချိန် ({count} ပိုင်း) ရှိပြီး ယခုအတိုင်း ဆက်ထားပါမည်။',
  },
  places: { en: 'Where each kind happens', mm: 'အမျိုးအစားအလိုက် တွေ့ဆုံမည့်နေရာ' },
  placesHint: {
    en: 'The calendar file and the emails a visitor gets say where their session is: a place, a meeting link, or both. Leave empty what does not apply.',
    mm: 'ဧည့်သည်ရရှိသည့် ပြက္ခဒိန်ဖိုင်နှင့် အီးမေးလ်များတွင် တွေ့ဆုံမည့်နေရာကို ဖော်ပြပါမည်- နေရာ၊ အွန်လိုင်းလင့်ခ် သို့မဟုတ် နှစ်ခုလုံး။ မသက်ဆိုင်သည်ကို ဗလာထားပါ။',
  },
  location: { en: 'Place', mm: 'နေရာ (အင်္ဂလိပ်)' },
  locationMm: { en: 'Place in Burmese', mm: 'နေရာ (မြန်မာ)' },
  meetingUrl: { en: 'Meeting link', mm: 'အွန်လိုင်း တွေ့ဆုံရန် လင့်ခ်' },
  meetingUrlHint: {
    en: 'A Zoom, Google Meet or Teams address starting https://',
    mm: 'https:// ဖြင့် စသော Zoom၊ Google Meet သို့မဟုတ် Teams လိပ်စာ',
  },
  blockedDates: { en: 'Blocked dates', mm: 'ပိတ်ထားသည့် ရက်များ' },
  blockedHint: {
    en: 'Holidays and travel: no one can book these dates. Sessions already booked on them stay; cancel them on the agenda.',
    mm: 'အားလပ်ရက်နှင့် ခရီးသွားရက်များ- ဤရက်များကို မည်သူမျှ ချိန်းဆို၍ မရပါ။ ချိန်းဆိုပြီးသား အချိန်များ ဆက်ရှိနေမည်ဖြစ်၍ အချိန်ဇယားတွင် ပယ်ဖျက်ပါ။',
  },
  dateToBlock: { en: 'Date to block', mm: 'ပိတ်မည့်ရက်' },
  blockDate: { en: 'Block this date', mm: 'ဤရက်ကို ပိတ်ရန်' },
  lastDateToBlock: {
    en: 'Until (a holiday of several days)',
    mm: 'ရက်အထိ (ရက်အများအပြား အားလပ်ရက်)',
  },
  blockDates: { en: 'Block these dates', mm: 'ဤရက်များကို ပိတ်ရန်' },
  lastBeforeFirst: {
    en: 'The last date must not be before the first.',
    mm: 'နောက်ဆုံးရက်သည် ပထမရက်ထက် မစောရပါ။',
  },
  rangeTooLong: {
    en: 'At most {max} days at a time.',
    mm: 'တစ်ကြိမ်လျှင် ရက် {max} ရက်အထိသာ ပိတ်နိုင်ပါသည်။',
  },
  days: { en: '{count} days', mm: '{count} ရက်' },
  chooseDate: { en: 'Choose a date first.', mm: 'ရက်တစ်ရက် အရင်ရွေးပါ။' },
  noBlocked: { en: 'No blocked dates.', mm: 'ပိတ်ထားသည့်ရက် မရှိပါ။' },
  unblock: { en: 'Remove', mm: 'ဖယ်ရှားရန်' },
  save: { en: 'Save the hours', mm: 'အချိန်များကို သိမ်းရန်' },
  saved: {
    en: 'Hours saved: the appointment form offers the new free times now.',
    mm: 'အချိန်များကို သိမ်းပြီးပါပြီ။ ချိန်းဆိုမှုဖောင်တွင် လွတ်နေသည့်အချိန်အသစ်များကို ယခု ပြပါပြီ။',
  },
  failed: { en: 'Failed to save the hours', mm: 'အချိန်များကို သိမ်း၍ မရပါ' },
});
