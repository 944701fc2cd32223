// The member's chart frame (house system and zodiac, chosen in Settings) as the engine takes it, and read from the
// member's preferences. Every chart a member sees is cast through these; visitors keep the default frame.
import type { ChartSettings, NatalChart } from '@stellara/astro';
import {
  type CastFrame,
  type ChartFrame,
  chartFrameOf,
  DEFAULT_CHART_FRAME,
  engineSettingsOf,
} from '@stellara/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { userProfiles } from '../db/schema/index.ts';

export type { ChartSettings };

/** The engine's settings for a frame. */
export function chartSettingsOf(frame: ChartFrame): ChartSettings {
  return engineSettingsOf(frame) as ChartSettings;
}

/** The frame a chart was cast in, with the house system actually used (Porphyry after a polar fallback). */
export function castFrameOf(frame: ChartFrame, chart: NatalChart): CastFrame {
  return { ...frame, houseSystemUsed: chart.houseSystem.used };
}

/** A key that tells frames apart, for caches of charts. */
export function frameKey(frame: ChartFrame): string {
  return `${frame.houseSystem}/${frame.zodiac}`;
}

/** The member's chosen frame (the default for a visitor, an unknown member or one who never chose). */
export async function memberChartFrame(db: Database, userId: string | null | undefined): Promise<ChartFrame> {
  if (!userId) return DEFAULT_CHART_FRAME;
  const [row] = await db.orm
    .select({ preferences: userProfiles.preferences })
    .from(userProfiles)
    .where(eq(userProfiles.id, userId))
    .limit(1);
  return chartFrameOf((row?.preferences ?? null) as { houseSystem?: string; zodiac?: string } | null);
}
