import { type RouteObject, type ServerBuild, matchRoutes } from 'react-router';

/** What a fetcher posts to: the page's path plus `.data` (the home page's is `/_root.data`). */
const DATA_SUFFIX = /\.data$/;

/**
 * Whether a POST to this path reaches a page with a form, i.e. a route module with an
 * action (the pages' public forms: appointment, testimonial, checkout). Every other page
 * is only read, and its POST is answered 405 before its body is read.
 */
export function pageActionMatcher(build: ServerBuild) {
  const manifest = Object.values(build.routes).filter((route) => route !== undefined);
  const tree = (parentId: string | undefined): RouteObject[] =>
    manifest
      .filter((route) => route.parentId === parentId)
      .map((route) => {
        const children = tree(route.id);
        // matchRoutes wants index routes without children: none of ours has any.
        return route.index
          ? { id: route.id, index: true, path: route.path }
          : { id: route.id, path: route.path, caseSensitive: route.caseSensitive, children };
      });
  const routes = tree(undefined);

  return (url: string) => {
    let pathname = new URL(url, 'http://x').pathname.replace(DATA_SUFFIX, '');
    if (pathname === '/_root') pathname = '/';
    const deepest = matchRoutes(routes, pathname)?.at(-1);
    return Boolean(deepest && build.routes[deepest.route.id!]?.module.action);
  };
}
