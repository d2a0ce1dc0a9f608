import { type RouteConfigEntry, index, layout, route } from '@react-router/dev/routes';

/** Screens served by the generic list and form (list, /create, /edit/{id}); see admin/screens. */
export const CRUD_PATHS = [
  'content-home',
  'main-categories',
  'sub-categories',
  'products',
  'clients',
  'quotes',
  'events',
  'articles',
  'blog-videos',
  'learning-milestones',
  'awards',
  'collaborations',
] as const;
/** Colors and constants: list and edit only. */
export const EDIT_ONLY_PATHS = ['colors', 'constants'] as const;

const crud = (path: string, withCreate: boolean) => [
  route(path, 'routes/admin/resource-list.tsx', { id: `admin/${path}` }),
  ...(withCreate
    ? [route(`${path}/create`, 'routes/admin/resource-form.tsx', { id: `admin/${path}/create` })]
    : []),
  route(`${path}/edit/:id`, 'routes/admin/resource-form.tsx', { id: `admin/${path}/edit` }),
];

/** The back office: sign-in screens and everything under /admin (rendered in the browser). */
export const adminRoutes: RouteConfigEntry[] = [
  layout('routes/admin/sign-in-layout.tsx', [
    route('login', 'routes/admin/login.tsx'),
    route('register', 'routes/admin/register.tsx'),
    route('reset-password', 'routes/admin/reset-password.tsx'),
  ]),
  route('admin', 'routes/admin/layout.tsx', [
    index('routes/admin/dashboard.tsx'),
    ...CRUD_PATHS.flatMap((path) => crud(path, true)),
    ...EDIT_ONLY_PATHS.flatMap((path) => crud(path, false)),
    route('appointments', 'routes/admin/appointments.tsx'),
    route('appointments/:id', 'routes/admin/appointment.tsx'),
    // The orders screen answers at both /admin/orders and /admin/payments (the API's name).
    route('payments', 'routes/admin/orders.tsx', { id: 'admin/payments' }),
    route('orders', 'routes/admin/orders.tsx', { id: 'admin/orders' }),
    route('payments/:id', 'routes/admin/order.tsx', { id: 'admin/payments/order' }),
    route('orders/:id', 'routes/admin/order.tsx', { id: 'admin/orders/order' }),
    route('testimonials', 'routes/admin/testimonials.tsx'),
    // An event's registrations, and checking tickets in at its door (issue 40).
    route('events/:id/attendees', 'routes/admin/attendees.tsx'),
    route('check-in', 'routes/admin/check-in.tsx'),
    // Booking real times: the week's sessions, and the hours visitors may book.
    route('agenda', 'routes/admin/agenda.tsx'),
    route('availability', 'routes/admin/availability.tsx'),
    // The email list (issue 44).
    route('subscribers', 'routes/admin/subscribers.tsx'),
    // The site's visits and what each source brought (issue 43).
    route('analytics', 'routes/admin/analytics.tsx'),
    route('stats', 'routes/admin/stats.tsx'),
    route('banners', 'routes/admin/banners.tsx'),
    route('pages', 'routes/admin/page-cards.tsx'),
    route('pages/edit/:page', 'routes/admin/page-card.tsx'),
    route('payment-methods', 'routes/admin/payment-methods.tsx'),
    route('email', 'routes/admin/email.tsx'),
    // Newsletters to the email list (issue 44): the list, and one letter (or a new one).
    route('newsletters', 'routes/admin/newsletters.tsx'),
    route('newsletters/:id', 'routes/admin/newsletter.tsx'),
    route('translations', 'routes/admin/translations.tsx'),
    route('account', 'routes/admin/account.tsx'),
    route('users', 'routes/admin/users.tsx'),
    route('audit', 'routes/admin/audit.tsx'),
    route('trash', 'routes/admin/trash.tsx'),
    route('files', 'routes/admin/files.tsx'),
    route('*', 'routes/admin/not-found.tsx'),
  ]),
];
