import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';
import { EVENT_CALENDAR_ROUTE, PUBLIC_PAGES } from './lib/public-pages.ts';
import { adminRoutes } from './routes/admin/routes.ts';

export default [
  // Every public page renders inside the layout (header, footer, page transition).
  layout(
    'shell/layout.tsx',
    PUBLIC_PAGES.map((page) => (page.path === '' ? index(page.file) : route(page.path, page.file))),
  ),
  // Answers other than pages, outside the layout.
  route('sitemap.xml', 'routes/resources/sitemap.ts'),
  route('robots.txt', 'routes/resources/robots.ts'),
  route('slides/:list', 'routes/resources/slides.ts'),
  // A dated event's calendar file: /events/{id}.ics. The `.ics` makes the segment rank
  // as a fixed one, above the event's page at /events/{id}, which it never matches.
  route(EVENT_CALENDAR_ROUTE, 'routes/resources/event-calendar.ts'),
  ...adminRoutes,
] satisfies RouteConfig;
