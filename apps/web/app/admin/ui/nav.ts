import { type Access, type ResourceDef, backOfficeAccess, resources } from '@coach/contract';
import type { Text } from '../i18n/text.ts';
import { SCREENS } from '../screens/index.ts';
import { UI } from '../i18n/ui.ts';

export interface NavItem {
  path: string;
  label: Text;
  /**
   * Who the screen is for beyond any signed-in account (the API refuses the others). A
   * screen of a resource's records takes it from the contract's access rules (customers'
   * records are staff's and owners', and so are the agenda and the hours); the special
   * screens with no resource behind them say it here: payment accounts, mail, accounts
   * and the activity log owners' only.
   */
  access?: Extract<Access, 'staff' | 'owner'>;
}
export interface NavGroup {
  label: Text;
  items: NavItem[];
}

/** Only staff or owners: any signed-in account needs no mark (and sees it before its role is known). */
const forRecordsOf = (def: ResourceDef): Pick<NavItem, 'access'> => {
  const access = backOfficeAccess(def);
  return access === 'staff' || access === 'owner' ? { access } : {};
};

/** A generic screen: its name and who it is for come with its resource. */
const screen = (path: string): NavItem => {
  const config = SCREENS[path]!;
  return { path, label: config.title, ...forRecordsOf(config.resource) };
};

/** The special screens' names (the generic ones take theirs from their config). */
export const SPECIAL_TITLES = {
  appointments: { en: 'Appointments', mm: 'ချိန်းဆိုမှုများ' },
  agenda: { en: 'Agenda', mm: 'ချိန်းဆိုမှု အချိန်ဇယား' },
  availability: { en: 'Availability', mm: 'ချိန်းဆိုနိုင်သည့် အချိန်များ' },
  orders: { en: 'Manage Orders', mm: 'အော်ဒါများ စီမံရန်' },
  testimonials: { en: 'Testimonials', mm: 'သက်သေခံချက်များ' },
  checkIn: { en: 'Check-in', mm: 'ဝင်ခွင့်စစ်ဆေးရန်' },
  analytics: { en: 'Visits', mm: 'ဝင်ရောက်ကြည့်ရှုမှုများ' },
  stats: { en: 'Stats', mm: 'စာရင်းဇယားများ' },
  banners: { en: 'Banners', mm: 'ဘန်နာများ' },
  pageCards: { en: 'Social cards', mm: 'ဆိုရှယ်မီဒီယာ ကတ်များ' },
  paymentMethods: { en: 'Payment methods', mm: 'ငွေပေးချေနည်းများ' },
  email: { en: 'Email', mm: 'အီးမေးလ်' },
  newsletters: { en: 'Newsletters', mm: 'သတင်းလွှာများ' },
  translations: { en: 'Missing translations', mm: 'ဘာသာမပြန်ရသေးသည်များ' },
  users: { en: 'Accounts', mm: 'အကောင့်များ' },
  audit: { en: 'Activity', mm: 'လုပ်ဆောင်ချက် မှတ်တမ်း' },
  trash: { en: 'Trash', mm: 'အမှိုက်ပုံး' },
  library: { en: 'Media library', mm: 'ပုံ စာကြည့်တိုက်' },
  subscribers: { en: 'Email list', mm: 'အီးမေးလ်စာရင်း' },
};

