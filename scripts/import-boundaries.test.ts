import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Lints one-line snippets as if they sat at a given path, with the repository's own ESLint
 * config, so each import boundary is proven to fire, and not to fire where it is allowed.
 * A relative import is judged once it resolves, so the snippets point at real files, written
 * as the code writes them: with an extension or (most of the web app) without one. One that
 * resolves to no file is an error of its own.
 */
const root = fileURLToPath(new URL('..', import.meta.url));
const eslint = new ESLint({ cwd: root });

const BOUNDARY_RULES = new Set([
  'import-x/no-restricted-paths',
  'import-x/no-extraneous-dependencies',
  'import-x/no-unresolved',
  '@typescript-eslint/no-restricted-imports',
]);

/** The boundary errors ESLint reports for `code` placed at `path`, as "rule: message". */
async function boundaryErrors(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\n`, { filePath: `${root}${path}` });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId !== null && BOUNDARY_RULES.has(message.ruleId))
    .map((message) => `${message.ruleId}: ${message.message}`);
}

/** The import at `path` is refused by `rule` with a message matching `why`. */
async function expectRefused(path: string, code: string, rule: string, why: RegExp) {
  const errors = await boundaryErrors(path, code);
  const refusals = errors.filter((error) => error.startsWith(`${rule}: `));
  expect(refusals, `${path}: ${code}\n${errors.join('\n')}`).toContainEqual(
    expect.stringMatching(why),
  );
}

async function expectAllowed(path: string, code: string) {
  expect(await boundaryErrors(path, code), `${path}: ${code}`).toEqual([]);
}

const BY_NAME = '@typescript-eslint/no-restricted-imports';
const BY_PATH = 'import-x/no-restricted-paths';
const DECLARED = 'import-x/no-extraneous-dependencies';
const UNRESOLVED = 'import-x/no-unresolved';

describe('the contract imports nothing of ours', () => {
  it('by package name or by a path leaving the package', async () => {
    const contract = 'packages/contract/src/x.ts';
    await expectRefused(contract, "import '@coach/api';", BY_NAME, /contract is the bottom layer/);
    await expectRefused(
      contract,
      "import '../../../apps/api/src/index.ts';",
      BY_PATH,
      /contract is the bottom layer/,
    );
    await expectAllowed(contract, "import 'zod';");
  });
});

describe('the API stands alone', () => {
  it('its sources import neither the demo content nor the web app nor the server', async () => {
    for (const name of ['@coach/demo-content', '@coach/web', '@coach/server/main']) {
      await expectRefused('apps/api/src/x.ts', `import '${name}';`, BY_NAME, /API stands alone/);
    }
    await expectRefused(
      'apps/api/src/x.ts',
      "import '../../web/app/lib/format.ts';",
      BY_PATH,
      /API stands alone/,
    );
  });
});

describe('nothing of the API depends on the demo content', () => {
  it('its tests neither, by name (not a dependency) or by path', async () => {
    const test = 'apps/api/test/x.test.ts';
    await expectRefused(test, "import '@coach/demo-content';", BY_NAME, /API stands alone/);
    await expectRefused(test, "import '@coach/demo-content';", DECLARED, /should be listed/);
    await expectRefused(
      test,
      "import '../../demo-content/src/index.ts';",
      BY_PATH,
      /API stands alone/,
    );
  });
});

describe('runtime code does not import migrations', () => {
  const migration = '../db/migrations/0008-event-dates.ts';

  it('from any API source but the migration runner', async () => {
    for (const [path, target] of [
      ['apps/api/src/content/x.ts', migration],
      ['apps/api/src/x.ts', './db/migrations/0008-event-dates.ts'],
      ['apps/api/src/db/x.ts', './migrations/0008-event-dates.ts'],
    ] as const) {
      await expectRefused(path, `import '${target}';`, BY_PATH, /migrations are frozen history/);
    }
  });

  it('while the runner and the tests may', async () => {
    await expectAllowed('apps/api/src/db/migrate.ts', "import './migrations/0008-event-dates.ts';");
    await expectAllowed(
      'apps/api/test/x.test.ts',
      `import '../src/db/migrations/0008-event-dates.ts';`,
    );
  });
});

describe('public pages never import the back office', () => {
  it('from the app root, components, features or public routes', async () => {
    for (const [path, admin] of [
      ['apps/web/app/root.tsx', './admin/ui/notice.tsx'],
      ['apps/web/app/components/x.tsx', '../admin/ui/notice.tsx'],
      ['apps/web/app/features/x.tsx', '../admin/ui/notice.tsx'],
      ['apps/web/app/pages/home/x.tsx', '../../admin/ui/notice.tsx'],
      ['apps/web/app/shell/x.tsx', '../admin/ui/notice'],
      ['apps/web/app/startup/x.tsx', '../admin/ui/notice'],
      ['apps/web/app/pages/home/x.tsx', '../../admin/ui/notice'],
      ['apps/web/app/routes/resources/x.ts', '../../admin/api/client'],
    ] as const) {
      await expectRefused(path, `import '${admin}';`, BY_PATH, /Public pages never import/);
    }
  });

  it('while the admin routes may', async () => {
    await expectAllowed('apps/web/app/routes/admin/x.tsx', "import '../../admin/ui/notice.tsx';");
  });
});

describe('web code never loads the API', () => {
  const typeImport = "import type { SiteContent } from '@coach/api';";

  it('names an API type only in the load context', async () => {
    await expectAllowed('apps/web/app/lib/load-context.ts', typeImport);
    await expectRefused(
      'apps/web/app/pages/home/x.tsx',
      typeImport,
      BY_NAME,
      /only app\/lib\/load-context.ts names an API type/,
    );
  });

  it('imports no API value, even in the load context', async () => {
    await expectRefused(
      'apps/web/app/lib/load-context.ts',
      "import { DEFAULT_THEME } from '@coach/api';",
      BY_NAME,
      /Web code never loads the API/,
    );
  });

  it('imports neither API internals nor the demo content, by name or by path', async () => {
    const web = 'apps/web/app/lib/load-context.ts';
    await expectRefused(web, "import '@coach/api/backup/backup';", BY_NAME, /never loads the API/);
    await expectRefused(web, "import '@coach/demo-content';", BY_NAME, /seeded by the server/);
    await expectRefused(
      web,
      "import '../../../api/src/index.ts';",
      BY_PATH,
      /Web code never loads the API/,
    );
  });
});

describe('lib is the bottom layer of the web app', () => {
  it('imports no component, feature, route or admin code', async () => {
    for (const target of [
      '../components/modal.tsx',
      '../features/awards/awards.server.ts',
      '../routes/resources/robots.ts',
      '../admin/ui/notice.tsx',
      // As most of the web app writes them, without an extension.
      '../components/modal',
      '../features/awards/award-logos',
      '../pages/home/home',
      '../shell/header',
      '../startup/hydrate-later',
      '../routes/resources/robots',
      '../admin/ui/notice',
    ]) {
      await expectRefused(
        'apps/web/app/lib/x.ts',
        `import '${target}';`,
        BY_PATH,
        /lib is the bottom layer/,
      );
    }
  });
});

describe('imports that resolve to no file', () => {
  it('are errors when relative, with or without an extension', async () => {
    // The file this import named before the web app was laid out by page.
    await expectRefused(
      'apps/web/app/lib/api-error.ts',
      "import '../components/award-logos';",
      UNRESOLVED,
      /Unable to resolve path/,
    );
    await expectRefused(
      'apps/web/app/pages/home/x.tsx',
      "import './no-such-section.tsx';",
      UNRESOLVED,
      /Unable to resolve path/,
    );
  });

  it('resolve without an extension to .ts, .tsx and the generated route types pass', async () => {
    await expectAllowed('apps/web/app/lib/x.ts', "import './format';\nimport './language';");
    await expectAllowed(
      'apps/web/app/pages/home/x.tsx',
      "import './events-section';\nimport type { Route } from './+types/home';",
    );
  });
});

describe('pages and features stand side by side', () => {
  it('one page folder imports no other', async () => {
    for (const [path, other] of [
      ['apps/web/app/pages/article/x.tsx', '../blogs/blogs-messages'],
      ['apps/web/app/pages/home/x.tsx', '../contact/contact-us.tsx'],
      ['apps/web/app/pages/shop/checkout/x.tsx', '../../home/events-section'],
    ] as const) {
      await expectRefused(path, `import '${other}';`, BY_PATH, /page folder imports no other/);
    }
  });

  it('a page imports its own files (subfolders too), features, components and lib', async () => {
    await expectAllowed(
      'apps/web/app/pages/shop/checkout/x.tsx',
      "import '../shop.css';\nimport '../price';\nimport './order-summary';",
    );
    await expectAllowed(
      'apps/web/app/pages/home/x.tsx',
      "import '../../features/seo/event-json-ld';\nimport '../../components/section';\nimport '../../lib/paging';",
    );
  });

  it('one feature imports no other', async () => {
    for (const [path, other] of [
      ['apps/web/app/features/seo/x.ts', '../shop-catalogue/shop-views'],
      ['apps/web/app/features/service-pages/x.tsx', '../appointment/appointment-section.tsx'],
    ] as const) {
      await expectRefused(path, `import '${other}';`, BY_PATH, /feature imports no other/);
    }
    await expectAllowed('apps/web/app/features/seo/x.ts', "import './json-ld';");
  });

  it('shared code imports no page, and components no feature, page or shell', async () => {
    for (const [path, page] of [
      ['apps/web/app/features/seo/x.ts', '../../pages/home/home-messages'],
      ['apps/web/app/shell/x.tsx', '../pages/home/home-messages'],
      ['apps/web/app/startup/x.tsx', '../pages/home/home'],
      ['apps/web/app/i18n/x.ts', '../pages/blogs/blogs-messages.ts'],
    ] as const) {
      await expectRefused(path, `import '${page}';`, BY_PATH, /Shared code never imports a page/);
    }
    for (const target of ['../features/awards/award-logos', '../shell/footer']) {
      await expectRefused(
        'apps/web/app/components/x.tsx',
        `import '${target}';`,
        BY_PATH,
        /components are the building blocks/,
      );
    }
  });
});

describe('the demo content uses the API through its public entry', () => {
  const demo = 'apps/demo-content/src/x.ts';

  it('may import @coach/api and the contract', async () => {
    await expectAllowed(demo, "import '@coach/api';\nimport '@coach/contract';");
  });

  it('not the API internals, by name or by path', async () => {
    await expectRefused(demo, "import '@coach/api/src/backup/backup.ts';", BY_NAME, /public entry/);
    await expectRefused(demo, "import '@coach/api/backup/backup';", BY_NAME, /public entry/);
    await expectRefused(
      demo,
      "import '../../api/src/backup/backup.ts';",
      BY_PATH,
      /Demo content seeds through the API package/,
    );
  });
});

describe('each workspace declares what it imports', () => {
  it('reports a package the workspace does not list', async () => {
    await expectRefused(
      'apps/server/src/x.ts',
      "import 'sanitize-html';",
      DECLARED,
      /'sanitize-html' should be listed in the project's dependencies/,
    );
  });

  it('keeps devDependencies to tests and tools', async () => {
    await expectRefused('apps/api/src/x.ts', "import 'vitest';", DECLARED, /not devDependencies/);
    await expectAllowed('apps/api/test/x.test.ts', "import 'vitest';");
  });
});
