// Someone close who is ill and still alive: a parent with dementia who no longer knows them, a mother with cancer,
// a father in hospice. This is never a bereavement: no condolence for a loss, no "losing your father", no word on how
// the illness will go or how long there is. What is met instead: the grief that begins while someone is still here,
// the worry, and the tiredness of caring. Phrase-level reading in the reply layer, on top of the reader. Pure.
import type { PersonalityId } from '@stellara/contract';
import { withoutCancerSign } from './care.ts';
import { normalise } from './own-terms.ts';

/** How the illness is spoken of: an illness, a slow fading (dementia), or the last stretch (hospice, dying). */
export type IllnessCourse = 'ill' | 'fading' | 'dying';

/** Someone close who is ill: who, how to say them, and what the acknowledgement names. */
export interface IllParent {
  /** "your dad", "your mother", "your husband" (in English whatever language the message was in). */
  who: string;
  he: 'he' | 'she' | 'they';
  him: 'him' | 'her' | 'them';
  his: 'his' | 'her' | 'their';
  course: IllnessCourse;
  /** What the acknowledgement names: "your dad's dementia", "your father being in hospice". */
  terms: string;
}

/** The people meant, in the words people use in six languages, with the English name and pronoun. */
const PEOPLE: readonly [RegExp, string, 'he' | 'she' | 'they'][] = [
  [/\b(dad|daddy|papa|pai|pere|vater|papi)\b/, 'your dad', 'he'],
  [/\b(father|padre)\b/, 'your father', 'he'],
  [/\b(mum|mom|mummy|mommy|mama|mam|mae|maman|mutti|mamma|mami)\b/, 'your mum', 'she'],
  [/\b(mother|madre|mere|mutter)\b/, 'your mother', 'she'],
  [
    /\b(grandma|grandmother|granny|nan|nana|nanna|abuela|oma|nonna|grand-?mere|grossmutter)\b/,
    'your grandmother',
    'she',
  ],
  [/\b(grandad|granddad|grandpa|grandfather|abuelo|opa|nonno|grand-?pere|grossvater)\b/, 'your grandfather', 'he'],
  [/\b(husband|marido|mari|ehemann|marito)\b/, 'your husband', 'he'],
  [/\b(wife|esposa|mujer|femme|ehefrau|moglie)\b/, 'your wife', 'she'],
];

/** Words that the person is near the end of life (still alive). */
const DYING =
  /\bhospice\w*|\bpalliati\w*|\bpaliativ\w*|\bend of life\b|\bis dying\b|\b(?:se esta|esta) muriendo\b|\besta morrendo\b|\b(?:est )?mourante?\b|\bstirbt\b|\bliegt im sterben\b|\bsta morendo\b|\bterminal(?:ly)?\b|\bterminale?\b|\b(?:days|weeks|months) (?:to live|left)\b|\bnot long left\b|\bdoesn'?t have long\b/;

