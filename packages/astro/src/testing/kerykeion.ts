// Runs the Kerykeion oracle (packages/astro/oracle/kerykeion_oracle.py) once for a whole batch of cases.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findEphemerisPath } from '../ephemeris.ts';

const here = fileURLToPath(new URL('.', import.meta.url));
export const REPO_ROOT = resolve(here, '../../../..');
/** The oracle's Python: the venv scripts/ci/python-oracles.sh makes, unless ASTRO_ORACLE_PYTHON names another. */
export const VENV_PYTHON = process.env.ASTRO_ORACLE_PYTHON ?? join(REPO_ROOT, '.venv/bin/python');
const ORACLE = resolve(here, '../../oracle/kerykeion_oracle.py');

/** Why the oracle cannot run, or null when it can. */
export function oracleMissing(): string | null {
  if (!existsSync(VENV_PYTHON)) return `no Python venv at ${VENV_PYTHON} (run scripts/ci/python-oracles.sh)`;
  const r = spawnSync(VENV_PYTHON, ['-c', 'import kerykeion'], { encoding: 'utf8' });
  if (r.status !== 0) return `kerykeion is not installed in ${VENV_PYTHON} (run scripts/ci/python-oracles.sh)`;
  return null;
}

/**
 * Runs a Kerykeion oracle script (the golden test's by default) with the ephemeris folder and a file holding
 * `spec` as JSON; the script answers JSON on stdout.
 */
export function runKerykeion<T>(spec: unknown, script: string = ORACLE): T {
  const dir = mkdtempSync(join(tmpdir(), 'stellara-oracle-'));
  try {
    const file = join(dir, 'cases.json');
    writeFileSync(file, JSON.stringify(spec));
    const out = execFileSync(VENV_PYTHON, [script, findEphemerisPath(), file], {
      encoding: 'utf8',
      maxBuffer: 512 * 2 ** 20,
    });
    return JSON.parse(out) as T;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
