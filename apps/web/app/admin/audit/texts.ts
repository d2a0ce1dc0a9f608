import type { AuditAction, AuditResource } from '@coach/contract';
import type { Text } from '../i18n/text.ts';
import { SCREENS } from '../screens/index.ts';
import { SPECIAL_TITLES } from '../ui/nav.ts';
import { ROLE_NAMES } from '../users/texts.ts';
import { UI } from '../i18n/ui.ts';

/** The activity screen's words. */
export const L = {
  title: SPECIAL_TITLES.audit,
  intro: {
    en: 'Every change made in the back office and every sign-in, newest first.',
    mm: 'နောက်ကွယ်စီမံရုံးတွင် ပြုလုပ်ခဲ့သော အပြောင်းအလဲတိုင်းနှင့် အကောင့်ဝင်မှုတိုင်းကို နောက်ဆုံးအရင် ပြထားပါသည်။',
  },
  when: { en: 'When', mm: 'အချိန်' },
  account: { en: 'Account', mm: 'အကောင့်' },
  action: { en: 'Action', mm: 'လုပ်ဆောင်ချက်' },
  resource: { en: 'What', mm: 'အရာ' },
  record: { en: 'Record', mm: 'မှတ်တမ်း အမှတ်' },
  detail: { en: 'Details', mm: 'အသေးစိတ်' },
  everyone: { en: 'Everyone', mm: 'အားလုံး' },
  anyAction: { en: 'Any action', mm: 'အားလုံး' },
  anything: { en: 'Anything', mm: 'အားလုံး' },
  theSite: UI.theSite,
  unknownName: { en: 'Unknown name', mm: 'မသိသော အမည်' },
  deleted: { en: 'deleted', mm: 'ဖျက်ပြီး' },
  changed: { en: 'Changed: {fields}', mm: 'ပြောင်းထားသည်: {fields}' },
  nothingChanged: { en: 'Nothing changed', mm: 'ဘာမှ မပြောင်းပါ' },
  role: { en: 'Role: {role}', mm: 'အခန်းကဏ္ဍ: {role}' },
  sessions: { en: '{count} other sessions ended', mm: 'အခြား အသုံးပြုမှု {count} ခု ရပ်စေခဲ့သည်' },
  records: { en: '{count} records', mm: 'မှတ်တမ်း {count} ခု' },
  ...ROLE_NAMES,
  empty: { en: 'Nothing recorded yet.', mm: 'မှတ်တမ်း မရှိသေးပါ။' },
  noMatches: {
    en: 'No entries match these filters.',
    mm: 'ဤစစ်ထုတ်မှုများနှင့် ကိုက်ညီသည့် မှတ်တမ်း မရှိပါ။',
  },
} satisfies Record<string, Text>;

