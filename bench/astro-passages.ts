// Benchmark: the transit model's cost for a page. For 20 births, every default passage (TRANSIT_POINTS to
// TRANSIT_TARGETS, the five majors) over one year with transitPassages, and the passages in orb now with
// passagesAt; each timed five times in-process, one thread. Prints the median and p95 in milliseconds.
// Run: npx tsx bench/astro-passages.ts
import { passagesAt, transitPassages } from '@stellara/astro';
import { seededBirths } from './seeded-births.ts';

const births = seededBirths(20);
const FROM = '2026-11-28T00:00:00Z';
const TO = '2027-11-28T00:00:00Z';

function time(run: () => number): { ms: number[]; count: number } {
  const ms: number[] = [];
  let count = 0;
  for (let round = 0; round < 5; round++) {
    for (const _ of births) {
      const t0 = performance.now();
      count = run();
      ms.push(performance.now() - t0);
    }
  }
  return { ms, count };
}

const quantile = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.floor(q * (xs.length - 1))]!;
transitPassages(births[0]!, FROM, TO); // warm the JIT and the ephemeris files
let i = 0;
const year = time(() => transitPassages(births[i++ % births.length]!, FROM, TO).length);
const now = time(() => passagesAt(births[i++ % births.length]!, FROM).length);
console.log('| call | median ms | p95 ms |');
console.log('| --- | --- | --- |');
for (const [name, r] of [
  ['transitPassages, one year, default set', year],
  ['passagesAt, default set', now],
] as const) {
  console.log(`| ${name} | ${quantile(r.ms, 0.5).toFixed(1)} | ${quantile(r.ms, 0.95).toFixed(1)} |`);
}
