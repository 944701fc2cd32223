// A reply about the member and someone whose chart they stored ("Talk about this in chat" on the Compatibility
// page): the synastry read in the chat, its strongest contacts first, from the same scale the Compatibility page
// uses. Pure: the caller casts both charts.
import { type ContactAspect, calculateSynastry, compatibilityScale, type NatalChart } from '@stellara/astro';
import { type PersonalityId, planAtLeast } from '@stellara/contract';
import { displayPointName, planetOf } from '../chart-context.ts';
import type { PartnerContact, PartnerFocus, PartnerSynastry } from './focus.ts';
import { type Factor, type PlanInput, planBase, pointOf, type ReplyPlan, signId } from './plan.ts';

/** Contacts a chat reply reads (the page lists them all). */
const CONTACTS_READ = 3;

/** The synastry of the member's chart (first) with a stored chart (second): what the planner needs. */
export function partnerSynastry(
  own: NatalChart,
  other: NatalChart,
  stored: { id: string; name: string },
): PartnerSynastry {
  const synastry = calculateSynastry(own, other);
  const sameTempo = own.points.Sun.quality === other.points.Sun.quality;
  const scale = compatibilityScale(synastry.aspects, { sameTempo });
  return {
    kind: 'partner',
    chartId: stored.id,
    name: stored.name,
    percentage: scale.percentage,
    contacts: scale.contacts,
  };
}

/** A memory label for a contact, so a follow-up moves on to the next ones. */
export const contactId = (name: string, c: PartnerContact) => `your ${c.mine} ${c.aspect} ${name}'s ${c.theirs}`;
/** The memory labels of the contacts a synastry reply reads. */
export const partnerIds = (focus: PartnerFocus) => focus.contacts.map((c) => contactId(focus.name, c));

/**
 * The plan of a synastry reply: mode 'compatibility', the strongest contacts as the focus, the member's own points
 * in them as the factors. Null below pro (the ordinary planner answers with the plan's limit).
 */
export function synastryPlan(input: PlanInput, partner: PartnerSynastry): ReplyPlan | null {
  if (!planAtLeast(input.tier, 'pro')) return null;
  const used = new Set(input.used);
  const all = partner.contacts.map(
    (c): PartnerContact => ({
      mine: displayPointName(c.p1),
      theirs: displayPointName(c.p2),
      aspect: c.aspect,
      orb: c.orb,
      tone: c.tone,
    }),
  );
  // Contacts this chat has read go last: "tell me more" gets the next ones.
  const fresh = all.filter((c) => !used.has(contactId(partner.name, c)));
  const contacts = [...fresh, ...all.filter((c) => !fresh.includes(c))].slice(0, CONTACTS_READ);
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
  const focus: PartnerFocus = { kind: 'partner', name: partner.name, percentage: partner.percentage, contacts };
  const base = planBase(input);
  return {
    ...base,
    mode: 'compatibility',
    question: { ...base.question, kind: 'compatibility' },
    topic: `your bond with ${partner.name}`,
    theme: 'love',
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
const degrees = (orb: number) => (orb < 0.1 ? 'under 0.1°' : `${orb.toFixed(1)}°`);

/** "your Venus trine Leo's Mars (0.4° from exact): an ease between you that needs no effort". */
export function contactWords(name: string, c: PartnerContact): string {
  return `your ${c.mine} ${c.aspect} ${name}'s ${c.theirs} (${degrees(c.orb)} from exact): ${CONTACT_FEEL[c.aspect]}`;
}

/** The first line of a synastry reply: whom it is about, and the strongest contact named at once. */
export function partnerLead(focus: PartnerFocus, voice: PersonalityId): string {
  const top = focus.contacts[0];
  const strongest = top
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

/** The synastry section: the contacts, the balance of ease and friction, and the page's percentage. */
export function partnerSection(focus: PartnerFocus): string {
  if (!focus.contacts.length) {
    return `### You and ${focus.name}\nNo planet of one chart is within 5° of an aspect to the other: a bond built by choice more than by pull. That can be a steady thing, because nothing in it runs on autopilot.`;
  }
  const lines = focus.contacts.map((c) => `- ${upper(contactWords(focus.name, c))}.`);
  const flowing = focus.contacts.filter((c) => c.tone === 'flowing').length;
  const balance =
    flowing === focus.contacts.length
      ? 'These contacts all flow: the ease is real, and it grows when you both put it to use rather than take it for granted.'
      : flowing === 0
        ? 'These contacts all carry friction: the spark between you is strong, and it works best when you name what each of you needs.'
        : 'Ease and friction sit side by side here: the easy contacts carry you through the times the harder ones rub.';
  return `### You and ${focus.name}\n${lines.join('\n')}\n\n${balance} On the Compatibility page the pair comes to ${focus.percentage}%.`;
}

const upper = (s: string) => (s ? s[0]!.toUpperCase() + s.slice(1) : s);

/** The model writer's line: which synastry to read. */
export function partnerInstruction(focus: PartnerFocus): string {
  const list = focus.contacts.map((c) => `their ${c.mine} ${c.aspect} ${focus.name}'s ${c.theirs} (${degrees(c.orb)})`);
  return `They asked about their synastry with ${focus.name}, whose chart they stored: lead with ${list.length ? list.join('; ') : 'the absence of close contacts between the charts'}, naming ${focus.name} in the first sentence.`;
}
