// A reply about the member and someone whose chart they stored ("Talk about this in chat" on the Compatibility
// page): the synastry read in the chat, its strongest contacts first, from the same scale the Compatibility page
// uses. Pure: the caller casts both charts.
import {
  type ChartPoint,
  type ContactAspect,
  calculateComposite,
  calculateSynastry,
  compatibilityScale,
  type NatalChart,
  type PointName,
  type SynastryContact,
} from '@stellara/astro';
import { type PersonalityId, planAtLeast, TEN_PLANETS } from '@stellara/contract';
import { displayPointName, planetOf } from '../chart-context.ts';
import { type BondKind, bondKindIn, bondWording } from './bond-kind.ts';
import type { PartnerContact, PartnerFacts, PartnerFocus, PartnerPoint, PartnerSynastry } from './focus.ts';
import { partnerBirthIn } from './partner-birth.ts';
import { type Factor, planBase, pointOf, signId } from './plan.ts';
import type { PlanInput, ReplyPlan } from './plan-types.ts';
import {
  asksComposite,
  claimAnswer,
  claimedAspect,
  compositeAnswer,
  contactAnswer,
  contactId,
  namedContact,
  orbFromExact,
} from './synastry-asks.ts';
import { asksCrossAspects, crossAspectsAnswer } from './synastry-table.ts';
import type { TechniqueAnswer } from './techniques/words.ts';

/** Asking for the hardest or most challenging contacts, in the six languages (lower-cased, accents folded). */
const HARDEST_ASK =
  /\b(hardest|toughest|most (?:difficult|challenging|tense)|challenging|difficult|tension|friction|clash\w*|conflict\w*|mas (?:dificil|desafiante|tenso)|dificil\w*|desafiante|conflicto|mais (?:dificil|desafiador)|plus (?:difficile|dur)|difficile|schwierigste\w*|schwierig\w*|spannung\w*|piu (?:difficile|duro))\b/;
/** Asking for the strongest contact between the two charts. */
const STRONGEST_ASK =
  /\b(strongest|most (?:powerful|important|intense)|biggest|mas (?:fuerte|importante|intenso)|mais (?:forte|importante)|plus (?:fort|important)|starkste\w*|wichtigste\w*|piu (?:forte|importante))\b/;
const plainText = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** Contacts a chat reply reads (the page lists them all). */
const CONTACTS_READ = 3;
/** Hard contacts listed when the hardest are asked for: the tightest; wider ones are named by count. */
const HARD_READ = 5;

/** The other person's points a reading names (the axes only with a birth time). */
const PARTNER_POINTS: readonly PointName[] = [...TEN_PLANETS, 'Ascendant', 'Medium_Coeli'];
/** The composite's key points for a couple. */
const COMPOSITE_KEY: readonly PointName[] = ['Sun', 'Moon', 'Venus', 'Mars', 'Ascendant'];
/** Points of a chart cast without a birth time that cannot be trusted: the angles turn a full circle a day, the Moon 13°. */
const UNTIMED: ReadonlySet<string> = new Set(['Moon', 'Ascendant', 'Medium_Coeli', 'Descendant', 'Imum_Coeli']);

/** How the other chart was obtained: stored (timed), or typed with or without a time (and where it was found). */
export interface PartnerOrigin {
  id: string;
  name: string;
  source?: 'stored' | 'typed';
  typed?: PartnerFacts['typed'];
  placeFound?: string | null;
  /** False when the other person's birth time is not known (the chart is cast at noon). */
  timeKnown?: boolean;
  /** The signs the Moon crosses on the birth day, when the time is not known. */
  moonSigns?: readonly string[];
}

const pointFacts = (p: ChartPoint, withHouse: boolean): PartnerPoint => ({
  name: displayPointName(p.name),
  sign: p.signName,
  degree: Math.round(p.position * 10) / 10,
  house: withHouse && p.pointType !== 'AxialCusps' ? p.house : null,
});

const contactOf = (c: SynastryContact): PartnerContact => ({
  mine: displayPointName(c.p1),
  theirs: displayPointName(c.p2),
  aspect: c.aspect,
  orb: c.orb,
  tone: c.tone,
});

