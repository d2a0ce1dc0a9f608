/** The sessions list's words (on the account screen). */
export const L = {
  title: { en: 'Where you are signed in', mm: 'သင် ဝင်ထားသော နေရာများ' },
  thisDevice: { en: 'This device', mm: 'ဤစက်' },
  unknownClient: { en: 'Unknown browser', mm: 'မသိသော ဘရောက်ဇာ' },
  signedIn: { en: 'Signed in', mm: 'ဝင်ခဲ့သည်' },
  lastUsed: { en: 'last used', mm: 'နောက်ဆုံး အသုံးပြုခဲ့သည်' },
  endOthers: { en: 'Sign out everywhere else', mm: 'အခြားနေရာအားလုံးမှ ထွက်ရန်' },
  ended: {
    en: 'Signed out of {count} other sessions.',
    mm: 'အခြား ဝင်ရောက်မှု {count} ခုမှ ထွက်ပြီးပါပြီ။',
  },
};
