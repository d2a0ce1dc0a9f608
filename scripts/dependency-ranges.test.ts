import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

/**
 * Lint checks that each workspace lists what it imports; this checks how. A package listed
 * by several workspaces has one version range everywhere, so the lock holds one copy of it
 * for all; our own packages are listed as "*", the copy in this repository.
 */
const root = fileURLToPath(new URL('..', import.meta.url));

interface Manifest {
  name: string;
  workspaces?: string[];
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}

const readManifest = (dir: string): Manifest =>
  JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as Manifest;

const rootManifest = readManifest(root);
/** The root and every workspace folder (the root's `workspaces` are `folder/*` patterns). */
const manifests = [
  rootManifest,
  ...(rootManifest.workspaces ?? []).flatMap((pattern) => {
    const parent = join(root, pattern.replace(/\/\*$/, ''));
    return readdirSync(parent)
      .map((name) => join(parent, name))
      .filter((dir) => existsSync(join(dir, 'package.json')))
      .map(readManifest);
  }),
];
const ourPackages = new Set(manifests.map((manifest) => manifest.name));

/** The version ranges each package is listed with, across the root and the workspaces. */
function rangesByPackage(): Map<string, Set<string>> {
  const ranges = new Map<string, Set<string>>();
  for (const manifest of manifests) {
    const declared = { ...manifest.dependencies, ...manifest.devDependencies };
    for (const [name, range] of Object.entries(declared)) {
      ranges.set(name, (ranges.get(name) ?? new Set()).add(range));
    }
  }
  return ranges;
}

it('finds the root and every workspace', () => {
  expect([...ourPackages]).toEqual(
    expect.arrayContaining(['@coach/api', '@coach/contract', '@coach/web', '@coach/server']),
  );
});

it('gives each package one version range in every workspace that lists it', () => {
  const conflicting = [...rangesByPackage()]
    .filter(([, ranges]) => ranges.size > 1)
    .map(([name, ranges]) => `${name}: ${[...ranges].join(' vs ')}`);
  expect(conflicting).toEqual([]);
});

it('lists our own packages as "*"', () => {
  const pinned = [...rangesByPackage()]
    .filter(([name, ranges]) => ourPackages.has(name) && [...ranges].some((range) => range !== '*'))
    .map(([name, ranges]) => `${name}: ${[...ranges].join(', ')}`);
  expect(pinned).toEqual([]);
});

/**
 * The page start-up code (docs/decisions/0020) reads React Router's and React's markup by
 * its exact shape and leans on how Preact hydrates a suspended part: these are listed at one
 * exact version, the one in the lock, so that an upgrade is a change someone makes on purpose
 * (and the browser tests then judge), never what `npm install` happens to pick.
 */
const PINNED = [
  'react',
  'react-dom',
  'preact',
  'react-router',
  '@react-router/node',
  '@react-router/dev',
];

it('pins the packages the page start-up code depends on to the version in the lock', () => {
  const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, { version?: string }>;
  };
  const ranges = rangesByPackage();
  // Every copy in the lock (a workspace may hold its own under its node_modules).
  const locked = (name: string) =>
    Object.entries(lock.packages)
      .filter(([path]) => path.endsWith(`node_modules/${name}`))
      .map(([, entry]) => entry.version);
  const found = PINNED.map((name) => ({
    name,
    listed: [...(ranges.get(name) ?? [])],
    locked: locked(name),
  }));
  // Every one is listed by some workspace, so a rename cannot make this pass by absence.
  expect(found.filter((f) => f.listed.length === 0).map((f) => f.name)).toEqual([]);
  const loose = found
    .filter(
      (f) =>
        f.locked.length === 0 ||
        [...f.listed, ...f.locked].some((version) => version !== f.locked[0]),
    )
    .map((f) => `${f.name}: listed ${f.listed.join(', ')}, locked ${f.locked.join(', ')}`);
  expect(loose).toEqual([]);
});
