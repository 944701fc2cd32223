// Benchmark: a natal-aspects-data answer's own work, stage by stage, in this process: no HTTP, no framework, no
// validation. CPU per chart over 2,000 new birth moments (1900-2099, six time zones), each stage timed in turn in
// every round, medians of the rounds:
//   bare calls   the Swiss Ephemeris calls the engine makes for the chart (bench/astro-api.ts's "bare" column)
//   chart        chartForSubject: local time -> UT, those same calls, the chart's points and houses
//   aspects      calculateAspects over the chart's points
//   writer       natalAnswerBytes (v4-answer.ts): the answer's JSON bytes
//   all          the three together, as a request makes them
// "all" over "bare calls" is the server's least possible ratio before any HTTP: the chart API's 2.5x budget
// (docs/limits.md#budgets) leaves 2.5x minus it for HTTP, the framework and the guards.
//
//   npx tsx bench/v4-answer-writer.ts [rounds]
import { loadavg } from 'node:os';
import { calculateAspects, initEphemeris } from '@stellara/astro';
import { BODY, FLG_SWIEPH, swe } from '@stellara/astro/ephemeris';
import { chartForSubject, natalAnswerBytes } from '@stellara/server/bench/v4';

const rounds = Number(process.argv[2] ?? 5);
const zones = ['Europe/Rome', 'America/New_York', 'Asia/Tokyo', 'Australia/Sydney', 'Africa/Lagos', 'Etc/UTC'];
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
  timezone: zones[i % zones.length]!,
  zodiac_type: 'Tropic' as const,
  houses_system_identifier: 'P' as const,
  perspective_type: 'Apparent Geocentric' as const,
});
initEphemeris();
const subjects = Array.from({ length: 2000 }, (_, i) => subject(i));
const charts = subjects.map((s) => chartForSubject(s, 'subject'));
const aspects = charts.map((s) => calculateAspects(s.chart.points));
const BODIES = Object.values(BODY);
const ECL_NUT = swe.constants.SE_ECL_NUT;
const SPEED = swe.constants.SEFLG_SPEED;

let sink = 0;
const stages: [string, (i: number) => void][] = [
  [
    'bare calls',
    (i) => {
      const { julianDay: jd, latitude, longitude } = charts[i]!.chart;
      sink += swe.houses_ex2(jd, 0, latitude, longitude, 'P').data.houses[0];
      sink += swe.calc_ut(jd, ECL_NUT, 0).data[0]!;
      for (const b of BODIES) sink += swe.calc_ut(jd, b, FLG_SWIEPH | SPEED).data[0]!;
    },
  ],
  ['chart', (i) => (sink += chartForSubject(subjects[i]!, 'subject').chart.julianDay)],
  ['aspects', (i) => (sink += calculateAspects(charts[i]!.chart.points).length)],
  ['writer', (i) => (sink += natalAnswerBytes(charts[i]!, aspects[i]).length)],
  [
    'all',
    (i) => {
      const s = chartForSubject(subjects[i]!, 'subject');
      sink += natalAnswerBytes(s, calculateAspects(s.chart.points)).length;
    },
  ],
];

/** CPU µs per chart of one pass over every chart. */
function cpuPerChart(stage: (i: number) => void): number {
  const start = process.cpuUsage();
  for (let i = 0; i < charts.length; i++) stage(i);
  const used = process.cpuUsage(start);
  return (used.user + used.system) / charts.length;
}

const figures = new Map<string, number[]>(stages.map(([name]) => [name, []]));
for (let round = 0; round <= rounds; round++) {
  for (const [name, stage] of stages) {
    const us = cpuPerChart(stage);
    if (round > 0) figures.get(name)!.push(us); // round 0 warms up
  }
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;
const bare = median(figures.get('bare calls')!);
const answerBytes = natalAnswerBytes(charts[0]!, aspects[0]).length;
console.log(`| stage | CPU per chart (median of ${rounds} rounds) | of the bare calls |`);
console.log('| --- | ---: | ---: |');
for (const [name, xs] of figures)
  console.log(`| ${name} | ${median(xs).toFixed(1)} µs | ${(median(xs) / bare).toFixed(2)}x |`);
console.log(
  `\nanswer: ~${answerBytes} bytes; load average ${loadavg()
    .map((x) => x.toFixed(2))
    .join(' ')}`,
);
if (sink === Number.POSITIVE_INFINITY) console.log(sink); // keep the work observable
