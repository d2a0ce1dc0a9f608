import type { RateLimits, Services } from '@coach/api';

/** What the page renderer (web.ts) and its no-script forms (page-forms.ts) are given. */
export interface WebOptions {
  services: Services;
  /** The React Router build folder (apps/web/build). */
  buildDir: string;
  /**
   * The site's address, which pages, the sitemap and robots.txt name (env.ts decides it).
   * Unset, each answer names the origin its request came to, and is then neither kept
   * nor marked shareable.
   */
  publicUrl?: string;
  /** The time zone pages show dates in (SITE_TIME_ZONE); Asia/Yangon if unset. */
  timeZone?: string;
  /** Largest picture a page's form may carry (MAX_UPLOAD_MB), as for /api/files; 10 if unset. */
  maxUploadMb?: number;
  /** The public write limits, as the API's (DEFAULT_RATE_LIMITS if unset). */
  rateLimits?: RateLimits;
}
