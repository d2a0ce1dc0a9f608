import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { buildIfStale } from '../scripts/production-build.mjs';
import { spawnSite } from './server.ts';
import { makeSiteTemplate } from './site-template.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The database file every site starts on a copy of (site-template.ts). */
    siteTemplate: string;
  }
}

/**
 * The browser tests drive the production build: built first when missing or older than its
 * sources, as `npm start` does (React's production bundles, though Vitest sets
 * NODE_ENV=test: test what visitors get). CI has just built it, and does not again.
 *
 * Then one demo site per worker for the files that only read it (harness.ts, useDemoSite):
 * each of them would otherwise start a server of its own, seconds of a core each, to show
 * the same pages. Files that change data or need a configured site start their own.
 */
export default async function setup(project: TestProject) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  if (buildIfStale(root) !== 0) throw new Error('the build failed');
  // Not waited for here: the files that use them wait (a busy machine may take long to
  // start them, and files that do not use them need not wait at all).
  const template = await makeSiteTemplate();
  project.provide('siteTemplate', template.file);
  const workers = Math.max(1, Number(project.config.maxWorkers) || 1);
  const sites = await Promise.all(
    Array.from({ length: workers }, () => spawnSite({ demo: true, template: template.file })),
  );
  project.provide(
    'demoSites',
    sites.map((site) => ({ url: site.url, databaseFile: site.databaseFile })),
  );
  return async () => {
    await Promise.all(sites.map((site) => site.stop()));
    template.remove();
  };
}
