import { UI } from '../i18n/ui.ts';

/** The words of two-factor sign-in: its section of the account screen and the sign-in code step. */
export const L = {
  title: { en: 'Two-factor sign-in', mm: 'နှစ်ဆင့် အတည်ပြု ဝင်ရောက်ခြင်း' },
  offIntro: {
    en: 'Off. When it is on, signing in asks for your password and a six-digit code from an authenticator app on your phone, so a stolen password alone does not let anyone in.',
    mm: 'ပိတ်ထားသည်။ ဖွင့်ထားပါက အကောင့်ဝင်ချိန်တွင် စကားဝှက်အပြင် ဖုန်းရှိ authenticator အက်ပ်မှ ဂဏန်း ၆ လုံးကုဒ်ကိုပါ တောင်းမည် ဖြစ်သဖြင့် စကားဝှက် ခိုးယူခံရရုံဖြင့် မည်သူမျှ ဝင်၍ မရတော့ပါ။',
  },
  turnOn: { en: 'Turn on two-factor sign-in', mm: 'နှစ်ဆင့် အတည်ပြု ဝင်ရောက်ခြင်းကို ဖွင့်ရန်' },
  turnOnPassword: {
    en: 'To turn it on, enter your current password first.',
    mm: 'ဖွင့်ရန် သင်၏ လက်ရှိစကားဝှက်ကို ဦးစွာ ထည့်ပါ။',
  },
  scan: {
    en: 'Scan this QR code with an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password, Authy…).',
    mm: 'ဤ QR ကုဒ်ကို authenticator အက်ပ် (Google Authenticator၊ Microsoft Authenticator၊ 1Password၊ Authy…) ဖြင့် စကင်ဖတ်ပါ။',
  },
  qrLabel: {
    en: 'QR code of the key for your authenticator app',
    mm: 'authenticator အက်ပ်အတွက် ကီး၏ QR ကုဒ်',
  },
  openInApp: {
    en: 'Open in your authenticator app',
    mm: 'authenticator အက်ပ်တွင် ဖွင့်ရန်',
  },
  onThisPhone: {
    en: 'Setting it up on the phone that runs the app? Open the key in the app directly:',
    mm: 'အက်ပ်ရှိသော ဖုန်းပေါ်တွင် သတ်မှတ်နေပါသလား။ ကီးကို အက်ပ်တွင် တိုက်ရိုက် ဖွင့်ပါ -',
  },
  cannotScan: {
    en: 'Cannot scan it? Type this key into the app instead:',
    mm: 'စကင်ဖတ်၍ မရပါသလား။ ၎င်းအစား ဤကီးကို အက်ပ်တွင် ရိုက်ထည့်ပါ -',
  },
  copyKey: { en: 'Copy the key', mm: 'ကီးကို ကူးယူရန်' },
  copied: { en: 'Copied.', mm: 'ကူးယူပြီးပါပြီ။' },
  enterCode: {
    en: 'Enter the six-digit code the app shows now.',
    mm: 'အက်ပ်တွင် ယခုပြနေသော ဂဏန်း ၆ လုံးကုဒ်ကို ထည့်ပါ။',
  },
  code: { en: 'Six-digit code', mm: 'ဂဏန်း ၆ လုံးကုဒ်' },
  confirm: { en: 'Check the code and turn on', mm: 'ကုဒ်ကို စစ်ပြီး ဖွင့်ရန်' },
  cancel: UI.cancel,
  turnedOn: {
    en: 'Two-factor sign-in is on.',
    mm: 'နှစ်ဆင့် အတည်ပြု ဝင်ရောက်ခြင်းကို ဖွင့်ပြီးပါပြီ။',
  },
  recoveryTitle: { en: 'Your recovery codes', mm: 'သင်၏ အရန်ကုဒ်များ' },
  recoveryNote: {
    en: 'Keep these ten codes somewhere safe, away from your phone: printed, or in a password manager. If you lose your phone, each code signs you in once in place of the app. They are shown only this once.',
    mm: 'ဤကုဒ် ၁၀ ခုကို ဖုန်းနှင့် သီးခြားဖြစ်သော လုံခြုံသည့်နေရာတွင် (ပုံနှိပ်၍ သို့မဟုတ် စကားဝှက်မန်နေဂျာတွင်) သိမ်းထားပါ။ ဖုန်းပျောက်သွားပါက အက်ပ်အစား ကုဒ်တစ်ခုဖြင့် တစ်ကြိမ် ဝင်ရောက်နိုင်ပါသည်။ ဤကုဒ်များကို ယခုတစ်ကြိမ်သာ ပြပါမည်။',
  },
  copyCodes: { en: 'Copy the codes', mm: 'ကုဒ်များကို ကူးယူရန်' },
  keptCodes: { en: 'I have kept them', mm: 'သိမ်းထားပြီးပါပြီ' },
  on: { en: 'On', mm: 'ဖွင့်ထားသည်' },
  onIntro: {
    en: 'Signing in asks for a code from your authenticator app as well as your password.',
    mm: 'အကောင့်ဝင်ချိန်တွင် စကားဝှက်အပြင် authenticator အက်ပ်မှ ကုဒ်ကိုပါ တောင်းပါသည်။',
  },
  codesLeft: {
    en: 'Recovery codes not used yet: {count} of 10.',
    mm: 'မသုံးရသေးသော အရန်ကုဒ် - ၁၀ ခုအနက် {count} ခု။',
  },
  turnOffIntro: {
    en: 'To turn it off, enter your current password and a code from the app or one of your recovery codes.',
    mm: 'ပိတ်ရန် သင်၏ လက်ရှိစကားဝှက်နှင့် အက်ပ်မှ ကုဒ် သို့မဟုတ် သင်၏ အရန်ကုဒ်တစ်ခုကို ထည့်ပါ။',
  },
  codeOrRecovery: { en: 'Code or recovery code', mm: 'ကုဒ် သို့မဟုတ် အရန်ကုဒ်' },
  turnOff: { en: 'Turn off two-factor sign-in', mm: 'နှစ်ဆင့် အတည်ပြု ဝင်ရောက်ခြင်းကို ပိတ်ရန်' },
  turnedOff: {
    en: 'Two-factor sign-in is off.',
    mm: 'နှစ်ဆင့် အတည်ပြု ဝင်ရောက်ခြင်းကို ပိတ်ပြီးပါပြီ။',
  },
  // The sign-in screen's code step.
  signInCode: { en: 'Code from your authenticator app', mm: 'authenticator အက်ပ်မှ ကုဒ်' },
  signInCodeIntro: {
    en: 'Your password is right. Now enter the six-digit code your authenticator app shows.',
    mm: 'စကားဝှက် မှန်ပါသည်။ ယခု authenticator အက်ပ်တွင် ပြနေသော ဂဏန်း ၆ လုံးကုဒ်ကို ထည့်ပါ။',
  },
  useRecovery: {
    en: 'No phone at hand? Use a recovery code',
    mm: 'ဖုန်း မရှိပါသလား။ အရန်ကုဒ်ကို သုံးရန်',
  },
  useApp: { en: 'Use the code from the app', mm: 'အက်ပ်မှ ကုဒ်ကို သုံးရန်' },
  recoveryCode: { en: 'Recovery code', mm: 'အရန်ကုဒ်' },
  recoveryIntro: {
    en: 'Your password is right. Enter one of the recovery codes you kept when you turned two-factor sign-in on; each works once.',
    mm: 'စကားဝှက် မှန်ပါသည်။ နှစ်ဆင့် အတည်ပြု ဝင်ရောက်ခြင်းကို ဖွင့်စဉ်က သိမ်းထားသော အရန်ကုဒ်များအနက် တစ်ခုကို ထည့်ပါ။ ကုဒ်တစ်ခုစီကို တစ်ကြိမ်သာ သုံးနိုင်ပါသည်။',
  },
  otherAccount: { en: 'Sign in as someone else', mm: 'အခြားအကောင့်ဖြင့် ဝင်ရန်' },
};
