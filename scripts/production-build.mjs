// What production runs, and when it must be built first. start.mjs uses it, and so do the
// tests that start the real server, so that they run it exactly as an operator does.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** The compiled server (scripts/build-server.mjs), relative to the repository root. */
export const SERVER_BUNDLE = 'apps/server/dist/main.js';
/** esbuild's list of the files that went into it. */
export const SERVER_BUNDLE_META = 'apps/server/dist/meta.json';
/** `node ...SERVER_ARGS`, from the repository root, runs the server. */
export const SERVER_ARGS = ['--enable-source-maps', SERVER_BUNDLE];
/**
 * The server's environment beside the caller's (a value the caller sets wins). glibc
 * serves a large block (an image's bytes, read or resized) from mmap and gives it back when
 * freed, but after the first such free it raises that threshold (up to 32 MB), so later
 * blocks come from its heaps, which it seldom returns: after a burst of resizes the server
 * stayed 1.7x larger than before it. A fixed threshold of 128 KB keeps large blocks on mmap
 * (1.17x, `npm run probe:uploads` with 140 URLs); two arenas instead of up to eight per core
 * keep the threads' heaps few.
 */
export const SERVER_ENV = { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072' };

const WEB_BUILD = 'apps/web/build/server/index.js';
/** Folders that are output or caches, never sources of a build. */
const NOT_SOURCES = new Set(['node_modules', 'build', 'dist', '.react-router']);

/** Modification time in ms; 0 for a path that does not exist. */
const modified = (path) => statSync(path, { throwIfNoEntry: false })?.mtimeMs ?? 0;

/** The newest modification time of a file or of any file below a folder. */
function newest(path) {
  const stat = statSync(path, { throwIfNoEntry: false });
  if (!stat?.isDirectory()) return stat?.mtimeMs ?? 0;
  return readdirSync(path)
    .filter((name) => !NOT_SOURCES.has(name))
    .reduce((latest, name) => Math.max(latest, newest(join(path, name))), stat.mtimeMs);
}

/**
 * The web build is made from the web app (its language toggle's font script included), the
 * workspace packages it may import and the installed npm packages (the browser bundles
 * hold them): it is stale when any of these is newer.
 */
function webIsStale(root) {
  const built = modified(join(root, WEB_BUILD));
  if (!built) return true;
  const packages = readdirSync(join(root, 'packages')).flatMap((name) => [
    join(root, 'packages', name, 'src'),
    join(root, 'packages', name, 'package.json'),
  ]);
  const sources = [join(root, 'apps/web'), join(root, 'package-lock.json'), ...packages];
  return sources.some((source) => newest(source) > built);
}

/** The server bundle is stale when a file esbuild put into it, or the build script, changed. */
function serverIsStale(root) {
  const built = modified(join(root, SERVER_BUNDLE));
  if (!built || !existsSync(join(root, SERVER_BUNDLE_META))) return true;
  const { inputs } = JSON.parse(readFileSync(join(root, SERVER_BUNDLE_META), 'utf8'));
  const sources = [...Object.keys(inputs), 'scripts/build-server.mjs'];
  return sources.some((source) => {
    const time = modified(join(root, source));
    return !time || time > built; // a file deleted since changed the bundle too
  });
}

/**
 * Builds what is missing or older than its sources (`npm run build:web`, `build:server`),
 * as production: React's production bundles even when NODE_ENV says otherwise (tests).
 * Returns 0, or the exit code of the build that failed.
 */
export function buildIfStale(root) {
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const steps = [
    { script: 'build:web', what: 'the web pages', stale: webIsStale },
    { script: 'build:server', what: 'the server', stale: serverIsStale },
  ];
  for (const { script, what, stale } of steps) {
    if (!stale(root)) continue;
    console.log(`Building ${what} (missing or older than the sources)...`);
    const build = spawnSync(npm, ['run', script, '--silent'], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (build.status !== 0) return build.status ?? 1;
  }
  return 0;
}