/** The sidebar and the dashboard: every management screen, grouped as an admin thinks of them. */
export const NAV: NavGroup[] = [
  {
    label: { en: 'Requests', mm: 'တောင်းဆိုမှုများ' },
    items: [
      {
        path: 'appointments',
        label: SPECIAL_TITLES.appointments,
        ...forRecordsOf(resources.appointments),
      },
      // Booked times and the hours visitors may book: appointments, so whoever sees those.
      { path: 'agenda', label: SPECIAL_TITLES.agenda, ...forRecordsOf(resources.appointments) },
      {
        path: 'availability',
        label: SPECIAL_TITLES.availability,
        ...forRecordsOf(resources.appointments),
      },
      { path: 'payments', label: SPECIAL_TITLES.orders, ...forRecordsOf(resources.payments) },
      // Tickets at an event's door: customers' records, as orders are.
      { path: 'check-in', label: SPECIAL_TITLES.checkIn, access: 'staff' },
      {
        path: 'testimonials',
        label: SPECIAL_TITLES.testimonials,
        ...forRecordsOf(resources.testimonials),
      },
      // Visits and what each source brought: any account (the API gives money to owners only).
      { path: 'analytics', label: SPECIAL_TITLES.analytics },
    ],
  },
  {
    label: { en: 'Shop', mm: 'ဆိုင်' },
    items: [
      screen('main-categories'),
      screen('sub-categories'),
      screen('products'),
      // Where customers' money goes: owners only (staff check orders, not where they are paid).
      { path: 'payment-methods', label: SPECIAL_TITLES.paymentMethods, access: 'owner' },
    ],
  },
  {
    label: { en: 'Content', mm: 'အကြောင်းအရာ' },
    items: [
      screen('content-home'),
      screen('events'),
      screen('articles'),
      screen('blog-videos'),
      screen('collaborations'),
      screen('quotes'),
      screen('clients'),
      screen('awards'),
      screen('learning-milestones'),
      // Every uploaded picture: where each is used, its alt texts, deleting unused ones.
      { path: 'files', label: SPECIAL_TITLES.library },
      { path: 'translations', label: SPECIAL_TITLES.translations },
      // Deleted records of every kind, to restore.
      { path: 'trash', label: SPECIAL_TITLES.trash },
    ],
  },
  {
    label: { en: 'Email list', mm: 'အီးမေးလ်စာရင်း' },
    items: [
      // Subscribers' addresses are people's, as customers' are: staff's and owners'.
      { path: 'subscribers', label: SPECIAL_TITLES.subscribers, access: 'staff' },
      // Letters to the email list, written here or made from an article: owners send them.
      { path: 'newsletters', label: SPECIAL_TITLES.newsletters, access: 'owner' },
    ],
  },
  {
    label: { en: 'Settings', mm: 'ဆက်တင်များ' },
    items: [
      { path: 'stats', label: SPECIAL_TITLES.stats },
      { path: 'banners', label: SPECIAL_TITLES.banners },
      // What a share of each public page shows on Facebook, Telegram and Twitter.
      { path: 'pages', label: SPECIAL_TITLES.pageCards },
      screen('colors'),
      screen('constants'),
      { path: 'email', label: SPECIAL_TITLES.email, access: 'owner' },
      { path: 'users', label: SPECIAL_TITLES.users, access: 'owner' },
      { path: 'audit', label: SPECIAL_TITLES.audit, access: 'owner' },
    ],
  },
];

/** The groups and screens an account may use (groups left empty are left out). */
export function navFor(mayOpen: (item: NavItem) => boolean): NavGroup[] {
  return NAV.map((group) => ({ ...group, items: group.items.filter(mayOpen) })).filter(
    (group) => group.items.length > 0,
  );
}

/** The name of the screen at an /admin path segment (orders answer at two paths). */
export function titleFor(segment: string): Text | undefined {
  if (segment === 'orders') return SPECIAL_TITLES.orders;
  if (segment === 'account') return UI.account;
  for (const group of NAV) {
    const item = group.items.find((i) => i.path === segment);
    if (item) return item.label;
  }
  return undefined;
}

/** Who the screen at an /admin path segment is for (`admin`: any signed-in account). */
export function screenAccess(segment: string): Access {
  const path = segment === 'orders' ? 'payments' : segment;
  for (const group of NAV) {
    const item = group.items.find((i) => i.path === path);
    if (item) return item.access ?? 'admin';
  }
  return 'admin';
}

export const DASHBOARD: NavItem = { path: '', label: UI.dashboard };
