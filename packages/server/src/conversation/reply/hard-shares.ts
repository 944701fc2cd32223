// Hard things people share that the understanding step has no situation for, or names wrongly: losing a pregnancy,
// burnout, fear of a step with a partner, fear of a move, wanting no one near after a loss, and a fight in the family.
// Each is met as what it is (the words for the acknowledgement) and read from the part of the chart that fits. This is
// phrase-level reading on top of the reader, in the reply layer: the reader's model is not retrained for it. Pure.
import { type DisclosureKind, disclosureIn } from '../understanding/disclosures.ts';
import type { Situation, Understanding } from '../understanding/understanding.ts';
import { adversityIn } from './adversity.ts';
import { feelingLine } from './care.ts';
import { asksAboutChildren, CHILD_SITUATIONS, separationTold } from './children-care.ts';
import { DISCLOSURE_FACTORS } from './disclosure-care.ts';
import { asksAboutTrust, asksConfrontOrCut, asksNewFriends, friendBetrayal } from './friend-betrayal.ts';
import { speaksOf } from './general-terms.ts';
import { asksBackTogether, goesBackToHurt, HURT_PATTERN_TERMS } from './hurt-pattern.ts';
import { illParent } from './ill-parent.ts';
import { jobDecision } from './job-decision.ts';
import { medicalWait, tellingWhom } from './medical-wait.ts';
import { normalise, ownTerms } from './own-terms.ts';
import { asksGoodbyeDay, dismissedGrief, petLoss } from './pet-loss.ts';
import type { SituationFactors } from './situation-factors.ts';

/** The kinds of hard share read here. */
export type ShareKind =
  | DisclosureKind
  | 'burnout'
  | 'partner-step'
  | 'move'
  | 'family-fight'
  | 'home-loss'
  | 'ex-contact'
  | 'pet-loss'
  | 'medical-wait'
  | 'betrayal'
  | 'hurt-pattern'
  | 'ill-parent'
  | 'separation'
  | 'adversity';

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
  /** How it is first acknowledged, when not by its situation's register. */
  register?: 'blow' | 'strain';
}

const FEAR =
  /\b(scared|afraid|terrified|frightened|nervous|freaking out|cold feet|anxious about|panicking|miedo|medo|paura|peur|angst|tengo miedo|com medo|ho paura|aterrad[oa]|apavorad[oa])\b/;

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

