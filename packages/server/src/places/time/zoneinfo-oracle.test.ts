/**
 * Compares localToUtc with Python's zoneinfo reading the host's tz database (Debian tzdata, built
 * with backzone, the same data the bundle was generated from):
 *  - 4,000 seeded-random (zone, local date-time 1850-2035) pairs across every zone name, and
 *  - points in, at the edges of, and just outside every gap and overlap of every zone, 1850-2035.
 * Every offset must be equal and every gap ("nonexistent") and overlap ("ambiguous") detected.
 * Under REQUIRE_ALL_SUITES=1 a missing oracle is a failure, not a skip.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { seededRandom } from '@stellara/astro/testing/seeded-random';
import { beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../paths.ts';
import { getZone, type LocalToUtcResult, localToUtc, tzdataVersion, zoneNames, zoneSourceHash } from './index.ts';
import { civilFromDays, daysFromCivil } from './posix.ts';

const TZPATH = process.env.STELLARA_TZPATH ?? '/usr/share/zoneinfo';
const ORACLE = join(repoRoot, 'scripts', 'tz', 'zoneinfo-oracle.py');
const required = process.env.REQUIRE_ALL_SUITES === '1';

function oracleMissing(): string | null {
  if (!existsSync(join(TZPATH, 'tzdata.zi'))) return `no tz database at ${TZPATH} (apt-get install -y tzdata)`;
  const probe = spawnSync('python3', ['-c', 'import zoneinfo, json'], { encoding: 'utf8' });
  if (probe.status !== 0) return `python3 with zoneinfo not available (${probe.error?.message ?? probe.stderr.trim()})`;
  return null;
}
const missing = oracleMissing();
if (missing && !required) console.warn(`[zoneinfo oracle test] SKIPPED: ${missing}`);

type Case = [zone: string, y: number, mo: number, d: number, h: number, mi: number, s: number];
type OracleRow = [off0: number, off1: number, exists0: boolean, exists1: boolean, tzname0: string];

const wallToCase = (zone: string, wall: number): Case => {
  const days = Math.floor(wall / 86_400);
  const secs = wall - days * 86_400;
  const { y, m, d } = civilFromDays(days);
  return [zone, y, m, d, Math.floor(secs / 3600), Math.floor((secs % 3600) / 60), secs % 60];
};

const FROM = daysFromCivil(1850, 1, 1) * 86_400;
const TO = daysFromCivil(2036, 1, 1) * 86_400 - 1;
const RANDOM_PAIRS = 4_000;
// After 2037 Debian's files list no transitions: the POSIX rule in each file's footer takes over.
const LATER_FROM = daysFromCivil(2036, 1, 1) * 86_400;
const LATER_TO = daysFromCivil(2101, 1, 1) * 86_400 - 1;

/** Zones whose host file differs from the one the bundle was made from (a newer host tzdata). */
function changedOnHost(zones: string[]): string[] {
  return zones.filter((zone) => {
    const path = join(TZPATH, zone);
    if (!existsSync(path)) return true;
    return createHash('sha256').update(readFileSync(path)).digest('hex').slice(0, 12) !== zoneSourceHash(zone);
  });
}

function buildCases(zones: string[], from: number, to: number, count: number): { random: Case[]; edges: Case[] } {
  const rand = seededRandom(20_260_401 + from);
  const random: Case[] = [];
  for (let i = 0; i < count; i++) {
    const zone = zones[Math.floor(rand() * zones.length)]!;
    random.push(wallToCase(zone, from + Math.floor(rand() * (to - from))));
  }
  // Every change of offset in every distinct zone: inside, at both edges of, and just outside the
  // gap or overlap it makes on the wall clock.
  const edges: Case[] = [];
  const seen = new Set<string>();
  for (const zone of zones) {
    const hash = zoneSourceHash(zone)!;
    if (seen.has(hash)) continue;
    seen.add(hash);
    const record = getZone(zone)!;
    for (const t of record.changesBetween(from, to)) {
      const before = record.typeAt(t - 1).utoff;
      const after = record.typeAt(t).utoff;
      if (before === after) continue;
      const lo = t + Math.min(before, after);
      const hi = t + Math.max(before, after);
      for (const wall of [lo - 1, lo, Math.floor((lo + hi) / 2), hi - 1, hi]) edges.push(wallToCase(zone, wall));
    }
  }
  return { random, edges };
}

function runOracle(cases: Case[]): { version: string | null; results: OracleRow[] } {
  const run = spawnSync('python3', [ORACLE], {
    input: JSON.stringify({ tzpath: TZPATH, cases }),
    encoding: 'utf8',
    maxBuffer: 512 * 1024 * 1024,
    env: { ...process.env, PYTHONTZPATH: TZPATH },
  });
  if (run.status !== 0) throw new Error(`zoneinfo oracle failed: ${run.error?.message ?? run.stderr}`);
  return JSON.parse(run.stdout);
}

const pad = (n: number) => String(n).padStart(2, '0');
const describeCase = (c: Case) => `${c[0]} ${c[1]}-${pad(c[2])}-${pad(c[3])} ${pad(c[4])}:${pad(c[5])}:${pad(c[6])}`;

