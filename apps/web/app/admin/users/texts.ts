/** The accounts screen's words. */
export const L = {
  title: { en: 'Accounts', mm: 'အကောင့်များ' },
  intro: {
    en: 'Owners can do everything. Editors manage the site’s content, testimonials, stats, banners and files, but not appointments, orders, email or accounts.',
    mm: 'ပိုင်ရှင်များသည် အရာအားလုံးကို လုပ်ဆောင်နိုင်ပါသည်။ တည်းဖြတ်သူများသည် ဆိုက်၏ အကြောင်းအရာ၊ သက်သေခံချက်၊ စာရင်းဇယား၊ ဘန်နာနှင့် ဖိုင်များကို စီမံနိုင်သော်လည်း ချိန်းဆိုမှု၊ အော်ဒါ၊ အီးမေးလ်နှင့် အကောင့်များကို မစီမံနိုင်ပါ။',
  },
  username: { en: 'Username', mm: 'အသုံးပြုသူအမည်' },
  email: { en: 'Email', mm: 'အီးမေးလ်' },
  role: { en: 'Role', mm: 'အခန်းကဏ္ဍ' },
  since: { en: 'Since', mm: 'စတင်သည့်နေ့' },
  owner: { en: 'Owner', mm: 'ပိုင်ရှင်' },
  editor: { en: 'Editor', mm: 'တည်းဖြတ်သူ' },
  you: { en: 'you', mm: 'သင်' },
  invited: { en: 'Invited, no password yet', mm: 'ဖိတ်ထားပြီး စကားဝှက် မသတ်မှတ်ရသေးပါ' },
  actions: { en: 'Actions', mm: 'လုပ်ဆောင်ချက်များ' },
  makeOwner: { en: 'Make owner', mm: 'ပိုင်ရှင် ပြုလုပ်ရန်' },
  makeEditor: { en: 'Make editor', mm: 'တည်းဖြတ်သူ ပြုလုပ်ရန်' },
  remove: { en: 'Delete', mm: 'ဖျက်ရန်' },
  confirmRemove: {
    en: 'Delete this account? Whoever uses it is signed out at once.',
    mm: 'ဤအကောင့်ကို ဖျက်မလား။ အသုံးပြုနေသူကို ချက်ချင်း ထွက်စေပါမည်။',
  },
  confirmEditor: {
    en: 'Make this account an editor? Whoever uses it is signed out at once and signs in again with fewer screens.',
    mm: 'ဤအကောင့်ကို တည်းဖြတ်သူ ပြုလုပ်မလား။ အသုံးပြုနေသူကို ချက်ချင်း ထွက်စေပြီး မျက်နှာပြင် နည်းနည်းဖြင့် ပြန်ဝင်ရပါမည်။',
  },
  invite: { en: 'Invite someone', mm: 'တစ်ဦးကို ဖိတ်ခေါ်ရန်' },
  inviteHint: {
    en: 'They get an email with a link to choose their password (valid 3 days).',
    mm: 'သူတို့၏ စကားဝှက်ကို ရွေးရန် လင့်ခ်ပါသော အီးမေးလ်တစ်စောင် ရရှိပါမည် (၃ ရက် အသုံးပြုနိုင်သည်)။',
  },
  sendInvitation: { en: 'Send invitation', mm: 'ဖိတ်ခေါ်စာ ပို့ရန်' },
  invitationSent: {
    en: 'Invitation sent to {email}.',
    mm: '{email} သို့ ဖိတ်ခေါ်စာ ပို့ပြီးပါပြီ။',
  },
  roleChanged: { en: 'Role changed.', mm: 'အခန်းကဏ္ဍ ပြောင်းပြီးပါပြီ။' },
  removed: { en: 'Account deleted.', mm: 'အကောင့်ကို ဖျက်ပြီးပါပြီ။' },
};
