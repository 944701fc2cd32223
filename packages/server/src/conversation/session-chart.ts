// The chart a conversation reads: calculated here from the session's birth data (never trusted from the browser),
// checked against the positions the browser holds (API_VALIDATION_FAILED on a mismatch), with the session's
// stored transits and the sky now.
import { calculateNatalChart, calculateTransits, type NatalChart } from '@stellara/astro';
import { type ConversationBirthData, SESSION_TRANSITS_STORED } from '@stellara/contract';
import { and, desc, eq } from 'drizzle-orm';
import { placesLocalToUt } from '../charts/places-local-time.ts';
import type { Database } from '../db/client.ts';
import { sessionTransits } from '../db/schema/index.ts';
import type { Logger } from '../logging/logger.ts';
import {
  type ChartContext,
  type ChartTransit,
  chartContextFrom,
  displayPointName,
  rankedTransitAspects,
  transitList,
} from './chart-context.ts';
import { type SkyNow, type SlowTransit, skyAt, slowTransitsAhead } from './reply/sky.ts';
import type { Row } from './store.ts';

export interface SessionChart {
  natal: NatalChart | null;
  /** The chart could not be calculated, or does not match the positions the browser sent. */
  validationFailed: boolean;
}

export function natalFromBirthData(birth: ConversationBirthData): SessionChart {
  const [y, mo, d] = birth.date.split('-').map(Number) as [number, number, number];
  const [h, mi] = birth.time.split(':').map(Number) as [number, number];
  const r = placesLocalToUt({ year: y, month: mo, day: d, hour: h, minute: mi, second: 0 }, birth.timezone);
  if (r.status !== 'ok') return { natal: null, validationFailed: true };
  let natal: NatalChart;
  try {
    natal = calculateNatalChart({
      ut: r.utcMs / 86_400_000 + 2_440_587.5,
      latitude: birth.latitude,
      longitude: birth.longitude,
    });
  } catch {
    return { natal: null, validationFailed: true };
  }
  let mismatch = false;
  for (const claimed of birth.natalPlanets ?? []) {
    const name = claimed.name.replace(/\s+/g, '');
    const key = name === 'NorthNode' ? 'Mean_Node' : name;
    const point = natal.points[key as keyof typeof natal.points];
    if (point && point.signName.toLowerCase() !== claimed.sign.trim().toLowerCase()) mismatch = true;
  }
  return { natal, validationFailed: mismatch };
}

/** After a chart calculation: the first 10 transit aspects now, stored for the session. Failure is only logged. */
export async function storeSessionTransits(
  db: Database,
  logger: Logger,
  sessionId: string,
  natal: NatalChart,
  now = new Date(),
): Promise<void> {
  try {
    const { aspects } = calculateTransits(natal, now);
    // Ranked before they are cut, so a long slow contact is never lost to the first ten in planet order.
    const rows = rankedTransitAspects(aspects)
      .slice(0, SESSION_TRANSITS_STORED)
      .map((a) => ({
        sessionId,
        transitDate: now,
        planetName: displayPointName(a.p1),
        aspectType: a.aspect,
        targetPlanet: displayPointName(a.p2),
        orb: a.orbit,
        isExact: Math.abs(a.orbit) < 1,
        isCurrent: true,
        rawData: a,
      }));
    // Earlier transits of this session stop being current, then the new ones go in.
    await db.orm
      .update(sessionTransits)
      .set({ isCurrent: false })
      .where(and(eq(sessionTransits.sessionId, sessionId), eq(sessionTransits.isCurrent, true)));
    if (rows.length) await db.orm.insert(sessionTransits).values(rows);
  } catch (error) {
    logger.error({ err: error, sessionId }, 'storing the session transits failed');
  }
}

export async function loadSessionTransits(db: Database, sessionId: string): Promise<ChartTransit[]> {
  const rows = await db.orm
    .select({ raw: sessionTransits.rawData })
    .from(sessionTransits)
    .where(and(eq(sessionTransits.sessionId, sessionId), eq(sessionTransits.isCurrent, true)))
    .orderBy(desc(sessionTransits.createdAt))
    .limit(SESSION_TRANSITS_STORED);
  return transitsFromRaw(rows.map((r) => r.raw));
}

