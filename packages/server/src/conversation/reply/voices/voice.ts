// What a voice of the built-in writer is (docs/voice.md): its set phrases, and the sentence functions that say a chart
// fact its way. The writer chooses the facts and the order; each voice (guide.ts ... coach.ts) decides how they sound.
import type { PersonalityId } from '@stellara/contract';
import type { ChartAspect, ChartPlanet } from '../../chart-context.ts';
import type { AngleContact, HouseRuler, Stellium } from '../chart-features.ts';
import type { PhraseKind } from '../phrase-grammar.ts';

/** Sentences for a knowledge-base phrase, one per shape of phrase ({person}, {subject}, {phrase}). */
export type PhraseFrames = Record<PhraseKind, string>[];

/** A placement, as the fact sentence names it: only the parts new to this chat are set. */
export interface PlacementWords {
  p2: ChartPlanet;
  /** ", ruler of your 7th house," or empty. */
  role: string;
  theme: string;
  /** "in Leo, in the 5th house": the parts shown. */
  where: string;
  /** " (retrograde at your birth)" or empty. */
  rx: string;
  area: string | null;
  sign: string | null;
  /** The house as an ordinal ("5th"), when shown. */
  h: string | null;
  brief: boolean;
}

export interface AspectWords {
  a: ChartAspect;
  /** "almost exact", "close", "fairly wide". */
  close: string;
  /** "1.2°". */
  orb: string;
  /** The two points' themes. */
  t1: string;
  t2: string;
}

export interface HouseWords {
  n: number;
  r: HouseRuler;
  area: string;
  /** "holds your Moon and Venus", or the ruler's story when it is empty. */
  holds: string;
}

export interface AngleWords {
  c: AngleContact;
  orb: string;
  /** What the angle is about. */
  about: string;
}

export interface StelliumWords {
  s: Stellium;
  where: string;
  style: string | null | undefined;
}

/** The lead factor's nature, for the suggestion: its drive, its theme, where it plays out, what to try. */
export interface Nature {
  drive: string;
  /** What the factor is about, as the object of a sentence ("your feelings and needs"). */
  theme: string;
  where: string | null;
  step: string;
}

/** What a factor's meaning offers the voice to choose from. */
export interface MeaningParts {
  /** Sentences of the main text (a point's lead sentence first when it has one). */
  s: string[];
  /** Sentences of the house text, when a sign leads. */
  s2: string[];
  pointLead: string | null;
  /** The harder side and the gift in a sentence each; empty or null when none is fresh. */
  shadow: string | null;
  gift: string | null;
  brief: boolean;
  /** The text, or '' when this chat has said it. */
  once: (text: string | undefined) => string;
}

export interface Voice {
  id: PersonalityId;
  /** A new reading's first line; {topic} is filled in. */
  openers: string[];
  /** The first line of a reading of the whole person (the Big Three and what stands out). */
  selfOpeners: string[];
  /** The first line of a reading about what is coming. */
  timingOpeners: string[];
  /** Before a reply that continues the topic ("tell me more"). */
  more: string[];
  /** When the topic has been covered and the reply turns to other features; {topic} is filled in. */
  movedOn: string[];
  gibberish: string[];
  greeting: string[];
  thanks: string[];
  /** The hook landed / was refused / drew a "maybe". */
  hookYes: string[];
  hookNo: string[];
  hookNeutral: string[];
  /** Off-topic and orders: a kind sentence, then the way back ({offer}). */
  decline: string[];
  injection: string[];
  hostile: string[];
  /** Headings of the closing section, the usual one first: a chat hears each once, then the closing goes unheaded. */
  closingHeadings: readonly string[];
  /** Questions to end with; {focus} is the reading's main factor. */
  questions: string[];
  /** The line before a definition. */
  definitionLead: string;
  /** The hook's first line and its question. */
  hookOpen: string;
  hookAsk: string;
  giftFrames: PhraseFrames;
  shadowFrames: PhraseFrames;
  /** After a shadow, the gift is said of "the same placement" rather than named again in full. */
  giftSharesShadowSubject: boolean;
  /** How a slow transit's line begins ("Transiting", "Transit:"). */
  transitHead: string;
  /** The closing's moves as a list of lines, apart from the weight line, rather than one paragraph. */
  listClosing: boolean;
  /** A placement's heading as an image when its sign is new (the oracle's); headings are then kept as written. */
  placementImage?: (p: ChartPlanet) => string;
  /** The fact sentence's wordings, most voiced first. */
  ascendant: (w: Pick<PlacementWords, 'p2' | 'role'>) => string;
  placement: (w: PlacementWords) => string[];
  aspect: (w: AspectWords) => string[];
  house: (w: HouseWords) => string[];
  angle: (w: AngleWords) => string[];
  stellium: (w: StelliumWords) => string;
  /** A planet on an angle: its drive and how the angle lets it show. */
  angleLine: (w: { drive: string; play: { guide: string; image: string; step: string } }) => string[];
  /** Which factor weighs most, and why. */
  weighs: (w: { name: string; why: string }) => string[];
  /** The suggestions to choose from, each a list of lines; `around` is " around <area>" or empty. */
  suggestions: (w: { n: Nature; around: string; index: number }) => string[][];
  /** The meaning's sentences this voice keeps, in order (empty strings are dropped). */
  meaning: (parts: MeaningParts) => string[];
}
