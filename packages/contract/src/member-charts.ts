// The member pages' chart answers: wheels, current and coming transits, compatibility details.
// End-user spec sections 2 (Birth Charts, Current Transits, Compatibility) and 9 (intensity and score colours).
import { z } from 'zod';
import type { CompatibilityReading } from './accounts.ts';
import type { IntensityColour } from './bands.ts';
import { CHART_THEMES } from './charts.ts';

const uuid = z.uuid({ error: 'must be an id' });

/** GET /api/charts/:id/wheel, /api/transits/wheel, /api/compatibility/:id/details: the wheel's colours. */
export const wheelQuerySchema = z.object({
  theme: z.enum(CHART_THEMES, { error: `theme must be one of ${CHART_THEMES.join(', ')}` }).default('dark'),
});

/** An SVG drawn by the chart engine (a natal wheel or a bi-wheel). */
export interface ChartWheel {
  svg: string;
}

export const TRANSIT_HORIZON_DEFAULT_DAYS = 30;
export const TRANSIT_HORIZON_MAX_DAYS = 90;

/** GET /api/transits: the member's main chart (or the one named), transits now and those starting within `days`. */
export const transitsQuerySchema = z.object({
  chartId: uuid.optional(),
  days: z.coerce
    .number({ error: 'days must be a number' })
    .int('days must be a whole number')
    .min(1, `days must be between 1 and ${TRANSIT_HORIZON_MAX_DAYS}`)
    .max(TRANSIT_HORIZON_MAX_DAYS, `days must be between 1 and ${TRANSIT_HORIZON_MAX_DAYS}`)
    .default(TRANSIT_HORIZON_DEFAULT_DAYS),
});
export const transitWheelQuerySchema = wheelQuerySchema.extend({ chartId: uuid.optional() });

export interface MemberTransit {
  /** Stable within one pass: transiting point, aspect, natal point and the pass's start. */
  id: string;
  /** The transiting planet (display name, e.g. "Saturn", "North Node"). */
  planet: string;
  aspect: 'conjunction' | 'opposition' | 'square' | 'trine' | 'sextile';
  /** The natal point it aspects. */
  target: string;
  /** Distance from exact at the moment of the answer (degrees, absolute). */
  orb: number;
  /** 3..10, the spec's intensity rule (at its current orb for active ones, at exact for coming ones). */
  intensity: number;
  colour: IntensityColour;
  isExact: boolean;
  applying: boolean;
  /** When the aspect comes into orb, each exact hit, and when it leaves orb (ISO UT); null beyond the search. */
  start: string | null;
  exact: string[];
  end: string | null;
  status: 'active' | 'coming';
  description: string;
}

export interface TransitsResponse {
  /** The chart the transits are to; null when the member has no birth data yet. */
  chart: { id: string | null; name: string; birthPlace: string } | null;
  calculatedAt: string;
  horizonDays: number;
  /** In orb now, strongest first. */
  active: MemberTransit[];
  /** Coming into orb within the horizon, soonest first. */
  coming: MemberTransit[];
}

export interface CompatibilityDynamic {
  key: 'communication' | 'emotion' | 'attraction' | 'stability' | 'growth';
  label: string;
  /** 1..5 dots. */
  dots: number;
  /** What the dots are made of, in a sentence. */
  summary: string;
}

/** GET /api/compatibility/:id/details: the reading with its highlights, dynamics and the synastry bi-wheel. */
export interface CompatibilityDetails {
  reading: CompatibilityReading;
  colour: IntensityColour;
  /** The score's band name (Minimal, Medium, Important, Very Important, Exceptional, Rare Exceptional). */
  label: string;
  highlights: string[];
  dynamics: CompatibilityDynamic[];
  svg: string;
}
