// Benchmark: natal charts per second in-process (one thread), against the raw Swiss Ephemeris calls the same
// chart needs, measured in the same run, and against Kerykeion (Python) on the same inputs.
// Run: npx tsx bench/astro-natal.ts [seconds-per-round]   (needs the venv from scripts/ci/python-oracles.sh
// for the Kerykeion figure). Prints a Markdown table; bench/results/astro-natal.md keeps a recorded run.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { calculateAspects, calculateNatalChart, initEphemeris, toJulianDay } from '@stellara/astro';
import { BODY, FLG_SWIEPH, swe } from '@stellara/astro/ephemeris';
import { caseInstant, goldenCases } from '@stellara/astro/testing/golden-cases';
import { oracleMissing, VENV_PYTHON } from '@stellara/astro/testing/kerykeion';

const seconds = Number(process.argv[2] ?? 2);
const ROUNDS = 5;
// Default settings (tropical, Placidus, apparent geocentric), varied dates and places (incl. a few polar).
const cases = goldenCases(500, 0, 99).natal.map((c) => ({
  ut: caseInstant(c),
  jd: toJulianDay(caseInstant(c)),
  latitude: c.latitude,
  longitude: c.longitude,
}));
initEphemeris();

const BODIES = Object.values(BODY);
const ECL_NUT = swe.constants.SE_ECL_NUT;
const SPEED = swe.constants.SEFLG_SPEED;

/** Exactly the Swiss Ephemeris calls calculateNatalChart makes for a default chart, and nothing else. */
function rawChart(jd: number, lat: number, lon: number): number {
  let acc = swe.houses_ex2(jd, 0, lat, lon, 'P').data.houses[0];
  acc += swe.calc_ut(jd, ECL_NUT, 0).data[0]!;
  for (const b of BODIES) acc += swe.calc_ut(jd, b, FLG_SWIEPH | SPEED).data[0]!;
  return acc;
}

function stellaraChart(i: number): number {
  const c = cases[i]!;
  const chart = calculateNatalChart({ ut: c.jd, latitude: c.latitude, longitude: c.longitude });
  return calculateAspects(chart.points).length;
}

/**
 * Interleaves the two workloads in small batches (100 charts each, same inputs) and adds up the time each
 * takes, so load from other processes on this shared machine falls on both alike.
 */
function interleaved(a: (i: number) => number, b: (i: number) => number, totalSeconds: number) {
  let ta = 0;
  let tb = 0;
  let n = 0;
  let sink = 0;
  const end = performance.now() + totalSeconds * 1000;
  while (performance.now() < end) {
    const base = n;
    let t = performance.now();
    for (let k = 0; k < 100; k++) sink += a((base + k) % cases.length);
    ta += performance.now() - t;
    t = performance.now();
    for (let k = 0; k < 100; k++) sink += b((base + k) % cases.length);
    tb += performance.now() - t;
    n += 100;
  }
  if (sink === Number.POSITIVE_INFINITY) console.log(sink); // keep the work observable
  return { a: (n / ta) * 1000, b: (n / tb) * 1000, charts: n };
}

const raw = (i: number) => rawChart(cases[i]!.jd, cases[i]!.latitude, cases[i]!.longitude);
interleaved(stellaraChart, raw, 1); // warm-up
const result = interleaved(stellaraChart, raw, seconds * ROUNDS);

let kerykeion: number | null = null;
const missing = oracleMissing();
if (!missing) {
  // One Python process; the timing loop runs inside it, so interpreter start-up is not counted.
  const script = `
import json, sys, time, logging
import swisseph as swe
_set = swe.set_ephe_path
swe.set_ephe_path = lambda _p: _set(sys.argv[1])
from kerykeion import AstrologicalSubject, NatalAspects
logging.disable(logging.CRITICAL)
cases = json.loads(sys.stdin.read())
def one(c):
    s = AstrologicalSubject("x", c["year"], c["month"], c["day"], c["hour"], c["minute"], lng=c["longitude"], lat=c["latitude"], tz_str="UTC", city="X", nation="XX", online=False)
    return len(NatalAspects(s).relevant_aspects)
for c in cases[:20]: one(c)
n, t0 = 0, time.perf_counter()
while time.perf_counter() - t0 < ${seconds * 2}:
    one(cases[n % len(cases)]); n += 1
print(n / (time.perf_counter() - t0))
`;
  const input = goldenCases(500, 0, 99).natal.map((c) => ({ ...c, latitude: Math.max(-66, Math.min(66, c.latitude)) }));
  const out = execFileSync(VENV_PYTHON, ['-c', script, `${process.cwd()}/packages/astro/ephe`], {
    input: JSON.stringify(input),
    encoding: 'utf8',
  });
  kerykeion = Number(out.trim());
}

const o = result.a;
const w = result.b;
const fmt = (x: number) => Math.round(x).toLocaleString('en-US');
console.log(`# Natal chart throughput (one thread)\n`);
console.log(`- machine: ${cpus()[0]?.model ?? 'unknown'} x${cpus().length}, Node ${process.version}`);
console.log(
  `- ${fmt(result.charts)} charts each, interleaved in batches of 100 over ~${seconds * ROUNDS} s; 500 varied charts (1800-2100, worldwide)`,
);
console.log(
  `- load average after the run: ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}\n`,
);
console.log('| what | charts/s | ratio |');
console.log('| --- | ---: | ---: |');
console.log(`| raw Swiss Ephemeris calls of one chart (houses_ex2 + obliquity + 14 calc_ut) | ${fmt(w)} | 100% |`);
console.log(`| Stellara calculateNatalChart + calculateAspects | ${fmt(o)} | ${((o / w) * 100).toFixed(1)}% of raw |`);
if (kerykeion) {
  console.log(
    `| Kerykeion 4 AstrologicalSubject + NatalAspects (Python) | ${fmt(kerykeion)} | Stellara is ${(o / kerykeion).toFixed(1)}x |`,
  );
} else {
  console.log(`| Kerykeion | not measured: ${missing} | |`);
}