/**
 * The synastry of the member's chart (first) with the other one (second): what the planner needs, and the facts the
 * model is given. Without the other birth time, the other chart's Moon and angles are left out of the contacts (and
 * so of the percentage), its houses are not given, and the composite keeps only the points that do not depend on it.
 */
export function partnerSynastry(own: NatalChart, other: NatalChart, origin: PartnerOrigin): PartnerSynastry {
  const timeKnown = origin.timeKnown ?? true;
  const synastry = calculateSynastry(own, other);
  const aspects = timeKnown ? synastry.aspects : synastry.aspects.filter((a) => !UNTIMED.has(a.p2));
  const sameTempo = own.points.Sun.quality === other.points.Sun.quality;
  const scale = compatibilityScale(aspects, { sameTempo });
  // Only signs, degrees and houses are read from it (a midpoint's averaged motion says nothing about the pair).
  const composite = calculateComposite(own, other);
  const points = PARTNER_POINTS.filter((n) => timeKnown || !UNTIMED.has(n)).map((n) =>
    pointFacts(other.points[n], timeKnown),
  );
  const moonSigns = [...new Set(origin.moonSigns ?? [])];
  if (!timeKnown && moonSigns.length === 1)
    points.splice(1, 0, { name: 'Moon', sign: moonSigns[0]!, degree: null, house: null });
  const missing = timeKnown ? null : origin.typed?.time ? 'place' : 'time';
  const uncertain: string[] = [];
  if (!timeKnown) {
    uncertain.push(
      `${missing === 'place' ? `No birthplace found for ${origin.name}, so their birth time cannot be placed` : `No birth time for ${origin.name}`}: their houses, Ascendant and Midheaven are unknown, and so are the composite's houses and Ascendant.`,
      moonSigns.length > 1
        ? `${origin.name}'s Moon changed sign that day (${moonSigns.join(' or ')}): its sign is uncertain, and it is left out of the contacts and the composite.`
        : `${origin.name}'s Moon is in ${moonSigns[0] ?? 'a sign that needs the birth time'} all that day, but its degree is uncertain: it is left out of the contacts and the composite.`,
    );
  }
  return {
    kind: 'partner',
    chartId: origin.id,
    name: origin.name,
    percentage: scale.percentage,
    contacts: scale.contacts,
    facts: {
      source: origin.source ?? 'stored',
      typed: origin.typed ?? null,
      placeFound: origin.placeFound ?? null,
      timeKnown,
      missing,
      points,
      contacts: [...scale.contacts].sort((x, y) => x.orb - y.orb).map(contactOf),
      composite: COMPOSITE_KEY.filter((n) => timeKnown || !UNTIMED.has(n)).map((n) =>
        pointFacts(composite.points[n], timeKnown),
      ),
      uncertain,
    },
  };
}

export { contactId };
/** The memory labels of the contacts a synastry reply reads. */
export const partnerIds = (focus: PartnerFocus) => focus.contacts.map((c) => contactId(focus.name, c));

/**
 * The plan of a synastry reply: mode 'compatibility', the strongest contacts as the focus, the member's own points
 * in them as the factors. Null below pro (the ordinary planner answers with the plan's limit).
 */
