// Hard things people share that the understanding step has no situation for, or names wrongly: losing a pregnancy,
// burnout, fear of a step with a partner, fear of a move, wanting no one near after a loss, and a fight in the family.
// Each is met as what it is (the words for the acknowledgement) and read from the part of the chart that fits. This is
// phrase-level reading on top of the reader, in the reply layer: the reader's model is not retrained for it. Pure.
import type { Situation, Understanding } from '../understanding/understanding.ts';
import { normalise, ownTerms } from './own-terms.ts';
import type { SituationFactors } from './situation-factors.ts';

/** The kinds of hard share read here. */
export type ShareKind = 'pregnancy-loss' | 'burnout' | 'partner-step' | 'move' | 'family-fight';

/** A hard share: the situation it is met as, its own words, and where the chart speaks to it. */
export interface HardShare {
  kind: ShareKind;
  situation: Situation;
  /** What the acknowledgement names, addressed to the person ("losing your baby", "the burnout"). */
  terms: string;
  /** What the feeling is called in the steadying lines ("the exhaustion", "the fear"). */
  feeling: string | null;
  /** The person says they are scared of it: the fear is met before the choice. */
  afraid: boolean;
}

const FEAR =
  /\b(scared|afraid|terrified|frightened|nervous|freaking out|cold feet|anxious about|panicking|miedo|medo|paura|peur|angst|tengo miedo|com medo|ho paura|aterrad[oa]|apavorad[oa])\b/;

const PREGNANCY_LOSS =
  /\bmiscarr\w*|\b(?:lost|losing) (?:the|our|my|a) (?:baby|pregnancy)\b|\bpregnancy loss\b|\bperd(?:i|imos|io) (?:el|o|mi|meu|nuestro|nosso) (?:bebe|embarazo)\b|\bperdi a gravidez\b|\baborto (?:espontaneo|spontaneo)\b|\b(?:ho|abbiamo) perso il bambino\b|\bfausse couche\b|\bfehlgeburt\b/;

const BURNOUT =
  /\bburn(?:t|ed)?[ -]?out\b|\bexhausted\b|\bcompletely drained\b|\brunning on empty\b|\bnothing left to give\b|\bagotad[oa]\b|\bquemad[oa]\b|\besgotad[oa]\b|\bexaust[oa]\b|\bsfinit[oa]\b|\besaust[oa]\b|\besaurit[oa]\b|\bepuise/;

const PARTNER_STEP: [RegExp, string][] = [
  [
    /\bmov(?:e|ing) in(?: together| with (?:me|her|him|them))?\b|\blive together\b|\bviv(?:ir|amos) juntos\b|\b(?:morar|vivermos|morarmos) junt|\bandare a vivere insieme\b/,
    'moving in together',
  ],
  [/\bget(?:ting)? married\b|\bmarry\b|\bpropos\w*|\bcasarnos\b|\bcasar\b|\bsposar\w*/, 'getting married'],
  [/\bget(?:ting)? engaged\b|\bcomprometernos\b|\bnoivar\b/, 'getting engaged'],
  [/\bhav(?:e|ing) a (?:baby|kid|child) together\b|\bstart(?:ing)? a family\b/, 'starting a family together'],
];

const PARTNER =
  /\b(she|he|they|her|him|my (?:boy|girl)friend|my partner|gf|bf|together|novi[oa]|namorad[oa]|ragazz[oa])\b/;

const MOVE =
  /\bmov(?:e|ing) (?:to (?:a |another |the )?(?:new )?(?:city|country|town|place)|(?:to )?abroad|away|cities|countries|across the country|to [a-z]+ for (?:work|a job))|\brelocat\w*|\bcambiare (?:citta|paese|casa)\b|\btrasferir\w*|\bmudar(?:me|-me|se)? de (?:cidade|pais|ciudad)\b|\bcambiar(?:me)? de (?:ciudad|pais)\b|\bmudarme\b|\bdemenager\b|\bumziehen\b/;

const FOR_WORK = /\b(for (?:work|a job|my job)|per lavoro|por trabajo|por trabalho|a trabajar|pour le travail)\b/;

/** The hard share a message makes, or null. */
export function hardShare(message: string): HardShare | null {
  const text = normalise(message);
  const afraid = FEAR.test(text);
  if (PREGNANCY_LOSS.test(text)) {
    const baby = /\b(baby|bebe|bambino)\b/.test(text);
    return {
      kind: 'pregnancy-loss',
      situation: 'bereavement',
      terms: baby ? 'losing your baby' : 'losing the pregnancy',
      feeling: null,
      afraid: false,
    };
  }
  if (BURNOUT.test(text)) {
    const burnt = /\bburn|\bquemad/.test(text);
    return {
      kind: 'burnout',
      situation: 'anxiety',
      terms: burnt ? 'the burnout' : 'the exhaustion',
      feeling: 'the exhaustion',
      afraid,
    };
  }
  const step = PARTNER_STEP.find(([p]) => p.test(text));
  if (step && (PARTNER.test(text) || step[1] !== 'moving in together') && (afraid || /\?/.test(text))) {
    return { kind: 'partner-step', situation: 'decision', terms: step[1], feeling: 'the fear', afraid };
  }
  if (MOVE.test(text) && (afraid || /\?|\b(should i|thinking (?:of|about)|not sure|cosa vedi)\b/.test(text))) {
    const city = /\b(city|cities|citta|ciudad|cidade|ville|stadt)\b/.test(text);
    const terms = city ? `moving to a new city${FOR_WORK.test(text) ? ' for work' : ''}` : 'the move';
    return { kind: 'move', situation: 'decision', terms, feeling: 'the fear', afraid };
  }
  // "Me peleo mucho con mi hermano": a fight in the family, which the reader may miss outside English.
  if (FIGHT.test(text) && (SIBLING.test(text) || FAMILY.test(text))) {
    return {
      kind: 'family-fight',
      situation: 'conflict',
      terms: ownTerms(message, 'conflict') ?? 'the tension in your family',
      feeling: null,
      afraid: false,
    };
  }
  return null;
}

