// The chat home's Today card (GET /api/today) and the profile's one-line Big Three readings (GET /api/big-three).
import { z } from 'zod';
import { SIGN_NAMES, type SignName } from './vocabulary.ts';

/** True when the running platform's time-zone database knows the IANA name (the browser's and Node's Intl). */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

export const TODAY_ZONE_MESSAGE = 'tz must be an IANA time zone such as Europe/London';

/** GET /api/today?tz=Europe/London: "today" is the person's local date in the browser's zone; UTC without one. */
export const todayQuerySchema = z.object({
  tz: z
    .string({ error: TODAY_ZONE_MESSAGE })
    .max(64, TODAY_ZONE_MESSAGE)
    .refine(isTimeZone, TODAY_ZONE_MESSAGE)
    .default('UTC'),
});
export type TodayQuery = z.infer<typeof todayQuerySchema>;

export const LUNAR_PHASE_NAMES = [
  'New Moon',
  'Waxing Crescent',
  'First Quarter',
  'Waxing Gibbous',
  'Full Moon',
  'Waning Gibbous',
  'Last Quarter',
  'Waning Crescent',
] as const;

const signSchema = z.enum(SIGN_NAMES as [SignName, ...SignName[]]);

export const todayMoonSchema = z.object({
  sign: signSchema,
  /** Degree within the sign, 0..30. */
  degree: z.number(),
  phase: z.enum(LUNAR_PHASE_NAMES),
  /** Sun-Moon elongation, 0..360 (0 new, 180 full). */
  elongation: z.number(),
  /** Illuminated fraction of the disc in per cent, 0..100, whole. */
  illumination: z.number(),
  /** When the Moon moves from one sign (`from`) into the next (`sign`) within the local day (ISO UT), else null. */
  signChange: z.object({ from: signSchema, sign: signSchema, at: z.string() }).nullable(),
});
export type TodayMoon = z.infer<typeof todayMoonSchema>;

/** The strongest transit now in full (plus and pro): the Current Transits page's first, with its question. */
export const todayTransitSchema = z.object({
  access: z.literal('full'),
  planet: z.string(),
  aspect: z.enum(['conjunction', 'opposition', 'square', 'trine', 'sextile']),
  target: z.string(),
  orb: z.number(),
  intensity: z.number(),
  /** What it means, in Stellara's words (the Current Transits page's description of it). */
  meaning: z.string(),
  /** The question "Ask about this" puts into the chat. */
  question: z.string(),
});

/** For a free member or a visitor: that there is one and which planet makes it; the rest needs plus. */
export const todayTransitTeaserSchema = z.object({
  access: z.literal('teaser'),
  planet: z.string(),
  requiredPlan: z.literal('plus'),
});

export const todayResponseSchema = z.object({
  /** The person's local date, YYYY-MM-DD, in `timezone`. */
  date: z.string(),
  timezone: z.string(),
  /**
   * The instant the Moon and the transit are read at (ISO UT): now, rounded down to a ten-minute step (not before
   * the local day's start), so the card names the sky the chat and the Current Transits page read.
   */
  at: z.string(),
  moon: todayMoonSchema,
  /** Null without birth data, or when nothing is in orb now. */
  transit: z.discriminatedUnion('access', [todayTransitSchema, todayTransitTeaserSchema]).nullable(),
  /** Whether the server holds birth data for this person (a visitor's session or the member's profile). */
  hasChart: z.boolean(),
});
export type TodayResponse = z.infer<typeof todayResponseSchema>;

// --------------------------------------------------------------------------------------------------- Big Three

const signParam = (key: string) =>
  z.enum(SIGN_NAMES as [SignName, ...SignName[]], { error: `${key} must be a zodiac sign such as Aries` }).optional();

/** GET /api/big-three?sun=Leo&moon=Pisces&rising=Virgo: one plain line for each sign given. */
export const bigThreeQuerySchema = z.object({
  sun: signParam('sun'),
  moon: signParam('moon'),
  rising: signParam('rising'),
});
export type BigThreeQuery = z.infer<typeof bigThreeQuerySchema>;

/** The first sentence of the knowledge base's reading of each placement; null when none is asked or known. */
export const bigThreeResponseSchema = z.object({
  sun: z.string().nullable(),
  moon: z.string().nullable(),
  rising: z.string().nullable(),
});
export type BigThreeResponse = z.infer<typeof bigThreeResponseSchema>;
