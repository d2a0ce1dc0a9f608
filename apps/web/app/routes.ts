import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';
import { adminRoutes } from './routes/admin/routes.ts';
import { contentPageRoutes, resourceRoutes } from './routes/public/content-routes.ts';

export default [
  layout('routes/public/layout.tsx', [
    index('routes/public/home.tsx'),
    route('one-on-one-coaching', 'routes/public/one-on-one-coaching.tsx'),
    route('team-coaching', 'routes/public/team-coaching.tsx'),
    route('trainings', 'routes/public/trainings.tsx'),
    route('contact-us', 'routes/public/contact-us.tsx'),
    ...contentPageRoutes,
    // /meet-{coachSlug}: a route path cannot match part of a segment, so this takes any
    // single segment and its loader answers 404 unless it is the coach's.
    route(':page', 'routes/public/coach-profile.tsx'),
  ]),
  ...resourceRoutes,
  ...adminRoutes,
] satisfies RouteConfig;
