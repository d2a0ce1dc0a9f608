import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
    target: './apps/api/src',
    from: ['./apps/web', './apps/server', './packages/demo-content'],
    message:
      'The API stands alone: the server, the pages and the demo content depend on it, never the reverse.',
  },
  {
    target: './apps/web',
    from: ['./apps/api', './apps/server', './packages/demo-content'],
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
    target: './apps/web/app/lib',
    from: [
      './apps/web/app/components',
      './apps/web/app/features',
      './apps/web/app/routes',
      './apps/web/app/admin',
    ],
    message:
      'lib is the bottom layer of the web app: components, features, routes and admin build on it, not the reverse.',
  },
  {
    target: './packages/demo-content',
    from: './apps',
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
    // API tests may seed the demo content as a fixture; the API itself never does.
    files: ['apps/api/src/**'],
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
    files: ['packages/demo-content/src/**'],
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
      'import-x/resolver-next': [createNodeResolver({ symlinks: false })],
    },
    rules: {
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
            // Names API types only (import type), which the build erases.
            'apps/web/app/lib/load-context.ts',
          ],
        },
      ],
    },
  },
  ...packageNameBoundaries,
);
