import { SCREENS } from '../screens/index.ts';

/**
 * Where a record is edited in the back office, by the API's name for it and its id: its
 * generic screen, its own screen, or the screen that holds it (stats, banners, the payment
 * methods, the trash). Undefined for a record no screen edits.
 */
export function recordPath(resource: string, id: string | number): string | undefined {
  const screen = Object.values(SCREENS).find((s) => s.resource.slug === resource);
  if (screen) return `/admin/${screen.path}/edit/${id}`;
  const own: Record<string, string> = {
    appointments: `/admin/appointments/${id}`,
    testimonials: '/admin/testimonials',
    stats: '/admin/stats',
    banners: '/admin/banners',
    payment_methods: '/admin/payment-methods',
    pages: `/admin/pages/edit/${id}`,
    trash: '/admin/trash',
  };
  return own[resource];
}
