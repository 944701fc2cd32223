// Two follow-ups on a synastry the chat has read: the composite ("what does our composite say?", "que dit le
// composite ?") and one contact picked out by a planet ("the saturn one sounds bad, is it bad?"). Each is answered
// from the synastry the caller cast (synastry-plan.ts), never a reading of the person's own natal placement.
// Pure.
import { ordinal } from '../chart-context.ts';
import { HOUSE_AREA, SIGN_STYLE, THEME } from '../phrases.ts';
import { type BondKind, bondHouseArea, bondWording } from './bond-kind.ts';
import type { PartnerContact, PartnerPoint, PartnerSynastry } from './focus.ts';
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
