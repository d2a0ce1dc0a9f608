import { fileURLToPath } from 'node:url';
import { buildIfStale } from '../scripts/production-build.mjs';

/**
 * The browser tests drive the production build: built first when missing or older than its
 * sources, as `npm start` does (React's production bundles, though Vitest sets
 * NODE_ENV=test: test what visitors get). CI has just built it, and does not again.
 */
export default function setup() {
  const root = fileURLToPath(new URL('..', import.meta.url));
  if (buildIfStale(root) !== 0) throw new Error('the build failed');
}
