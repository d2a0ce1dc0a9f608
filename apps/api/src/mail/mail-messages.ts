import { defineMessages } from '@coach/contract';

/**
 * The emails' texts in both languages (one catalogue mechanism for every text of the
 * product, decision 0009). Subjects and labels are filled in with `fillIn`.
 */
export const MAIL_MESSAGES = defineMessages({
  appointmentSubject: {
    en: 'New appointment request from {name}',
    mm: '{name} ထံမှ ချိန်းဆိုမှု တောင်းဆိုချက် အသစ်',
  },
  orderSubject: {
    en: 'New order {reference}: {product} from {name}',
    mm: 'မှာယူမှု အသစ် {reference}: {name} ထံမှ {product}',
  },
  testimonialSubject: {
    en: 'Testimonial from {name} awaiting approval',
    mm: '{name} ၏ သက်သေခံချက် အတည်ပြုရန် စောင့်နေပါသည်',
  },
  confirmationSubject: {
    en: 'Your order {reference} has been received',
    mm: 'သင်၏ မှာယူမှု {reference} ကို လက်ခံရရှိပါပြီ',
  },
  paidSubject: {
    en: 'Payment confirmed for your order {reference}',
    mm: 'သင်၏ မှာယူမှု {reference} အတွက် ငွေပေးချေမှုကို အတည်ပြုပြီးပါပြီ',
  },
  rejectedSubject: {
    en: 'We could not confirm the payment for your order {reference}',
    mm: 'သင်၏ မှာယူမှု {reference} ၏ ငွေပေးချေမှုကို အတည်မပြုနိုင်ပါ',
  },
  fulfilledSubject: {
    en: 'Your order {reference} is on its way',
    mm: 'သင်၏ မှာယူမှု {reference} ကို ပို့ဆောင်နေပါပြီ',
  },
  cancelledSubject: {
    en: 'Your order {reference} has been cancelled',
    mm: 'သင်၏ မှာယူမှု {reference} ကို ပယ်ဖျက်လိုက်ပါပြီ',
  },
  paidIntro: {
    en: 'Thank you, {name}. We have checked your transfer: the payment for order {reference} is confirmed. We are preparing your order and will tell you when it is on its way.',
    mm: '{name} ရှင့်/ခင်ဗျာ ကျေးဇူးတင်ပါသည်။ သင်၏ ငွေလွှဲမှုကို စစ်ဆေးပြီးပါပြီ။ မှာယူမှု {reference} အတွက် ငွေပေးချေမှု အတည်ဖြစ်ပါသည်။ မှာယူမှုကို ပြင်ဆင်နေပြီး ပို့ဆောင်သည့်အခါ အကြောင်းကြားပါမည်။',
  },
  rejectedIntro: {
    en: 'Dear {name}, we could not confirm the transfer for order {reference}.',
    mm: '{name} ရှင့်/ခင်ဗျာ၊ မှာယူမှု {reference} အတွက် ငွေလွှဲမှုကို အတည်မပြုနိုင်ပါ။',
  },
  rejectedReason: { en: 'The reason: {reason}', mm: 'အကြောင်းရင်း: {reason}' },
  rejectedNewReceipt: {
    en: 'Please send a new receipt (a screenshot of the transfer) from your order page within {hours} hours, while we hold your order: {link}',
    mm: 'သင်၏ မှာယူမှုကို ကျွန်ုပ်တို့ ထိန်းထားစဉ် {hours} နာရီအတွင်း မှာယူမှု စာမျက်နှာမှ ပြေစာအသစ် (ငွေလွှဲမှု ဓာတ်ပုံ) ပို့ပေးပါ: {link}',
  },
  rejectedReply: {
    en: 'Please reply to this email with a new receipt (a screenshot of the transfer) within {hours} hours, while we hold your order.',
    mm: 'သင်၏ မှာယူမှုကို ကျွန်ုပ်တို့ ထိန်းထားစဉ် {hours} နာရီအတွင်း ပြေစာအသစ် (ငွေလွှဲမှု ဓာတ်ပုံ) ဖြင့် ဤအီးမေးလ်ကို ပြန်ကြားပေးပါ။',
  },
  fulfilledIntro: {
    en: 'Good news, {name}: your order {reference} is on its way.',
    mm: '{name} ရှင့်/ခင်ဗျာ၊ သတင်းကောင်းပါ။ သင်၏ မှာယူမှု {reference} ကို ပို့ဆောင်နေပါပြီ။',
  },
  cancelledIntro: {
    en: 'Dear {name}, your order {reference} has been cancelled. If you have paid for it, we will contact you about the refund; if this is unexpected, please reply to this email.',
    mm: '{name} ရှင့်/ခင်ဗျာ၊ သင်၏ မှာယူမှု {reference} ကို ပယ်ဖျက်လိုက်ပါပြီ။ ငွေပေးချေပြီးပါက ငွေပြန်အမ်းရန် ဆက်သွယ်ပါမည်။ မမျှော်လင့်ထားပါက ဤအီးမေးလ်ကို ပြန်ကြားပေးပါ။',
  },
  orderPage: {
    en: 'Your order page (status, receipt): {link}',
    mm: 'သင်၏ မှာယူမှု စာမျက်နှာ (အခြေအနေ၊ ပြေစာ): {link}',
  },
  newReceiptSubject: {
    en: 'New receipt for order {reference}',
    mm: 'မှာယူမှု {reference} အတွက် ပြေစာအသစ်',
  },
  newReceiptIntro: {
    en: 'The customer sent a new receipt for order {reference}, rejected before: it is waiting to be checked.',
    mm: 'ယခင် ငြင်းပယ်ခဲ့သော မှာယူမှု {reference} အတွက် ဝယ်သူက ပြေစာအသစ် ပို့ထားပါသည်။ စစ်ဆေးရန် စောင့်နေပါသည်။',
  },
  reference: { en: 'Reference', mm: 'ရည်ညွှန်းအမှတ်' },
  testSubject: {
    en: 'Test message from the coach site',
    mm: 'ဝက်ဘ်ဆိုက်မှ စမ်းသပ်စာ',
  },
  testBody: {
    en: 'This test message shows that the site can send email.',
    mm: 'ဤစမ်းသပ်စာသည် ဝက်ဘ်ဆိုက်မှ အီးမေးလ် ပို့နိုင်ကြောင်း ပြသပါသည်။',
  },
  openInBackOffice: {
    en: 'Open it in the back office: {link}',
    mm: 'စီမံခန့်ခွဲမှုစနစ်တွင် ဖွင့်ရန်: {link}',
  },
  receiptAttached: {
    en: 'The receipt is attached; it is also on the order in the back office.',
    mm: 'ပြေစာကို ပူးတွဲထားပါသည်။ စီမံခန့်ခွဲမှုစနစ်ရှိ မှာယူမှုတွင်လည်း ရှိပါသည်။',
  },
  confirmationIntro: {
    en: 'Thank you, {name}. We have received your order and your receipt; we will check the transfer and tell you by email.',
    mm: '{name} ရှင့်/ခင်ဗျာ ကျေးဇူးတင်ပါသည်။ သင်၏ မှာယူမှုနှင့် ပြေစာကို လက်ခံရရှိပါပြီ။ ငွေလွှဲမှုကို စစ်ဆေးပြီး အီးမေးလ်ဖြင့် အကြောင်းကြားပါမည်။',
  },
  confirmationKeep: {
    en: 'Please quote your order reference {reference} if you contact us.',
    mm: 'ကျွန်ုပ်တို့ကို ဆက်သွယ်ပါက မှာယူမှု ရည်ညွှန်းအမှတ် {reference} ကို ဖော်ပြပေးပါ။',
  },
  nextTitle: { en: 'What happens next', mm: 'နောက်ထပ် ဖြစ်မည့်အဆင့်များ' },
  nextCheck: {
    en: '1. We check your transfer against the receipt you sent: there is nothing more to pay.',
    mm: '၁။ သင်ပို့ထားသော ပြေစာဖြင့် ငွေလွှဲမှုကို စစ်ဆေးပါမည်။ ထပ်မံ ပေးချေရန် မလိုပါ။',
  },
  nextConfirm: {
    en: '2. We email you as soon as the payment is confirmed, or if anything is missing.',
    mm: '၂။ ငွေပေးချေမှု အတည်ပြုသည်နှင့် သို့မဟုတ် တစ်စုံတစ်ရာ လိုအပ်ပါက အီးမေးလ် ပို့ပါမည်။',
  },
  nextSend: {
    en: '3. We prepare your order and tell you when it is on its way.',
    mm: '၃။ သင်၏ မှာယူမှုကို ပြင်ဆင်ပြီး ပို့ဆောင်သည့်အခါ အကြောင်းကြားပါမည်။',
  },
  payTitle: { en: 'How to pay', mm: 'ငွေပေးချေနည်း' },
  payIntro: {
    en: 'Transfer the amount to one of these accounts:',
    mm: 'ငွေပမာဏကို အောက်ပါ အကောင့်တစ်ခုခုသို့ လွှဲပါ:',
  },
  payAmount: { en: 'Amount to transfer: {amount}', mm: 'လွှဲရမည့် ငွေပမာဏ: {amount}' },
  payReference: {
    en: 'Reference to write with the transfer: {reference}',
    mm: 'ငွေလွှဲရာတွင် ရေးရမည့် အမှတ်အသား: {reference}',
  },
  accountName: { en: 'Account name', mm: 'အကောင့်အမည်' },
  accountNumber: { en: 'Account number', mm: 'အကောင့်နံပါတ်' },
  resetSubject: {
    en: 'Set a new password for the coach site',
    mm: 'ဝက်ဘ်ဆိုက်အတွက် စကားဝှက်အသစ် သတ်မှတ်ရန်',
  },
  resetIntro: {
    en: 'Someone, hopefully you, asked to set a new password for the account "{username}".',
    mm: '"{username}" အကောင့်အတွက် စကားဝှက်အသစ် သတ်မှတ်ရန် တစ်စုံတစ်ဦး (သင်ဖြစ်မည်ဟု မျှော်လင့်ပါသည်) တောင်းဆိုခဲ့ပါသည်။',
  },
  resetLink: {
    en: 'Open this link within an hour to choose it (it works once): {link}',
    mm: 'စကားဝှက်ရွေးရန် ဤလင့်ခ်ကို တစ်နာရီအတွင်း ဖွင့်ပါ (တစ်ကြိမ်သာ အသုံးပြုနိုင်ပါသည်): {link}',
  },
  resetTwoFactorOn: {
    en: 'Two-factor sign-in stays on for this account: with the new password, signing in still asks for a code from your authenticator app. Without your phone, enter one of the recovery codes you kept when you turned it on (each works once).',
    mm: 'ဤအကောင့်အတွက် နှစ်ဆင့် အတည်ပြု ဝင်ရောက်ခြင်း ဆက်လက် ဖွင့်ထားပါသည်။ စကားဝှက်အသစ်ဖြင့် ဝင်ရာတွင်လည်း authenticator အက်ပ်မှ ကုဒ်ကို တောင်းပါမည်။ ဖုန်း မရှိပါက ဖွင့်စဉ်က သိမ်းထားသော အရန်ကုဒ်များအနက် တစ်ခုကို ထည့်ပါ (ကုဒ်တစ်ခုစီကို တစ်ကြိမ်သာ သုံးနိုင်ပါသည်)။',
  },
  resetIgnore: {
    en: 'If it was not you, ignore this email: your password stays as it is.',
    mm: 'သင်မဟုတ်ပါက ဤအီးမေးလ်ကို လျစ်လျူရှုပါ။ သင်၏ စကားဝှက် မပြောင်းလဲပါ။',
  },
  inviteSubject: {
    en: '{inviter} invites you to the back office of {site}',
    mm: '{inviter} က {site} ၏ စီမံခန့်ခွဲမှုနေရာသို့ သင့်ကို ဖိတ်ခေါ်ထားပါသည်',
  },
  inviteIntro: {
    en: '{inviter} has made an account "{username}" for you on the back office of {site}, as {role}.',
    mm: '{inviter} က {site} ၏ စီမံခန့်ခွဲမှုနေရာတွင် သင့်အတွက် "{username}" အကောင့်ကို {role} အဖြစ် ပြုလုပ်ထားပါသည်။',
  },
  inviteLink: {
    en: 'Open this link within 3 days to choose your password (it works once): {link}',
    mm: 'သင်၏ စကားဝှက်ကို ရွေးရန် ဤလင့်ခ်ကို ၃ ရက်အတွင်း ဖွင့်ပါ (တစ်ကြိမ်သာ အသုံးပြုနိုင်ပါသည်): {link}',
  },
  roleOwner: { en: 'an owner', mm: 'ပိုင်ရှင်' },
  roleEditor: { en: 'an editor', mm: 'တည်းဖြတ်သူ' },
  roleStaff: {
    en: 'staff (appointments, agenda, hours and orders too)',
    mm: 'ဝန်ထမ်း (ချိန်းဆိုမှုများ၊ အချိန်ဇယား၊ အချိန်များနှင့် အော်ဒါများပါ)',
  },
  bookedTime: { en: 'Time', mm: 'အချိန်' },
  bookingOwnerSubject: {
    en: 'New booking from {name}: {when}',
    mm: '{name} ထံမှ ချိန်းဆိုမှု အသစ်: {when}',
  },
  bookingOwnerMovedSubject: {
    en: 'Booking moved by {name}: {when}',
    mm: '{name} က ချိန်းဆိုမှုကို ရွှေ့လိုက်သည်: {when}',
  },
  bookingOwnerCancelledSubject: {
    en: 'Booking cancelled by {name}: {when}',
    mm: '{name} က ချိန်းဆိုမှုကို ပယ်ဖျက်လိုက်သည်: {when}',
  },
  bookingOwnerMovedFrom: { en: 'Was: {when}', mm: 'ယခင်အချိန်: {when}' },
  bookingSubject: { en: 'Your appointment: {when}', mm: 'သင်၏ ချိန်းဆိုမှု: {when}' },
  bookingIntro: {
    en: 'Thank you, {name}. Your appointment ({purpose}) is booked for:',
    mm: '{name} ရှင့်/ခင်ဗျာ ကျေးဇူးတင်ပါသည်။ သင်၏ ချိန်းဆိုမှု ({purpose}) ကို အောက်ပါအချိန်အတွက် သတ်မှတ်ပြီးပါပြီ:',
  },
  bookingCalendar: {
    en: 'The calendar file attached adds it to your calendar.',
    mm: 'ပူးတွဲပါ ပြက္ခဒိန်ဖိုင်ဖြင့် သင့်ပြက္ခဒိန်ထဲသို့ ထည့်နိုင်ပါသည်။',
  },
  bookingManage: {
    en: 'To cancel it or choose another time: {link}',
    mm: 'ပယ်ဖျက်ရန် သို့မဟုတ် အခြားအချိန် ရွေးရန်: {link}',
  },
  bookingMovedSubject: {
    en: 'Your appointment has moved: {when}',
    mm: 'သင်၏ ချိန်းဆိုမှု အချိန်ပြောင်းပြီး: {when}',
  },
  bookingMovedIntro: {
    en: '{name}, your appointment ({purpose}) is now at:',
    mm: '{name} ရှင့်/ခင်ဗျာ၊ သင်၏ ချိန်းဆိုမှု ({purpose}) ၏ အချိန်သစ်မှာ:',
  },
  bookingConfirmedSubject: {
    en: 'Your appointment is confirmed: {when}',
    mm: 'သင်၏ ချိန်းဆိုမှုကို အတည်ပြုပြီးပါပြီ: {when}',
  },
  bookingConfirmedIntro: {
    en: '{name}, the coach has confirmed your appointment ({purpose}):',
    mm: '{name} ရှင့်/ခင်ဗျာ၊ နည်းပြဆရာက သင်၏ ချိန်းဆိုမှု ({purpose}) ကို အတည်ပြုပြီးပါပြီ:',
  },
  bookingCancelledSubject: {
    en: 'Your appointment is cancelled: {when}',
    mm: 'သင်၏ ချိန်းဆိုမှုကို ပယ်ဖျက်ပြီးပါပြီ: {when}',
  },
  bookingCancelledIntro: {
    en: '{name}, your appointment ({purpose}) at this time is cancelled:',
    mm: '{name} ရှင့်/ခင်ဗျာ၊ အောက်ပါအချိန်ရှိ သင်၏ ချိန်းဆိုမှု ({purpose}) ကို ပယ်ဖျက်ပြီးပါပြီ:',
  },
  bookingCancelledByCoach: {
    en: 'We are sorry: the coach cannot meet at this time. Please choose another: {link}',
    mm: 'ဝမ်းနည်းပါသည်၊ နည်းပြဆရာ ဤအချိန်တွင် မတွေ့နိုင်ပါ။ အခြားအချိန်တစ်ခု ရွေးပေးပါ: {link}',
  },
  bookingCancelledAgain: {
    en: 'You are welcome to book another time: {link}',
    mm: 'အခြားအချိန်တစ်ခု ချိန်းဆိုနိုင်ပါသည်: {link}',
  },
  bookingReminderSubject: {
    en: 'Reminder: your appointment {when}',
    mm: 'သတိပေးချက်: သင်၏ ချိန်းဆိုမှု {when}',
  },
  bookingReminderIntro: {
    en: '{name}, a reminder of your appointment ({purpose}):',
    mm: '{name} ရှင့်/ခင်ဗျာ၊ သင်၏ ချိန်းဆိုမှု ({purpose}) ကို သတိပေးအပ်ပါသည်:',
  },
  bookingCalendarTitle: { en: 'Appointment: {purpose}', mm: 'ချိန်းဆိုမှု: {purpose}' },
  bookingCalendarTitleWith: {
    en: '{purpose} with {coach}',
    mm: '{coach} နှင့် {purpose}',
  },
  bookingWith: { en: 'With: {coach}', mm: 'တွေ့ဆုံမည့်သူ: {coach}' },
  bookingWhere: { en: 'Where: {place}', mm: 'နေရာ: {place}' },
  bookingJoin: { en: 'Meeting link: {link}', mm: 'အွန်လိုင်း တွေ့ဆုံရန် လင့်ခ်: {link}' },
  'for.One on One Coaching': { en: 'One on One Coaching', mm: 'တစ်ဦးချင်း နည်းပြခြင်း' },
  'for.Team Coaching': { en: 'Team Coaching', mm: 'အဖွဲ့လိုက် နည်းပြခြင်း' },
  'for.Training': { en: 'Training', mm: 'သင်တန်း' },
  'for.Collaboration': { en: 'Collaboration', mm: 'ပူးပေါင်းဆောင်ရွက်မှု' },
  waitlistOfferSubject: {
    en: 'Seats are held for you: {event}',
    mm: 'သင့်အတွက် ထိုင်ခုံ ထိန်းထားပါသည်: {event}',
  },
  waitlistOfferIntro: {
    en: 'Dear {name}, seats came free for {event}, and you were next on the waiting list.',
    mm: '{name} ရှင့်/ခင်ဗျာ၊ {event} တွင် ထိုင်ခုံ လွတ်လာပြီး စောင့်ဆိုင်းစာရင်းတွင် သင်သည် နောက်တစ်ယောက် ဖြစ်ပါသည်။',
  },
  waitlistOfferHeld: {
    en: 'Seats held for you: {seats}, until {until} (Myanmar time).',
    mm: 'ထိုင်ခုံ {seats} ခုကို {until} (မြန်မာစံတော်ချိန်) အထိ သင့်အတွက် ထိန်းထားပါသည်။',
  },
  waitlistOfferClaim: {
    en: 'Take them up here: {link}',
    mm: 'ဤနေရာတွင် လက်ခံပါ: {link}',
  },
  waitlistOfferReply: {
    en: 'Reply to this email to take them up.',
    mm: 'လက်ခံလိုပါက ဤအီးမေးလ်ကို ပြန်ကြားပါ။',
  },
  waitlistOfferLater: {
    en: 'Unclaimed by then, they go to the next in line.',
    mm: 'ထိုအချိန်အထိ မလက်ခံပါက နောက်တစ်ယောက်ထံ ပေးပါမည်။',
  },
  subscribeConfirmSubject: {
    en: 'Please confirm your subscription',
    mm: 'စာရင်းဝင်ခြင်းကို အတည်ပြုပေးပါ',
  },
  subscribeConfirmIntro: {
    en: 'Someone, we hope you, asked for emails from {site} at this address.',
    mm: '{site} ၏ အီးမေးလ်များကို ဤလိပ်စာသို့ ပို့ရန် တစ်စုံတစ်ယောက် (သင် ဖြစ်မည်ဟု မျှော်လင့်ပါသည်) တောင်းဆိုခဲ့ပါသည်။',
  },
  subscribeConfirmLink: {
    en: 'Confirm here (the link works for 7 days): {link}',
    mm: 'ဤနေရာတွင် အတည်ပြုပါ (လင့်ခ်သည် ၇ ရက်အတွင်း အသုံးပြုနိုင်ပါသည်): {link}',
  },
  subscribeConfirmIgnore: {
    en: 'If it was not you, ignore this email: nothing more will be sent.',
    mm: 'သင် မဟုတ်ပါက ဤအီးမေးလ်ကို လျစ်လျူရှုပါ။ နောက်ထပ် ဘာမျှ ပို့မည် မဟုတ်ပါ။',
  },
  newsletterWhy: {
    en: 'You receive this because you subscribed to emails from {site}.',
    mm: '{site} ၏ အီးမေးလ်များကို စာရင်းသွင်းထားသောကြောင့် ဤအီးမေးလ်ကို ရရှိခြင်း ဖြစ်ပါသည်။',
  },
  newsletterUnsubscribe: { en: 'Unsubscribe', mm: 'စာရင်းမှ ထွက်ရန်' },
  newsletterTest: {
    en: 'A test: subscribers get this with their own unsubscribe link.',
    mm: 'စမ်းသပ်ပို့ခြင်း ဖြစ်ပါသည်။ စာရင်းဝင်များသည် ၎င်းတို့၏ ကိုယ်ပိုင် စာရင်းမှထွက်ရန် လင့်ခ်ဖြင့် ရရှိပါမည်။',
  },
  newsletterReadArticle: { en: 'Read the article', mm: 'ဆောင်းပါးကို ဖတ်ရန်' },
  event: { en: 'Event', mm: 'ပွဲ' },
  name: { en: 'Name', mm: 'အမည်' },
  role: { en: 'Role', mm: 'ရာထူး' },
  business: { en: 'Business', mm: 'လုပ်ငန်း' },
  modeOfContact: { en: 'Mode of contact', mm: 'ဆက်သွယ်ရန်နည်းလမ်း' },
  contactInformation: { en: 'Contact information', mm: 'ဆက်သွယ်ရန်အချက်အလက်' },
  appointmentFor: { en: 'Appointment for', mm: 'ချိန်းဆိုသည့်ကိစ္စ' },
  message: { en: 'Message', mm: 'မက်ဆေ့ချ်' },
  product: { en: 'Product', mm: 'ကုန်ပစ္စည်း' },
  quantity: { en: 'Quantity', mm: 'အရေအတွက်' },
  amount: { en: 'Amount', mm: 'ကျသင့်ငွေ' },
  phone: { en: 'Phone number', mm: 'ဖုန်းနံပါတ်' },
  email: { en: 'Email', mm: 'အီးမေးလ်' },
  address: { en: 'Address', mm: 'လိပ်စာ' },
  organization: { en: 'Organization', mm: 'အဖွဲ့အစည်း' },
  programs: { en: 'Programs', mm: 'သင်တန်းများ' },
  takeAway: { en: 'Take away', mm: 'ရရှိခဲ့သည်များ' },
  differences: { en: 'Differences', mm: 'ပြောင်းလဲမှုများ' },
  // An event's registration (issue 40): the visitor's emails, in the language they registered in.
  registrationReceivedSubject: {
    en: 'Your registration {reference} has been received',
    mm: 'သင်၏ စာရင်းသွင်းမှု {reference} ကို လက်ခံရရှိပါပြီ',
  },
  registrationReceivedIntro: {
    en: 'Dear {name}, thank you for registering for {event}. We will check your transfer and write to you again; your seats are held meanwhile.',
    mm: '{name} ရှင့်/ခင်ဗျာ၊ {event} အတွက် စာရင်းသွင်းသည့်အတွက် ကျေးဇူးတင်ပါသည်။ သင်၏ ငွေလွှဲမှုကို စစ်ဆေးပြီး ထပ်မံ ဆက်သွယ်ပါမည်။ ထိုအတောအတွင်း သင်၏ ထိုင်ခုံများကို ထိန်းထားပါသည်။',
  },
  registrationConfirmedSubject: {
    en: 'Your ticket: registration {reference} is confirmed',
    mm: 'သင်၏ လက်မှတ်: စာရင်းသွင်းမှု {reference} ကို အတည်ပြုပြီးပါပြီ',
  },
  registrationConfirmedIntro: {
    en: 'Dear {name}, your registration for {event} is confirmed. Show your ticket at the door.',
    mm: '{name} ရှင့်/ခင်ဗျာ၊ {event} အတွက် သင်၏ စာရင်းသွင်းမှုကို အတည်ပြုပြီးပါပြီ။ ဝင်ပေါက်တွင် သင်၏ လက်မှတ်ကို ပြပါ။',
  },
  registrationPaidSubject: {
    en: 'Payment confirmed: your ticket for registration {reference}',
    mm: 'ငွေပေးချေမှု အတည်ပြုပြီး: စာရင်းသွင်းမှု {reference} အတွက် သင်၏ လက်မှတ်',
  },
  registrationPaidIntro: {
    en: 'Dear {name}, we have received your payment for {event}. Show your ticket at the door.',
    mm: '{name} ရှင့်/ခင်ဗျာ၊ {event} အတွက် သင်၏ ငွေပေးချေမှုကို လက်ခံရရှိပါပြီ။ ဝင်ပေါက်တွင် သင်၏ လက်မှတ်ကို ပြပါ။',
  },
  registrationRejectedSubject: {
    en: 'We could not confirm the payment for your registration {reference}',
    mm: 'သင်၏ စာရင်းသွင်းမှု {reference} ၏ ငွေပေးချေမှုကို အတည်မပြုနိုင်ပါ',
  },
  registrationRejectedIntro: {
    en: 'Dear {name}, we could not confirm the transfer for your registration for {event}.',
    mm: '{name} ရှင့်/ခင်ဗျာ၊ {event} အတွက် သင်၏ စာရင်းသွင်းမှု၏ ငွေလွှဲမှုကို အတည်မပြုနိုင်ပါ။',
  },
  registrationNewReceipt: {
    en: 'Please send a new receipt (a screenshot of the transfer) from your registration page within {hours} hours, while we hold your seats: {link}',
    mm: 'သင်၏ ထိုင်ခုံများကို ကျွန်ုပ်တို့ ထိန်းထားစဉ် {hours} နာရီအတွင်း စာရင်းသွင်းမှု စာမျက်နှာမှ ပြေစာအသစ် (ငွေလွှဲမှု ဓာတ်ပုံ) ပို့ပေးပါ: {link}',
  },
  registrationCancelledSubject: {
    en: 'Your registration {reference} has been cancelled',
    mm: 'သင်၏ စာရင်းသွင်းမှု {reference} ကို ပယ်ဖျက်လိုက်ပါပြီ',
  },
  registrationCancelledIntro: {
    en: 'Dear {name}, your registration for {event} is cancelled and its seats are given back.',
    mm: '{name} ရှင့်/ခင်ဗျာ၊ {event} အတွက် သင်၏ စာရင်းသွင်းမှုကို ပယ်ဖျက်ပြီး ထိုင်ခုံများကို ပြန်ပေးလိုက်ပါပြီ။',
  },
  registrationPage: {
    en: 'Your registration page (status, receipt, ticket, cancel): {link}',
    mm: 'သင်၏ စာရင်းသွင်းမှု စာမျက်နှာ (အခြေအနေ၊ ပြေစာ၊ လက်မှတ်၊ ပယ်ဖျက်ရန်): {link}',
  },
  ticketCode: { en: 'Your check-in code: {code}', mm: 'သင်၏ ဝင်ခွင့် ကုဒ်: {code}' },
  ticketQr: {
    en: 'The attached QR code is your ticket: show it on your phone at the door.',
    mm: 'ပူးတွဲပါ QR ကုဒ်သည် သင်၏ လက်မှတ် ဖြစ်ပါသည်။ ဝင်ပေါက်တွင် ဖုန်းဖြင့် ပြပါ။',
  },
  ticketAddress: { en: 'Ticket: {link}', mm: 'လက်မှတ်: {link}' },
  eventTime: { en: 'When', mm: 'အချိန်' },
  seats: { en: 'Seats', mm: 'ထိုင်ခုံ' },
});

export type MailMessageKey = keyof typeof MAIL_MESSAGES;
