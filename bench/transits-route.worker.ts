// The timed part of bench/transits-route.ts, bundled once from this tree and once from the baseline's and run in
// a child process: the Current Transits answer (GET /api/transits, default horizon) for a Pro member's main chart,
// as the route makes it (the service, then the answer written as JSON), each call on a new day and hour so no cache
// serves it: the first visit of the day, the one a member waits for.
//
//   node <bundle>.mjs <calls> <first-day-offset>   prints {"cold":[ms...],"coldCpu":[ms...],"warm":[ms...]}
// (wall time, and the process's CPU time for the same call: the work itself, whatever else the machine is doing).
import { initEphemeris } from '@stellara/astro';
import { DEFAULT_CHART_FRAME, type StoredBirthChart } from '@stellara/contract';
import type { MembersService } from '@stellara/server/bench/transits';
import { MemberChartsService } from '@stellara/server/bench/transits';

const calls = Number(process.argv[2] ?? 20);
const firstDay = Number(process.argv[3] ?? 0);
const DAY_MS = 86_400_000;

/** Four births of different decades and places: each call reads one, in turn. */
const BIRTHS = [
  {
    birthDate: '1990-01-01',
    birthTime: '12:00',
    birthPlace: 'Liverpool',
    latitude: 53.4084,
    longitude: -2.9916,
    timezone: 'Europe/London',
  },
  {
    birthDate: '1984-07-19',
    birthTime: '06:45',
    birthPlace: 'Lisbon',
    latitude: 38.7223,
    longitude: -9.1393,
    timezone: 'Europe/Lisbon',
  },
  {
    birthDate: '1972-11-03',
    birthTime: '23:10',
    birthPlace: 'Chicago',
    latitude: 41.8781,
    longitude: -87.6298,
    timezone: 'America/Chicago',
  },
  {
    birthDate: '2001-03-28',
    birthTime: '15:30',
    birthPlace: 'Sydney',
    latitude: -33.8688,
    longitude: 151.2093,
    timezone: 'Australia/Sydney',
  },
];

/** The member's rows as MembersService reads them: one main chart per member, in the default chart frame. */
function membersWith(birth: (typeof BIRTHS)[number]): MembersService {
  const chart = {
    id: '00000000-0000-4000-8000-000000000001',
    name: 'My Chart',
    isMain: true,
    ...birth,
  } as StoredBirthChart;
  return {
    listCharts: async () => ({ charts: [chart] }),
    chartFrame: async () => DEFAULT_CHART_FRAME,
  } as unknown as MembersService;
}

initEphemeris();
const member = { id: 'bench', plan: 'pro' as const, extraCharts: 0 };
// Mid-2026 onwards, a day and an hour apart per call (the service keeps answers per chart and hour or day).
const start = Date.UTC(2026, 5, 1, 9) + firstDay * DAY_MS;
// One untimed call first: loading the ephemeris files and compiling the code happen once per server, not per visit.
await new MemberChartsService(membersWith(BIRTHS[0]!), () => new Date(start - 400 * DAY_MS)).transits(member, {
  days: 30,
});
const cold: number[] = [];
const coldCpu: number[] = [];
const warm: number[] = [];
for (let i = 0; i < calls; i++) {
  let clock = new Date(start + i * (DAY_MS + 3_600_000));
  const service = new MemberChartsService(membersWith(BIRTHS[i % BIRTHS.length]!), () => clock);
  const cpu = process.cpuUsage();
  let t = performance.now();
  let body = JSON.stringify(await service.transits(member, { days: 30 }));
  cold.push(performance.now() - t);
  const used = process.cpuUsage(cpu);
  coldCpu.push((used.user + used.system) / 1000);
  // The same member a minute later: what a reload costs.
  clock = new Date(clock.getTime() + 60_000);
  t = performance.now();
  body = JSON.stringify(await service.transits(member, { days: 30 }));
  warm.push(performance.now() - t);
  if (body.length < 2) throw new Error('empty answer');
}
process.stdout.write(`${JSON.stringify({ cold, coldCpu, warm })}\n`);
