// Benchmark: a calendar app fetching a member's feed (the service behind GET /api/calendar/<secret>.ics). For 10
// births on each plan level, each member's first fetch of a day ("cold": the year's events from the engine and the
// iCalendar text; the sky's own events are worked out by the day's first fetch and shared, and a sky-only feed is
// one text for every free member, so only the first of them pays) and a second fetch the same day ("warm": the
// per-member, per-day cache). In-process, one thread; the database and member lookups are in-memory stand-ins, so
// the figures are the feed's own cost.
// Run: npx tsx bench/calendar-feed.ts   (bench/results/calendar-feed.md keeps a recorded run)
import { calculateNatalChart, type NatalChart } from '@stellara/astro';
import { seededRandom } from '@stellara/astro/testing/seeded-random';
import type { Tier } from '@stellara/contract';
import type { Database } from '@stellara/server/bench';
import { CalendarFeedService, hashCalendarToken } from '@stellara/server/bench';

const random = seededRandom(33);
const births: NatalChart[] = Array.from({ length: 10 }, () =>
  calculateNatalChart({
    ut: new Date(Date.UTC(1950, 0, 1) + random() * 60 * 365.25 * 86_400_000),
    latitude: random() * 120 - 60,
    longitude: random() * 360 - 180,
  }),
);

/** One member per birth and plan: token i -> member i. */
function serviceFor(plan: Tier, day: string) {
  const db = {
    sql: {
      query: async (_sql: string, params: unknown[]) => {
        const index = births.findIndex((_, i) => hashCalendarToken(`token-${i}`) === params[0]);
        return { rows: index < 0 ? [] : [{ user_id: `member-${index}` }] };
      },
    },
  } as unknown as Database;
  const members = {
    memberRef: async (userId: string) => ({ id: userId, plan, extraCharts: 0 }),
    natalOf: async (member: { id: string }) => {
      const i = Number(member.id.slice('member-'.length));
      return { natal: births[i]!, key: `birth-${i}` };
    },
    zoneOf: async () => 'Europe/London',
  };
  return new CalendarFeedService(db, members, () => new Date(`${day}T09:00:00Z`));
}

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
};
const fmt = (ms: number) => (ms < 10 ? ms.toFixed(2) : ms.toFixed(0));

console.log('| plan (level) | fetch | median ms | p95 ms | events (median) | size (median) |');
console.log('| --- | --- | ---: | ---: | ---: | ---: |');
for (const [plan, level] of [
  ['free', 'sky'],
  ['plus', 'personal'],
  ['pro', 'timing'],
] as const) {
  const cold: number[] = [];
  const warm: number[] = [];
  const events: number[] = [];
  const sizes: number[] = [];
  // Two days, so the cache of one day never serves the next.
  for (const day of ['2026-11-28', '2026-11-29']) {
    const service = serviceFor(plan, day);
    for (const [i] of births.entries()) {
      let t0 = performance.now();
      const text = (await service.feed(`token-${i}`))!;
      cold.push(performance.now() - t0);
      t0 = performance.now();
      await service.feed(`token-${i}`);
      warm.push(performance.now() - t0);
      events.push(text.split('BEGIN:VEVENT').length - 1);
      sizes.push(text.length);
    }
  }
  const size = `${Math.round(quantile(sizes, 0.5) / 1024)} KB`;
  console.log(
    `| ${plan} (${level}) | cold | ${fmt(quantile(cold, 0.5))} | ${fmt(quantile(cold, 0.95))} | ${quantile(events, 0.5)} | ${size} |`,
  );
  console.log(`| ${plan} (${level}) | warm | ${fmt(quantile(warm, 0.5))} | ${fmt(quantile(warm, 0.95))} | | |`);
}
