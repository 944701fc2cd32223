// Where the system services that some test suites need live on this machine.
// Shared by scripts/test.mjs (which suites can run) and the suites' own global setups.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { delimiter, join } from 'node:path';

function onPath(command) {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    if (dir && existsSync(join(dir, command))) return join(dir, command);
  }
  return null;
}

/** Folder holding initdb and postgres (Debian keeps them under /usr/lib/postgresql/<version>/bin). */
export function findPostgresBinDir() {
  if (process.env.POSTGRES_BIN_DIR) return process.env.POSTGRES_BIN_DIR;
  const root = '/usr/lib/postgresql';
  if (existsSync(root)) {
    const versions = readdirSync(root)
      .filter((v) => existsSync(join(root, v, 'bin', 'initdb')) && existsSync(join(root, v, 'bin', 'postgres')))
      .sort((a, b) => Number(b) - Number(a));
    if (versions[0]) return join(root, versions[0], 'bin');
  }
  const initdb = onPath('initdb');
  return initdb && onPath('postgres') ? join(initdb, '..') : null;
}

export function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((path) => path && existsSync(path)) ?? null;
}

/** The Neo4j test server installed by scripts/ci/neo4j.sh (jars + compiled launcher), or null. */
export function findNeo4jTestServer() {
  const root = join(import.meta.dirname, '..');
  const pom = readFileSync(join(root, 'scripts/ci/neo4j/pom.xml'), 'utf8');
  const version = pom.match(/<neo4j\.version>([^<]+)</)?.[1] ?? 'unknown';
  const home = process.env.NEO4J_TEST_HOME ?? join(root, '.cache', `neo4j-${version}`);
  if (!existsSync(join(home, '.complete')) || !existsSync(join(home, 'classes', 'Launcher.class'))) return null;
  return { home, version, java: onPath('java') };
}

/** stripe-mock built by scripts/ci/stripe-mock.sh (Go module proxy), or null. */
export function findStripeMock() {
  const bin = process.env.STRIPE_MOCK_BIN ?? join(import.meta.dirname, '..', '.cache', 'bin', 'stripe-mock');
  return existsSync(bin) ? bin : null;
}

/** Schemathesis in the repository's .venv (scripts/ci/python-oracles.sh installs it), or null. */
export function findSchemathesis() {
  const bin = process.env.SCHEMATHESIS_BIN ?? join(import.meta.dirname, '..', '.venv', 'bin', 'schemathesis');
  return existsSync(bin) ? bin : null;
}

/** HAProxy from Debian's packages (the scale suite's load balancer), or null. */
export function findHaproxy() {
  return process.env.HAPROXY_BIN ?? onPath('haproxy') ?? (existsSync('/usr/sbin/haproxy') ? '/usr/sbin/haproxy' : null);
}

/** The base image scripts/ci/container-base.sh builds for the scale suite's container instance (no registry here). */
export const containerTestBaseImage = 'localhost/stellara-test-base:bookworm';

/** Why the scale suite's container instance (podman + runc + the test base image) cannot run, or null. */
export function containerMissing() {
  const ok = (command, args) => {
    try {
      return spawnSync(command, args, { stdio: 'ignore' }).status === 0;
    } catch {
      return false;
    }
  };
  if (!ok('podman', ['--version'])) return 'podman not found (apt-get install podman runc)';
  if (!ok('runc', ['--version'])) return 'runc not found (apt-get install runc)';
  if (!ok('podman', ['image', 'exists', containerTestBaseImage])) {
    return `container base image ${containerTestBaseImage} missing (run scripts/ci/container-base.sh: debootstrap + podman)`;
  }
  return null;
}

function neo4jMissing() {
  const neo4j = findNeo4jTestServer();
  if (!neo4j) return 'Neo4j 5.26 test server not installed (run scripts/ci/neo4j.sh: Maven Central + Java 17)';
  return neo4j.java ? null : 'java not found on PATH (apt-get install openjdk-17-jre-headless)';
}

/** Each suite that needs a service: null when it can run, else why not and how to get it. */
export const suiteRequirements = {
  'integration-postgres': () =>
    findPostgresBinDir() ? null : 'PostgreSQL server binaries not found (apt-get install postgresql)',
  e2e: () => (findChromium() ? null : 'Chromium not found at /usr/bin/chromium (apt-get install chromium)'),
  'billing-stripe': () =>
    findStripeMock() ? null : 'stripe-mock not built (run scripts/ci/stripe-mock.sh: Go toolchain + Go module proxy)',
  'api-fuzz': () =>
    findSchemathesis() ? null : 'schemathesis not installed in .venv (run scripts/ci/python-oracles.sh: PyPI)',
  'graph-neo4j': neo4jMissing,
  scale: () => {
    if (!findPostgresBinDir()) return 'PostgreSQL server binaries not found (apt-get install postgresql)';
    if (!findHaproxy()) return 'haproxy not found (apt-get install haproxy)';
    return neo4jMissing() ?? containerMissing();
  },
};
