// Astrology APIs tester: the call statistics of the four tested functions (api_call_stats, written by the v4 chart
// API and by the daily transits below) and the daily transits function itself: the sky of one day (positions at
// noon UT, the aspects between them, the Moon's phase, what is retrograde), computed by the chart engine.
import { calculateAspects, calculateNatalChart, InstantError, type NatalChart, type PointName } from '@stellara/astro';
import {
  API_TESTER_FUNCTIONS,
  type ApiTesterStats,
  BODY_NAMES,
  type DailyTransitsAnswer,
  type DailyTransitsRequest,
  errorCodes,
} from '@stellara/contract';
import { inArray } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { apiCallStats } from '../db/schema/index.ts';
import { HttpError } from '../http/errors.ts';

const TESTED = API_TESTER_FUNCTIONS.map((f) => f.name);

/** The bodies the daily transits reports (the planets; not the angles, which depend on a place). */
const SKY: PointName[] = [...BODY_NAMES, 'Mean_Node'];

const round = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;

export class ApiTesterService {
  constructor(private readonly deps: { db: Database }) {}

  async stats(): Promise<ApiTesterStats> {
    const rows = await this.deps.db.orm.select().from(apiCallStats).where(inArray(apiCallStats.functionName, TESTED));
    const functions = TESTED.map((name) => {
      const r = rows.find((x) => x.functionName === name);
      return {
        functionName: name,
        totalCalls: r?.totalCalls ?? 0,
        successfulCalls: r?.successfulCalls ?? 0,
        failedCalls: r?.failedCalls ?? 0,
        avgDurationMs: round(r?.avgDurationMs ?? 0, 1),
        lastCallAt: r?.lastCallAt?.toISOString() ?? null,
      };
    });
    const totalCalls = functions.reduce((s, f) => s + f.totalCalls, 0);
    const successfulCalls = functions.reduce((s, f) => s + f.successfulCalls, 0);
    const failedCalls = functions.reduce((s, f) => s + f.failedCalls, 0);
    const weighted = rows.reduce((s, r) => s + r.avgDurationMs * r.totalCalls, 0);
    return {
      functions,
      totals: {
        totalCalls,
        successfulCalls,
        failedCalls,
        successRate: totalCalls > 0 ? round((successfulCalls / totalCalls) * 100, 1) : null,
        avgDurationMs: totalCalls > 0 ? round(weighted / totalCalls, 1) : null,
      },
    };
  }

  dailyTransits({ date }: DailyTransitsRequest): DailyTransitsAnswer {
    const at = `${date}T12:00:00Z`;
    // The sky is the same everywhere but for the angles; Greenwich, like /api/v4/now.
    let chart: NatalChart;
    try {
      chart = calculateNatalChart({ ut: at, latitude: 51.4825766, longitude: 0 });
    } catch (e) {
      // The contract keeps the date inside the ephemeris; should the engine still refuse it, that is the caller's 400.
      if (e instanceof InstantError)
        throw new HttpError(400, errorCodes.validationFailed, e.message, { date: e.message });
      throw e;
    }
    const present = SKY.filter((name) => chart.points[name]);
    const points = Object.fromEntries(present.map((n) => [n, chart.points[n]]));
    const aspects = calculateAspects(points, { activePoints: present });
    return {
      status: 'OK',
      date,
      at,
      positions: present.map((name) => {
        const p = chart.points[name];
        return { name, sign: p.signName, position: round(p.position), retrograde: p.retrograde };
      }),
      aspects: aspects.map((a) => ({ p1: a.p1, p2: a.p2, aspect: a.aspect, orbit: round(a.orbit) })),
      moonPhase: { name: chart.lunarPhase.name, illumination: round(chart.lunarPhase.illumination, 3) },
      retrograde: chart.retrogrades.names,
    };
  }
}
