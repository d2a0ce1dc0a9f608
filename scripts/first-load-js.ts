import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { parkedModules } from '../apps/web/app/startup/scripts-after-content.ts';

/**
 * First-load JavaScript of a public page, gzipped: what a P75 phone on a mobile network
 * takes in a page of three seconds (issue 45; DESIGN's ceiling is 100 KB). Parts of a page
 * past it become islands (apps/web/app/startup/island.tsx).
 */
export const FIRST_LOAD_BUDGET_BYTES = 75 * 1024;

export const CLIENT_BUILD = fileURLToPath(new URL('../apps/web/build/client', import.meta.url));

/** Sum of the gzipped (level 9) sizes of built files, given as site paths ("/assets/…"). */
export function gzippedBytes(paths: Iterable<string>, buildDir = CLIENT_BUILD): number {
  let total = 0;
  for (const path of new Set(paths)) {
    total += gzipSync(readFileSync(join(buildDir, path)), { level: 9 }).length;
  }
  return total;
}

/**
 * The scripts a server-rendered page loads first: the modules its starter preloads once
 * the content is in (apps/web/app/startup/scripts-after-content.ts), or, on a page that loads
 * its scripts at once (the back office), its module preloads.
 */
export function firstLoadScripts(html: string): string[] {
  const parked = parkedModules(html);
  if (parked.length) return parked;
  return [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]!);
}

interface Manifest {
  entry: { module: string; imports: string[] };
  routes: Record<
    string,
    {
      id: string;
      parentId?: string;
      module: string;
      imports?: string[];
      hasDefaultExport?: boolean;
      path?: string;
      index?: boolean;
    }
  >;
}

/** Each public page's first-load scripts, from the build's manifest (entry + route chain). */
export function routeScripts(buildDir = CLIENT_BUILD): Map<string, string[]> {
  const assets = join(buildDir, 'assets');
  const file = readdirSync(assets).find((f) => f.startsWith('manifest-'));
  if (!file) throw new Error(`no React Router manifest in ${assets}: run npm run build`);
  const source = readFileSync(join(assets, file), 'utf8');
  const manifest = JSON.parse(
    source.replace(/^window\.__reactRouterManifest=/, '').replace(/;\s*$/, ''),
  ) as Manifest;
  const scripts = new Map<string, string[]>();
  for (const id of Object.keys(manifest.routes)) {
    const page = manifest.routes[id]!;
    // Pages only: not layouts, admin screens, or routes answering files (sitemap.xml).
    const isPage =
      id !== 'root' && (page.path !== undefined || page.index) && page.hasDefaultExport;
    if (!isPage || id.includes('admin')) continue;
    const files = [manifest.entry.module, ...manifest.entry.imports];
    for (let route = manifest.routes[id]; route; route = manifest.routes[route.parentId ?? '']) {
      files.push(route.module, ...(route.imports ?? []));
    }
    scripts.set(id, files);
  }
  return scripts;
}

// `npm run size`: prints each public route's first-load JavaScript against the budget.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log(
    `First-load JavaScript per public route (gzip -9), budget ${kb(FIRST_LOAD_BUDGET_BYTES)}`,
  );
  let over = 0;
  for (const [id, files] of routeScripts()) {
    const bytes = gzippedBytes(files);
    const verdict = bytes <= FIRST_LOAD_BUDGET_BYTES ? 'ok' : 'OVER';
    if (verdict === 'OVER') over += 1;
    console.log(
      `${id.replace(/^(routes|pages)\//, '').padEnd(36)} ${kb(bytes).padStart(9)}  ${verdict}`,
    );
  }
  if (over) process.exitCode = 1;
}
