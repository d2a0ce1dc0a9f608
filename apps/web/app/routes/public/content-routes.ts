import { type RouteConfigEntry, route } from '@react-router/dev/routes';

/**
 * Public pages kept in their own list: blogs, article view, shop, testimonial share
 * page. They render inside the public layout (header, footer, page transition).
 */
export const contentPageRoutes: RouteConfigEntry[] = [
  route('blogs', 'routes/public/blogs.tsx'),
  route('articles/view/:id', 'routes/public/article-view.tsx'),
  route('shops', 'routes/public/shops.tsx'),
  route('shops/checkout/:productId', 'routes/public/shop-checkout.tsx'),
  route('testimonial', 'routes/public/testimonial.tsx'),
];

/** Routes outside the layout that answer something other than a page (sitemap, robots). */
export const resourceRoutes: RouteConfigEntry[] = [
  route('sitemap.xml', 'routes/public/sitemap.ts'),
  route('robots.txt', 'routes/public/robots.ts'),
];