export function synastryPlan(input: PlanInput, partner: PartnerSynastry): ReplyPlan | null {
  if (!planAtLeast(input.tier, 'pro')) return null;
  const used = new Set(input.used);
  const all = partner.contacts.map(contactOf);
  const hardest = HARDEST_ASK.test(plainText(input.message));
  // "Our strongest contact?" is answered by the reply's first line, which a shape asked for would leave out.
  const ranked = hardest || STRONGEST_ASK.test(plainText(input.message));
  // Contacts this chat has read go last: "tell me more" gets the next ones. "The hardest?" gets every challenging one.
  // "As a table", "the orbs", "aspects between us": every cross-aspect with its orb, never one's own natal aspects.
  const text = plainText(input.message);
  const answered = (answer: TechniqueAnswer): ReplyPlan => ({
    ...planBase(input),
    mode: 'technique',
    topic: `your bond with ${partner.name}`,
    techniques: [answer],
  });
  // The relation named in this chat (co-founder, sister...) words the reading; none named reads as a couple.
  const bond = bondKindIn([input.message, ...[...input.earlierQuestions].reverse()]);
  // "He has uranus opposite my venus, right?": the claim checked against the synastry, yes or no first.
  const claim = claimedAspect(input.message, partner.name);
  if (claim) return answered(claimAnswer(partner, claim, input.chart, bond));
  if (!ranked && asksCrossAspects(text)) return answered(crossAspectsAnswer(partner));
  if (asksComposite(text)) return answered(compositeAnswer(partner, bond));
  // "The saturn one sounds bad": a contact picked out by a planet, when the birth data is not in this message.
  const named = partner.inWords && partnerBirthIn(input.message) ? [] : (input.heard?.about.points ?? []);
  const picked = named.length ? namedContact(partner, named, (c) => used.has(contactId(partner.name, c))) : null;
  if (picked) return answered(contactAnswer(partner, picked, bond));
  const fresh = all.filter((c) => !used.has(contactId(partner.name, c)));
  const contacts = hardest
    ? all.filter((c) => c.tone === 'challenging').sort((x, y) => x.orb - y.orb)
    : [...fresh, ...all.filter((c) => !fresh.includes(c))].slice(0, CONTACTS_READ);
  const factors: Factor[] = [];
  for (const c of contacts) {
    const p = planetOf(input.chart, c.mine);
    if (!p || factors.some((f) => pointOf(f)?.name === p.name) || factors.length >= 2) continue;
    factors.push({
      kind: 'placement',
      ids: used.has(signId(p)) ? [] : [signId(p)],
      point: p,
      showSign: true,
      showHouse: false,
      asked: true,
      reasons: [],
      role: `what you bring to the contact with ${partner.name}`,
    });
  }
  const focus: PartnerFocus = {
    kind: 'partner',
    name: partner.name,
    percentage: partner.percentage,
    contacts,
    facts: partner.facts,
    strongest: all[0] ?? null,
    asked: hardest ? 'hardest' : null,
    bond,
  };
  const base = planBase(input);
  return {
    ...base,
    mode: 'compatibility',
    question: { ...base.question, kind: 'compatibility' },
    topic: `your bond with ${partner.name}`,
    theme: BOND_THEME[bond],
    // "Our strongest contact" or "hardest aspect" asks about the pair, never for a strength or flaw of one's own.
    side: null,
    ...(ranked ? { shape: null } : {}),
    factors,
    timing: null,
    placements: [...new Set([...factors.flatMap((f) => f.ids), ...partnerIds(focus)])],
    focus,
  };
}

// --------------------------------------------------------------------------------------------- in words

const CONTACT_FEEL: Record<ContactAspect, string> = {
  conjunction: 'the two of you meet head-on here, and it is hard to ignore',
  opposition: 'a pull between you that attracts and asks for give and take',
  square: 'friction that keeps things lively and asks for care',
  trine: 'an ease between you that needs no effort',
  sextile: 'a friendly opening that grows when you both use it',
};

/** The reading's theme for each bond: a co-founder is read as work, never as love. */
const BOND_THEME: Readonly<Record<BondKind, 'love' | 'career' | 'home' | 'friends'>> = {
  love: 'love',
  work: 'career',
  family: 'home',
  friend: 'friends',
};

/** "your Venus trine Leo's Mars (0.4° from exact): an ease between you that needs no effort". */
export function contactWords(name: string, c: PartnerContact, bond?: BondKind): string {
  const feel = c.aspect === 'opposition' ? bondWording(bond).opposition : CONTACT_FEEL[c.aspect];
  return `your ${c.mine} ${c.aspect} ${name}'s ${c.theirs} (${orbFromExact(c.orb)} from exact): ${feel}`;
}