function disagreements(cases: Case[], rows: OracleRow[]): string[] {
  const out: string[] = [];
  cases.forEach((c, i) => {
    const [off0, off1, exists0, exists1, tzname0] = rows[i]!;
    const expected =
      off0 === off1 ? 'ok' : exists0 && exists1 ? 'ambiguous' : !exists0 && !exists1 ? 'nonexistent' : '?';
    const r: LocalToUtcResult = localToUtc(
      {
        date: `${String(c[1]).padStart(4, '0')}-${pad(c[2])}-${pad(c[3])}`,
        time: `${pad(c[4])}:${pad(c[5])}:${pad(c[6])}`,
      },
      c[0],
    );
    if (r.status === 'unconverted') {
      out.push(`${describeCase(c)}: unconverted (${r.reason}), zoneinfo ${off0}/${off1}`);
      return;
    }
    const ours = [r.offsetSeconds, ...(r.options ?? []).map((o) => o.offsetSeconds)];
    const theirs = expected === 'ok' ? [off0] : [off0, off0, off1];
    if (r.status !== expected || ours.join() !== theirs.join() || r.abbreviation !== tzname0) {
      out.push(
        `${describeCase(c)}: ours ${r.status} ${ours.join('/')} ${r.abbreviation}, zoneinfo ${expected} ${theirs.join('/')} ${tzname0}`,
      );
    }
  });
  return out;
}

describe.skipIf(missing !== null && !required)('localToUtc agrees with Python zoneinfo (host tzdata)', () => {
  let zones: string[] = [];
  let random: Case[] = [];
  let edges: Case[] = [];
  let later: { random: Case[]; edges: Case[] } = { random: [], edges: [] };
  let oracle: { version: string | null; results: OracleRow[] } = { version: null, results: [] };

  beforeAll(() => {
    if (missing) throw new Error(`REQUIRE_ALL_SUITES=1 but the zoneinfo oracle cannot run: ${missing}`);
    const all = zoneNames();
    const changed = changedOnHost(all);
    const hostVersion = /^# version (\S+)/m.exec(readFileSync(join(TZPATH, 'tzdata.zi'), 'utf8'))?.[1];
    if (hostVersion === tzdataVersion && changed.length) {
      throw new Error(`host tz ${hostVersion} matches the bundle's version but ${changed.length} zone files differ`);
    }
    if (changed.length) {
      console.warn(
        `[zoneinfo oracle test] host tz ${hostVersion} differs from the bundle's ${tzdataVersion}; ` +
          `${changed.length} changed zones left out (${changed.slice(0, 8).join(', ')}...). ` +
          'Regenerate with: node scripts/tz/generate.mjs',
      );
    }
    if (changed.length > all.length / 10) {
      throw new Error(`${changed.length} of ${all.length} zones differ from the host: regenerate the bundle`);
    }
    zones = all.filter((z) => !changed.includes(z));
    ({ random, edges } = buildCases(zones, FROM, TO, RANDOM_PAIRS));
    later = buildCases(zones, LATER_FROM, LATER_TO, 1_000);
    oracle = runOracle([...random, ...edges, ...later.random, ...later.edges]);
  }, 120_000);

  it('covers at least 3,000 seeded random pairs from 1850 to 2035 across the zones', () => {
    expect(random.length).toBeGreaterThanOrEqual(3_000);
    expect(new Set(random.map((c) => c[0])).size).toBeGreaterThan(500);
    expect(Math.min(...random.map((c) => c[1]))).toBeLessThan(1852);
    expect(Math.max(...random.map((c) => c[1]))).toBeGreaterThan(2033);
    expect(oracle.results.length).toBe(random.length + edges.length + later.random.length + later.edges.length);
  }, 120_000);

  it('gives the same offset, abbreviation and status as zoneinfo on every random pair', () => {
    const diffs = disagreements(random, oracle.results.slice(0, random.length));
    expect(diffs.slice(0, 20).join('\n')).toBe('');
  }, 120_000);

  it('detects every gap and overlap, 1850-2035, with the same offsets as zoneinfo', () => {
    const rows = oracle.results.slice(random.length, random.length + edges.length);
    const gaps = rows.filter((r) => r[0] !== r[1] && !r[2]).length;
    const overlaps = rows.filter((r) => r[0] !== r[1] && r[2] && r[3]).length;
    // Thousands of clock changes in the record: both kinds must really be exercised.
    expect(gaps).toBeGreaterThan(5_000);
    expect(overlaps).toBeGreaterThan(5_000);
    const diffs = disagreements(edges, rows);
    expect(diffs.slice(0, 20).join('\n') + (diffs.length > 20 ? `\n... ${diffs.length} in all` : '')).toBe('');
  }, 120_000);

  it('agrees from 2036 to 2100 too, where the POSIX rules take over from the listed transitions', () => {
    const rows = oracle.results.slice(random.length + edges.length);
    expect(later.edges.length).toBeGreaterThan(10_000);
    const diffs = disagreements([...later.random, ...later.edges], rows);
    expect(diffs.slice(0, 20).join('\n') + (diffs.length > 20 ? `\n... ${diffs.length} in all` : '')).toBe('');
  }, 120_000);
});
