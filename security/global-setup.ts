import { buildIfStale } from '../scripts/production-build.mjs';
import { root } from '../faults/harness/server.ts';

/** The page tests drive the compiled server: built when missing or stale, as `npm start` does. */
export default function setup() {
  if (buildIfStale(root) !== 0) throw new Error('the build failed');
}