/** Words for a slow fading: dementia, not being recognised any more. */
const FADING =
  /\balzheimer\w*|\bdemen(?:tia|cia|ce|z|za)\b|\b(?:doesn'?t|does not|didn'?t|no longer|can'?t) (?:recogni[sz]e|know|remember) (?:me|who i am)\b|\bno me reconoce\b|\bnao me reconhece\b|\bne me reconnait\b|\berkennt mich nicht\b|\bnon mi riconosce\b/;

/** Words for an illness (no course implied). */
const ILL =
  /\bcancer\b|\bcancro\b|\bkrebs\b|\btumou?r\b|\btumeur\b|\bleuka?emia\b|\bstroke\b|\bheart attack\b|\bictus\b|\bderrame\b|\bavc\b|\bschlaganfall\b|\bparkinson\w*|\bmotor neurone disease\b|\bheart failure\b|\bkidney failure\b|\b(?:is|was|got|been) (?:very |so |really |seriously )?(?:ill|sick(?! of)|unwell)\b|\b(?:is|was|been|went|got|taken|admitted|rushed|ended up|still) (?:in|into|to) (?:the |a )?(?:hospital|icu|intensive care)\b|\bhospitali[sz]ed\b|\b(?:esta|sta|ist|est) (?:en el |no |im |in |a l'?)(?:hospital|hopital|krankenhaus|ospedale)\b|\binternad[oa]\b|\benferm[oa]\b|\bdoente\b|\bmalade\b|\bkrank\b|\bmalat[oa]\b/;

/** A death already told: then it is a bereavement, met as one elsewhere. */
const DIED =
  /\b(?:died|dead|passed(?: away| on)?|funeral|lost (?:my|our)|murio|fallecio|morreu|faleceu|est (?:mort|decede)e?|gestorben|verstorben|e (?:morto|morta)|e mancat[oa]|se fue|nos dejo)\b/;

const TERMS: Record<IllnessCourse, (who: string, message: string) => string> = {
  fading: (who, text) => `${who}'s ${/alzheimer/.test(text) ? 'Alzheimer’s' : 'dementia'}`,
  dying: (who, text) =>
    /hospice/.test(text)
      ? `${who} being in hospice`
      : /palliati|paliativ/.test(text)
        ? `${who} being in palliative care`
        : `${who} being so ill`,
  ill: (who, text) =>
    /\b(?:cancer|cancro|krebs)\b/.test(text)
      ? `${who}'s cancer`
      : /parkinson/.test(text)
        ? `${who}'s Parkinson’s`
        : /stroke|ictus|derrame|avc|schlaganfall/.test(text)
          ? `${who}'s stroke`
          : /hospital|hopital|krankenhaus|ospedale|icu|intensive care|internad/.test(text)
            ? `${who} being in hospital`
            : `${who} being ill`,
};

/** Someone close who is ill and still alive, as the message tells it; null when it tells of none (or of a death). */
export function illParent(message: string): IllParent | null {
  const folded = withoutCancerSign(normalise(message));
  if (DIED.test(folded)) return null;
  // The person named first, and the illness after them: "I have cancer and my mum is worried" is not hers.
  const found = PEOPLE.map(([p, who, he]) => ({ at: folded.search(p), who, he }))
    .filter((f) => f.at >= 0)
    .sort((a, b) => a.at - b.at)[0];
  if (!found) return null;
  const text = folded.slice(found.at, found.at + 90);
  const course: IllnessCourse | null = DYING.test(text)
    ? 'dying'
    : FADING.test(text)
      ? 'fading'
      : ILL.test(text)
        ? 'ill'
        : null;
  if (!course) return null;
  const { who, he } = found;
  const him = he === 'he' ? 'him' : he === 'she' ? 'her' : 'them';
  const his = he === 'he' ? 'his' : he === 'she' ? 'her' : 'their';
  return { who, he, him, his, course, terms: TERMS[course](who, text) };
}

/** The latest ill person told of in the chat (this message first), or null. */
export function illParentToldBefore(before: readonly string[] = [], message = ''): IllParent | null {
  for (const m of [message, ...[...before].reverse()]) {
    if (DIED.test(normalise(m))) return null; // a death told since: it is a bereavement now
    const ill = illParent(m);
    if (ill) return ill;
  }
  return null;
}

/**
 * First sentences by voice and course: {X}/{x} are the terms, {Who}/{who} the person, {him} their pronoun. Never a
 * condolence for a loss; the person is still here, and that is said.
 */
export const ILL_PARENT_ACKNOWLEDGE: Record<PersonalityId, Record<IllnessCourse, string>> = {
  guide: {
    fading:
      "Thank you for telling me about {x}. {Who} is still here, and yet you're already missing parts of {him}: that grief while someone is alive is real, even if it has no name most days.",
    dying:
      'Thank you for telling me. {X} is one of the hardest stretches there is: {who} is still here, and the goodbye has already begun.',
    ill: "I'm sorry you're facing {x}. Worrying about someone you love while still getting through each day is a lot to hold.",
  },
  witchy: {
    fading:
      'Oh, {x} is a heavy thing to hold. {Who} is still here, and still part of you is already grieving; that in-between grief is real, and it is allowed.',
    dying:
      'Oh, that is a tender, heavy time. {Who} is still here, and the long goodbye has begun; come and sit by the fire a while.',
    ill: 'Oh, {x} is a heavy stone to carry. Worry for someone you love gets into every room of the day.',
  },
  mystical: {
    fading:
      '{X} is a long dusk to walk through. {Who} is still beside you, and still you are grieving what slips away; that grief is real.',
    dying: 'This is a threshold time. {Who} is still here, and the farewell has already begun; both are true at once.',
    ill: 'I hear you about {x}. Fear for someone you love is a weight that travels with you everywhere.',
  },
  mentor: {
    fading:
      'Thank you for telling me about {x}. {Who} is still here, and yet you are losing parts of {him}; that kind of grief, while someone is alive, is real and deserves room.',
    dying:
      'Thank you for telling me. {X} asks a great deal of you: {who} is still here, and you are already saying goodbye.',
    ill: "I'm sorry you're facing {x}. Carrying worry for someone you love, on top of everything else, takes real endurance.",
  },
  coach: {
    fading:
      "That's a lot to carry. {Who} is still here, and you're already grieving parts of {him}; that's real, and it's heavy.",
    dying: "That's a hard stretch. {Who} is still here, and the goodbye has started; both of those are real.",
    ill: "That's hard. {X} is a lot to hold while you keep going every day.",
  },
};

/** Words of being worn out by it, in the languages people write in. */
const TIRED =
  /\b(tired|exhausted|worn out|drained|burn(?:t|ed) out|can'?t (?:do|keep) (?:this|it|going)|no sleep|cansad[oa]|agotad[oa]|esgotad[oa]|epuise|fatigue|erschopft|mude|stanc[oa]|sfinit[oa])\b/;

/** Said on the turn an ill parent is told, then when tiredness is named later: caring is work as well as love. */
export function carerLines(ill: IllParent): string[] {
  return [
    `Being there for ${ill.who} through this is work as well as love, and being worn out by it is not a failure of either. If you can, let someone take one turn this week; ${ill.his} care team or your own doctor can tell you what support there is for carers.`,
    `Tiredness like this is what happens when the caring never stops, not a sign you are doing it badly. Ask ${ill.his} care team or your doctor about respite, even a few hours a week, and whether there is a carers' group near you; rest is part of caring, not a break from it.`,
  ];
}

/**
 * The carer's section for this turn, or null: said when the ill person is told in this message, or when the person
 * says they are worn out later in the chat; each line once a chat.
 */
export function carerSection(
  message: string,
  before: readonly string[] = [],
  saidBefore: (line: string) => boolean = () => false,
): string | null {
  const now = illParent(message);
  const ill = now ?? (TIRED.test(normalise(message)) ? illParentToldBefore(before) : null);
  const line = ill ? carerLines(ill).find((l) => !saidBefore(l)) : undefined;
  return line ? `### Looking after yourself too\n${line}` : null;
}

/** "Will he get worse?", "how long does she have?": the honest answer, and who can say more. */
export function illParentNoPromise(ill: IllParent): string {
  return `No one can tell from a chart how ${ill.who}'s illness will go or how much time there is, and I won't pretend to. ${upper(ill.his)} doctors and nurses are the ones to ask what to expect; they can often say more than people think, and it's all right to ask them plainly.`;
}

const upper = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The acknowledgement for an ill person told, by voice, filled in. */
export function illParentOpening(ill: IllParent, voice: PersonalityId): string {
  return ILL_PARENT_ACKNOWLEDGE[voice][ill.course]
    .replace(/\{X\}/g, upper(ill.terms))
    .replace(/\{x\}/g, ill.terms)
    .replace(/\{Who\}/g, upper(ill.who))
    .replace(/\{who\}/g, ill.who)
    .replace(/\{him\}/g, ill.him);
}
