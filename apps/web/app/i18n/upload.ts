import { defineMessages } from './messages';

/** Why an upload failed, under the form's own "Failed to upload …" line, by the API's answer. */
export const uploadMessages = defineMessages({
  tooLarge: {
    en: 'The picture is too large. Please choose a smaller one.',
    mm: 'ပုံဖိုင် အရွယ်အစား ကြီးလွန်းပါသည်။ ပိုသေးသော ပုံကို ရွေးပါ။',
  },
  notAnImage: {
    en: 'This file is not a picture the site can read. Please choose a JPEG, PNG, WebP, GIF or AVIF image.',
    mm: 'ဤဖိုင်ကို ပုံအဖြစ် ဖတ်၍မရပါ။ JPEG၊ PNG၊ WebP၊ GIF သို့မဟုတ် AVIF ပုံကို ရွေးပါ။',
  },
  tooMany: {
    en: 'Too many uploads in a short time. Please wait a minute and try again.',
    mm: 'အချိန်တိုအတွင်း ဖိုင်တင်မှု များလွန်းနေပါသည်။ တစ်မိနစ်ခန့် စောင့်ပြီး ထပ်ကြိုးစားပါ။',
  },
  noAnswer: {
    en: 'The connection was lost. Please check it and try again.',
    mm: 'ချိတ်ဆက်မှု ပြတ်တောက်သွားပါသည်။ အင်တာနက်ကို စစ်ဆေးပြီး ထပ်ကြိုးစားပါ။',
  },
});

/** Said under a failed answer to a form sent without scripts: a browser cannot refill a file field. */
export const chooseAgainMessages = defineMessages({
  chooseAgain: {
    en: 'Please choose the picture again before sending.',
    mm: 'မပို့မီ ပုံကို ထပ်မံ ရွေးချယ်ပါ။',
  },
});

export type UploadProblem = keyof typeof uploadMessages;

/**
 * The label of the spam trap's field (components/upload/form-trap.tsx), which people never
 * see: read only by someone whose browser shows the page without its stylesheet.
 */
export const formTrapMessages = defineMessages({
  leaveEmpty: {
    en: 'Leave this field empty',
    mm: 'ဤအကွက်ကို ဘာမျှ မဖြည့်ဘဲ ထားခဲ့ပါ',
  },
});
