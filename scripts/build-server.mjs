#!/usr/bin/env node
// `npm run build:server`: compiles the server (apps/server/src/main.ts) into one ES module,
// apps/server/dist/main.js, with a source map, so production runs JavaScript that was
// checked and compiled once instead of TypeScript compiled as it loads.
//
// The workspace packages (@coach/contract, @coach/api, ...) export their TypeScript
// sources, which Node cannot load: they are compiled into the bundle. So are the npm
// packages, but for those listed in RESOLVED_AT_RUN_TIME: Node finding, reading and
// compiling their thousand-odd files one by one was a sixth of the server's start-up
// (decision 0037).
import { sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { mkdirSync, writeFileSync } from 'node:fs';
import * as esbuild from 'esbuild';
import { SERVER_BUNDLE, SERVER_BUNDLE_META } from './production-build.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const outdir = `${root}apps/server/dist`;

const inNodeModules = (path) => path.split(sep).includes('node_modules');

/**
 * npm packages left as imports that Node resolves from node_modules at run time, and why.
 * A package's own dependencies are bundled or not by this same list.
 */
const RESOLVED_AT_RUN_TIME = new Set([
  // Native: a compiled addon cannot be bundled.
  'better-sqlite3',
  'sharp',
  // The pages' server bundle imports them from node_modules too: one copy for both sides
  // (a second zod cost the pages' first load 50 ms).
  'react-router',
  'zod',
  // Its transports run in worker threads that load files by their path in the package.
  'pino',
  'pino-pretty',
  // It serves the API docs page's assets from its own folder (loaded at that page's first
  // request: routes/api-docs-page.ts).
  '@fastify/swagger-ui',
]);

/** The package a bare import names: `@scope/name` or `name`, without a subpath. */
const packageOf = (path) =>
  path
    .split('/')
    .slice(0, path.startsWith('@') ? 2 : 1)
    .join('/');

/**
 * A bare import is bundled unless it names a package of RESOLVED_AT_RUN_TIME. Those are
 * left external, after checking that Node will find the very same package from the
 * bundle's folder as from the file importing it, which a package installed under one
 * workspace's own node_modules would break.
 */
const bundleAllButListed = {
  name: 'bundle-all-but-listed',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, async (args) => {
      if (args.pluginData?.resolving) return undefined;
      const resolve = (resolveDir) =>
        build.resolve(args.path, {
          kind: args.kind,
          importer: args.importer,
          resolveDir,
          pluginData: { resolving: true },
        });
      const found = await resolve(args.resolveDir);
      // An npm package's optional dependency that is not installed (debug's
      // supports-color, pg's pg-native): required in a try, or only when asked for, as
      // it would be without the bundle.
      if (found.errors.length && inNodeModules(args.importer)) {
        return { path: args.path, external: true };
      }
      if (found.errors.length) return { errors: found.errors };
      if (found.external) return { path: args.path, external: true }; // node:fs and the like
      if (!RESOLVED_AT_RUN_TIME.has(packageOf(args.path))) return { path: found.path };

      const fromBundle = await resolve(outdir);
      if (fromBundle.path !== found.path) {
        return {
          errors: [
            {
              text:
                `"${args.path}" is ${found.path} for ${args.importer}, but from ` +
                `apps/server/dist it is ${fromBundle.path || 'not found'}: ` +
                'hoist it to the root node_modules (one version for every workspace)',
            },
          ],
        };
      }
      return { path: args.path, external: true };
    });
  },
};

mkdirSync(outdir, { recursive: true }); // resolved from before it is written
const result = await esbuild.build({
  absWorkingDir: root,
  entryPoints: ['apps/server/src/main.ts'],
  outfile: SERVER_BUNDLE,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // Stack traces name the TypeScript files and lines (node --enable-source-maps); the
  // sources themselves are next to the bundle, so the map does not carry copies.
  sourcemap: 'linked',
  sourcesContent: false,
  metafile: true,
  // A quarter fewer bytes for V8 to read at every start (about 0.1 s of CPU); names are
  // kept, and stack traces go through the source map anyway.
  minifyWhitespace: true,
  logLevel: 'warning',
  plugins: [bundleAllButListed],
  // The CommonJS packages in the bundle require Node's modules and the external
  // packages: their require is one resolving from the bundle's folder.
  banner: {
    js: "import { createRequire as bundleRequire } from 'node:module'; const require = bundleRequire(import.meta.url);",
  },
});
// What went into the bundle: npm start rebuilds it when one of these has changed since.
writeFileSync(`${root}${SERVER_BUNDLE_META}`, JSON.stringify(result.metafile));
console.log(`server compiled to ${SERVER_BUNDLE}`);
