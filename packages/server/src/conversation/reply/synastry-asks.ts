// Follow-ups on a synastry the chat has read: the composite ("what does our composite say?", "que dit le
// composite ?"), one contact picked out by a planet ("the saturn one sounds bad, is it bad?"), and a contact claimed
// ("he has uranus opposite my venus, right?", "my friend says his mars squares my moon"). Each is answered from the
// synastry the caller cast (synastry-plan.ts), never a reading of the person's own natal placement. Pure.
import { CONTACT_ORB, type ContactAspect } from '@stellara/astro';
import { SIGN_NAMES, type SignName } from '@stellara/contract';
import { type ChartContext, ordinal } from '../chart-context.ts';
import { HOUSE_AREA, SIGN_STYLE, THEME } from '../phrases.ts';
import { fold } from '../understanding/fold.ts';
import { type BondKind, bondHouseArea, bondWording } from './bond-kind.ts';
import type { PartnerContact, PartnerPoint, PartnerSynastry } from './focus.ts';
import { type ClaimedContact, theirAspectIn } from './partner-follow-up.ts';
import { CONTACT_VERB } from './synastry-table.ts';
import type { TechniqueAnswer } from './techniques/words.ts';
import { andList, article, upperFirst } from './voices/grammar.ts';

/** "composite", "compuesto", "composto", "Komposit", "composiet" (folded text). */
const COMPOSITE_ASK =
  /\b(composite|compuest[oa]|composto|compost[ao]|komposit\w*|composiet|combin(?:ed|ation) chart)\b/;

export const asksComposite = (text: string) => COMPOSITE_ASK.test(text);

const style = (sign: string) => SIGN_STYLE[sign as keyof typeof SIGN_STYLE] ?? sign;

/** The composite's planets grouped by sign and house, so three planets in one place are said once. */
function groups(points: readonly PartnerPoint[]): PartnerPoint[][] {
  const out = new Map<string, PartnerPoint[]>();
  for (const p of points) out.set(`${p.sign}|${p.house}`, [...(out.get(`${p.sign}|${p.house}`) ?? []), p]);
  return [...out.values()];
}

/**
 * The composite chart's key points, each group with what it says of the bond, and what it cannot say. Worded for the
 * bond named (bond-kind.ts): a co-founder's composite is a team's, not a couple's.
 */
export function compositeAnswer(partner: PartnerSynastry, bond?: BondKind): TechniqueAnswer {
  const name = partner.name;
  const words = bondWording(bond);
  const rising = partner.facts.composite.find((p) => p.name === 'Ascendant');
  const planets = groups(partner.facts.composite.filter((p) => p !== rising));
  const placed = planets.map((g) => {
    const [{ sign, house }] = g as [PartnerPoint];
    return `its ${andList(g.map((p) => p.name))} in ${sign}${house ? ` in the ${ordinal(house)} house` : ''}`;
  });
  const details = planets.map((g) => {
    const [{ sign, house }] = g as [PartnerPoint];
    const roles = andList(g.map((p) => words.roles[p.name] ?? THEME[p.name as keyof typeof THEME] ?? p.name));
    const area = house ? `, around ${bondHouseArea(house, bond, HOUSE_AREA[house] ?? '')}` : '';
    return `${upperFirst(roles)} ${g.length > 1 ? 'all tend' : 'tends'} to be ${style(sign)}${area}.`;
  });
  if (rising)
    details.push(`With ${rising.sign} rising, the two of you come across to others as ${style(rising.sign)}.`);
  return {
    technique: 'synastry',
    answer: `Your composite chart with ${name}, one chart made from the midpoints of yours and theirs, has ${andList(placed)}${rising ? `, with ${rising.sign} rising` : ''}.`,
    details: [
      ...details,
      'The composite describes the relationship as a third thing with its own character; it does not say whether it lasts, which is up to the two of you.',
      ...partner.facts.uncertain,
    ],
    technical: [
      `Composite (midpoints): ${partner.facts.composite.map((p) => `${p.name} ${p.degree?.toFixed(1) ?? '?'}° ${p.sign}${p.house ? ` H${p.house}` : ''}`).join('; ')}.`,
    ],
    ids: [`composite with ${name}`],
    closing: 'Which of these feels most like the two of you?',
  };
}

/**
 * The contact a follow-up points at by a planet it names ("the saturn one"): one this chat has read first (`read`
 * holds their memory labels), else the tightest with that planet on either side. Null when none has it.
 */
export function namedContact(
  partner: PartnerSynastry,
  named: readonly string[],
  wasRead: (c: PartnerContact) => boolean,
): PartnerContact | null {
  const withPoint = partner.facts.contacts.filter((c) => named.includes(c.mine) || named.includes(c.theirs));
  return withPoint.find(wasRead) ?? withPoint[0] ?? null;
}

/** A memory label for a contact, so a follow-up moves on to the next ones. */
export const contactId = (name: string, c: PartnerContact) => `your ${c.mine} ${c.aspect} ${name}'s ${c.theirs}`;