/** The first line of a synastry reply: whom it is about, and the strongest contact named at once. */
export function partnerLead(focus: PartnerFocus, voice: PersonalityId): string {
  // The one ranking: the strongest contact is the same on every turn, whichever contacts this turn goes on to.
  const top = focus.strongest === undefined ? focus.contacts[0] : focus.strongest;
  const hard = focus.contacts;
  const strongest =
    focus.asked === 'hardest'
      ? hard.length
        ? `the hardest contact between your charts is your ${hard[0]!.mine} ${hard[0]!.aspect} ${focus.name}'s ${hard[0]!.theirs}${hard.length > 1 ? `, one of ${hard.length} squares and oppositions between you` : ', the only square or opposition between you'}`
        : 'no square or opposition joins your charts within 5°'
      : top
        ? `the strongest contact between your charts is your ${top.mine} ${top.aspect} ${focus.name}'s ${top.theirs}`
        : `no planet of one chart is within 5° of an aspect to the other`;
  switch (voice) {
    case 'guide':
      return `You asked how you and ${focus.name} fit together: ${strongest}. Here's how your two charts meet.`;
    case 'witchy':
      return `You and ${focus.name}, two charts on one table: ${strongest}. Let's see what the brew holds.`;
    case 'mystical':
      return `Two skies, yours and ${focus.name}'s, laid one over the other: ${strongest}.`;
    case 'mentor':
      return `You asked about yourself and ${focus.name}. To begin with what weighs most: ${strongest}.`;
    case 'coach':
      return `You and ${focus.name}, straight to it: ${strongest}.`;
  }
}

/** What a chart without a birth time leaves out, said to the person; for typed data with both, what they gave. */
function untimedWords(focus: PartnerFocus): string | null {
  const f = focus.facts;
  if (f.timeKnown) return typedCastWords(focus);
  const moon = f.points.find((p) => p.name === 'Moon');
  const moonWords = moon
    ? `their Moon is in ${moon.sign} all that day, though where in it depends on the hour`
    : 'their Moon changed sign that day, so even its sign depends on the hour';
  const place = f.typed?.place;
  const without =
    f.missing === 'place'
      ? place
        ? `birthplace (I couldn't find "${place}" among the places I know)`
        : 'birthplace (a birth time needs the place to be read)'
      : 'birth time';
  return `Without ${focus.name}'s ${without} I can't see their houses or rising sign, and ${moonWords}: I've left those out, and the contacts above are the ones the time cannot change. With the time (and the place) I can read the rest.`;
}

/** "I cast Ana's chart for 07:10 on 3 March 1991 in Lisbon, ...: their Moon is in Gemini and their rising sign ...". */
function typedCastWords(focus: PartnerFocus): string | null {
  const f = focus.facts;
  if (f.source !== 'typed' || !f.typed?.time || !f.placeFound) return null;
  const moon = f.points.find((p) => p.name === 'Moon');
  const asc = f.points.find((p) => p.name === 'Ascendant');
  const known = [moon ? `their Moon is in ${moon.sign}` : '', asc ? `their rising sign is ${asc.sign}` : '']
    .filter(Boolean)
    .join(' and ');
  return `I cast ${focus.name}'s chart for ${f.typed.time} on ${f.typed.date} in ${f.placeFound}, so the hour counts${known ? `: ${known}` : ''}.`;
}

/** The synastry section: the contacts, the balance of ease and friction, and the page's percentage. */
export function partnerSection(focus: PartnerFocus): string {
  const untimed = untimedWords(focus);
  if (focus.asked === 'hardest') return hardestSection(focus, untimed);
  if (!focus.contacts.length) {
    return `### You and ${focus.name}\nNo planet of one chart is within 5° of an aspect to the other: a bond built by choice more than by pull. That can be a steady thing, because nothing in it runs on autopilot.${untimed ? `\n\n${untimed}` : ''}`;
  }
  const lines = focus.contacts.map((c) => `- ${upper(contactWords(focus.name, c, focus.bond))}.`);
  const flowing = focus.contacts.filter((c) => c.tone === 'flowing').length;
  const balance =
    flowing === focus.contacts.length
      ? 'These contacts all flow: the ease is real, and it grows when you both put it to use rather than take it for granted.'
      : flowing === 0
        ? 'These contacts all carry friction: the spark between you is strong, and it works best when you name what each of you needs.'
        : 'Ease and friction sit side by side here: the easy contacts carry you through the times the harder ones rub.';
  const score =
    focus.facts.source === 'stored'
      ? `On the Compatibility page the pair comes to ${focus.percentage}%.`
      : `Counted the way the Compatibility page counts, the pair comes to ${focus.percentage}%.`;
  return `### You and ${focus.name}\n${lines.join('\n')}\n\n${balance} ${score}${untimed ? `\n\n${untimed}` : ''}`;
}

