import { type Message, defineMessages, fillIn } from './message-catalogue.ts';
import type { Language } from './options.ts';

export { defineMessages, fillIn, type Message, type Messages } from './message-catalogue.ts';

/**
 * What the API says when a request is refused: validation messages of the schemas and the
 * services' own. The API answers in English (the wording clients and tests rely on); the
 * back office shows the Burmese by finding the English here.
 */
export const API_MESSAGES = defineMessages({
  required: { en: 'Required', mm: 'ဖြည့်ရန် လိုအပ်ပါသည်' },
  mustBeText: { en: 'Must be text', mm: 'စာသားဖြစ်ရပါမည်' },
  tooLong: { en: 'Must be at most {max} characters', mm: 'စာလုံး {max} လုံးအထိသာ ရေးနိုင်ပါသည်' },
  tooShort: { en: 'Must be at least {min} characters', mm: 'အနည်းဆုံး စာလုံး {min} လုံး ရှိရပါမည်' },
  atLeast: { en: 'Must be at least {min}', mm: 'အနည်းဆုံး {min} ဖြစ်ရပါမည်' },
  atMost: { en: 'Must be at most {max}', mm: 'အများဆုံး {max} ဖြစ်ရပါမည်' },
  mustBeNumber: { en: 'Must be a number', mm: 'ဂဏန်းဖြစ်ရပါမည်' },
  mustBeWhole: { en: 'Must be a whole number', mm: 'ကိန်းပြည့်ဖြစ်ရပါမည်' },
  cannotBeNegative: { en: 'Cannot be negative', mm: 'အနုတ်မဖြစ်ရပါ' },
  trueOrFalse: { en: 'Must be true or false', mm: 'true သို့မဟုတ် false ဖြစ်ရပါမည်' },
  oneOf: { en: 'Must be one of: {values}', mm: 'ဤတို့အနက် တစ်ခု ဖြစ်ရပါမည်: {values}' },
  webAddress: {
    en: 'Must be a web address (http or https), a mailto: or tel: link, or a path on this site',
    mm: 'ဝဘ်လိပ်စာ (http သို့မဟုတ် https)၊ mailto: သို့မဟုတ် tel: လင့်ခ်၊ သို့မဟုတ် ဤဆိုက်ရှိ လမ်းကြောင်း ဖြစ်ရပါမည်',
  },
  validEmail: { en: 'Please enter a valid email address.', mm: 'မှန်ကန်သော အီးမေးလ်လိပ်စာ ထည့်ပါ။' },
  validPhone: {
    en: 'Please enter a phone number: digits, spaces and + ( ) - only, at least 6 digits.',
    mm: 'ဖုန်းနံပါတ် ထည့်ပါ။ ဂဏန်း၊ space နှင့် + ( ) - သာ၊ အနည်းဆုံး ဂဏန်း ၆ လုံး။',
  },
  pickArticle: { en: 'Please pick an article.', mm: 'ဆောင်းပါးတစ်ပုဒ် ရွေးပါ။' },
  slugFormat: {
    en: 'Small letters, digits and single hyphens only, e.g. mung',
    mm: 'အင်္ဂလိပ် စာလုံးအသေး၊ ဂဏန်းနှင့် တုံးတို တစ်ခုချင်းသာ၊ ဥပမာ mung',
  },
  hexColour: {
    en: 'Must be a hex colour such as #1f6feb',
    mm: '#1f6feb ကဲ့သို့ hex အရောင်ကုဒ် ဖြစ်ရပါမည်',
  },
  usernameCharacters: {
    en: 'Use letters, digits and . _ @ - only',
    mm: 'စာလုံး၊ ဂဏန်းနှင့် . _ @ - တို့သာ သုံးပါ',
  },
  selectImage: { en: 'Please select an image', mm: 'ပုံတစ်ပုံ ရွေးချယ်ပါ' },
  selectPhoto: { en: 'Please select a photo', mm: 'ဓာတ်ပုံတစ်ပုံ ရွေးချယ်ပါ' },
  uploadReceipt: { en: 'Please upload a receipt.', mm: 'ကျေးဇူးပြု၍ ပြေစာကို တင်ပါ။' },
  rankWhole: { en: 'Rank must be a whole number', mm: 'အဆင့်သည် ကိန်းပြည့်ဖြစ်ရပါမည်' },
  yearNumber: { en: 'Year must be a number', mm: 'ခုနှစ်သည် ဂဏန်းဖြစ်ရပါမည်' },
  dateTime: {
    en: 'Must be a date and time with its offset (ISO 8601), such as 2026-12-05T09:00:00+06:30',
    mm: 'ရက်စွဲနှင့် အချိန်ကို ၎င်း၏ offset နှင့်တကွ (ISO 8601) ရေးရပါမည်၊ ဥပမာ 2026-12-05T09:00:00+06:30',
  },
  startForEnd: {
    en: 'Give the start as well as the end',
    mm: 'ပြီးဆုံးချိန်နှင့်အတူ စတင်ချိန်ကိုလည်း ထည့်ပါ',
  },
  timeOrDates: {
    en: 'Give the time, or the start date and time',
    mm: 'အချိန်ကို ရေးပါ၊ သို့မဟုတ် စတင်သည့် ရက်စွဲနှင့် အချိန်ကို ထည့်ပါ',
  },
  endsAfterStart: {
    en: 'The end must be after the start',
    mm: 'ပြီးဆုံးချိန်သည် စတင်ချိန်ထက် နောက်ကျရပါမည်',
  },
  priceNumber: { en: 'Price must be a number', mm: 'ဈေးနှုန်းသည် ဂဏန်းဖြစ်ရပါမည်' },
  priceNegative: { en: 'Price cannot be negative', mm: 'ဈေးနှုန်းသည် အနုတ်မဖြစ်ရပါ' },
  priceTooLarge: { en: 'Price is too large', mm: 'ဈေးနှုန်း များလွန်းပါသည်' },
  stockWhole: { en: 'Stock must be a whole number', mm: 'လက်ကျန်သည် ကိန်းပြည့်ဖြစ်ရပါမည်' },
  stockNegative: { en: 'Stock cannot be negative', mm: 'လက်ကျန်သည် အနုတ်မဖြစ်ရပါ' },
  amountNumber: { en: 'Amount must be a number', mm: 'ပမာဏသည် ဂဏန်းဖြစ်ရပါမည်' },
  quantityWhole: { en: 'Quantity must be a whole number', mm: 'အရေအတွက်သည် ကိန်းပြည့်ဖြစ်ရပါမည်' },
  quantityMin: { en: 'Quantity must be at least 1', mm: 'အရေအတွက်သည် အနည်းဆုံး ၁ ဖြစ်ရမည်' },
  quantityMax: { en: 'Quantity must be at most 10000', mm: 'အရေအတွက်သည် အများဆုံး ၁၀၀၀၀ ဖြစ်ရမည်' },
  chooseMainCategory: { en: 'Please choose a main category', mm: 'အဓိကအမျိုးအစားတစ်ခု ရွေးပါ' },
  chooseSubCategory: { en: 'Please choose a sub category', mm: 'အမျိုးအစားခွဲတစ်ခု ရွေးပါ' },
  chooseArticle: { en: 'Please choose an article', mm: 'ဆောင်းပါးတစ်ပုဒ် ရွေးပါ' },
  noSuchFile: {
    en: 'No such file. Please upload the image again.',
    mm: 'ဖိုင်မတွေ့ပါ။ ပုံကို ပြန်တင်ပါ။',
  },
  noSuchMainCategory: { en: 'No such main category', mm: 'ထိုအဓိကအမျိုးအစား မရှိပါ' },
  noSuchSubCategory: { en: 'No such sub category', mm: 'ထိုအမျိုးအစားခွဲ မရှိပါ' },
  noSuchArticle: { en: 'No such article', mm: 'ထိုဆောင်းပါး မရှိပါ' },
  mainCategoryInUse: {
    en: 'Main Category is in use. Cannot delete.',
    mm: 'အဓိကအမျိုးအစားကို အသုံးပြုနေဆဲဖြစ်၍ ဖျက်၍မရပါ။',
  },
  subCategoryInUse: {
    en: 'Sub Category is in use. Cannot delete.',
    mm: 'အမျိုးအစားခွဲကို အသုံးပြုနေဆဲဖြစ်၍ ဖျက်၍မရပါ။',
  },
  nothingToChange: {
    en: 'Send at least one of: {fields}',
    mm: 'ဤတို့အနက် အနည်းဆုံး တစ်ခု ပို့ပါ: {fields}',
  },
  savedMeanwhile: {
    en: 'Someone saved this record after you opened it. Reload it to see their changes, then make yours again.',
    mm: 'သင်ဖွင့်ပြီးနောက် တစ်စုံတစ်ယောက်က ဤမှတ်တမ်းကို သိမ်းခဲ့ပါသည်။ ၎င်းတို့၏ ပြင်ဆင်မှုကို ကြည့်ရန် ပြန်ဖွင့်ပြီး သင့်ပြင်ဆင်မှုကို ထပ်လုပ်ပါ။',
  },
  restoreParentFirst: {
    en: 'The category this record belongs to was deleted. Restore the category first.',
    mm: 'ဤမှတ်တမ်း ပါဝင်သည့် အမျိုးအစားကို ဖျက်ထားပါသည်။ အမျိုးအစားကို အရင် ပြန်ယူပါ။',
  },
  cancelBookingFirst: {
    en: 'This appointment holds a booked time. Cancel the booking first, so the visitor is told, then delete it.',
    mm: 'ဤချိန်းဆိုမှုတွင် ချိန်းထားသည့်အချိန် ရှိပါသည်။ လာရောက်သူ သိစေရန် ချိန်းထားသည့်အချိန်ကို အရင် ပယ်ဖျက်ပြီးမှ ဖျက်ပါ။',
  },
  productGone: {
    en: 'This product is no longer available.',
    mm: 'ဤကုန်ပစ္စည်းကို မရနိုင်တော့ပါ။',
  },
  soldOut: {
    en: 'Sold out: there are not enough of this product left for this order.',
    mm: 'ကုန်သွားပါပြီ။ ဤမှာယူမှုအတွက် လုံလောက်သော ပစ္စည်း မကျန်တော့ပါ။',
  },
  amountMismatch: {
    en: 'Must be the price times the quantity: {amount}',
    mm: 'ဈေးနှုန်းကို အရေအတွက်ဖြင့် မြှောက်ထားသော ပမာဏ ဖြစ်ရပါမည်: {amount}',
  },
  currencyMismatch: {
    en: "Must be the product's currency: {currency}",
    mm: 'ကုန်ပစ္စည်း၏ ငွေကြေး ဖြစ်ရပါမည်: {currency}',
  },
  orderMove: {
    en: 'An order that is {from} cannot become {to}.',
    mm: '{from} အခြေအနေရှိ မှာယူမှုကို {to} သို့ ပြောင်း၍ မရပါ။',
  },
  rejectReason: {
    en: 'Say why the receipt is not accepted: the customer reads it.',
    mm: 'ပြေစာကို လက်မခံရသည့် အကြောင်းရင်းကို ရေးပါ။ ဝယ်သူ ဖတ်ရပါမည်။',
  },
  receiptNotAwaited: {
    en: 'This order is not waiting for a new receipt.',
    mm: 'ဤမှာယူမှုအတွက် ပြေစာအသစ် မလိုအပ်ပါ။',
  },
  noSuchOrder: { en: 'Order not found', mm: 'မှာယူမှုကို ရှာမတွေ့ပါ' },
  seatsWhole: { en: 'Seats must be a whole number', mm: 'ထိုင်ခုံအရေအတွက်သည် ကိန်းပြည့်ဖြစ်ရပါမည်' },
  seatsRange: {
    en: 'Seats must be from 1 to {max}',
    mm: 'ထိုင်ခုံအရေအတွက်သည် ၁ မှ {max} အထိ ဖြစ်ရပါမည်',
  },
  eventSeatsMin: {
    en: 'An event takes at least 1 seat; leave it empty to take no registrations.',
    mm: 'ပွဲတစ်ခုတွင် အနည်းဆုံး ထိုင်ခုံ ၁ ခု ရှိရပါမည်။ စာရင်းမသွင်းလိုပါက အလွတ်ထားပါ။',
  },
  seatsBelowTaken: {
    en: 'This event has {taken} seats taken: it cannot have fewer seats than that.',
    mm: 'ဤပွဲတွင် ထိုင်ခုံ {taken} ခု ယူထားပြီးဖြစ်သည်။ ထိုထက်နည်းသော ထိုင်ခုံအရေအတွက် မထားနိုင်ပါ။',
  },
  eventHasRegistrations: {
    en: 'People have registered for this event, so it cannot be deleted.',
    mm: 'ဤပွဲအတွက် စာရင်းသွင်းထားသူများ ရှိသဖြင့် ဖျက်၍ မရပါ။',
  },
  noRegistration: {
    en: 'This event takes no registrations.',
    mm: 'ဤပွဲအတွက် စာရင်းသွင်း၍ မရပါ။',
  },
  eventRegistrationClosed: {
    en: 'Registration for this event is closed.',
    mm: 'ဤပွဲအတွက် စာရင်းသွင်းခြင်း ပိတ်ပြီးဖြစ်ပါသည်။',
  },
  eventFull: {
    en: 'This event is full: join the waiting list.',
    mm: 'ဤပွဲတွင် နေရာပြည့်သွားပါပြီ။ စောင့်ဆိုင်းစာရင်းတွင် ဝင်ပါ။',
  },
  fewSeatsLeft: {
    en: 'Only {left} seats are left: ask for fewer, or join the waiting list.',
    mm: 'ထိုင်ခုံ {left} ခုသာ ကျန်ပါသည်။ အရေအတွက် လျှော့၍ ထပ်မံကြိုးစားပါ၊ သို့မဟုတ် စောင့်ဆိုင်းစာရင်းတွင် ဝင်ပါ။',
  },
  noSuchRegistration: { en: 'Registration not found', mm: 'စာရင်းသွင်းမှုကို ရှာမတွေ့ပါ' },
  registrationMove: {
    en: 'A registration that is {from} cannot become {to}.',
    mm: '{from} အခြေအနေရှိ စာရင်းသွင်းမှုကို {to} သို့ ပြောင်း၍ မရပါ။',
  },
  registrationReceiptNotAwaited: {
    en: 'This registration is not waiting for a new receipt.',
    mm: 'ဤစာရင်းသွင်းမှုအတွက် ပြေစာအသစ် မလိုအပ်ပါ။',
  },
  registrationCancelled: {
    en: 'This registration is already cancelled.',
    mm: 'ဤစာရင်းသွင်းမှုကို ပယ်ဖျက်ပြီး ဖြစ်ပါသည်။',
  },
  eventStarted: {
    en: 'This event has already started, so the registration can no longer be cancelled here.',
    mm: 'ဤပွဲ စတင်ပြီးဖြစ်သဖြင့် ဤနေရာမှ စာရင်းသွင်းမှုကို ပယ်ဖျက်၍ မရတော့ပါ။',
  },
  seatsStillOpen: {
    en: 'There are seats left for this: register instead of waiting.',
    mm: 'ထိုင်ခုံ ကျန်သေးသဖြင့် စောင့်ဆိုင်းရန် မလိုပါ။ စာရင်းသွင်းပါ။',
  },
  alreadyWaiting: {
    en: 'This email is already on the waiting list of this event.',
    mm: 'ဤအီးမေးလ်သည် ဤပွဲ၏ စောင့်ဆိုင်းစာရင်းတွင် ရှိပြီးဖြစ်ပါသည်။',
  },
  noSuchOffer: { en: 'Offer not found', mm: 'ကမ်းလှမ်းချက်ကို ရှာမတွေ့ပါ' },
  offerExpired: {
    en: 'This offer has run out: its seats went to the next in line.',
    mm: 'ဤကမ်းလှမ်းချက် သက်တမ်းကုန်သွားပါပြီ။ ထိုင်ခုံများကို နောက်တစ်ယောက်ထံ ပေးလိုက်ပါပြီ။',
  },
  offerClaimed: {
    en: 'This offer has already been taken up.',
    mm: 'ဤကမ်းလှမ်းချက်ကို လက်ခံပြီးဖြစ်ပါသည်။',
  },
  alreadyCheckedIn: {
    en: 'Already checked in at {time}.',
    mm: '{time} တွင် ဝင်ရောက်ပြီး ဖြစ်ပါသည်။',
  },
  checkInCancelled: {
    en: 'This registration was cancelled: it is no ticket.',
    mm: 'ဤစာရင်းသွင်းမှုကို ပယ်ဖျက်ထားပြီး ဖြစ်သဖြင့် လက်မှတ် မဟုတ်တော့ပါ။',
  },
  wrongCheckInCode: {
    en: 'This code is not the ticket of this registration.',
    mm: 'ဤကုဒ်သည် ဤစာရင်းသွင်းမှု၏ လက်မှတ် မဟုတ်ပါ။',
  },
  pageLimit: {
    en: 'Must be a whole number from 1 to {max}',
    mm: '၁ မှ {max} အထိ ကိန်းပြည့် ဖြစ်ရပါမည်',
  },
  pageOffset: { en: 'Must be a whole number, 0 or more', mm: '၀ သို့မဟုတ် ထို့ထက်ကြီးသော ကိန်းပြည့် ဖြစ်ရပါမည်' },
  dateFormat: { en: 'Must be a date (YYYY-MM-DD)', mm: 'ရက်စွဲ (YYYY-MM-DD) ဖြစ်ရပါမည်' },
  timeZoneOffset: {
    en: 'Must be a time zone offset in minutes',
    mm: 'မိနစ်ဖြင့် ဖော်ပြသော အချိန်ဇုန် ကွာခြားချက် ဖြစ်ရပါမည်',
  },
  invalidCredentials: {
    en: 'Invalid credentials',
    mm: 'အသုံးပြုသူအမည် သို့မဟုတ် စကားဝှက် မမှန်ကန်ပါ',
  },
  methodNotAllowed: {
    en: '{method} is not allowed here: pages are only read (GET or HEAD).',
    mm: 'ဤနေရာတွင် {method} ကို ခွင့်မပြုပါ။ စာမျက်နှာများကို ဖတ်ရန်သာ ဖြစ်သည် (GET သို့မဟုတ် HEAD)။',
  },
  tooManyAttempts: {
    en: 'Too many attempts. Please wait a minute and try again.',
    mm: 'ကြိုးစားမှု များလွန်းပါသည်။ တစ်မိနစ်စောင့်ပြီး ထပ်ကြိုးစားပါ။',
  },
  registrationClosed: {
    en: 'Registration is closed. Ask an administrator for an account.',
    mm: 'စာရင်းသွင်းခြင်း ပိတ်ထားပါသည်။ အကောင့်အတွက် စီမံခန့်ခွဲသူကို ဆက်သွယ်ပါ။',
  },
  passwordBlank: {
    en: 'A password cannot be only spaces',
    mm: 'စကားဝှက်သည် နေရာလွတ်များသာ မဖြစ်ရပါ',
  },
  passwordCommon: {
    en: 'This password is too common: choose one that others do not use',
    mm: 'ဤစကားဝှက်သည် အသုံးများလွန်းပါသည်။ အခြားသူများ မသုံးသော စကားဝှက်ကို ရွေးပါ',
  },
  resetLinkInvalid: {
    en: 'This link is not valid any more (used, expired, or mistyped). Ask for a new one.',
    mm: 'ဤလင့်ခ်ကို အသုံးမပြုနိုင်တော့ပါ (အသုံးပြုပြီး၊ သက်တမ်းကုန်ပြီး သို့မဟုတ် မှားယွင်းနေသည်)။ အသစ်တစ်ခု တောင်းပါ။',
  },
  roleUnknown: {
    en: 'The role must be owner, staff or editor',
    mm: 'အခန်းကဏ္ဍသည် owner၊ staff သို့မဟုတ် editor ဖြစ်ရပါမည်',
  },
  ownerOnly: {
    en: 'Only an owner of the site may do this.',
    mm: 'ဤအရာကို ဆိုက်ပိုင်ရှင်သာ လုပ်ဆောင်နိုင်ပါသည်။',
  },
  staffOnly: {
    en: 'Only an owner of the site or its staff may do this.',
    mm: 'ဤအရာကို ဆိုက်ပိုင်ရှင် သို့မဟုတ် ဝန်ထမ်းသာ လုပ်ဆောင်နိုင်ပါသည်။',
  },
  invitationNeedsMail: {
    en: 'Invitations go by email: set SMTP_URL and PUBLIC_URL on the server to send them.',
    mm: 'ဖိတ်ခေါ်စာများကို အီးမေးလ်ဖြင့် ပို့ပါသည်။ ပို့နိုင်ရန် ဆာဗာတွင် SMTP_URL နှင့် PUBLIC_URL ကို သတ်မှတ်ပါ။',
  },
  lastOwner: {
    en: 'The site must keep at least one owner: make another account an owner first.',
    mm: 'ဆိုက်တွင် ပိုင်ရှင် အနည်းဆုံး တစ်ဦး ရှိရပါမည်။ အခြားအကောင့်တစ်ခုကို ပိုင်ရှင် အရင်လုပ်ပါ။',
  },
  currentPasswordWrong: {
    en: 'This is not your current password',
    mm: 'ဤစကားဝှက်သည် သင်၏ လက်ရှိစကားဝှက် မဟုတ်ပါ',
  },
  otpRequired: {
    en: 'A code from your authenticator app is needed.',
    mm: 'သင့် authenticator အက်ပ်မှ ကုဒ် လိုအပ်ပါသည်။',
  },
  otpWrong: {
    en: 'This code is not right, or was already used. Enter the code your authenticator app shows now, or an unused recovery code.',
    mm: 'ဤကုဒ် မမှန်ပါ သို့မဟုတ် အသုံးပြုပြီးသား ဖြစ်ပါသည်။ authenticator အက်ပ်တွင် ယခုပြနေသော ကုဒ် သို့မဟုတ် မသုံးရသေးသော အရန်ကုဒ်တစ်ခုကို ထည့်ပါ။',
  },
  totpAlreadyOn: {
    en: 'Two-factor sign-in is already on. Turn it off first to set it up again.',
    mm: 'နှစ်ဆင့် အတည်ပြု ဝင်ရောက်ခြင်းကို ဖွင့်ထားပြီး ဖြစ်ပါသည်။ ပြန်သတ်မှတ်လိုပါက ၎င်းကို အရင်ပိတ်ပါ။',
  },
  totpNotStarted: {
    en: 'Start setting up two-factor sign-in first: the code is checked against the key it shows.',
    mm: 'နှစ်ဆင့် အတည်ပြု ဝင်ရောက်ခြင်းကို အရင် စတင်သတ်မှတ်ပါ။ ကုဒ်ကို ထိုအခါ ပြသော ကီးဖြင့် စစ်ဆေးပါသည်။',
  },
  totpNotOn: {
    en: 'Two-factor sign-in is not on for this account.',
    mm: 'ဤအကောင့်တွင် နှစ်ဆင့် အတည်ပြု ဝင်ရောက်ခြင်းကို ဖွင့်မထားပါ။',
  },
  usernameTaken: {
    en: 'That username is taken.',
    mm: 'ထိုအသုံးပြုသူအမည်ကို အသုံးပြုပြီးဖြစ်ပါသည်။',
  },
  uploadFailed: { en: 'Failed to upload image', mm: 'ပုံတင်ရန် မအောင်မြင်ပါ' },
  uploadIncomplete: {
    en: 'The upload is incomplete or malformed. Please choose the file and try again.',
    mm: 'တင်ထားသောဖိုင် မပြည့်စုံပါ သို့မဟုတ် ပုံစံမမှန်ပါ။ ဖိုင်ကို ပြန်ရွေးပြီး ထပ်ကြိုးစားပါ။',
  },
  uploadTooManyParts: {
    en: 'The upload has too many parts. Send one file in a field named "file".',
    mm: 'တင်ထားသောအရာတွင် အပိုင်းများ များလွန်းပါသည်။ "file" အမည်ရှိ အကွက်တစ်ခုတွင် ဖိုင်တစ်ဖိုင်သာ ပို့ပါ။',
  },
  uploadFieldTooLong: {
    en: 'A form field of the upload is too long (the limit is {max} bytes).',
    mm: 'တင်ထားသောအရာ၏ ဖောင်အကွက်တစ်ခု ရှည်လွန်းပါသည် (ကန့်သတ်ချက်မှာ {max} ဘိုက် ဖြစ်သည်)။',
  },
  uploadTooLarge: {
    en: 'The upload is too large.',
    mm: 'တင်ထားသောအရာ ကြီးလွန်းပါသည်။',
  },
  animationTooLarge: {
    en: 'The animation is too large ({frames} frames of {width}x{height} pixels). Please upload one under 100 megapixels in all frames together.',
    mm: 'လှုပ်ရှားပုံ ကြီးလွန်းပါသည် ({width}x{height} ပစ်ဇယ် ဖရိမ် {frames} ခု)။ ဖရိမ်အားလုံး ပေါင်း မီဂါပစ်ဇယ် ၁၀၀ အောက်ရှိသော ပုံကို တင်ပါ။',
  },
  imagePixelsTooMany: {
    en: 'The image has too many pixels. Please upload one under 100 megapixels.',
    mm: 'ပုံတွင် ပစ်ဇယ် များလွန်းပါသည်။ မီဂါပစ်ဇယ် ၁၀၀ အောက်ရှိသော ပုံကို တင်ပါ။',
  },
  receiptNotFresh: {
    en: 'The receipt must be a new upload that is not used anywhere else. Please upload the receipt again.',
    mm: 'ပြေစာသည် အခြားနေရာတွင် အသုံးမပြုရသေးသော အသစ်တင်ထားသည့် ဖိုင် ဖြစ်ရပါမည်။ ပြေစာကို ပြန်တင်ပါ။',
  },
  receiptPrivate: {
    en: 'This file is an order receipt. Please sign in as an administrator to see it.',
    mm: 'ဤဖိုင်သည် မှာယူမှု ပြေစာ ဖြစ်ပါသည်။ ကြည့်ရန် စီမံခန့်ခွဲသူအဖြစ် ဝင်ပါ။',
  },
  uploadPurpose: {
    en: 'purpose must be "picture" (the default) or "receipt".',
    mm: 'purpose သည် "picture" (မူလ) သို့မဟုတ် "receipt" ဖြစ်ရပါမည်။',
  },
  uploadHourFull: {
    en: 'You have uploaded as much as one visitor may in an hour ({mb} MB). Please try again later.',
    mm: 'ဧည့်သည်တစ်ဦး တစ်နာရီအတွင်း တင်နိုင်သမျှ ({mb} MB) တင်ပြီးပါပြီ။ နောက်မှ ထပ်ကြိုးစားပါ။',
  },
  uploadSpaceFull: {
    en: 'There is no room for this upload right now. Please try a smaller picture or try again later.',
    mm: 'ယခု ဤဖိုင်အတွက် နေရာ မရှိပါ။ ပိုသေးသော ပုံဖြင့် ကြိုးစားပါ သို့မဟုတ် နောက်မှ ထပ်ကြိုးစားပါ။',
  },
  imageWidth: {
    en: 'w must be one of the widths the site uses: {widths}.',
    mm: 'w သည် ဆိုက်က အသုံးပြုသော အကျယ်များထဲမှ တစ်ခု ဖြစ်ရပါမည်: {widths}။',
  },
  jsonTooDeep: {
    en: 'The request body is nested too deeply (more than {max} levels).',
    mm: 'တောင်းဆိုချက်၏ ကိုယ်ထည်သည် အဆင့် {max} ထက် ပိုနက်အောင် အထပ်ထပ် ထည့်ထားပါသည်။',
  },
  accountNumberFormat: {
    en: 'Digits, with spaces, hyphens or letters between them, as the bank writes the number',
    mm: 'ဘဏ်က ရေးသည့်အတိုင်း ဂဏန်းများ (ကြားတွင် space၊ တုံးတို သို့မဟုတ် စာလုံးများ ပါနိုင်သည်)',
  },
  paymentMethodsList: {
    en: 'Must be a list of payment methods',
    mm: 'ငွေပေးချေနည်းများ စာရင်း ဖြစ်ရပါမည်',
  },
  paymentMethodObject: {
    en: 'Each payment method must be an object with its fields',
    mm: 'ငွေပေးချေနည်း တစ်ခုစီသည် ၎င်း၏ အကွက်များပါသော object ဖြစ်ရပါမည်',
  },
  paymentMethodsMax: {
    en: 'At most {max} payment methods',
    mm: 'ငွေပေးချေနည်း အများဆုံး {max} ခုသာ ထည့်နိုင်ပါသည်',
  },
  fileDetailsObject: {
    en: 'Must be an object with the alt texts and focal point',
    mm: 'alt စာသားများနှင့် အဓိကအမှတ် ပါသော object ဖြစ်ရပါမည်',
  },
  fraction: { en: 'Must be a number from 0 to 1', mm: '၀ မှ ၁ အတွင်း ဂဏန်း ဖြစ်ရပါမည်' },
  fileInUse: {
    en: 'Used by {uses}. Remove it from there first.',
    mm: '{uses} တွင် အသုံးပြုထားပါသည်။ ထိုနေရာမှ အရင် ဖယ်ရှားပါ။',
  },
  pageCardObject: {
    en: 'Must be an object with the fields of the card',
    mm: 'ကတ်၏ အကွက်များပါသော object ဖြစ်ရပါမည်',
  },
  timeZone: {
    en: 'Must be a time zone such as Asia/Yangon',
    mm: 'Asia/Yangon ကဲ့သို့ အချိန်ဇုန် ဖြစ်ရပါမည်',
  },
  clockTime: { en: 'Must be a time as HH:MM', mm: 'HH:MM ပုံစံ အချိန် ဖြစ်ရပါမည်' },
  hoursOrder: {
    en: 'Must end after it starts',
    mm: 'စသည့်အချိန်ထက် နောက်ကျမှ ဆုံးရပါမည်',
  },
  hoursOverlap: {
    en: 'Overlaps another range of the same day',
    mm: 'တစ်နေ့တည်း၏ အခြားအချိန်ပိုင်းနှင့် ထပ်နေပါသည်',
  },
  calendarDate: { en: 'Must be a date as YYYY-MM-DD', mm: 'YYYY-MM-DD ပုံစံ ရက်စွဲ ဖြစ်ရပါမည်' },
  dateRangeOrder: {
    en: 'Must not be before from',
    mm: 'from ရက်ထက် မစောရပါ',
  },
  dateRangeMax: {
    en: 'At most {max} days at a time',
    mm: 'တစ်ကြိမ်လျှင် ရက် {max} ရက်အထိသာ',
  },
  slotNotOffered: {
    en: 'Not a free time: choose one of the times offered',
    mm: 'အားလပ်သည့်အချိန် မဟုတ်ပါ၊ ပြထားသည့် အချိန်များမှ ရွေးပါ',
  },
  slotTaken: {
    en: 'This time was just booked by someone else: choose another',
    mm: 'ဤအချိန်ကို အခြားသူတစ်ဦး ယခုလေးတင် ချိန်းဆိုသွားပါပြီ၊ အခြားအချိန် ရွေးပါ',
  },
  bookingOff: {
    en: 'Booking a time is off: send the request without one',
    mm: 'အချိန်ချိန်းဆိုခြင်း ပိတ်ထားပါသည်၊ အချိန်မပါဘဲ ပို့ပါ',
  },
  bookingUnchangeable: {
    en: 'This appointment can no longer be changed',
    mm: 'ဤချိန်းဆိုမှုကို မပြောင်းလဲနိုင်တော့ပါ',
  },
  bookingMovesUsed: {
    en: 'This appointment has been moved {max} times, the most one booking may: cancel it and book another time, or contact us',
    mm: 'ဤချိန်းဆိုမှုကို {max} ကြိမ် ပြောင်းပြီးပါပြီ၊ ချိန်းဆိုမှုတစ်ခုအတွက် အများဆုံးဖြစ်ပါသည်။ ပယ်ဖျက်ပြီး အခြားအချိန် ချိန်းဆိုပါ၊ သို့မဟုတ် ဆက်သွယ်ပါ',
  },
  bookingMove: {
    en: 'An appointment that is {from} cannot become {to}.',
    mm: '{from} ဖြစ်နေသော ချိန်းဆိုမှုကို {to} သို့ မပြောင်းနိုင်ပါ။',
  },
  notABooking: {
    en: 'This request has no booked time',
    mm: 'ဤတောင်းဆိုမှုတွင် ချိန်းထားသည့်အချိန် မရှိပါ',
  },
  mailOff: {
    en: 'Email is off: set SMTP_URL to send email.',
    mm: 'အီးမေးလ် ပိတ်ထားပါသည်။ အီးမေးလ် ပို့ရန် SMTP_URL ကို သတ်မှတ်ပါ။',
  },
  siteBusy: {
    en: 'The site is busy right now. Please try again in a few seconds.',
    mm: 'ဝဘ်ဆိုက် အလုပ်များနေပါသည်။ စက္ကန့်အနည်းငယ်အကြာတွင် ထပ်မံကြိုးစားပါ။',
  },
  meetingLink: {
    en: 'Must be a full web address starting https://',
    mm: 'https:// ဖြင့် စသော ဝဘ်လိပ်စာအပြည့်အစုံ ဖြစ်ရပါမည်',
  },
  searchEmpty: {
    en: 'Type a word or two to search for',
    mm: 'ရှာလိုသော စကားလုံး တစ်လုံး နှစ်လုံး ရိုက်ထည့်ပါ',
  },
  mailNoRecipient: {
    en: 'Give an address to send the test message to (NOTIFY_EMAIL is not set).',
    mm: 'စမ်းသပ်စာ ပို့မည့် လိပ်စာကို ထည့်ပါ (NOTIFY_EMAIL ကို မသတ်မှတ်ထားပါ)။',
  },
  idempotencyKeyMalformed: {
    en: 'Idempotency-Key must be a UUID, such as 0b6e4f1c-9d2a-4c8e-8f1a-3e5d7c9b2a14.',
    mm: 'Idempotency-Key သည် 0b6e4f1c-9d2a-4c8e-8f1a-3e5d7c9b2a14 ကဲ့သို့ UUID ဖြစ်ရပါမည်။',
  },
  idempotencyKeyReused: {
    en: 'This Idempotency-Key was sent with a different request. Please send a new key with each new submission.',
    mm: 'ဤ Idempotency-Key ကို အခြား တောင်းဆိုချက်တစ်ခုဖြင့် ပို့ပြီးပါပြီ။ ပေးပို့မှုအသစ်တိုင်းတွင် key အသစ် ပို့ပါ။',
  },
  idempotencyKeyBusy: {
    en: 'A request with this Idempotency-Key is still being handled. Please try again in a moment.',
    mm: 'ဤ Idempotency-Key ပါသော တောင်းဆိုချက်ကို ဆောင်ရွက်နေဆဲ ဖြစ်ပါသည်။ ခဏနေမှ ထပ်ကြိုးစားပါ။',
  },
});
export type ApiMessageKey = keyof typeof API_MESSAGES;