/** The stored raw transit aspects (session_transits.raw_data, newest first) as the chart context lists them. */
export function transitsFromRaw(raw: readonly unknown[]): ChartTransit[] {
  return transitList(raw.filter(Boolean) as Parameters<typeof transitList>[0]);
}

const SKY_CACHE_MS = 10 * 60_000;
let skyCache: { at: number; sky: SkyNow | null } = { at: 0, sky: null };

/** The sky now (London, as the spec's fallback transit location), recalculated at most every ten minutes. */
export function skyNow(): SkyNow | null {
  if (Date.now() - skyCache.at > SKY_CACHE_MS) {
    let sky: SkyNow | null = null;
    try {
      sky = skyAt(new Date());
    } catch {
      sky = null;
    }
    skyCache = { at: Date.now(), sky };
  }
  return skyCache.sky;
}

export function contextFor(
  natal: NatalChart,
  name: string | null | undefined,
  transits: ChartTransit[],
  yearAhead: SlowTransit[] = [],
): ChartContext {
  return chartContextFrom(natal, { name: name ?? null, transits, sky: skyNow(), yearAhead });
}

/** Computed charts kept per conversation (the chart depends only on the birth data). */
const CHART_CACHE_SIZE = 1000;

/**
 * The charts of running conversations, kept in memory per conversation: they depend only on the birth data (and,
 * for the year ahead, on the day), so any instance can compute them again.
 */
export class SessionCharts {
  private readonly chartCache = new Map<string, { key: string; chart: SessionChart }>();
  private readonly yearCache = new Map<string, { day: string; ascendant: number | undefined; list: SlowTransit[] }>();

  constructor(
    private readonly db: Database,
    private readonly logger: Logger,
  ) {}

  /** The natal chart of this conversation's birth data, calculated once per conversation and birth data. */
  sessionChart(conversationId: string, birth: ConversationBirthData): SessionChart {
    const key = JSON.stringify(birth);
    const hit = this.chartCache.get(conversationId);
    if (hit && hit.key === key) {
      // Most recently used last (the Map's order), so the oldest entry is dropped first.
      this.chartCache.delete(conversationId);
      this.chartCache.set(conversationId, hit);
      return hit.chart;
    }
    const chart = natalFromBirthData(birth);
    this.chartCache.delete(conversationId);
    this.chartCache.set(conversationId, { key, chart });
    if (this.chartCache.size > CHART_CACHE_SIZE) {
      const oldest = this.chartCache.keys().next().value;
      if (oldest !== undefined) this.chartCache.delete(oldest);
    }
    return chart;
  }

  /** The chart a reply reads: natal, the session's transits, the sky now and the slow year ahead. */
  context(row: Row, transits: ChartTransit[]) {
    const birth = row.birthData as ConversationBirthData | null;
    if (!birth) return { chart: null as ChartContext | null, validationFailed: true, birth };
    const { natal, validationFailed } = this.sessionChart(row.id, birth);
    if (!natal) return { chart: null, validationFailed, birth };
    const chart = contextFor(natal, birth.name, transits);
    return { chart: { ...chart, yearAhead: this.yearAhead(row.id, chart) }, validationFailed, birth };
  }

  /** The slow planets' year ahead for this conversation's chart, worked out once a day (a few ms). */
  private yearAhead(conversationId: string, chart: ChartContext): SlowTransit[] {
    const day = new Date().toISOString().slice(0, 10);
    const hit = this.yearCache.get(conversationId);
    if (hit && hit.day === day && hit.ascendant === chart.planets.at(-2)?.longitude) return hit.list;
    const list = slowTransitsAhead(chart, new Date());
    this.yearCache.delete(conversationId);
    this.yearCache.set(conversationId, { day, ascendant: chart.planets.at(-2)?.longitude, list });
    if (this.yearCache.size > CHART_CACHE_SIZE) {
      const oldest = this.yearCache.keys().next().value;
      if (oldest !== undefined) this.yearCache.delete(oldest);
    }
    return list;
  }

  /** After a chart calculation: transits stored for the session (failure only logged). */
  async afterChartCalculation(sessionId: string, birth: ConversationBirthData): Promise<void> {
    const { natal } = this.sessionChart(sessionId, birth);
    if (natal) await storeSessionTransits(this.db, this.logger, sessionId, natal);
  }
}