// Losing a home: an eviction, being kicked out, having to move out. Met as that, never as a lost job.
const HOME_LOSS =
  /\bevict\w*|\bkicked (?:me )?out\b|\bthrown out of (?:my|our|the) (?:flat|apartment|house|place|home)\b|\b(?:have|got|need) to (?:move out|leave (?:my|our|the) (?:flat|apartment|house|place|home))\b|\blos(?:e|ing|t) (?:my|our|the) (?:home|house|flat|apartment)\b|\blandlord (?:is |wants to |has decided to )?(?:sell\w*|mov\w* back in)\b|\b(?:have|got|given) (?:\w+ )?(?:months?|weeks?|days?)(?:'? notice)? to (?:find somewhere|find a new place|move out|get out)\b|\bdesalojo\b|\bdesahuci\w*|\bdesalojar\w*|\birme del (?:piso|departamento|apartamento)\b|\bme echan del\b|\bdespejo\b|\bdespejad[oa]s?\b|\bsair (?:de casa|do apartamento|do ape)\b|\bsfratt\w*|\bexpulse\w* de (?:mon|l) (?:appart\w*|logement)\b|\bavis d'?expulsion\b/;

// An ex getting back in touch: a choice about answering, with old feelings stirred, not a new break-up.
const EX_CONTACT =
  /\b(?:my |mi |meu |mon |ma )?ex\b.{0,40}\b(?:texted|messaged|called|wrote|dm'?d|reached out|contacted|got in touch|sent me|slid into|me escribio|me mando|me llamo|me mandou|me ligou|me escreveu|m'a (?:ecrit|envoye|appele)|mi ha scritto)\b/;

/** A step asked about rather than planned: whether, too soon, ready. */
const WEIGHS_STEP =
  /\b(?:should (?:i|we)|shall (?:i|we)|whether|not sure|is it (?:a good idea|too soon|too early|the right|wise)|are we ready|am i ready|too (?:soon|early|fast)|right (?:time|person|one)|deberia(?:mos)?|es (?:muy )?pronto|devo|devemos|e cedo|dois-je|est-ce trop tot|soll(?:en)? (?:ich|wir)|zu fruh|dovrei|dovremmo|e troppo presto)\b/;

const MONTHS_SINCE = /\bafter (\d+|a few|several|two|three|six) (months|years|weeks)\b/;

/** The hard share a message makes, or null. */
export function hardShare(message: string): HardShare | null {
  const text = normalise(message);
  const afraid = FEAR.test(text);
  // An animal companion's death, or the goodbye booked with the vet: a grief, met as one (pet-loss.ts).
  const pet = petLoss(message);
  if (pet) return { kind: 'pet-loss', situation: 'bereavement', terms: pet.terms, feeling: null, afraid: false };
  // A scan that found something, a biopsy awaited: fear while waiting, never a loss (medical-wait.ts).
  const waiting = medicalWait(message);
  if (waiting) return { kind: 'medical-wait', situation: 'illness', terms: waiting, feeling: 'the fear', afraid: true };
  // Someone close who is ill and still alive (dementia, cancer, hospice): never a bereavement (ill-parent.ts).
  const ill = illParent(message);
  if (ill) {
    const feeling = ill.course === 'ill' ? 'the worry' : 'this slow grief';
    return { kind: 'ill-parent', situation: 'illness', terms: ill.terms, feeling, afraid: false };
  }
  // A friend talking behind their back: a betrayal of trust, never a break-up (friend-betrayal.ts).
  const betrayed = friendBetrayal(message);
  if (betrayed) return { kind: 'betrayal', situation: 'conflict', terms: betrayed, feeling: 'the hurt', afraid: false };
  // Going back, again and again, to people who hurt them: the hurt named before the why (hurt-pattern.ts).
  if (goesBackToHurt(message))
    return {
      kind: 'hurt-pattern',
      situation: 'breakup',
      terms: HURT_PATTERN_TERMS,
      feeling: 'the hurt',
      afraid: false,
    };
  // Told in so many words: someone close drinking again, an exam failed, alone after a move, a pregnancy lost,
  // coming out (understanding/disclosures.ts), the same reading the understanding step names the situation by.
  const told = disclosureIn(message);
  if (told) return { ...told };
  // A crime, an accident, a fire, an affair, a child in trouble, papers refused...: met as what happened (adversity.ts).
  const adverse = adversityIn(message);
  if (adverse) return { kind: 'adversity', ...adverse, afraid };
  if (HOME_LOSS.test(text)) {
    const eviction = /\b(evict\w*|desalojo|desahuci\w*|despejo|sfratt\w*|expulsion)\b/.test(text);
    const notice = /\b(notice|letter|carta|ordem|aviso|avis|lettera)\b/.test(text);
    return {
      kind: 'home-loss',
      situation: 'money-worry',
      terms: eviction ? (notice ? 'the eviction notice' : 'the eviction') : 'having to leave your home',
      feeling: 'the worry',
      afraid: false,
    };
  }
  // A couple separating or divorcing, which the reader often misses ("we're separating"): a break-up, met as one.
  const separation = separationTold(message);
  if (separation) return { kind: 'separation', situation: 'breakup', terms: separation, feeling: 'the hurt', afraid };
  if (EX_CONTACT.test(text)) {
    const since = text.match(MONTHS_SINCE);
    return {
      kind: 'ex-contact',
      situation: 'decision',
      terms: since ? `hearing from your ex after ${since[1]} ${since[2]}` : 'hearing from your ex again',
      feeling: null,
      afraid,
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
  // A step still weighed ("should we move in?") or feared; a plan told ("I'm proposing at Christmas") is good news.
  if (step && (PARTNER.test(text) || step[1] !== 'moving in together') && (afraid || WEIGHS_STEP.test(text))) {
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

const SLEEPLESS =
  /\b(?:can'?t|cannot|couldn'?t) (?:sleep|fall asleep)\b|\b(?:lying|lie|laying|still) awake\b|\binsomni\w*|\bno (?:puedo|consigo) dormir\b|\bnao consigo dormir\b|\bn'?arrive pas a dormir\b|\bnon riesco a dormire\b/;

/** The service, in seven languages. */
const SERVICE =
  '(?:funeral|memorial|service|wake|entierro|velorio|funeral|enterro|obseques|enterrement|funerailles|funerale|funerali|esequie|beerdigung|trauerfeier|begrabnis|begrafenis|uitvaart)';
/** Words to say or read there, or the writing of them. */
const WORDS_TO_SAY =
  '(?:speech|say a few words|speak|words|read something|write something|discurso|unas palabras|algumas palavras|dizer algo|ler algo|leer algo|hommage|discours|lire quelque chose|quelques mots|discorso|leggere qualcosa|dire qualcosa|due parole|scrivere|rede|etwas sagen|etwas vorlesen|toespraak|iets voorlezen|iets zeggen)';
const SPEECH = new RegExp(
  `\\beulog\\w*|\\belogio funebre\\b|\\beloge funebre\\b|\\btrauerrede\\b|\\bgrafrede\\b|\\b${WORDS_TO_SAY}\\b.{0,60}\\b${SERVICE}\\b|\\b${SERVICE}\\b.{0,80}\\b${WORDS_TO_SAY}\\b`,
);

/** The message asks for help with words for a funeral (a eulogy, "a few words at the service"). */
export function asksForEulogy(message: string): boolean {
  return SPEECH.test(normalise(message));
}

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
  const inside = earlier.some((s) => s && s !== 'decision');
  if (heard.situation && inside && withdraws(message)) return { ...heard, situation: null };
  const share = hardShare(message);
  // Inside a grief, "it's just a dog, pull yourself together" is that grief dismissed, not a new quarrel; "is
  // thursday a bad day for it?" is a question about the goodbye, answered as one.
  if (earlier.includes('bereavement') && !share) {
    if (dismissedGrief(message)) return { ...heard, situation: null };
    if (asksGoodbyeDay(message)) return { ...heard, situation: 'bereavement' };
  }
  // "I don't know how to tell my mum", inside a chat about an illness or a result awaited: help with telling her.
  if (earlier.includes('illness') && !share && tellingWhom(message)) return { ...heard, situation: 'illness' };
  // "Will the kids be ok?", "how do I tell the children", after a separation, a fight, a move or an illness: about
  // the children in that hard time (children-care.ts).
  const hardBefore = [...earlier].reverse().find((s) => s && CHILD_SITUATIONS.includes(s));
  if (hardBefore && !share && asksAboutChildren(message)) return { ...heard, situation: hardBefore };
  // Asked with nothing told before, it is still about children who exist and something hard to tell, never the 5th
  // house of having them: met as a hard time not yet named ('decision' names no event: general-terms.ts).
  if (!earlier.some(Boolean) && !share && !heard.situation && asksAboutChildren(message))
    return { ...heard, situation: 'decision' };
  // After a friend's betrayal: trust, confront-or-cut and new friends go on with it.
  const afterBetrayal = asksAboutTrust(message) || asksConfrontOrCut(message) || asksNewFriends(message);
  if (earlier.includes('conflict') && !share && afterBetrayal) return { ...heard, situation: 'conflict' };
  // "Will we get back together?" after telling of going back to people who hurt: that pattern, asked about.
  if (earlier.includes('breakup') && !share && asksBackTogether(message)) return { ...heard, situation: 'breakup' };
  // Leaving a job, now or later, with or without a fear for money: a decision met as one, the fear named in it.
  const job = jobDecision(message);
  if (job && !share && !['money-worry', 'decision', 'job-loss', 'anxiety'].includes(heard.situation ?? ''))
    return { ...heard, situation: job.moneyFear ? 'money-worry' : 'decision' };
  // Lying awake over it, told inside a hard chat: the sleeplessness is met, tied to what keeps them up.
  if (inside && !heard.situation && SLEEPLESS.test(normalise(message))) return { ...heard, situation: 'sleep' };
  // Words for a funeral to write are a loss, whatever else the reader heard.
  if (asksForEulogy(message) && heard.situation !== 'bereavement') return { ...heard, situation: 'bereavement' };
  // Worn out inside an illness ("i'm exhausted from sitting with him"): the illness goes on, the tiredness named in it.
  if (earlier.includes('illness') && share?.kind === 'burnout') return { ...heard, situation: null };
  // "I feel so empty" after a loss is a feeling inside that loss, not a new loneliness to console.
  if (inside && heard.situation && !share && feelingLine(message) && !ownTerms(message, heard.situation)) {
    return { ...heard, situation: null };
  }
  // A situation guessed with no words for it ("I called in sick" heard as illness news) is not what this person
  // said: inside a chat that told another hard thing, or when nothing is shared, it names no new situation, so no
  // other situation's lines reach this chat later (the told one is carried instead).
  const toldOther = earlier.some((s) => s && s !== heard.situation);
  if (
    heard.situation &&
    !share &&
    (toldOther || !(heard.acts ?? []).includes('share')) &&
    !speaksOf(heard.situation, message) &&
    !ownTerms(message, heard.situation)
  )
    return { ...heard, situation: null };
  if (!share || heard.situation === share.situation) return heard;
  // The reader's situation stands when the message has clear words for it ("lost my job and i'm exhausted").
  // (Losing a home and a lost pregnancy are never read as the job or the person the reader heard instead.)
  const always =
    share.kind in DISCLOSURE_FACTORS ||
    share.kind === 'home-loss' ||
    share.kind === 'ex-contact' ||
    share.kind === 'pet-loss' ||
    share.kind === 'medical-wait' ||
    share.kind === 'betrayal' ||
    share.kind === 'hurt-pattern' ||
    share.kind === 'ill-parent' ||
    share.kind === 'adversity';
  if (heard.situation && !always && ownTerms(message, heard.situation)) return heard;
  return { ...heard, situation: share.situation };
}

/** Where the chart speaks to each share, when it differs from its situation's own factors. */
const SHARE_FACTORS: Partial<Record<ShareKind, SituationFactors>> = {
  ...DISCLOSURE_FACTORS,
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
  // An animal companion: the Moon (attachment and daily comfort) and Venus (affection given and taken in); never the
  // family houses of a person's death (the 4th, the 8th), on the turn told or any turn after it.
  'pet-loss': {
    houses: [],
    points: ['Moon', 'Venus'],
    rulersOf: [],
    transitsTo: ['Moon', 'Venus'],
    transiting: ['Saturn', 'Neptune', 'Pluto'],
  },
  // A friend's betrayal: the 11th (friends, groups), the Moon (what feels safe), Venus (closeness), Saturn (caution).
  betrayal: {
    houses: [11],
    points: ['Moon', 'Venus', 'Saturn'],
    rulersOf: [11],
    transitsTo: ['Moon', 'Venus'],
    transiting: ['Saturn', 'Pluto'],
  },
  // Going back to people who hurt: the Moon (what feels like home), Venus (what draws them), Saturn (what love was
  // made to cost), and the 7th (who they keep meeting).
  'hurt-pattern': {
    houses: [7],
    points: ['Moon', 'Venus', 'Saturn', 'Chiron'],
    rulersOf: [7],
    transitsTo: ['Venus', 'Moon'],
    transiting: ['Saturn', 'Pluto'],
  },
  // Someone close who is ill: the Moon (what steadies them), Saturn (how they carry a long weight) and the 4th, the
  // family and the parents (its cusp, the IC, is traditionally a parent); never the 6th or the 1st, their own body.
  'ill-parent': {
    houses: [4],
    points: ['Moon', 'Saturn'],
    rulersOf: [4],
    transitsTo: ['Moon', 'Saturn', 'IC'],
    transiting: ['Saturn', 'Neptune', 'Pluto'],
  },
  // Losing a home: the 4th (home and roots), the Moon (what feels safe) and the 4th's ruler.
  'home-loss': {
    houses: [4],
    points: ['Moon'],
    rulersOf: [4],
    transitsTo: ['Moon', 'IC'],
    transiting: ['Saturn', 'Uranus', 'Pluto'],
  },
  // An ex in touch again: Venus (what they love and how), the Moon (what feels safe) and the 7th.
  'ex-contact': {
    houses: [7],
    points: ['Venus', 'Moon'],
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

/** Where the chart speaks to a share of this kind, when it has its own factors. */
export function shareKindFactors(kind: ShareKind): SituationFactors | null {
  return SHARE_FACTORS[kind] ?? null;
}

/**
 * Where the chart speaks to the hard thing told earlier in the chat, on the later turns that carry it: an animal's
 * goodbye stays the Moon and Venus, an ill parent the Moon, Saturn and the 4th; null when the latest share of that
 * situation has no ground of its own (its situation's factors then apply).
 */
export function toldFactors(situation: Situation, before: readonly string[] = []): SituationFactors | null {
  for (const m of [...before].reverse()) {
    const share = hardShare(m);
    if (share?.situation === situation) return SHARE_FACTORS[share.kind] ?? null;
  }
  return null;
}

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

const LETTER =
  /\bcartas? de (?:desalojo|desahucio|despido|despejo|demissao|aviso|cobro|cobranca|renuncia|rechazo|amor)\b/g;

/** The message asks what the chart says about the matter: the reading answers it, with no steadying in its place. */
export function asksTheChart(message: string): boolean {
  // "Una carta de desalojo" is a letter, not a chart.
  return ASKS_THE_CHART.test(normalise(message).replace(LETTER, ''));
}