/** The English text of an API message, placeholders filled: what the API answers. */
export const apiMessage = (key: ApiMessageKey, vars?: Record<string, string | number>) =>
  fillIn(API_MESSAGES[key].en, vars);

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Each message's English as a pattern, `{name}` matching any value. Built on first use:
 * a table built when the module loads would keep the whole catalogue in every browser
 * bundle that only wants `fillIn` (a bundler cannot drop a call it cannot prove pure).
 */
let patterns: ApiMessagePattern[] | undefined;
interface ApiMessagePattern {
  message: Message;
  names: string[];
  pattern: RegExp;
}
const buildPatterns = (): ApiMessagePattern[] =>
  Object.values(API_MESSAGES).map((message) => {
    const names: string[] = [];
    const source = message.en
      .split(/(\{\w+\})/)
      .map((part) => {
        const name = part.match(/^\{(\w+)\}$/)?.[1];
        if (!name) return escapeRegExp(part);
        names.push(name);
        return '(.+?)';
      })
      .join('');
    return { message, names, pattern: new RegExp(`^${source}$`) };
  });

/**
 * An API message in the given language: found by its English (with its values, such as
 * the 200 of "Must be at most 200 characters"); any other text is shown as it came.
 */
export function translateApiMessage(text: string, language: Language): string {
  if (language === 'en') return text;
  patterns ??= buildPatterns();
  for (const { message, names, pattern } of patterns) {
    const match = text.match(pattern);
    if (match)
      return fillIn(message.mm, Object.fromEntries(names.map((n, i) => [n, match[i + 1]!])));
  }
  return text;
}
