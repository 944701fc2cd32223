// "My mum's Moon", "la luna de mi madre", "le Soleil de mon père": a placement of SOMEONE ELSE's chart. The person's
// own chart does not hold it, so the reply says so first (it needs their birth data) and only then reads what the
// person's own chart says about that relationship; never the person's own Moon passed off as the mother's. Pure.
import { chartWords } from '../understanding/entities.ts';
import { fold } from '../understanding/fold.ts';
import type { ReplyPlan } from './plan-types.ts';

/** The people whose placement may be asked about, folded, with the English word and pronoun a reply uses. */
const PEOPLE: readonly [RegExp, string, 'her' | 'his' | 'their'][] = [
  [/^(?:mum|mom|mother|mummy|mommy|mama|madre|mami|mae|mamae|mere|maman|mutter|mutti|mamas|mamma)$/, 'mum', 'her'],
  [/^(?:dad|father|daddy|papa|padre|papi|pai|papai|pere|vater|vaters|papas|babbo)$/, 'dad', 'his'],
  [/^(?:sister|hermana|irma|soeur|schwester|sorella)$/, 'sister', 'her'],
  [/^(?:brother|hermano|irmao|frere|bruder|bruders|fratello)$/, 'brother', 'his'],
  [/^(?:wife|esposa|mujer|femme|frau|moglie|girlfriend|novia|namorada|copine|freundin|fidanzata)$/, 'partner', 'her'],
  [
    /^(?:husband|marido|esposo|mari|mann|mannes|marito|boyfriend|novio|namorado|copain|freund|fidanzato)$/,
    'partner',
    'his',
  ],
  [/^(?:partner|partners|pareja|parceiro|parceira|partenaire|partnerin)$/, 'partner', 'their'],
  [/^(?:son|hijo|filho|fils|sohn|sohnes|figlio)$/, 'son', 'his'],
  [/^(?:daughter|hija|filha|fille|tochter|figlia)$/, 'daughter', 'her'],
  [/^(?:friend|amigo|amiga|ami|amie|freund|freundin|amico|amica)$/, 'friend', 'their'],
  [/^(?:boss|jefe|jefa|chefe|patron|chef|chefin|capo)$/, 'boss', 'their'],
];

/** "mum's moon", "la luna de mi madre", "der Mond meiner Mutter", "Mamas Mond": who, then which word is the point. */
const FORMS: readonly RegExp[] = [
  /\b(?:my|your) (\w+)'s (?:natal |birth )?(\w+)/,
  /\b(?:el|la|los|o|a|le|l'|il|lo|der|die|den|das|dem) ?(\w+) (?:de mi|de mis|da minha|do meu|de ma|de mon|di mia|di mio|del mio|della mia|meiner|meines) (\w+)/,
  /\b(\w+)s (\w+)\b/,
];

export interface TheirPlacement {
  who: string;
  pronoun: 'her' | 'his' | 'their';
  point: string;
}

function personOf(word: string) {
  return PEOPLE.find(([re]) => re.test(word));
}

/** The placement of someone else the message asks about, or null. */
export function theirPlacementAsked(message: string): TheirPlacement | null {
  const text = fold(message);
  for (const [i, form] of FORMS.entries()) {
    for (const m of text.matchAll(new RegExp(form, 'g'))) {
      // English and German put the person first; the Romance forms put the point first.
      const [personWord, pointWord] = i === 1 ? [m[2]!, m[1]!] : [m[1]!, m[2]!];
      const person = personOf(personWord);
      const point = chartWords(pointWord).points[0];
      if (person && point) return { who: person[1], pronoun: person[2], point };
    }
  }
  return null;
}

/** The honest first line: their placement needs their chart; what follows is the person's own chart on them. */
export function theirPlacementLine(asked: TheirPlacement): string {
  const theirs = asked.pronoun;
  return (
    `I can't see your ${asked.who}'s own ${asked.point}: it sits in ${theirs} chart, not yours, and needs ${theirs} birth ` +
    `date (with the time and place for its house). Add ${theirs} chart on the Compatibility page and I can read it ` +
    `beside yours. What your own chart says about how you meet your ${asked.who} is this:`
  );
}

/** A reading plan that answers "my mum's Moon" honestly: the missing chart said first, the person's own factors after. */
export function withTheirPlacement(plan: ReplyPlan): ReplyPlan {
  if ((plan.mode !== 'reading' && plan.mode !== 'compatibility') || plan.situation || plan.missing) return plan;
  const asked = theirPlacementAsked(plan.message);
  return asked ? { ...plan, missing: theirPlacementLine(asked) } : plan;
}
