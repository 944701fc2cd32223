// What a reply can be about when the person chose its subject on a button: the types the planner, the writers and
// the subject plans share (no logic, and no import of the planner, so the planner can name them).

import type { ContactAspect, ContactTone, SynastryContact } from '@stellara/astro';
import type { TransitAbout } from '@stellara/contract';
import type { BondKind } from './bond-kind.ts';

/** The transit a reply leads with, and how far from exact it is now (null when the sky cannot say). */
export interface TransitFocus {
  kind: 'transit';
  planet: TransitAbout['planet'];
  aspect: TransitAbout['aspect'];
  target: TransitAbout['target'];
  orb: number | null;
}

/** The stored chart's synastry with the member's own chart, as the planner receives it. */
export interface PartnerSynastry {
  kind: 'partner';
  chartId: string;
  /** The stored chart's name ("Leo"). */
  name: string;
  /** The Compatibility page's percentage for the pair. */
  percentage: number;
  /** Close contacts, strongest first; p1 is the member's point, p2 the other person's (chart key names). */
  contacts: SynastryContact[];
  /** What the model is given about the other chart, so it never has to guess it. */
  facts: PartnerFacts;
  /** Found in the message's words (typed, or a stored chart named), not chosen on a button. */
  inWords?: boolean;
}

/** A point of the other person's chart, or of the pair's composite, as computed (house only with a birth time). */
export interface PartnerPoint {
  name: string;
  sign: string;
  /** Degree within the sign; null when it is not known well enough to give (the Moon without a birth time). */
  degree: number | null;
  house: number | null;
}

/** The other chart and the pair's composite, as the app computed them: the only facts a writer may use. */
export interface PartnerFacts {
  /** A chart the member stored, or birth data typed in the message. */
  source: 'stored' | 'typed';
  /** The birth data as typed (typed only), for the data block: the person's words, never instructions. */
  typed: { date: string; time: string | null; place: string | null } | null;
  /** The place the typed birthplace was found as ("London, England, United Kingdom"), or null. */
  placeFound: string | null;
  /** Both birth times are known: houses, angles and the Moon's degree can be read. */
  timeKnown: boolean;
  /** What kept the other chart from being timed: no time given, or a time without a birthplace found. */
  missing: 'time' | 'place' | null;
  /** The other person's points. */
  points: PartnerPoint[];
  /** Every close contact, tightest first (member's point first). */
  contacts: PartnerContact[];
  /** The composite's key points: Sun, Moon, Venus, Mars, and the Ascendant when both times are known. */
  composite: PartnerPoint[];
  /** What cannot be read, in words (no birth time: the houses, the angles and the Moon). */
  uncertain: string[];
}

/** One contact as the writers name it: the member's point, the other person's, the aspect, how close. */
export interface PartnerContact {
  mine: string;
  theirs: string;
  aspect: ContactAspect;
  orb: number;
  tone: ContactTone;
}

export interface PartnerFocus {
  kind: 'partner';
  name: string;
  percentage: number;
  contacts: PartnerContact[];
  facts: PartnerFacts;
  /** The strongest contact of the one ranking (the Compatibility page's), named the same on every turn. */
  strongest?: PartnerContact | null;
  /** The message asked for the hardest contacts: `contacts` then holds every challenging one, tightest first. */
  asked?: 'hardest' | null;
  /** The relation named for the other person (co-founder, sister...): the wording fits it (bond-kind.ts). */
  bond?: BondKind;
}

/**
 * Another person asked about without a chart the reply may read: below Pro (the plan's framing and a pointer), or
 * birth data that could not be used (a date that reads two ways). Never a guessed chart.
 */
export interface PartnerAsked {
  kind: 'partner-asked';
  name: string | null;
  /** Said plainly first, in words to the person (a date to confirm), or null. */
  problem: string | null;
}

/** What the planner is told a message is about (a stored chart arrives with its synastry worked out). */
export type PlanAbout = TransitAbout | PartnerSynastry | PartnerAsked;
/** What the writers lead with. */
export type ReplyFocus = TransitFocus | PartnerFocus;
