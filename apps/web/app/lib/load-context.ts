import type { SiteContent } from '@coach/api';

/**
 * What the server hands every route loader: read-only access to the content as a visitor
 * sees it (the same service functions the API calls, no HTTP to ourselves). The back
 * office is rendered in the browser and talks to /api with its token, so no loader ever
 * reads as an admin. This file is the only place web code names an API type.
 */
export interface SiteContext {
  content: SiteContent;
  /** Absolute origin for canonical, hreflang, sitemap and Open Graph URLs. */
  publicUrl: string;
}

declare module 'react-router' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends SiteContext {}
}
