// Benchmark: the v4 natal answer writer alone (v4-answer.ts), CPU per answer over 2,000 charts cast beforehand (new
// birth moments, 1900-2099), so neither HTTP nor the ephemeris is in the figure.
//
//   npx tsx bench/v4-answer-writer.ts [rounds]
import { calculateAspects } from '../packages/astro/src/index.ts';
import { chartForSubject } from '../packages/server/src/charts/v4.service.ts';
import { natalAnswerBytes } from '../packages/server/src/charts/v4-answer.ts';

const rounds = Number(process.argv[2] ?? 5);
const subject = (i: number) => ({
  name: `Bench ${i}`,
  year: 1900 + (i % 200),
  month: 1 + (i % 12),
  day: 1 + (i % 28),
  hour: 10 + (i % 12),
  minute: 17,
  second: 0,
  latitude: -40 + (i % 80),
  longitude: -170 + ((i * 7) % 340),
  city: 'Bench',
  nation: 'XX',
  timezone: 'Etc/UTC',
  zodiac_type: 'Tropic' as const,
  houses_system_identifier: 'P' as const,
  perspective_type: 'Apparent Geocentric' as const,
});
const charts = Array.from({ length: 2000 }, (_, i) => chartForSubject(subject(i), 'subject'));
const aspects = charts.map((s) => calculateAspects(s.chart.points));
let bytes = 0;
const perAnswer: number[] = [];
for (let round = 0; round <= rounds; round++) {
  const start = process.cpuUsage();
  for (let r = 0; r < 10; r++) {
    for (let i = 0; i < charts.length; i++) bytes += natalAnswerBytes(charts[i]!, aspects[i]).length;
  }
  const used = process.cpuUsage(start);
  if (round > 0) perAnswer.push((used.user + used.system) / (10 * charts.length)); // round 0 warms up
}
perAnswer.sort((a, b) => a - b);
console.log(
  `natal-aspects-data answer writer: ${perAnswer[perAnswer.length >> 1]!.toFixed(1)} µs CPU per answer (median of ${rounds} rounds; ${Math.round(bytes / (charts.length * 10 * (rounds + 1)))} bytes each)`,
);
