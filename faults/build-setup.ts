import { buildIfStale } from '../scripts/production-build.mjs';
import { root } from './harness/server.ts';

/** The pages and the server, built when missing or stale, as `npm start` would do. */
export default function setup() {
  if (buildIfStale(root) !== 0) throw new Error('the build failed');
}
