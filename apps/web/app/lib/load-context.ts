import type { Services, Viewer } from '@coach/api';

/**
 * What the server hands every route loader: the same service functions the API calls
 * (no HTTP to ourselves), and the viewer the pages render for (always a visitor: the
 * back office is rendered in the browser and talks to /api with its token).
 */
export interface SiteContext {
  services: Services;
  viewer: Viewer;
  /** Absolute origin for canonical, hreflang, sitemap and Open Graph URLs. */
  publicUrl: string;
}

declare module 'react-router' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends SiteContext {}
}
