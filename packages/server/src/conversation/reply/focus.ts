// What a reply can be about when the person chose its subject on a button: the types the planner, the writers and
// the subject plans share (no logic, and no import of the planner, so the planner can name them).
import type { ContactAspect, ContactTone, SynastryContact } from '@stellara/astro';
import type { TransitAbout } from '@stellara/contract';

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
}

/** What the planner is told a message is about (a stored chart arrives with its synastry worked out). */
export type PlanAbout = TransitAbout | PartnerSynastry;
/** What the writers lead with. */
export type ReplyFocus = TransitFocus | PartnerFocus;
