// The member pages' chart answers: wheels, current and coming transits, compatibility details.
// docs/routing.md (Birth Charts, Current Transits, Compatibility) and docs/charts.md#bands (intensity and score
// colours).
import { z } from 'zod';
import { compatibilityReadingSchema } from './accounts.ts';
import { CHART_THEMES } from './charts.ts';
import { ASPECT_WORDS } from './vocabulary.ts';

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
  /**
   * 0..100: what the page leads with (planet, aspect, target, closeness to exact, how long the passage lasts). The
   * intensity above stays the spec's rule; this decides the order. Absent from older answers.
   */
  rank: z.number().optional(),
});
export type MemberTransit = z.infer<typeof memberTransitSchema>;

/**
 * The question "Ask about this" puts into the chat, in the person's words: the transit by its planet, aspect and
 * natal point ("Tell me about transiting Pluto opposite my Chiron"). The card sends the transit as data beside it;
 * the server's reader also reads the words back to the transit (a retry carries no data).
 */
export function transitQuestion(t: Pick<MemberTransit, 'planet' | 'aspect' | 'target'>): string {
  const target = t.planet === t.target ? `natal ${t.target}` : t.target;
  return `Tell me about transiting ${t.planet} ${ASPECT_WORDS[t.aspect]} my ${target}`;
}

/** An exact hit, with the transiting planet's motion then (a retrograde loop gives direct, retrograde, direct). */
export const transitHitSchema = z.object({ at: z.string(), retrograde: z.boolean() });
export type TransitHit = z.infer<typeof transitHitSchema>;

/** One pass of a slow transit through its orb within the year ahead. */
export const yearPassSchema = z.object({
  /** ISO UT, possibly before the window (when the pass began); null beyond the engine's search. */
  start: z.string().nullable(),
  /** ISO UT; null beyond the engine's search. */
  end: z.string().nullable(),
  exact: z.array(transitHitSchema),
});
export const yearTransitSchema = z.object({
  id: z.string(),
  planet: z.string(),
  aspect: z.enum(['conjunction', 'opposition', 'square', 'trine']),
  target: z.string(),
  /** Every pass overlapping the window: a transit that leaves orb between its hits has several. */
  passes: z.array(yearPassSchema),
  description: z.string(),
});
export type YearTransit = z.infer<typeof yearTransitSchema>;

/** Advanced transit timing (pro): each listed transit's exact hits to the minute, and the year ahead. */
export const transitTimingSchema = z.object({
  /** By transit id: every exact hit of its pass. */
  hits: z.record(z.string(), z.array(transitHitSchema)),
  year: z.object({
    from: z.string(),
    to: z.string(),
    /** Jupiter to Pluto against the natal planets and angles, by first exact hit. */
    transits: z.array(yearTransitSchema),
  }),
});
export type TransitTiming = z.infer<typeof transitTimingSchema>;

export const TRANSIT_NOW_LIMIT = 5;
export const transitGroupsSchema = z.object({
  now: z.array(z.string()).max(TRANSIT_NOW_LIMIT),
  year: z.array(z.string()),
  more: z.array(z.string()),
});
export type TransitGroups = z.infer<typeof transitGroupsSchema>;

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
  /** Advanced timing: pro only (null for plus, whose plan lists the transits without it). */
  timing: transitTimingSchema.nullable(),
  /**
   * What the page leads with, as ids of `active` and `coming` (each in exactly one group): `now`, at most five
   * passages within days of an exact hit or inside a tight orb, ranked; `year`, the rest that go exact within twelve
   * months, by date; `more`, the rest (shown folded), ranked. Absent from older answers.
   */
  groups: transitGroupsSchema.optional(),
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
  /** The colour of `reading.percentage` (compatibilityColour). */
  colour: intensityColourSchema,
  /** The band of `reading.percentage` in words (compatibilityLabel): Strong, Good, Mixed or Light connection. */
  label: z.string(),
  /** One sentence on what the percentage is made of (the contacts between the charts). */
  summary: z.string(),
  /** The strongest contacts of the same scale, each with its strength in words, and telling house overlays. */
  highlights: z.array(z.string()),
  /** Five areas, each from the same contacts (the ones touching the area's planets). */
  dynamics: z.array(compatibilityDynamicSchema),
  svg: z.string(),
});
export type CompatibilityDetails = z.infer<typeof compatibilityDetailsSchema>;

/** One point of a composite chart: "Sun 14°05' Leo, 7th house". */
export const compositePositionSchema = z.object({
  point: z.string(),
  sign: z.string(),
  degree: z.number(),
  minute: z.number(),
  /** Null for the Ascendant and Midheaven (they open houses rather than sit in them). */
  house: z.number().nullable(),
  retrograde: z.boolean(),
});
export type CompositePosition = z.infer<typeof compositePositionSchema>;

/** GET /api/compatibility/:id/composite: the midpoint composite chart of a reading's two charts (pro). */
export const compositeAnswerSchema = z.object({
  readingId: z.string(),
  names: z.tuple([z.string(), z.string()]),
  positions: z.array(compositePositionSchema),
  /** What stands out, in a few sentences. */
  highlights: z.array(z.string()),
  svg: z.string(),
});
export type CompositeAnswer = z.infer<typeof compositeAnswerSchema>;
