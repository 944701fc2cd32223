// The chart a conversation reads: calculated here from the session's birth data through the one birth path
// (charts/birth-chart.ts, never trusted from the browser), with the session's stored transits and the sky now.
import { calculateTransits, type NatalChart } from '@stellara/astro';
import { type BirthData, SESSION_TRANSITS_STORED } from '@stellara/contract';
import { and, desc, eq } from 'drizzle-orm';
import { birthDataChart, birthDataChartOrThrow } from '../charts/birth-chart.ts';
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

/**
 * The natal chart of the birth data, or null when it has none (a time the clocks skipped or showed twice, a date
 * outside the ephemeris: a new chat is refused those with the v4 route's answer, so only older rows hold them).
 */
export function natalFromBirthData(birth: BirthData): NatalChart | null {
  try {
    const r = birthDataChart(birth);
    return r.status === 'ok' ? r.chart : null;
  } catch {
    return null;
  }
}

/**
 * The birth data a conversation row holds. Rows written before the chat took the contract's one BirthData shape
 * hold { name?, date, time, place, latitude, longitude, timezone }: read as that shape.
 */
export function storedBirthData(raw: unknown): BirthData | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const b = raw as Record<string, unknown>;
  if (typeof b.birthDate === 'string') return b as unknown as BirthData;
  if (typeof b.date !== 'string' || typeof b.time !== 'string') return null;
  return {
    name: typeof b.name === 'string' ? b.name : '',
    birthDate: b.date,
    birthTime: b.time,
    birthPlace: typeof b.place === 'string' ? b.place : '',
    latitude: Number(b.latitude),
    longitude: Number(b.longitude),
    timezone: String(b.timezone ?? ''),
  };
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

/**
 * The sky now (London, as the spec's fallback transit location), read at the start of the current ten-minute step:
 * the Today card reads the same instants (charts/member-charts/today.ts readInstant), so the two name the same phase.
 */
export function skyNow(): SkyNow | null {
  const step = Math.floor(Date.now() / SKY_CACHE_MS) * SKY_CACHE_MS;
  if (skyCache.at !== step) {
    let sky: SkyNow | null = null;
    try {
      sky = skyAt(new Date(step));
    } catch {
      sky = null;
    }
    skyCache = { at: step, sky };
  }
  return skyCache.sky;
}

/** The chart a reading reads: natal, transits, the sky now and the slow year ahead (worked out unless given). */
export function contextFor(
  natal: NatalChart,
  name: string | null | undefined,
  transits: ChartTransit[],
  yearAhead?: SlowTransit[],
  birth?: BirthData,
): ChartContext {
  const local = birth ? { date: birth.birthDate, time: birth.birthTime, timezone: birth.timezone } : null;
  const chart = chartContextFrom(natal, { name: name ?? null, transits, sky: skyNow(), local });
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
    { key: string; natal: NatalChart | null; year?: { day: string; list: SlowTransit[] } }
  >();

  constructor(
    private readonly db: Database,
    private readonly logger: Logger,
  ) {}

  /**
   * The chart of birth data a chat is started or changed with, or the answer the v4 route gives: a time the clocks
   * skipped or showed twice is a 422 naming both offsets, an unknown zone or a date outside the ephemeris a 400.
   */
  chartOf(birth: BirthData): NatalChart {
    return birthDataChartOrThrow(birth, 'birthData');
  }

  /** The cache entry for this conversation and birth data, calculated once (new birth data replaces it). */
  private entry(conversationId: string, birth: BirthData, natal?: NatalChart) {
    const key = JSON.stringify(birth);
    let hit = this.cache.get(conversationId);
    if (!hit || hit.key !== key) hit = { key, natal: natal ?? natalFromBirthData(birth) };
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
  context(row: Row, transits: ChartTransit[]): { chart: ChartContext | null; birth: BirthData | null } {
    const birth = storedBirthData(row.birthData);
    if (!birth) return { chart: null, birth };
    const entry = this.entry(row.id, birth);
    const { natal } = entry;
    if (!natal) return { chart: null, birth };
    // The year ahead costs a few ms of ephemeris work: once per conversation and day.
    const day = new Date().toISOString().slice(0, 10);
    const year = entry.year?.day === day ? entry.year.list : undefined;
    const chart = contextFor(natal, birth.name, transits, year, birth);
    entry.year = { day, list: chart.yearAhead };
    return { chart, birth };
  }

  /** After a chart calculation: transits stored for the session (failure only logged). */
  async afterChartCalculation(sessionId: string, birth: BirthData, chart?: NatalChart): Promise<void> {
    const { natal } = this.entry(sessionId, birth, chart);
    if (natal) await storeSessionTransits(this.db, this.logger, sessionId, natal);
  }
}
