// Benchmark: the cost of a "when does Saturn cross my Ascendant?" answer in chat (transit-hit.ts). It scans the
// planet's passages to the point over one cycle back and ahead (up to 40 years each way for the outer planets).
// For 20 births, each planet to the Ascendant (conjunction) and to the Sun (any major aspect), timed five times
// in-process, one thread. Prints the median and p95 in milliseconds per planet.
// Run: npx tsx bench/transit-hit.ts
import { hitAnswer } from '@stellara/server/bench';
import { seededBirths } from './seeded-births.ts';

const births = seededBirths(20);
const AT = new Date('2026-11-30T12:00:00Z');
const MAJORS = ['conjunction', 'opposition', 'square', 'trine', 'sextile'];
const quantile = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.floor(q * (xs.length - 1))]!;

console.log('| planet | to Ascendant (conjunction): median ms | p95 ms | to Sun (any major): median ms | p95 ms |');
console.log('| --- | --- | --- | --- | --- |');
for (const transiting of ['Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto']) {
  const row: string[] = [];
  for (const [target, aspects] of [
    ['Ascendant', ['conjunction']],
    ['Sun', MAJORS],
  ] as const) {
    const ask = { transiting, target, aspects } as unknown as Parameters<typeof hitAnswer>[1];
    hitAnswer(births[0]!, ask, AT); // warm the JIT and the ephemeris files
    const ms: number[] = [];
    for (let round = 0; round < 5; round++) {
      for (const natal of births) {
        const t0 = performance.now();
        hitAnswer(natal, ask, AT);
        ms.push(performance.now() - t0);
      }
    }
    row.push(quantile(ms, 0.5).toFixed(0), quantile(ms, 0.95).toFixed(0));
  }
  console.log(`| ${transiting} | ${row.join(' | ')} |`);
}
