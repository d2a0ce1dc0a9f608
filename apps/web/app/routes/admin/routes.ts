import { type RouteConfigEntry, index, route } from '@react-router/dev/routes';

/** The back office: sign-in screens and everything under /admin (rendered in the browser). */
export const adminRoutes: RouteConfigEntry[] = [
  route('admin', 'routes/admin/layout.tsx', [index('routes/admin/dashboard.tsx')]),
];
