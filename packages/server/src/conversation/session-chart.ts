// The chart a conversation reads: calculated here from the session's birth data through the one birth path
// (charts/birth-chart.ts, never trusted from the browser), with its transits from the one passage model and the sky
// now.
import type { NatalChart } from '@stellara/astro';
import { type BirthData, type ChartFrame, DEFAULT_CHART_FRAME, SESSION_TRANSITS_STORED } from '@stellara/contract';
import { and, eq } from 'drizzle-orm';
import {
  birthDataChart,
  birthDataChartOrThrow,
  birthMoonDay,
  chartSettingsOf,
  frameKey,
  memberChartFrame,
} from '../charts/index.ts';
import type { Database } from '../db/client.ts';
import { sessionTransits } from '../db/schema/index.ts';
import type { Logger } from '../logging/logger.ts';
import {
  type ChartBirth,
  type ChartContext,
  type ChartTransit,
  chartContextFrom,
  type SkyNow,
  type SlowTransit,
  timeless,
} from './chart-context.ts';
import { passagesIn, transitsNow } from './chart-passages.ts';
import { skyAt } from './reply/sky.ts';
import type { Row } from './store.ts';

/**
 * The natal chart of the birth data, or null when it has none (a time the clocks skipped or showed twice, a date
 * outside the ephemeris: a new chat is refused those with the v4 route's answer, so only older rows hold them).
 */
