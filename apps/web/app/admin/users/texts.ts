import type { Role } from '@coach/contract';
import type { Text } from '../i18n/text.ts';
import { UI } from '../i18n/ui.ts';
import { SPECIAL_TITLES } from '../ui/nav.ts';

/** Each role's name, here and in the activity log. */
export const ROLE_NAMES: Record<Role, Text> = {
  owner: { en: 'Owner', mm: 'ပိုင်ရှင်' },
  editor: { en: 'Editor', mm: 'တည်းဖြတ်သူ' },
  staff: { en: 'Staff', mm: 'ဝန်ထမ်း' },
};

/** The accounts screen's words. */
export const L = {
  title: SPECIAL_TITLES.users,
  intro: {
    en: 'Owners can do everything. Editors manage the site’s content, testimonials, stats, banners and files. Staff do what editors do and also handle appointments, the agenda, the hours and orders. Only owners manage payment methods, email and accounts.',
    mm: 'ပိုင်ရှင်များသည် အရာအားလုံးကို လုပ်ဆောင်နိုင်ပါသည်။ တည်းဖြတ်သူများသည် ဆိုက်၏ အကြောင်းအရာ၊ သက်သေခံချက်၊ စာရင်းဇယား၊ ဘန်နာနှင့် ဖိုင်များကို စီမံပါသည်။ ဝန်ထမ်းများသည် တည်းဖြတ်သူ လုပ်သမျှကို လုပ်နိုင်ပြီး ချိန်းဆိုမှု၊ အချိန်ဇယား၊ ချိန်းဆိုနိုင်သည့် အချိန်များနှင့် အော်ဒါများကိုလည်း ကိုင်တွယ်ပါသည်။ ငွေပေးချေနည်း၊ အီးမေးလ်နှင့် အကောင့်များကို ပိုင်ရှင်များသာ စီမံပါသည်။',
  },
  role: { en: 'Role', mm: 'အခန်းကဏ္ဍ' },
  since: { en: 'Since', mm: 'စတင်သည့်နေ့' },
  ...ROLE_NAMES,
  roleHelp: {
    owner: { en: 'Everything, accounts included.', mm: 'အကောင့်များ အပါအဝင် အရာအားလုံး။' },
    staff: {
      en: 'Content, and also appointments, the agenda, the hours and orders.',
      mm: 'အကြောင်းအရာနှင့် ချိန်းဆိုမှု၊ အချိန်ဇယား၊ ချိန်းဆိုနိုင်သည့် အချိန်များ၊ အော်ဒါများ။',
    },
    editor: {
      en: 'The site’s content, testimonials and files.',
      mm: 'ဆိုက်၏ အကြောင်းအရာ၊ သက်သေခံချက်နှင့် ဖိုင်များ။',
    },
  },
  you: { en: 'you', mm: 'သင်' },
  invited: { en: 'Invited, no password yet', mm: 'ဖိတ်ထားပြီး စကားဝှက် မသတ်မှတ်ရသေးပါ' },
  actions: { en: 'Actions', mm: 'လုပ်ဆောင်ချက်များ' },
  makeOwner: { en: 'Make owner', mm: 'ပိုင်ရှင် ပြုလုပ်ရန်' },
  makeEditor: { en: 'Make editor', mm: 'တည်းဖြတ်သူ ပြုလုပ်ရန်' },
  makeStaff: { en: 'Make staff', mm: 'ဝန်ထမ်း ပြုလုပ်ရန်' },
  remove: UI.delete,
  confirmRemove: {
    en: 'Delete this account? Whoever uses it is signed out at once.',
    mm: 'ဤအကောင့်ကို ဖျက်မလား။ အသုံးပြုနေသူကို ချက်ချင်း ထွက်စေပါမည်။',
  },
  confirmEditor: {
    en: 'Make this account an editor? Whoever uses it is signed out at once and signs in again with fewer screens.',
    mm: 'ဤအကောင့်ကို တည်းဖြတ်သူ ပြုလုပ်မလား။ အသုံးပြုနေသူကို ချက်ချင်း ထွက်စေပြီး မျက်နှာပြင် နည်းနည်းဖြင့် ပြန်ဝင်ရပါမည်။',
  },
  confirmStaff: {
    en: 'Make this account staff? Whoever uses it is signed out at once and signs in again with fewer screens.',
    mm: 'ဤအကောင့်ကို ဝန်ထမ်း ပြုလုပ်မလား။ အသုံးပြုနေသူကို ချက်ချင်း ထွက်စေပြီး မျက်နှာပြင် နည်းနည်းဖြင့် ပြန်ဝင်ရပါမည်။',
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