/** "0.4°", or "under 0.1°" for a contact that is as good as exact. */
export const orbFromExact = (orb: number) => (orb < 0.1 ? 'under 0.1°' : `${orb.toFixed(1)}°`);

/** One contact read for the pair: what it is, whether it is "bad", what it asks, and what else holds the bond. */
export function contactAnswer(partner: PartnerSynastry, c: PartnerContact, bond?: BondKind): TechniqueAnswer {
  const name = partner.name;
  const contact = `your ${c.mine} ${CONTACT_VERB[c.aspect] ?? c.aspect} ${name}'s ${c.theirs} (${orbFromExact(c.orb)} from exact)`;
  const mine = THEME[c.mine as keyof typeof THEME] ?? c.mine;
  const theirs = THEME[c.theirs as keyof typeof THEME] ?? c.theirs;
  const others = partner.facts.contacts.filter((o) => o !== c);
  const easy = others.filter((o) => o.tone === 'flowing').slice(0, 2);
  const carry = easy.length
    ? ` Beside it, ${andList(easy.map((o) => `your ${o.mine} ${CONTACT_VERB[o.aspect] ?? o.aspect} ${name}'s ${o.theirs}`))} ${easy.length > 1 ? 'are' : 'is'} easy, and ${easy.length > 1 ? 'they carry' : 'it carries'} you through the times this one rubs.`
    : '';
  const hard = c.tone === 'challenging';
  const answer = hard
    ? `No, not bad: ${contact} is friction, and friction is where ${bondWording(bond).pair} does its work, not a verdict on it.`
    : `It's an easy one: ${contact} is ${article(c.aspect)}, a natural flow between you.`;
  const details = hard
    ? [
        `In daily life it shows where your ${mine} and ${name}'s ${theirs} want different things at the same moment: one of you pushes or reaches while the other holds back or sets terms, and neither of you is wrong.${carry}`,
        `What helps is naming it when it happens ("this is that ${c.mine}–${c.theirs} thing again") and agreeing together how you'll handle it, rather than each guessing.`,
        bond && bond !== 'love'
          ? `No single contact decides how ${bondWording(bond).pair} goes, and a chart can’t tell you how it will turn out: that rests on what the two of you do.`
          : 'No single contact decides how a relationship goes, and a chart can’t tell you whether you will last: that rests on what the two of you do.',
      ]
    : [
        `Your ${mine} and ${name}'s ${theirs} support each other without effort.${carry}`,
        'Easy contacts are best used on purpose; taken for granted, they just sit there.',
      ];
  return {
    technique: 'synastry',
    answer,
    details,
    technical: [`${c.mine} ${c.aspect} ${name}'s ${c.theirs}: orb ${c.orb.toFixed(2)}°, ${c.tone}.`],
    ids: [contactId(name, c)],
  };
}

// --------------------------------------------------------------------------------------------- a claimed contact

/** A question about the sky now ("is saturn square my moon right now?"), not about the other person's chart. */
const SKY_NOW =
  /\b(?:transit\w*|transito|right now|currently|this (?:week|month|year)|ahora|agora|maintenant|adesso|jetzt)\b/;

/**
 * The contact a message claims between the other person's point and the member's ("he has uranus opposite my
 * venus, right?", "lui ha urano opposto alla mia venere, è vero?"), hearsay set aside. Null for none, or when the
 * message asks about the sky now.
 */
export function claimedAspect(message: string, name: string): ClaimedContact | null {
  const claim = theirAspectIn(message, name);
  return claim && !SKY_NOW.test(fold(message)) ? claim : null;
}

/** The synastry's contact between their point and the member's, with its orb; null when none is within orb. */
export function contactBetween(partner: PartnerSynastry, theirs: string, mine: string): PartnerContact | null {
  return partner.facts.contacts.find((c) => c.theirs === theirs && c.mine === mine) ?? null;
}

const verb = (aspect: string) => CONTACT_VERB[aspect] ?? aspect;
const ASPECT_ANGLE: Readonly<Record<ContactAspect, number>> = {
  conjunction: 0,
  sextile: 60,
  square: 90,
  trine: 120,
  opposition: 180,
};
/** Slow planets: two of them in aspect are shared by nearly everyone born within a few years (not a contact). */
const OUTER = new Set(['Uranus', 'Neptune', 'Pluto']);
const ANGLES = new Set(['Ascendant', 'Midheaven']);
/** Where a point stands on the zodiac, 0–360°. */
const longitudeOf = (sign: string, degree: number) => SIGN_NAMES.indexOf(sign as SignName) * 30 + degree;
/** The aspect two points this far apart make within `orb`, and how far from exact. */
function aspectApart(apart: number, orb: number): { aspect: ContactAspect; orb: number } | null {
  for (const [aspect, angle] of Object.entries(ASPECT_ANGLE) as [ContactAspect, number][])
    if (Math.abs(apart - angle) <= orb) return { aspect, orb: Math.abs(apart - angle) };
  return null;
}

