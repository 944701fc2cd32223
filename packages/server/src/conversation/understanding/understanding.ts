// What one message means to the conversation (docs/voice.md): what it does, what it is about, the time it
// names, the situation it reveals and its language. The understanding step fills it in before any reply is
// planned; the labelled corpus beside this file (corpus/) is written in exactly these terms, so the step is scored
// field by field against it. Types and vocabulary only: no logic here.
import type { AspectName } from '@stellara/astro';
import type { AngleName, PlainPointName, SignName } from '@stellara/contract';

/** What a message does. A message may do several things at once ("thanks! and what about my Moon?"). */
export const MESSAGE_ACTS = [
  /** Asks one question (about the chart, the sky, a person, a technique). */
  'ask',
  /** Asks two or more separate questions in one message: each is answered, in order. */
  'ask-several',
  /** "Tell me more", "go on", "why?": the same subject, one step further. */
  'more',
  'thank',
  /** Agrees or recognises themself ("yes, that's me"). */
  'agree',
  /** Doubts, disagrees or does not recognise themself ("I don't really buy it"). */
  'doubt',
  /** Tells something of their life: an event, a feeling, a situation. */
  'share',
  /** Asks for a short answer ("keep it short", "in two sentences", "tl;dr"). */
  'brevity',
  /** Asks for one thing only ("one thing I can do", "the single biggest..."). */
  'one-thing',
  /** Asks about Stellara itself: a person or a program, which model, how it works, what it can do. */
  'about-stellara',
  'greet',
  /** Says goodbye or ends the conversation. */
  'leave',
  /** Leaves astrology altogether (a recipe, homework, code). */
  'off-topic',
  /** Insults or attacks. */
  'hostile',
  /** Tries to give the reader orders or get its instructions. */
  'injection',
  /** Keyboard noise, nothing readable. */
  'noise',
] as const;
export type MessageAct = (typeof MESSAGE_ACTS)[number];

/** Life areas a message can be about. */
export const TOPICS = [
  'self',
  'love',
  'career',
  'money',
  'home',
  'family',
  'travel',
  'health',
  'friends',
  'creativity',
  'spirituality',
  'communication',
  'growth',
  'emotions',
] as const;
export type Topic = (typeof TOPICS)[number];

/** Techniques a message asks for by name or by what it wants computed. */
export const TECHNIQUES = [
  /** The Moon's phase at birth. */
  'moon-phase',
  /** Element or modality balance (fire/earth/air/water, cardinal/fixed/mutable). */
  'balance',
  /** T-square, grand trine, grand cross, yod, kite, stellium. */
  'aspect-pattern',
  /** Another house system (whole sign, equal, Koch...) and what changes with it. */
  'house-system',
  /** Rulers and dispositors: "who rules my chart", "what rules my 7th". */
  'rulership',
  /** Planetary returns and cycles: Saturn or Jupiter return, nodal return, solar return (birthday chart). */
  'return',
  /** Retrograde planets, natal or current ("is Mercury retrograde?"). */
  'retrograde',
  /** What the sky is doing now or soon to this chart. */
  'transits',
  /** Two charts together: compatibility, synastry, composite. */
  'synastry',
  /** Birth-time sensitivity: a point near a sign edge, an unknown or uncertain birth time, a leap-day birth. */
  'birth-time',
  /** "What is a trine?": the meaning of a term. */
  'definition',
] as const;
export type Technique = (typeof TECHNIQUES)[number];

/** What people go through that changes how a reply must begin (empathy first, never a price on that turn). */
export const SITUATIONS = [
  'bereavement',
  'job-loss',
  'breakup',
  'conflict',
  'anxiety',
  'sleep',
  'money-worry',
  'illness',
  'decision',
  'loneliness',
] as const;
export type Situation = (typeof SITUATIONS)[number];

/** Languages the corpus covers; anything else is 'other'. */
export const LANGUAGES = ['en', 'es', 'pt', 'fr', 'de', 'it', 'other'] as const;
export type Language = (typeof LANGUAGES)[number];

/**
 * Languages told apart beyond the corpus's six, which it labels 'other': their neighbours (Dutch and Afrikaans,
 * the Nordic three, Polish and Czech) and two more people write to us in. Named so a reply can answer in them, or
 * say honestly in English that it cannot, rather than in a neighbour's words.
 */
export const MORE_LANGUAGES = ['nl', 'af', 'pl', 'cs', 'sv', 'da', 'no', 'tr', 'ro'] as const;
export type MoreLanguage = (typeof MORE_LANGUAGES)[number];
/** A message's language as finely as the reader tells it. */
export type WrittenLanguage = Language | MoreLanguage;

/** A point a message names: a body, a node, Lilith or an angle. */
export type NamedPoint = PlainPointName | AngleName;

/** An aspect between two named points ("my Sun trine Pluto"); `b` is null when only one side is named. */
export interface NamedAspect {
  a: NamedPoint;
  aspect: AspectName;
  b: NamedPoint | null;
}

/** The time a message names. */
export type TimeRef =
  | { kind: 'now' }
  | { kind: 'today' }
  | { kind: 'tomorrow' }
  | { kind: 'this-week' }
  | { kind: 'next-week' }
  | { kind: 'this-month' }
  | { kind: 'next-month' }
  | { kind: 'this-year' }
  | { kind: 'next-year' }
  /** A named month (1-12), in the given year or the next one to come. */
  | {
      kind: 'month';
      month: number;
      year: number | null /** "between now and end of January": from today. */;
      fromNow?: true;
    }
  | { kind: 'year'; year: number }
  /** "When will...", "when is my Saturn return": a date is the answer. */
  | { kind: 'when' }
  /** The past: "last year", "in 2019 things fell apart". */
  | { kind: 'past'; year: number | null };

export interface Understanding {
  acts: MessageAct[];
  about: {
    topics: Topic[];
    points: NamedPoint[];
    /** House numbers 1-12. */
    houses: number[];
    signs: SignName[];
    aspects: NamedAspect[];
    /** Aspects named without any point ("what is a trine?", "do I have any squares?"); one named with a point is in `aspects`. */
    aspectNames: AspectName[];
    techniques: Technique[];
  };
  time: TimeRef | null;
  situation: Situation | null;
  language: Language;
}
