// The cross-aspects between two charts, as asked in a technical chat: "as a table", "the orbs", "aspects between
// us", "Aspekte zwischen uns", "la tabla de aspectos". Every contact between the person's chart and the other one,
// tightest first, each with its orb: never the person's own natal aspects, which a table of "my aspects" gives.
// Pure: the contacts come from the synastry the caller cast (synastry-plan.ts).
import { CONTACT_ORB } from '@stellara/astro';
import type { PartnerContact, PartnerSynastry } from './focus.ts';
import { TABLE_ASKED, type TechniqueAnswer } from './techniques/words.ts';

/** The cross-aspects asked for by their numbers or as a list: a table, the orbs, the aspects (any of six languages). */
const CROSS_ASK =
  /\b(orbs?|orbes|orbi|orben|cross-?aspects?|inter-?aspects?|aspects|aspectos|aspetti|aspekte|synastry (?:table|grid)|grid)\b/;

/** Whether the message asks for the contacts between the two charts with their numbers (folded text). */
export function asksCrossAspects(text: string): boolean {
  return TABLE_ASKED.test(text) || CROSS_ASK.test(text);
}

/** How a contact's aspect reads between two names: "your Sun opposite Ana's Moon". */
export const CONTACT_VERB: Readonly<Record<string, string>> = { conjunction: 'conjunct', opposition: 'opposite' };
const orbText = (orb: number) => (orb < 0.05 ? '0.0°' : `${orb.toFixed(1)}°`);

/** "| Venus | trine | Ana's Mars | 0.4° | easy |": one row a contact. */
const row = (name: string, c: PartnerContact) =>
  `| ${c.mine} | ${CONTACT_VERB[c.aspect] ?? c.aspect} | ${name}'s ${c.theirs} | ${orbText(c.orb)} | ${c.tone} |`;

/** The table of cross-aspects, tightest first, with what a missing birth time left out. */
export function crossAspectsAnswer(partner: PartnerSynastry): TechniqueAnswer {
  const contacts = partner.facts.contacts;
  const name = partner.name;
  const [tightest] = contacts;
  const answer = tightest
    ? `Here are the ${contacts.length} aspects between your chart and ${name}'s, tightest first; the closest is your ${tightest.mine} ${CONTACT_VERB[tightest.aspect] ?? tightest.aspect} ${name}'s ${tightest.theirs} at ${orbText(tightest.orb)}.`
    : `Your chart and ${name}'s make no major aspect within ${CONTACT_ORB}° between the planets and angles I compare.`;
  return {
    technique: 'synastry',
    answer,
    details: [
      `I count a contact between two charts within ${CONTACT_ORB}° of exact for the five major aspects (1° for an angle), your points on the left and ${name}'s on the right.`,
      ...partner.facts.uncertain,
    ],
    ...(tightest
      ? {
          table: [
            '| You | Aspect | Them | Orb | Tone |',
            '|---|---|---|---|---|',
            ...contacts.map((c) => row(name, c)),
          ].join('\n'),
        }
      : {}),
    technical: [],
    ids: [`cross aspects with ${name}`],
    closing: `Ask me about any one of these and I will read it for the two of you.`,
  };
}
