import { readFileSync } from 'node:fs';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

// The root package.json's engines.node is the Node range Stellara runs on, and the range CI installs and tests with.
// Every installed package must run on all of it: a dependency whose own engines.node leaves out part of that range
// (say unpdf asking for Node 22 while CI runs Node 20) fails here, when package-lock.json changes, instead of in
// production. Packages the lock marks optional or dev-only count too: CI installs them.

interface LockEntry {
  version?: string;
  engines?: Record<string, string> | string[];
}

const root = new URL('../', import.meta.url);
const readJson = (file: string) => JSON.parse(readFileSync(new URL(file, root), 'utf8'));
const declared: string = readJson('package.json').engines?.node;
const lock: { packages: Record<string, LockEntry> } = readJson('package-lock.json');

/** The installed packages whose engines.node does not cover all of `range`, one line each. */
function enginesExcluding(packages: Record<string, LockEntry>, range: string): string[] {
  const problems: string[] = [];
  for (const [location, entry] of Object.entries(packages)) {
    // An old-style engines array is ignored by npm, and so here.
    const needs = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
    if (location === '' || needs === undefined) continue;
    const name = `${location.replace(/^.*node_modules\//, '')}@${entry.version ?? '?'} (${location})`;
    if (semver.validRange(needs) === null) problems.push(`${name}: engines.node "${needs}" is not a semver range`);
    else if (!semver.subset(range, needs)) problems.push(`${name}: engines.node "${needs}"`);
  }
  return problems;
}

describe('engines.node', () => {
  it('is a range that Node versions can satisfy', () => {
    expect(semver.validRange(declared)).not.toBeNull();
  });

  it('is satisfied by the Node running the tests (the one CI and the README use)', () => {
    expect(semver.satisfies(process.versions.node, declared), `Node ${process.versions.node} vs "${declared}"`).toBe(
      true,
    );
  });

  it('is within the Node range every installed package supports', () => {
    expect(enginesExcluding(lock.packages, declared), `packages that do not run on all of "${declared}"`).toEqual([]);
  });

  it('flags a package whose engines.node leaves part of the range out', () => {
    const packages: Record<string, LockEntry> = {
      '': { engines: { node: declared } },
      'node_modules/ok': { version: '1.0.0', engines: { node: '>=18' } },
      'node_modules/old-style': { version: '1.0.0', engines: ['node >= 0.8'] },
      'node_modules/a/node_modules/needs-22': { version: '2.0.0', engines: { node: '>=22' } },
      'node_modules/odd': { version: '0.1.0', engines: { node: 'node 10' } },
    };
    expect(enginesExcluding(packages, '^20.19.0 || >=22')).toEqual([
      'needs-22@2.0.0 (node_modules/a/node_modules/needs-22): engines.node ">=22"',
      'odd@0.1.0 (node_modules/odd): engines.node "node 10" is not a semver range',
    ]);
  });
});
