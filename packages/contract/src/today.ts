// The chat home's Today card (GET /api/today) and the profile's one-line Big Three readings (GET /api/big-three).
import { z } from 'zod';
import { LUNAR_PHASE_NAMES, SIGN_NAMES, type SignName } from './vocabulary.ts';

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

export const TODAY_DATE_MESSAGE = 'date must be a day as YYYY-MM-DD between 1900 and 2100';

/** A real calendar day, YYYY-MM-DD, within the years the card reads. */
function isCardDate(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const year = Number(m[1]);
  const ms = Date.parse(`${value}T00:00:00Z`);
  return year >= 1900 && year <= 2100 && !Number.isNaN(ms) && new Date(ms).toISOString().startsWith(value);
}

/**
 * GET /api/today?tz=Europe/London&date=2026-11-28: "today" is the person's local date, as the browser's clock says it
 * in the browser's zone (`date`); without one, the server's date in `tz` (UTC without a zone).
 */
export const todayQuerySchema = z.object({
  tz: z
    .string({ error: TODAY_ZONE_MESSAGE })
    .max(64, TODAY_ZONE_MESSAGE)
    .refine(isTimeZone, TODAY_ZONE_MESSAGE)
    .default('UTC'),
  date: z.string({ error: TODAY_DATE_MESSAGE }).refine(isCardDate, TODAY_DATE_MESSAGE).optional(),
});
export type TodayQuery = z.infer<typeof todayQuerySchema>;

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

export const TODAY_ITEM_KINDS = [
  'eclipse',
  'lunation',
  'exact',
  'station',
  'moon-contact',
  'moon-sign',
  'moon-house',
  'moon',
] as const;
export type TodayItemKind = (typeof TODAY_ITEM_KINDS)[number];

const transitAboutSchema = z.object({
  planet: z.string(),
  aspect: z.enum(['conjunction', 'opposition', 'square', 'trine', 'sextile']),
  target: z.string(),
});

/** One thing new in the day's sky, in Stellara's words: the card leads with one and lists the others. */
export const todayItemSchema = z.object({
  /** What it is; the card's lead is the first kind in this order that the day has (TODAY_ITEM_KINDS). */
  kind: z.enum(TODAY_ITEM_KINDS),
  /** One line: "Full Moon in Gemini, in your 7th house". */
  title: z.string(),
  /** A sentence or two on what it means, with its time. */
  detail: z.string(),
  /** When it is exact or happens (ISO UT); null for a state that lasts all day (the Moon in its sign). */
  at: z.string().nullable(),
  /** "Ask about this" (personal items of plus and pro): the question in words, and the transit as data. */
  question: z.string().nullable(),
  about: transitAboutSchema.nullable(),
});
export type TodayItem = z.infer<typeof todayItemSchema>;

/** The slow passage the day sits in (plus and pro): one line of context under what is new. */
export const todayBackgroundSchema = transitAboutSchema.extend({
  orb: z.number(),
  /** When the passage came into orb and leaves it (ISO UT); null beyond the engine's search. */
  start: z.string().nullable(),
  end: z.string().nullable(),
  /** What it means, in Stellara's words (the Current Transits page's description of it). */
  meaning: z.string(),
  /** The question "Ask about this" puts into the chat. */
  question: z.string(),
});
export type TodayBackground = z.infer<typeof todayBackgroundSchema>;

export const todayResponseSchema = z.object({
  /** The person's local date, YYYY-MM-DD, in `timezone`. */
  date: z.string(),
  timezone: z.string(),
  /**
   * The instant the Moon is read at (ISO UT): now, rounded down to a ten-minute step and kept within the local day,
   * so the card names the sky the chat and the Current Transits page read.
   */
  at: z.string(),
  moon: todayMoonSchema,
  /** What the card leads with: the first of the day's items in the order of TODAY_ITEM_KINDS. */
  lead: todayItemSchema,
  /** The day's other items, in the same order. */
  more: z.array(todayItemSchema),
  /** The natal house the Moon moves through at `at`, and the next it enters within the day; null without a chart. */
  moonHouse: z
    .object({ house: z.number(), enters: z.object({ house: z.number(), at: z.string() }).nullable() })
    .nullable(),
  /** The slow passage in the background (plus and pro with a chart), else null. */
  background: todayBackgroundSchema.nullable(),
  /** Whether the day is read personally (plus and pro): free members and visitors get the day's sky and their Moon's house. */
  personal: z.boolean(),
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
