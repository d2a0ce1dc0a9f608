import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Lints one-line snippets as if they sat at a given path, with the repository's own ESLint
 * config, so each import boundary is proven to fire, and not to fire where it is allowed.
 * A relative import is only judged once it resolves, so the snippets point at real files.
 */
const root = fileURLToPath(new URL('..', import.meta.url));
const eslint = new ESLint({ cwd: root });

const BOUNDARY_RULES = new Set([
  'import-x/no-restricted-paths',
  'import-x/no-extraneous-dependencies',
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

  it('its tests may seed the demo content', async () => {
    await expectAllowed('apps/api/test/x.test.ts', "import '@coach/demo-content';");
  });
});

describe('public pages never import the back office', () => {
  it('from the app root, components, features or public routes', async () => {
    for (const [path, admin] of [
      ['apps/web/app/root.tsx', './admin/ui/notice.tsx'],
      ['apps/web/app/components/x.tsx', '../admin/ui/notice.tsx'],
      ['apps/web/app/features/x.tsx', '../admin/ui/notice.tsx'],
      ['apps/web/app/routes/public/x.tsx', '../../admin/ui/notice.tsx'],
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
      'apps/web/app/routes/public/x.tsx',
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
      '../features/blogs/dates.ts',
      '../routes/public/robots.ts',
      '../admin/ui/notice.tsx',
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

describe('the demo content uses the API through its public entry', () => {
  const demo = 'packages/demo-content/src/x.ts';

  it('may import @coach/api and the contract', async () => {
    await expectAllowed(demo, "import '@coach/api';\nimport '@coach/contract';");
  });

  it('not the API internals, by name or by path', async () => {
    await expectRefused(demo, "import '@coach/api/backup/backup';", BY_NAME, /public entry/);
    await expectRefused(
      demo,
      "import '../../../apps/api/src/backup/backup.ts';",
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