/** What each entry says was done (the contract's closed list: a new action needs its words). */
export const ACTION_NAMES: Record<AuditAction, Text> = {
  create: { en: 'Created', mm: 'အသစ်ထည့်ခဲ့သည်' },
  update: { en: 'Changed', mm: 'ပြင်ဆင်ခဲ့သည်' },
  delete: { en: 'Deleted', mm: 'ဖျက်ခဲ့သည်' },
  restore: { en: 'Restored from the trash', mm: 'အမှိုက်ပုံးမှ ပြန်ယူခဲ့သည်' },
  purge: { en: 'Deleted for good', mm: 'အပြီးအပိုင် ဖျက်ခဲ့သည်' },
  publish: { en: 'Published', mm: 'ထုတ်ဝေခဲ့သည်' },
  unpublish: { en: 'Unpublished', mm: 'ထုတ်ဝေမှု ရုပ်သိမ်းခဲ့သည်' },
  resolve: { en: 'Resolved', mm: 'ဖြေရှင်းပြီးအဖြစ် မှတ်ခဲ့သည်' },
  unresolve: { en: 'Marked unresolved', mm: 'မဖြေရှင်းရသေးအဖြစ် ပြန်မှတ်ခဲ့သည်' },
  order_status: { en: 'Order status changed', mm: 'မှာယူမှု အခြေအနေ ပြောင်းခဲ့သည်' },
  registration_status: {
    en: 'Registration status changed',
    mm: 'စာရင်းသွင်းမှု အခြေအနေ ပြောင်းခဲ့သည်',
  },
  subscriber_state: {
    en: 'Subscriber suppressed or taken off',
    mm: 'စာရင်းဝင်ကို ပိတ်ခဲ့/ဖယ်ခဲ့သည်',
  },
  subscriber_erase: { en: 'Subscriber erased', mm: 'စာရင်းဝင်ကို အပြီးဖျက်ခဲ့သည်' },
  subscriber_import: { en: 'Subscribers imported', mm: 'စာရင်းဝင်များ တင်သွင်းခဲ့သည်' },
  newsletter_test: { en: 'Newsletter test sent', mm: 'သတင်းလွှာ စမ်းသပ်ပို့ခဲ့သည်' },
  newsletter_send: { en: 'Newsletter sent', mm: 'သတင်းလွှာ ပို့ခဲ့သည်' },
  order_note: { en: 'Order note saved', mm: 'မှာယူမှု မှတ်စု သိမ်းခဲ့သည်' },
  booking: { en: 'Booking changed', mm: 'ချိန်းဆိုမှု ပြောင်းခဲ့သည်' },
  appointment_note: {
    en: 'Appointment note saved',
    mm: 'ချိန်းဆိုမှု မှတ်စု သိမ်းခဲ့သည်',
  },
  not_spam: { en: 'Marked not spam', mm: 'စပမ်း မဟုတ်ကြောင်း မှတ်ခဲ့သည်' },
  preview_made: { en: 'Made a preview link', mm: 'အစမ်းကြည့်လင့်ခ် ပြုလုပ်ခဲ့သည်' },
  previews_revoked: { en: 'Revoked preview links', mm: 'အစမ်းကြည့်လင့်ခ်များ ရုပ်သိမ်းခဲ့သည်' },
  settings: { en: 'Saved', mm: 'သိမ်းခဲ့သည်' },
  upload: { en: 'Uploaded', mm: 'တင်ခဲ့သည်' },
  register: { en: 'Account created', mm: 'အကောင့် ဖွင့်ခဲ့သည်' },
  invite: { en: 'Invited', mm: 'ဖိတ်ခေါ်ခဲ့သည်' },
  account_change: { en: 'Account changed', mm: 'အကောင့် ပြင်ဆင်ခဲ့သည်' },
  role_change: { en: 'Role changed', mm: 'အခန်းကဏ္ဍ ပြောင်းခဲ့သည်' },
  password_change: { en: 'Password changed', mm: 'စကားဝှက် ပြောင်းခဲ့သည်' },
  password_check_failed: {
    en: 'Wrong current password',
    mm: 'လက်ရှိ စကားဝှက် မှားယွင်း',
  },
  password_reset: { en: 'Password reset', mm: 'စကားဝှက် ပြန်သတ်မှတ်ခဲ့သည်' },
  invitation_accepted: { en: 'Invitation accepted', mm: 'ဖိတ်ခေါ်မှုကို လက်ခံခဲ့သည်' },
  sign_in: { en: 'Signed in', mm: 'အကောင့်ဝင်ခဲ့သည်' },
  sign_in_failed: { en: 'Failed sign-in', mm: 'အကောင့်ဝင်ရန် မအောင်မြင်' },
  sign_out: { en: 'Signed out', mm: 'အကောင့်မှ ထွက်ခဲ့သည်' },
  sessions_ended: { en: 'Signed out elsewhere', mm: 'အခြားနေရာများမှ ထွက်စေခဲ့သည်' },
  two_factor_on: {
    en: 'Turned two-factor sign-in on',
    mm: 'နှစ်ဆင့် အတည်ပြု ဝင်ရောက်ခြင်းကို ဖွင့်ခဲ့သည်',
  },
  two_factor_off: {
    en: 'Turned two-factor sign-in off',
    mm: 'နှစ်ဆင့် အတည်ပြု ဝင်ရောက်ခြင်းကို ပိတ်ခဲ့သည်',
  },
  mail_test: { en: 'Sent a test email', mm: 'စမ်းသပ် အီးမေးလ် ပို့ခဲ့သည်' },
  mail_retry: { en: 'Sent an email again', mm: 'အီးမေးလ် ပြန်ပို့ခဲ့သည်' },
  demo_content: { en: 'Demo content added', mm: 'နမူနာ အကြောင်းအရာ ထည့်ခဲ့သည်' },
};

const screen = (path: string): Text => SCREENS[path]!.title;

/** What an entry is about, named as its screen is (the contract's closed list too). */
export const RESOURCE_NAMES: Record<AuditResource, Text> = {
  content_home: screen('content-home'),
  main_categories: screen('main-categories'),
  sub_categories: screen('sub-categories'),
  products: screen('products'),
  events: screen('events'),
  clients: screen('clients'),
  awards: screen('awards'),
  learning_milestones: screen('learning-milestones'),
  articles: screen('articles'),
  quotes: screen('quotes'),
  blog_videos: screen('blog-videos'),
  press: screen('collaborations'),
  constants: screen('constants'),
  colors: screen('colors'),
  appointments: SPECIAL_TITLES.appointments,
  payments: SPECIAL_TITLES.orders,
  testimonials: SPECIAL_TITLES.testimonials,
  stats: SPECIAL_TITLES.stats,
  banners: SPECIAL_TITLES.banners,
  payment_methods: SPECIAL_TITLES.paymentMethods,
  registrations: { en: 'Event registrations', mm: 'ပွဲ စာရင်းသွင်းမှုများ' },
  subscribers: SPECIAL_TITLES.subscribers,
  newsletters: SPECIAL_TITLES.newsletters,
  availability: { en: 'Booking hours', mm: 'ချိန်းဆိုနိုင်သည့် အချိန်များ' },
  pages: SPECIAL_TITLES.pageCards,
  files: { en: 'Files', mm: 'ဖိုင်များ' },
  accounts: SPECIAL_TITLES.users,
  mail: SPECIAL_TITLES.email,
  site: { en: 'Site', mm: 'ဝဘ်ဆိုက်' },
};
