import type { Route } from './+types/robots';
import { robotsTxt } from '../../features/seo/sitemap';

/** /robots.txt: crawl everything but the back office and the API; the sitemap's address. */
export function loader({ context }: Route.LoaderArgs) {
  return new Response(robotsTxt(context.publicUrl), {
    headers: {
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'public, max-age=3600',
    },
  });
}
