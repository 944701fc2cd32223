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
  type SkyNow,
  type SlowTransit,
  transitsFromRaw,
} from './chart-context.ts';
import { skyAt, slowTransitsAhead } from './reply/sky.ts';
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

/** The chart a reading reads: natal, transits, the sky now and the slow year ahead (worked out unless given). */
export function contextFor(
  natal: NatalChart,
  name: string | null | undefined,
  transits: ChartTransit[],
  yearAhead?: SlowTransit[],
): ChartContext {
  const chart = chartContextFrom(natal, { name: name ?? null, transits, sky: skyNow() });
  return { ...chart, yearAhead: yearAhead ?? slowTransitsAhead(chart, new Date()) };
}

/** Computed charts kept per conversation (the chart depends only on the birth data). */
const CHART_CACHE_SIZE = 1000;

/**
 * The charts of running conversations, kept in memory per conversation: they depend only on the birth data (and,
 * for the year ahead, on the day), so any instance can compute them again.
 */
export class SessionCharts {
  /** Per conversation: its birth data's chart, and that chart's year ahead for the day it was worked out. */
  private readonly cache = new Map<
    string,
    { key: string; chart: SessionChart; year?: { day: string; list: SlowTransit[] } }
  >();

  constructor(
    private readonly db: Database,
    private readonly logger: Logger,
  ) {}

  /** The cache entry for this conversation and birth data, calculated once (new birth data replaces it). */
  private entry(conversationId: string, birth: ConversationBirthData) {
    const key = JSON.stringify(birth);
    let hit = this.cache.get(conversationId);
    if (!hit || hit.key !== key) hit = { key, chart: natalFromBirthData(birth) };
    // Most recently used last (the Map's order), so the oldest entry is dropped first.
    this.cache.delete(conversationId);
    this.cache.set(conversationId, hit);
    if (this.cache.size > CHART_CACHE_SIZE) {
      const oldest = this.cache.keys().next().value;
      if (oldest !== undefined) this.cache.delete(oldest);
    }
    return hit;
  }

  /** The chart a reply reads: natal, the session's transits, the sky now and the slow year ahead. */
  context(row: Row, transits: ChartTransit[]) {
    const birth = row.birthData as ConversationBirthData | null;
    if (!birth) return { chart: null as ChartContext | null, validationFailed: true, birth };
    const entry = this.entry(row.id, birth);
    const { natal, validationFailed } = entry.chart;
    if (!natal) return { chart: null, validationFailed, birth };
    // The year ahead costs a few ms of ephemeris work: once per conversation and day.
    const day = new Date().toISOString().slice(0, 10);
    const chart = contextFor(natal, birth.name, transits, entry.year?.day === day ? entry.year.list : undefined);
    entry.year = { day, list: chart.yearAhead };
    return { chart, validationFailed, birth };
  }

  /** After a chart calculation: transits stored for the session (failure only logged). */
  async afterChartCalculation(sessionId: string, birth: ConversationBirthData): Promise<void> {
    const { natal } = this.entry(sessionId, birth).chart;
    if (natal) await storeSessionTransits(this.db, this.logger, sessionId, natal);
  }
}