/**
 * The answer to a claimed contact: its first sentence yes or no; when a different aspect links the two points, which
 * one and its orb; when none does, noContactAnswer. A point a missing birth time leaves unknown is said to be so.
 */
export function claimAnswer(
  partner: PartnerSynastry,
  claim: ClaimedContact,
  chart: ChartContext,
  bond?: BondKind,
): TechniqueAnswer {
  const name = partner.name;
  const theirs = partner.facts.points.find((p) => p.name === claim.theirs);
  const mine = chart.planets.find((p) => p.name === claim.mine);
  const myUnknown = !mine || (chart.timeUnknown && (claim.mine === 'Moon' || ANGLES.has(claim.mine)));
  if (!theirs || theirs.degree === null || myUnknown) {
    const whose = myUnknown ? 'your birth time' : `${name}'s birth time`;
    return {
      technique: 'synastry',
      answer: `I can't check that one: without ${whose}, ${myUnknown ? `your ${claim.mine}` : `${name}'s ${claim.theirs}`} isn't known to the degree, and a contact between two charts is a matter of degrees.`,
      details: [
        `With the hour of birth I can say whether ${name}'s ${claim.theirs} really is ${verb(claim.aspect)} your ${claim.mine}.`,
      ],
      technical: [],
      ids: [`claim ${claim.theirs} ${claim.aspect} ${claim.mine} with ${name}`],
    };
  }
  const apart = Math.abs(((longitudeOf(theirs.sign, theirs.degree) - mine.longitude + 540) % 360) - 180);
  const c = contactBetween(partner, claim.theirs, claim.mine);
  if (!c) return noContactAnswer(partner, claim, { theirs, mine, apart });
  const read = contactAnswer(partner, c, bond);
  const how = `${orbFromExact(c.orb)} from exact`;
  const answer =
    c.aspect === claim.aspect
      ? `Yes: ${name}'s ${c.theirs} is ${verb(c.aspect)} your ${c.mine}, ${how}.`
      : `No, not ${article(claim.aspect)}: ${name}'s ${c.theirs} and your ${c.mine} make ${article(c.aspect)}, ${how}.`;
  return { ...read, answer, closing: 'Which part of that do you feel between you?' };
}

/**
 * No major contact between the two points within orb: said plainly, with how far apart they are, then the nearest
 * real contact the pair shares (one with either point first, else the tightest of all).
 */
export function noContactAnswer(
  partner: PartnerSynastry,
  claim: ClaimedContact,
  at: { theirs: PartnerPoint; mine: { sign: string; degree: number }; apart: number },
): TechniqueAnswer {
  const name = partner.name;
  const degrees = `${Math.round(at.apart)}°`;
  const limit = ANGLES.has(claim.theirs) || ANGLES.has(claim.mine) ? 1 : CONTACT_ORB;
  const slow = OUTER.has(claim.theirs) && OUTER.has(claim.mine) ? aspectApart(at.apart, CONTACT_ORB) : null;
  const answer = slow
    ? `${slow.aspect === claim.aspect ? 'Yes, but it is not personal' : `No, not ${article(claim.aspect)}`}: ${name}'s ${claim.theirs} and your ${claim.mine} make ${article(slow.aspect)} ${orbFromExact(slow.orb)} from exact, and two slow planets in aspect are shared by nearly everyone born within a few years, so I don't count it as a contact between you.`
    : `No: ${name}'s ${claim.theirs} and your ${claim.mine} make no major aspect; they are ${degrees} apart, not within ${limit}° of any.`;
  const touching = partner.facts.contacts.filter((c) => c.theirs === claim.theirs || c.mine === claim.mine);
  const nearest = [...(touching.length ? touching : partner.facts.contacts)].sort((x, y) => x.orb - y.orb)[0];
  const real = nearest
    ? `${touching.length ? 'The nearest real contact they do make' : 'The tightest real contact between your charts'} is your ${nearest.mine} ${verb(nearest.aspect)} ${name}'s ${nearest.theirs} (${orbFromExact(nearest.orb)} from exact), ${nearest.tone === 'flowing' ? 'an easy one' : 'one with friction in it'}.`
    : `No planet of one chart is within ${CONTACT_ORB}° of an aspect to the other.`;
  return {
    technique: 'synastry',
    answer,
    details: [
      real,
      `A contact counts within ${CONTACT_ORB}° of exact (1° for a rising sign or Midheaven); wider than that it is not felt as one.`,
    ],
    technical: [
      `${name}'s ${claim.theirs} ${at.theirs.degree?.toFixed(1)}° ${at.theirs.sign}; your ${claim.mine} ${at.mine.degree.toFixed(1)}° ${at.mine.sign}: ${at.apart.toFixed(1)}° apart.`,
    ],
    ids: [nearest ? contactId(name, nearest) : `claim ${claim.theirs} ${claim.aspect} ${claim.mine} with ${name}`],
    ...(nearest ? { closing: 'Shall I read that one for the two of you?' } : {}),
  };
}
