import type { RouteConfigEntry } from '@react-router/dev/routes';

/**
 * Public pages kept in their own list: blogs, article view, shop, testimonial share
 * page. They render inside the public layout (header, footer, page transition).
 */
export const contentPageRoutes: RouteConfigEntry[] = [];

/** Routes outside the layout that answer something other than a page (sitemap, robots). */
export const resourceRoutes: RouteConfigEntry[] = [];
