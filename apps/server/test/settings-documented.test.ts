import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SETTING_NAMES } from '../src/env.ts';

/**
 * docs/configuration.md is the one list of settings: every environment variable the
 * server reads (its checked schema) or a person sets for the tests, benchmarks and
 * scripts (`process.env.X` in their sources) has a row, and every row names a variable
 * something reads. A setting added without its row, or a row left behind after its
 * setting went, fails here with its name.
 */
const root = join(import.meta.dirname, '../../..');

/** Where a variable a person sets may be read; what runs from these folders. */
const SOURCE_FOLDERS = ['apps', 'scripts', 'e2e', 'faults', 'security'];

/** Read but set by the machinery, never by a person, so not documented as settings. */
const NOT_SETTINGS = new Map([
  ['CI', 'set by CI systems; faults/ insists on a case CI can always run'],
  ['VITEST_POOL_ID', "set by Vitest for each worker; e2e/ numbers the workers' demo sites by it"],
  ['TZ', 'set by a test itself, to run in a fixed zone'],
]);

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) {
      return ['node_modules', 'dist', 'build', '.react-router'].includes(entry.name)
        ? []
        : sourceFiles(path);
    }
    return /\.(?:ts|tsx|mjs|js)$/.test(entry.name) ? [path] : [];
  });
}

/** Each `process.env.NAME` (or `process.env['NAME']`) read outside the server's schema. */
function readByScripts(): Map<string, string> {
  const found = new Map<string, string>();
  const pattern = /process\.env(?:\.([A-Z][A-Z0-9_]*)|\[['"]([A-Z][A-Z0-9_]*)['"]\])/g;
  for (const folder of SOURCE_FOLDERS) {
    // This file names the pattern in its own comments.
    for (const file of sourceFiles(join(root, folder)).filter((f) => f !== import.meta.filename)) {
      for (const match of readFileSync(file, 'utf8').matchAll(pattern)) {
        const name = match[1] ?? match[2];
        if (name && !found.has(name)) found.set(name, relative(root, file));
      }
    }
  }
  return found;
}

/** The names in the first cell of each row of the settings tables. */
function documented(): Set<string> {
  const text = readFileSync(join(root, 'docs/configuration.md'), 'utf8');
  const names = new Set<string>();
  for (const line of text.split('\n')) {
    const firstCell = /^\| (`[A-Z][^|]*) \|/.exec(line)?.[1];
    for (const [, name] of firstCell?.matchAll(/`([A-Z][A-Z0-9_]*)`/g) ?? []) {
      if (name) names.add(name);
    }
  }
  return names;
}

describe('docs/configuration.md', () => {
  const scripts = readByScripts();
  const read = new Set([...SETTING_NAMES, ...scripts.keys()].filter((n) => !NOT_SETTINGS.has(n)));
  const rows = documented();

  it('finds what it checks (the schema and the scripts are read)', () => {
    expect(SETTING_NAMES).toContain('DATABASE_URL');
    expect(scripts.get('TEST_POSTGRES_URL')).toBeDefined();
    expect(rows.has('PORT')).toBe(true);
  });

  it('documents every variable the server, the tests and the scripts read', () => {
    const missing = [...read]
      .filter((name) => !rows.has(name))
      .map((name) => `${name} (${scripts.get(name) ?? 'apps/server/src/env.ts'})`);
    expect(missing, 'read but not in docs/configuration.md').toEqual([]);
  });

  it('documents only variables something reads', () => {
    const unread = [...rows].filter((name) => !read.has(name));
    expect(unread, 'in docs/configuration.md but read nowhere').toEqual([]);
  });
});