const FIGHT =
  /\b(fight\w*|fought|argu\w*|clash\w*|row(?:s|ing)?|pele\w*|brig\w*|discut\w*|litig\w*|streit\w*|dispute\w*|no nos hablamos|nao nos falamos)\b/;

/** Not wanting anyone near, said inside a hard chat: part of that hard thing, never a new conflict with whoever called. */
const WITHDRAWING =
  /\b(?:do ?n'?t|dont|do not) (?:want|feel like) (?:to )?(?:talk(?:ing)?|speak(?:ing)?|see(?:ing)?) (?:to |with )?(?:anyone|anybody|people|them|her|him)\b|\b(?:want|need) to be left alone\b|\bcan'?t face (?:anyone|people|them)\b|\bno quiero (?:hablar|ver) (?:con |a )?nadie\b|\bnao quero (?:falar|ver) (?:com )?ninguem\b|\bnon voglio (?:parlare|vedere) (?:con )?nessuno\b/;

/** The message says they want no one near for now ("i don't want to talk to anyone"). */
export function withdraws(message: string): boolean {
  return WITHDRAWING.test(normalise(message));
}

/**
 * The understanding of a message with the hard shares above taken in: a share the reader missed (or named with a
 * situation whose words are not in the message) becomes its situation; wanting no one near inside a hard chat stays
 * with the hard thing shared before. `earlier` are the situations of the earlier messages, as refined.
 */
export function refineHeard(
  heard: Understanding,
  message: string,
  earlier: readonly (Situation | null)[],
): Understanding {
  if (heard.situation && earlier.some((s) => s && s !== 'decision') && withdraws(message)) {
    return { ...heard, situation: null };
  }
  const share = hardShare(message);
  if (!share || heard.situation === share.situation) return heard;
  // The reader's situation stands when the message has clear words for it ("lost my job and i'm exhausted").
  if (heard.situation && share.kind !== 'pregnancy-loss' && ownTerms(message, heard.situation)) return heard;
  return { ...heard, situation: share.situation };
}

/** Where the chart speaks to each share, when it differs from its situation's own factors. */
const SHARE_FACTORS: Partial<Record<ShareKind, SituationFactors>> = {
  // Burnout: the 6th (daily work, the body's limits), Saturn (duty and load) and the Moon (what refills you).
  burnout: {
    houses: [6],
    points: ['Saturn', 'Moon'],
    rulersOf: [6],
    transitsTo: ['Saturn', 'Moon', 'Sun'],
    transiting: ['Saturn', 'Neptune', 'Pluto'],
  },
  // A step with a partner: the 7th (partnership), Venus (what they love and how) and the Moon (what feels safe).
  'partner-step': {
    houses: [7],
    points: ['Venus', 'Moon', 'Descendant'],
    rulersOf: [7],
    transitsTo: ['Venus', 'Moon', 'Descendant'],
    transiting: ['Saturn', 'Jupiter', 'Uranus'],
  },
  // A move: the 4th (home and roots left and made) and the 9th (distance, the wider world).
  move: {
    houses: [4, 9],
    points: [],
    rulersOf: [4, 9],
    transitsTo: ['IC', 'Moon', 'Jupiter'],
    transiting: ['Jupiter', 'Saturn', 'Uranus'],
  },
};

const SIBLING =
  /\b(sister|brother|sibling|sis|bro|irma|irmao|hermana|hermano|sorella|fratello|soeur|frere|schwester|bruder)s?\b/;
const FAMILY = /\b(family|familia|famiglia|famille|familie|parents?|mum|mom|mother|dad|father|mae|pai|madre|padre)\b/;

/**
 * The chart factors for a hard turn read from its share, or from the family a conflict is with (siblings the 3rd,
 * family and home the 4th); null when the situation's own factors fit. Their houses are read even when empty: the
 * person named that part of life.
 */
export function shareFactors(situation: Situation, message: string): SituationFactors | null {
  const share = hardShare(message);
  const own = share && share.situation === situation ? SHARE_FACTORS[share.kind] : undefined;
  if (own) return own;
  if (situation !== 'conflict') return null;
  const text = normalise(message);
  if (SIBLING.test(text))
    return {
      houses: [3, 4],
      points: [],
      rulersOf: [3],
      transitsTo: ['Mercury', 'Moon'],
      transiting: ['Saturn', 'Mars'],
    };
  if (FAMILY.test(text))
    return {
      houses: [4, 10],
      points: [],
      rulersOf: [4],
      transitsTo: ['Moon', 'IC'],
      transiting: ['Saturn', 'Pluto'],
    };
  return null;
}

const ASKS_THE_CHART =
  /\b(chart|birth chart|placements?|stars|astrolog\w*|horoscope|mapa|carta|tema natal|what do you see|cosa vedi|que ves|o que (?:voce )?ve)\b/;

/** The message asks what the chart says about the matter: the reading answers it, with no steadying in its place. */
export function asksTheChart(message: string): boolean {
  return ASKS_THE_CHART.test(normalise(message));
}
