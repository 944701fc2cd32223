// Runs a pyswisseph oracle script (packages/astro/oracle/*.py) once for a whole batch of cases: the golden tests of
// transit passages and returns find their roots in Python, independently of the engine.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findEphemerisPath } from '../ephemeris.ts';
import { VENV_PYTHON } from './kerykeion.ts';

const here = fileURLToPath(new URL('.', import.meta.url));

/** Why a pyswisseph oracle cannot run, or null when it can (Kerykeion brings pyswisseph into the venv). */
export function swissephOracleMissing(): string | null {
  if (!existsSync(VENV_PYTHON)) return `no Python venv at ${VENV_PYTHON} (run scripts/ci/python-oracles.sh)`;
  const r = spawnSync(VENV_PYTHON, ['-c', 'import swisseph'], { encoding: 'utf8' });
  if (r.status !== 0) return `pyswisseph is not installed in ${VENV_PYTHON} (run scripts/ci/python-oracles.sh)`;
  return null;
}

/** Runs oracle/<script> on the cases and parses what it prints. */
export function runSwissephOracle<T>(script: string, spec: unknown): T {
  const dir = mkdtempSync(join(tmpdir(), 'stellara-swe-oracle-'));
  try {
    const file = join(dir, 'cases.json');
    writeFileSync(file, JSON.stringify(spec));
    const out = execFileSync(VENV_PYTHON, [resolve(here, '../../oracle', script), findEphemerisPath(), file], {
      encoding: 'utf8',
      maxBuffer: 256 * 2 ** 20,
    });
    return JSON.parse(out) as T;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