/** The challenging contacts asked for: every square and opposition, tightest first, or plainly none. */
function hardestSection(focus: PartnerFocus, untimed: string | null): string {
  const tail = untimed ? `\n\n${untimed}` : '';
  if (!focus.contacts.length)
    return `### You and ${focus.name}: the hard contacts\nNo square or opposition joins your charts within 5°: the friction between you comes from living together, not from a built-in clash.${tail}`;
  const lines = focus.contacts.slice(0, HARD_READ).map((c) => `- ${upper(contactWords(focus.name, c, focus.bond))}.`);
  const more = focus.contacts.length - HARD_READ;
  const fainter =
    more > 0 ? ` ${more === 1 ? 'One more, wider one is' : `${more} more, wider ones are`} fainter still.` : '';
  return `### You and ${focus.name}: the hard contacts\n${lines.join('\n')}\n\nThe tightest comes first and is felt most.${fainter} None of these decides how it goes between you: each is a place where you both need to say what you need, rather than guess.${tail}`;
}

const upper = (s: string) => (s ? s[0]!.toUpperCase() + s.slice(1) : s);

/** The model writer's line: which synastry to read. */
export function partnerInstruction(focus: PartnerFocus): string {
  const list = focus.contacts.map(
    (c) => `their ${c.mine} ${c.aspect} ${focus.name}'s ${c.theirs} (${orbFromExact(c.orb)})`,
  );
  const whose = focus.facts.source === 'stored' ? 'whose chart they stored' : 'whose birth data they gave';
  return `They asked about their synastry with ${focus.name}, ${whose}: lead with ${list.length ? list.join('; ') : 'the absence of close contacts between the charts'}, naming ${focus.name} in the first sentence.`;
}

/** Contacts listed for the model (tightest first); the rest are fainter still. */
const CONTACTS_LISTED = 12;

const pointText = (p: PartnerPoint) =>
  `${p.name} ${p.degree === null ? '(degree unknown)' : `${p.degree.toFixed(1)}°`} ${p.sign}${p.house ? ` H${p.house}` : ''}`;

/**
 * The model request's section on the other chart: where it comes from (typed data fenced as the person's words), its
 * placements, the close contacts tightest first, the composite's key points, what cannot be known, and the rule to
 * use these facts only. `fence` wraps lines the person typed (the request's data block).
 */
export function partnerFactsText(focus: PartnerFocus, fence: (lines: string[]) => string): string {
  const f = focus.facts;
  const name = focus.name;
  const lines = [
    `Other chart (computed by the app for this message; ${name} is the name ${f.source === 'stored' ? 'of a chart they stored' : 'they gave'}):`,
  ];
  if (f.typed) {
    lines.push(
      `Birth data they typed for ${name}:\n${fence([
        `date: ${f.typed.date}`,
        `time: ${f.typed.time ?? 'not given'}`,
        `place: ${f.typed.place ?? 'not given'}`,
      ])}`,
    );
    if (f.typed.place)
      lines.push(f.placeFound ? `Place found: ${f.placeFound}.` : 'Place: not found; positions for the day only.');
  }
  lines.push(
    `${name}'s placements${f.timeKnown ? '' : ' (no birth time: signs and degrees only)'}: ${f.points.map(pointText).join('; ')}`,
  );
  const listed = f.contacts.slice(0, CONTACTS_LISTED);
  lines.push(
    listed.length
      ? `Synastry contacts within 5° (tightest first; their point, then ${name}'s): ${listed
          .map((c) => `their ${c.mine} ${c.aspect} ${name}'s ${c.theirs} ${c.orb.toFixed(1)}° (${c.tone})`)
          .join('; ')}`
      : 'Synastry contacts within 5°: none.',
  );
  lines.push(`Composite chart (midpoints), key points: ${f.composite.map(pointText).join('; ')}`);
  lines.push(`Compatibility score (the app's scale): ${focus.percentage}%.`);
  for (const u of f.uncertain) lines.push(`Uncertain: ${u}`);
  lines.push(
    `Beside the placements under Chart, name only these facts about ${name}'s chart and the pair: never guess, work out or add a placement, house, aspect or date of ${name}'s that is not listed here${f.timeKnown ? '' : ', and say plainly what the missing birth time leaves open'}.`,
  );
  return lines.join('\n');
}
