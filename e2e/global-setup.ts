import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** The browser tests drive the production build, so build it once before they start. */
export default function setup() {
  const root = fileURLToPath(new URL('..', import.meta.url));
  // Vitest sets NODE_ENV=test, and Vite would then build React's development bundles:
  // test what visitors get.
  const result = spawnSync('npm', ['run', 'build', '--silent'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error('web build failed');
}
