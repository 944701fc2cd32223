// The member pages' chart answers: wheels, current and coming transits, compatibility details.
// End-user spec sections 2 (Birth Charts, Current Transits, Compatibility) and 9 (intensity and score colours).
import { z } from 'zod';
import { compatibilityReadingSchema } from './accounts.ts';
import { CHART_THEMES } from './charts.ts';

const uuid = z.uuid({ error: 'must be an id' });

/** GET /api/charts/:id/wheel, /api/transits/wheel, /api/compatibility/:id/details: the wheel's colours. */
export const wheelQuerySchema = z.object({
  theme: z.enum(CHART_THEMES, { error: `theme must be one of ${CHART_THEMES.join(', ')}` }).default('dark'),
});

/** An SVG drawn by the chart engine (a natal wheel or a bi-wheel): GET /api/charts/:id/wheel. */
export const chartWheelSchema = z.object({ svg: z.string() });
export type ChartWheel = z.infer<typeof chartWheelSchema>;
/** GET /api/transits/wheel: null when the member has no birth data yet. */
export const transitWheelAnswerSchema = z.object({ wheel: chartWheelSchema.nullable() });
export type TransitWheelAnswer = z.infer<typeof transitWheelAnswerSchema>;

const intensityColourSchema = z.enum(['red', 'yellow', 'green']);

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

export const memberTransitSchema = z.object({
  /** Stable within one pass: transiting point, aspect, natal point and the pass's start. */
  id: z.string(),
  /** The transiting planet (display name, e.g. "Saturn", "North Node"). */
  planet: z.string(),
  aspect: z.enum(['conjunction', 'opposition', 'square', 'trine', 'sextile']),
  /** The natal point it aspects. */
  target: z.string(),
  /** Distance from exact at the moment of the answer (degrees, absolute). */
  orb: z.number(),
  /** 3..10, the spec's intensity rule (at its current orb for active ones, at exact for coming ones). */
  intensity: z.number(),
  colour: intensityColourSchema,
  isExact: z.boolean(),
  applying: z.boolean(),
  /** When the aspect comes into orb, each exact hit, and when it leaves orb (ISO UT); null beyond the search. */
  start: z.string().nullable(),
  exact: z.array(z.string()),
  end: z.string().nullable(),
  status: z.enum(['active', 'coming']),
  description: z.string(),
});
export type MemberTransit = z.infer<typeof memberTransitSchema>;

/** GET /api/transits */
export const transitsResponseSchema = z.object({
  /** The chart the transits are to; null when the member has no birth data yet. */
  chart: z.object({ id: z.string().nullable(), name: z.string(), birthPlace: z.string() }).nullable(),
  calculatedAt: z.string(),
  horizonDays: z.number(),
  /** In orb now, strongest first. */
  active: z.array(memberTransitSchema),
  /** Coming into orb within the horizon, soonest first. */
  coming: z.array(memberTransitSchema),
});
export type TransitsResponse = z.infer<typeof transitsResponseSchema>;

export const compatibilityDynamicSchema = z.object({
  key: z.enum(['communication', 'emotion', 'attraction', 'stability', 'growth']),
  label: z.string(),
  /** 1..5 dots. */
  dots: z.number(),
  /** What the dots are made of, in a sentence. */
  summary: z.string(),
});
export type CompatibilityDynamic = z.infer<typeof compatibilityDynamicSchema>;

/** GET /api/compatibility/:id/details: the reading with its highlights, dynamics and the synastry bi-wheel. */
export const compatibilityDetailsSchema = z.object({
  reading: compatibilityReadingSchema,
  colour: intensityColourSchema,
  /** The score's band name (Minimal, Medium, Important, Very Important, Exceptional, Rare Exceptional). */
  label: z.string(),
  highlights: z.array(z.string()),
  dynamics: z.array(compatibilityDynamicSchema),
  svg: z.string(),
});
export type CompatibilityDetails = z.infer<typeof compatibilityDetailsSchema>;
