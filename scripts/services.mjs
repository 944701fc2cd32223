// Where the system services that some test suites need live on this machine.
// Shared by scripts/test.mjs (which suites can run) and the suites' own global setups.
import { existsSync, readdirSync } from 'node:fs';
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

/** Each suite that needs a service: null when it can run, else why not and how to get it. */
export const suiteRequirements = {
  'integration-postgres': () =>
    findPostgresBinDir() ? null : 'PostgreSQL server binaries not found (apt-get install postgresql)',
  e2e: () => (findChromium() ? null : 'Chromium not found at /usr/bin/chromium (apt-get install chromium)'),
};
