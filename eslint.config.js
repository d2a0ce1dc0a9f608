import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const WEB_APP = './apps/web/app';

/** The folders right below a folder of the web app (one per page, one per feature). */
const foldersOf = (parent) =>
  readdirSync(new URL(`${WEB_APP}/${parent}`, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/** Each folder below `parent` may import its own files, and no other folder's there. */
const eachFolderAlone = (parent, message) =>
  foldersOf(parent).map((name) => ({
    target: `${WEB_APP}/${parent}/${name}`,
    from: `${WEB_APP}/${parent}`,
    except: [`./${name}`],
    message,
  }));

/**
 * Which folder may import which, by path (where the import points on disk). Package names
 * (`@coach/...`) are checked separately below, because a type-only import is sometimes
 * allowed where a run-time one is not.
 */
const pathBoundaries = [
  {
    target: './packages/contract',
    from: '.',
    except: ['./packages/contract', './node_modules'],
    message:
      'The contract is the bottom layer every workspace shares: it reaches no file outside its own package.',
  },
  {
    target: './apps/api',
    from: ['./apps/web', './apps/server', './apps/demo-content'],
    message:
      'The API stands alone: the server, the pages and the demo content depend on it, never the reverse.',
  },
  {
    // Everything in the API but the migration runner itself.
    target: ['./apps/api/src/*.ts', './apps/api/src/!(db)/**', './apps/api/src/db/!(migrate).ts'],
    from: './apps/api/src/db/migrations',
    message:
      'Runtime code keeps the SQL it needs: migrations are frozen history, run only by db/migrate.ts.',
  },
  {
    // Migrations are history: what they write must not change when live code does.
    target: './apps/api/src/db/migrations',
    from: './apps/api/src/!(db)/**',
    message:
      'A migration keeps frozen copies of what it needs: importing live code would change what it wrote.',
  },
  {
    // The API's services (every folder but routes/) serve the routes, never the reverse.
    target: './apps/api/src/!(routes)/**',
    from: './apps/api/src/routes',
    message:
      'Services do not import HTTP routes: what both need lives below them (http/, auth/, …).',
  },
  {
    target: './apps/web',
    from: ['./apps/api', './apps/server', './apps/demo-content'],
    message:
      'Web code never loads the API, the server or the demo content: loaders get content from the load context.',
  },
  {
    // Public code is everything in app/ but the back office and its routes.
    target: [
      './apps/web/app/*',
      './apps/web/app/!(admin|routes)/**',
      './apps/web/app/routes/*',
      './apps/web/app/routes/!(admin)/**',
    ],
    from: './apps/web/app/admin',
    message:
      'Public pages never import the back office: admin code stays out of what every visitor downloads.',
  },
  {
    target: `${WEB_APP}/lib`,
    from: ['components', 'features', 'pages', 'shell', 'startup', 'routes', 'admin'].map(
      (folder) => `${WEB_APP}/${folder}`,
    ),
    message:
      'lib is the bottom layer of the web app: components, features, pages, the shell, routes and admin build on it, not the reverse.',
  },
  {
    target: `${WEB_APP}/components`,
    from: ['features', 'pages', 'shell'].map((folder) => `${WEB_APP}/${folder}`),
    message:
      'components are the building blocks under features, pages and the shell: they import none of them.',
  },
  {
    target: ['components', 'features', 'i18n', 'lib', 'shell', 'startup'].map(
      (folder) => `${WEB_APP}/${folder}`,
    ),
    from: `${WEB_APP}/pages`,
    message:
      'Shared code never imports a page: what several pages need moves down into features/ or components/.',
  },
  ...eachFolderAlone(
    'pages',
    'A page folder imports no other page folder: what two pages share moves down into features/ or components/.',
  ),
  ...eachFolderAlone(
    'features',
    'A feature imports no other feature: what two features share moves down into components/ or lib/, or the page composes them.',
  ),
  {
    target: './apps/demo-content',
    from: './apps',
    except: ['./demo-content'],
    message:
      'Demo content seeds through the API package (@coach/api), never through files of the apps.',
  },
];

const API_STANDS_ALONE =
  'The API stands alone: the server, the pages and the demo content depend on it, never the reverse.';
const WEB_SEES_API_THROUGH_LOAD_CONTEXT =
  'Web code never loads the API: loaders get content from the load context, and only app/lib/load-context.ts names an API type (import type).';
const WEB_NEVER_LOADS_DEMO_CONTENT =
  'Demo content is seeded by the server, never part of the pages.';

/** What the web app may not import by name; the load context gets `@coach/api` types. */
const webRestrictedImports = ({ apiTypes }) => ({
  paths: [
    { name: '@coach/api', allowTypeImports: apiTypes, message: WEB_SEES_API_THROUGH_LOAD_CONTEXT },
    { name: '@coach/demo-content', message: WEB_NEVER_LOADS_DEMO_CONTENT },
    { name: '@coach/server', message: 'The server hosts the pages; the pages never import it.' },
  ],
  patterns: [
    { regex: '^@coach/api/', message: WEB_SEES_API_THROUGH_LOAD_CONTEXT },
    { regex: '^@coach/(demo-content|server)/', message: WEB_NEVER_LOADS_DEMO_CONTENT },
  ],
});

/** Which workspace may import which, by package name. */
const packageNameBoundaries = [
  {
    files: ['packages/contract/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@coach/',
              message:
                'The contract is the bottom layer every workspace shares: it imports none of them.',
            },
          ],
        },
      ],
    },
  },
  {
    // Its tests too: they make the records they need (the demo's own tests live beside it).
    files: ['apps/api/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^@coach/(web|server|demo-content)(/|$)', message: API_STANDS_ALONE },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        webRestrictedImports({ apiTypes: false }),
      ],
    },
  },
  {
    files: ['apps/web/app/lib/load-context.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        webRestrictedImports({ apiTypes: true }),
      ],
    },
  },
  {
    // Its tests may use the API's test helpers (@coach/api/testing).
    files: ['apps/demo-content/src/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@coach/api/',
              message:
                "Demo content seeds through the API's public entry (@coach/api), not its internals.",
            },
            {
              regex: '^@coach/(web|server)(/|$)',
              message: 'Demo content depends only on the API and the contract.',
            },
          ],
        },
      ],
    },
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/',
      '**/build/',
      '**/dist/',
      '**/.react-router/',
      'data/',
      'coverage/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    // Server-rendered pages hydrate with Preact, whose generated ids differ from React's
    // (docs/decisions/0005). The admin renders only in the browser, so it may use useId.
    files: ['apps/web/app/**/*.{ts,tsx}'],
    ignores: ['apps/web/app/admin/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react',
              importNames: ['useId'],
              message:
                'Server and browser generate different ids; derive the id from a name instead.',
            },
          ],
        },
      ],
    },
  },
  {
    plugins: { 'import-x': importX },
    settings: {
      // Workspace packages keep their node_modules address (symlinks not followed), so
      // `@coach/api` counts as a package, checked by name and as a dependency, while a
      // relative path into another folder is checked by where it points.
      // The extensions TypeScript resolves, so that imports written without one (most of
      // the web app's) resolve, and every boundary judges them.
      'import-x/resolver-next': [
        createNodeResolver({
          symlinks: false,
          extensions: ['.ts', '.tsx', '.mjs', '.cjs', '.js', '.json', '.node'],
        }),
      ],
    },
    rules: {
      // A relative import that resolves to no file is an error: the boundaries below judge
      // only imports that resolve. Packages are TypeScript's to check; React Router's
      // generated route types (`./+types/...`) live outside the source tree.
      'import-x/no-unresolved': ['error', { ignore: ['^[^.]', '/\\+types/'] }],
      // No module imports itself through others: a cycle makes load order decide what is
      // defined when (the plugin skips imports of types only, which the build erases).
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': [
        'error',
        { basePath: import.meta.dirname, zones: pathBoundaries },
      ],
      // Each workspace lists what it imports, so its package.json says what it needs and
      // nothing works only because another workspace happens to install it. Tests, build
      // configs and the root's tools may use devDependencies.
      'import-x/no-extraneous-dependencies': [
        'error',
        {
          includeTypes: true,
          devDependencies: [
            '**/test/**',
            '**/*.test.{ts,tsx}',
            '**/*.config.{ts,js,mjs}',
            'e2e/**',
            'faults/**',
            'scripts/**',
            'apps/web/scripts/**',
            'apps/web/preact-in-browser.ts',
            // Route tables are read by React Router's build tooling, not shipped.
            'apps/web/app/routes.ts',
            'apps/web/app/routes/**/routes.ts',
            // Name API or schema.org (schema-dts) types only (import type), which the build
            // erases.
            'apps/web/app/lib/load-context.ts',
            'apps/web/app/features/seo/json-ld.ts',
            'apps/web/app/features/seo/event-json-ld.ts',
          ],
        },
      ],
    },
  },
  ...packageNameBoundaries,
);
