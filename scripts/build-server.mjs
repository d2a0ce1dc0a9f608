#!/usr/bin/env node
// `npm run build:server`: compiles the server (apps/server/src/main.ts) into one ES module,
// apps/server/dist/main.js, with a source map, so production runs JavaScript that was
// checked and compiled once instead of TypeScript compiled as it loads.
//
// The workspace packages (@coach/contract, @coach/api, ...) export their TypeScript
// sources, which Node cannot load: they are compiled into the bundle. Every npm package
// stays an import that Node resolves at run time from node_modules: native ones
// (better-sqlite3, sharp) cannot be bundled at all, and the others need not be.
import { sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { mkdirSync, writeFileSync } from 'node:fs';
import * as esbuild from 'esbuild';
import { SERVER_BUNDLE, SERVER_BUNDLE_META } from './production-build.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const outdir = `${root}apps/server/dist`;

const inNodeModules = (path) => path.split(sep).includes('node_modules');

/**
 * A bare import is a workspace package when it resolves to a file outside node_modules
 * (npm links workspaces there, and esbuild follows the link): it is bundled. Anything else
 * is left external, after checking that Node will find the very same package from the
 * bundle's folder as from the file importing it, which a package installed under one
 * workspace's own node_modules would break.
 */
const inlineWorkspacePackages = {
  name: 'inline-workspace-packages',
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
      if (found.errors.length) return { errors: found.errors };
      if (found.external) return { path: args.path, external: true }; // node:fs and the like
      if (!inNodeModules(found.path)) return { path: found.path };

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
  logLevel: 'warning',
  plugins: [inlineWorkspacePackages],
});
// What went into the bundle: npm start rebuilds it when one of these has changed since.
writeFileSync(`${root}${SERVER_BUNDLE_META}`, JSON.stringify(result.metafile));
console.log(`server compiled to ${SERVER_BUNDLE}`);