export function natalFromBirthData(birth: BirthData, frame: ChartFrame = DEFAULT_CHART_FRAME): NatalChart | null {
  try {
    const r = birthDataChart(birth, chartSettingsOf(frame));
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

/** After a chart calculation: the strongest transits now, stored for the session. Failure is only logged. */
export async function storeSessionTransits(
  db: Database,
  logger: Logger,
  sessionId: string,
  natal: NatalChart,
  now = new Date(),
  timeUnknown = false,
): Promise<void> {
  try {
    const all = transitsNow(natal, now);
    const rows = (timeUnknown ? timeless(all) : all).slice(0, SESSION_TRANSITS_STORED).map((t) => ({
      sessionId,
      transitDate: now,
      planetName: t.planet,
      aspectType: t.aspect,
      targetPlanet: t.target,
      orb: t.orb,
      isExact: t.isExact,
      isCurrent: true,
      rawData: t,
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

const SKY_CACHE_MS = 10 * 60_000;
let skyCache: { at: number; sky: SkyNow | null } = { at: 0, sky: null };

/**
 * The sky now (London, as the spec's fallback transit location), read at the start of the current ten-minute step:
 * the Today card reads the same instants (member-charts/today.ts readInstant), so the two name the same phase.
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

const DAY_MS = 86_400_000;
/** How far ahead "the year ahead" of a reading reaches. */
const YEAR_AHEAD_DAYS = 365;

/** What a chart's sky holds at one time: its transits in orb and the slow passages of the year ahead. */
export interface ChartTiming {
  transits: ChartTransit[];
  yearAhead: SlowTransit[];
}

/** The transits in orb at `now` and the slow passages of the twelve months from it, from the one passage model. */
export function timingAt(natal: NatalChart, now: Date): ChartTiming {
  return {
    transits: transitsNow(natal, now),
    yearAhead: passagesIn(natal, now, new Date(now.getTime() + YEAR_AHEAD_DAYS * DAY_MS), now),
  };
}

/** The chart as a reading at `at` reads it: natal, its transits then and the year from then, the sky then. */
export function contextAt(
  natal: NatalChart,
  at: Date,
  options: { name?: string | null; local?: ChartBirth['local']; timeUnknown?: boolean } = {},
): ChartContext {
  const timing = timingAt(natal, at);
  return chartContextFrom(natal, {
    ...options,
    ...timeOptions(options.timeUnknown ?? natal.timeUnknown === true, options.local ?? null, natal),
    transits: timing.transits,
    sky: skyAt(at),
    yearAhead: timing.yearAhead,
  });
}

/** With the time unknown: the flag, and the Moon's birth day read in the birth's zone and the chart's zodiac. */
function timeOptions(timeUnknown: boolean, local: ChartBirth['local'], natal: NatalChart) {
  if (!timeUnknown) return {};
  return {
    timeUnknown: true,
    moonDay: local ? birthMoonDay({ birthDate: local.date, timezone: local.timezone }, natal.ayanamsa) : null,
  };
}

/** The chart a reading reads: natal, its timing (worked out at `now` unless given), the sky now. */
export function contextFor(
  natal: NatalChart,
  name: string | null | undefined,
  birth?: BirthData,
  timing: ChartTiming = timingAt(natal, new Date()),
): ChartContext {
  const local = birth ? { date: birth.birthDate, time: birth.birthTime, timezone: birth.timezone } : null;
  return chartContextFrom(natal, {
    name: name ?? null,
    transits: timing.transits,
    sky: skyNow(),
    local,
    yearAhead: timing.yearAhead,
    ...timeOptions(natal.timeUnknown === true || birth?.birthTimeUnknown === true, local, natal),
  });
}

const HOUR_MS = 3_600_000;

/** Computed charts kept per conversation (the chart depends only on the birth data and the member's frame). */
const CHART_CACHE_SIZE = 1000;

/**
 * The charts of running conversations, kept in memory per conversation: they depend only on the birth data and the
 * member's chart frame (and, for the year ahead, on the hour), so any instance can compute them again. A frame changed
 * in Settings changes the key: the next reply reads the chart in the new houses.
 */
export class SessionCharts {
  /** Per conversation: its birth data's chart, and that chart's year ahead for the day it was worked out. */
  private readonly cache = new Map<
    string,
    { key: string; natal: NatalChart | null; timing?: { hour: number; value: ChartTiming } }
  >();

  constructor(
    private readonly db: Database,
    private readonly logger: Logger,
  ) {}

  /**
   * The chart of birth data a chat is started or changed with, or the answer the v4 route gives: a time the clocks
   * skipped or showed twice is a 422 naming both offsets, an unknown zone or a date outside the ephemeris a 400.
   */
  chartOf(birth: BirthData, frame: ChartFrame = DEFAULT_CHART_FRAME): NatalChart {
    return birthDataChartOrThrow(birth, 'birthData', chartSettingsOf(frame));
  }

  /** The frame a conversation's charts are cast in: its member's choice; the default for a visitor's. */
  frameOf(userId: string | null): Promise<ChartFrame> {
    return memberChartFrame(this.db, userId);
  }

  /** The cache entry for this conversation, birth data and frame, calculated once (a new either replaces it). */
  private entry(conversationId: string, birth: BirthData, frame: ChartFrame, natal?: NatalChart) {
    const key = `${frameKey(frame)} ${JSON.stringify(birth)}`;
    let hit = this.cache.get(conversationId);
    if (!hit || hit.key !== key) hit = { key, natal: natal ?? natalFromBirthData(birth, frame) };
    // Most recently used last (the Map's order), so the oldest entry is dropped first.
    this.cache.delete(conversationId);
    this.cache.set(conversationId, hit);
    if (this.cache.size > CHART_CACHE_SIZE) {
      const oldest = this.cache.keys().next().value;
      if (oldest !== undefined) this.cache.delete(oldest);
    }
    return hit;
  }

  /** The chart a reply reads, in the member's frame: natal, its transits now and the slow year ahead, the sky now. */
  context(row: Row, frame: ChartFrame = DEFAULT_CHART_FRAME): { chart: ChartContext | null; birth: BirthData | null } {
    const birth = storedBirthData(row.birthData);
    if (!birth) return { chart: null, birth };
    const entry = this.entry(row.id, birth, frame);
    const { natal } = entry;
    if (!natal) return { chart: null, birth };
    // The timing costs some ephemeris work: once per conversation and UT hour (orbs move little within one).
    const hour = Math.floor(Date.now() / HOUR_MS);
    if (entry.timing?.hour !== hour) entry.timing = { hour, value: timingAt(natal, new Date(hour * HOUR_MS)) };
    return { chart: contextFor(natal, birth.name, birth, entry.timing.value), birth };
  }

  /** After a chart calculation: transits stored for the session (failure only logged). */
  async afterChartCalculation(
    sessionId: string,
    birth: BirthData,
    chart?: NatalChart,
    frame: ChartFrame = DEFAULT_CHART_FRAME,
  ): Promise<void> {
    const { natal } = this.entry(sessionId, birth, frame, chart);
    if (natal) {
      await storeSessionTransits(this.db, this.logger, sessionId, natal, new Date(), birth.birthTimeUnknown === true);
    }
  }
}
