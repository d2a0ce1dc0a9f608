import type { Text } from '../i18n/text.ts';
import { SCREENS } from '../screens/index.ts';
import { UI } from '../i18n/ui.ts';

export interface NavItem {
  path: string;
  label: Text;
  /** Customers' records, payment accounts, mail, accounts and the activity log: not offered to editors (the API refuses them). */
  ownerOnly?: true;
}
export interface NavGroup {
  label: Text;
  items: NavItem[];
}

const screen = (path: string): NavItem => ({ path, label: SCREENS[path]!.title });

/** The special screens' names (the generic ones take theirs from their config). */
export const SPECIAL_TITLES = {
  appointments: { en: 'Appointments', mm: 'ချိန်းဆိုမှုများ' },
  agenda: { en: 'Agenda', mm: 'ချိန်းဆိုမှု အချိန်ဇယား' },
  availability: { en: 'Availability', mm: 'ချိန်းဆိုနိုင်သည့် အချိန်များ' },
  orders: { en: 'Manage Orders', mm: 'အော်ဒါများ စီမံရန်' },
  testimonials: { en: 'Testimonials', mm: 'သက်သေခံချက်များ' },
  stats: { en: 'Stats', mm: 'စာရင်းဇယားများ' },
  banners: { en: 'Banners', mm: 'ဘန်နာများ' },
  pageCards: { en: 'Social cards', mm: 'ဆိုရှယ်မီဒီယာ ကတ်များ' },
  paymentMethods: { en: 'Payment methods', mm: 'ငွေပေးချေနည်းများ' },
  email: { en: 'Email', mm: 'အီးမေးလ်' },
  translations: { en: 'Missing translations', mm: 'ဘာသာမပြန်ရသေးသည်များ' },
  users: { en: 'Accounts', mm: 'အကောင့်များ' },
  audit: { en: 'Activity', mm: 'လုပ်ဆောင်ချက် မှတ်တမ်း' },
  trash: { en: 'Trash', mm: 'အမှိုက်ပုံး' },
  library: { en: 'Media library', mm: 'ပုံ စာကြည့်တိုက်' },
};

/** The sidebar and the dashboard: every management screen, grouped as an admin thinks of them. */
export const NAV: NavGroup[] = [
  {
    label: { en: 'Requests', mm: 'တောင်းဆိုမှုများ' },
    items: [
      { path: 'appointments', label: SPECIAL_TITLES.appointments, ownerOnly: true },
      // Booked times and the hours visitors may book: appointments, so an owner's.
      { path: 'agenda', label: SPECIAL_TITLES.agenda, ownerOnly: true },
      { path: 'availability', label: SPECIAL_TITLES.availability, ownerOnly: true },
      { path: 'payments', label: SPECIAL_TITLES.orders, ownerOnly: true },
      { path: 'testimonials', label: SPECIAL_TITLES.testimonials },
    ],
  },
  {
    label: { en: 'Shop', mm: 'ဆိုင်' },
    items: [
      screen('main-categories'),
      screen('sub-categories'),
      screen('products'),
      // Where customers' money goes: owners only, like the orders.
      { path: 'payment-methods', label: SPECIAL_TITLES.paymentMethods, ownerOnly: true },
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
    label: { en: 'Settings', mm: 'ဆက်တင်များ' },
    items: [
      { path: 'stats', label: SPECIAL_TITLES.stats },
      { path: 'banners', label: SPECIAL_TITLES.banners },
      // What a share of each public page shows on Facebook, Telegram and Twitter.
      { path: 'pages', label: SPECIAL_TITLES.pageCards },
      screen('colors'),
      screen('constants'),
      { path: 'email', label: SPECIAL_TITLES.email, ownerOnly: true },
      { path: 'users', label: SPECIAL_TITLES.users, ownerOnly: true },
      { path: 'audit', label: SPECIAL_TITLES.audit, ownerOnly: true },
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

/** Whether the screen at an /admin path segment is for owners only. */
export function isOwnersScreen(segment: string): boolean {
  if (segment === 'orders') return true;
  return NAV.some((group) => group.items.some((i) => i.path === segment && i.ownerOnly));
}

export const DASHBOARD: NavItem = { path: '', label: UI.dashboard };
