// Hard moments where the help asked for is not a reading: someone who wants no chart, only someone to talk to; a
// eulogy to write; a night without sleep over what they are facing; an ex back in touch; a choice with family in it.
// Each is met in the person's own terms (what they told earlier in the chat included). Pure text, no price.

import type { PersonalityId } from '@stellara/contract';
import { type ChartContext, ordinal, planetOf } from '../chart-context.ts';
import type { Language, Situation } from '../understanding/understanding.ts';
import {
  asksAboutChildren,
  CHILD_SITUATIONS,
  childContext,
  childrenFirstLine,
  childrenHelp,
  childrenTelling,
} from './children-care.ts';
import { eulogyHelp, pronounsOfTheDead } from './eulogy.ts';
import {
  asksAboutTrust,
  asksConfrontOrCut,
  asksNewFriends,
  confrontOrCut,
  friendPronoun,
  newFriendsSteps,
  trustReading,
} from './friend-betrayal.ts';
import { type FollowUpLanguage, linesLanguage } from './hard-followup-lines.ts';
import { asksForEulogy, type HardShare, hardShare, shareKindFactors } from './hard-shares.ts';
import { asksBackTogether, BACK_TOGETHER_FIRST, backTogetherReading, hurtPatternReading } from './hurt-pattern.ts';
import { type JobDecision, jobDecision, jobDecisionFirstLine, jobQuestions, jobTiming } from './job-decision.ts';
import { localReach } from './local-lines.ts';
import { tellingFirstLine, tellingHelp, tellingWhom } from './medical-wait.ts';
import { asksWhetherTo, normalise, ownTerms } from './own-terms.ts';
import { asksGoodbyeDay, goodbyeDayFirstLine, goodbyeDayHelp, type PetLoss, petToldBefore } from './pet-loss.ts';
import type { SituationFactors } from './situation-factors.ts';

// ---------------------------------------------------------------------------------------------
// "I don't want a reading, I just need someone to talk to"

const NO_READING =
  /\b(?:do ?n'?t|dont|do not) (?:want|need) (?:a |any |my )?(?:reading|horoscope|chart|astrology)\b|\bnot (?:here )?for (?:a |the )?(?:reading|horoscope|astrology)\b|\bjust (?:want|need) (?:someone|somebody|anyone|a person) to talk to\b|\b(?:do ?n'?t|dont|do not) (?:know|have) (?:who|anyone|anybody|someone) (?:else )?to talk to\b|\b(?:no ?one|nobody) (?:else )?to talk to\b|\bno quiero (?:una |ninguna )?lectura\b|\bsolo (?:quiero|necesito) hablar con alguien\b|\bno tengo (?:a )?(?:nadie|con quien) (?:con quien )?hablar\b|\bnao quero (?:uma |nenhuma )?leitura\b|\bso (?:quero|preciso) (?:conversar|falar) com alguem\b|\bnao tenho (?:com quem|ninguem pra|ninguem para) (?:falar|conversar)\b|\bje ne veux pas (?:de )?lecture\b|\bpersonne (?:a qui|avec qui) parler\b|\bje veux juste parler a quelqu'?un\b/;

/** The message asks for no reading, only someone to talk to. */
export function wantsJustToTalk(message: string): boolean {
  return NO_READING.test(normalise(message));
}

/** Situations a job decision is heard in (a money fear, a choice, a job already shaky). */
const JOB_SITUATIONS: readonly Situation[] = ['money-worry', 'decision', 'job-loss', 'anxiety'];

/** The first line for what is asked after a friend's betrayal. */
const AFTER_BETRAYAL_FIRST: Record<'trust' | 'confront-or-cut' | 'new-friends', string> = {
  trust:
    'After what happened, of course trust feels out of reach right now; that is a wound talking, not a flaw in you.',
  'confront-or-cut':
    'It makes sense to be torn: talking it out and walking away are both real options, and each costs something different.',
  'new-friends': "That's a hopeful question to be asking after this, and a good one: the hurt hasn't closed you off.",
};

/** Fear named beside the sleeplessness ("j'ai tellement peur"). */
const FEARFUL = /\b(scared|afraid|terrified|frightened|fear|miedo|medo|paura|peur|angst)\b/;

const NIGHT = /\b(\d ?am|night|tonight|can'?t sleep|awake|noche|madrugada|noite|nuit)\b/;

/** "Tonight" in each language, said only when they wrote at night. */
const TONIGHT: Record<FollowUpLanguage, string> = {
  en: 'tonight ',
  es: 'esta noche ',
  pt: 'hoje à noite, ',
  fr: 'ce soir ',
};

const STAY: Record<FollowUpLanguage, { night: string; day: string; ask: string; reach: string }> = {
  en: {
    night:
      "No reading, then; we can just talk. I'm glad you wrote, even at this hour. Nights like this, when everyone you know is asleep, can make a heavy thing feel even heavier.",
    day: "No reading, then; we can just talk. I'm glad you wrote, and you don't need a reason or a question to be here.",
    ask: "What's on your mind right now, if you'd like to tell me?",
    reach:
      "I'm an automated reader, not a person, so I also want you to have a human voice {tonight}if you want one: Samaritans answer day and night on 116 123 in the UK and Ireland, and you don't have to be in crisis to call, only wanting to talk; in the US and Canada you can call or text 988; anywhere else, findahelpline.com lists free lines by country. I'm here either way.",
  },
  es: {
    night:
      'Nada de lectura, entonces; podemos simplemente hablar. Me alegra que escribieras, aunque sea a esta hora. Las noches en que todos duermen hacen que lo pesado pese aún más.',
    day: 'Nada de lectura, entonces; podemos simplemente hablar. Me alegra que escribieras, y no necesitas un motivo para estar aquí.',
    ask: '¿Qué te está dando vueltas ahora mismo, si quieres contármelo?',
    reach:
      'Soy un lector automático, no una persona, así que también quiero que tengas una voz humana {tonight}si la quieres: en España, el Teléfono de la Esperanza (717 003 717) atiende a cualquier hora a quien necesite hablar, sin tener que estar en crisis; en otros países, findahelpline.com reúne líneas gratuitas. Yo sigo aquí de todos modos.',
  },
  pt: {
    night:
      'Sem leitura, então; podemos só conversar. Que bom que você escreveu, mesmo a essa hora. Noites em que todo mundo dorme deixam o que pesa ainda mais pesado.',
    day: 'Sem leitura, então; podemos só conversar. Que bom que você escreveu, e você não precisa de motivo para estar aqui.',
    ask: 'O que está passando pela sua cabeça agora, se quiser me contar?',
    reach:
      'Sou um leitor automático, não uma pessoa, então também quero que você tenha uma voz humana {tonight}se quiser: no Brasil, o CVV atende a qualquer hora pelo 188 quem só precisa conversar, sem precisar estar em crise; em outros países, findahelpline.com reúne linhas gratuitas. Eu continuo aqui de qualquer jeito.',
  },
  fr: {
    night:
      'Pas de lecture, alors ; on peut simplement parler. Je suis content que tu aies écrit, même à cette heure. Les nuits où tout le monde dort rendent ce qui pèse encore plus lourd.',
    day: "Pas de lecture, alors ; on peut simplement parler. Je suis content que tu aies écrit, et tu n'as besoin d'aucune raison pour être là.",
    ask: "Qu'est-ce qui te tourne dans la tête en ce moment, si tu veux me le dire ?",
    reach:
      'Je suis un lecteur automatique, pas une personne, alors je veux aussi que tu aies une voix humaine {tonight}si tu en as envie : en France, SOS Amitié répond jour et nuit au 09 72 39 40 50 à qui a besoin de parler, sans avoir à être en crise ; ailleurs, findahelpline.com donne des lignes gratuites par pays. Je reste là de toute façon.',
  },
};

/** They asked for no reading earlier in this chat, and this message asks nothing of the chart: none is given yet. */
export function keepsNoReading(message: string, before: readonly string[] = []): boolean {
  return (
    before.some(wantsJustToTalk) &&
    !/\b(chart|reading|placements?|astrolog\w*|horoscope|mapa|carta natal|th[eè]me)\b/i.test(message)
  );
}

/** A later message in a chat with no reading, that tells nothing hard and asks nothing: listened to, briefly. */
const LISTENING: Record<FollowUpLanguage, string> = {
  en: "I'm listening. Take your time, and say as much or as little as you like; there's no wrong way to put it. What has today been like for you?",
  es: 'Te escucho. Tómate tu tiempo y cuenta tanto o tan poco como quieras; no hay una forma equivocada de decirlo. ¿Cómo ha sido tu día?',
  pt: 'Estou ouvindo. Vá no seu tempo e conte o quanto quiser; não existe jeito errado de dizer. Como foi o seu dia?',
  fr: "Je t'écoute. Prends ton temps, dis-en autant ou aussi peu que tu veux ; il n'y a pas de mauvaise façon de le dire. Comment s'est passée ta journée ?",
};

/** The listening reply for a later turn of a chat with no reading. */
export function listeningReply(language: Language): string {
  return LISTENING[linesLanguage(language)];
}

/** The reply to someone who wants no reading, only to talk: stays with them, one question, one person to reach. */
export function justTalkReply(
  plan: { message: string; language: Language; before?: readonly string[] },
  earlierText = '',
): string {
  const { message, language } = plan;
  // Asked for no reading earlier: listened to now, without the whole first reply again.
  if (!wantsJustToTalk(message) || earlierText.includes('no reading, then')) return listeningReply(language);
  const lang = linesLanguage(language);
  const lines = STAY[lang];
  const night = NIGHT.test(normalise(message));
  const reach = (localReach(lang, [...(plan.before ?? []), message]) ?? lines.reach).replace(
    '{tonight}',
    night ? TONIGHT[lang] : '',
  );
  return [night ? lines.night : lines.day, lines.ask, reach].join('\n\n');
}

// ---------------------------------------------------------------------------------------------
// What they told earlier in the chat

/** The latest hard share told in the earlier messages, or null. */
export function toldBefore(before: readonly string[] = []): HardShare | null {
  for (const m of [...before].reverse()) {
    const share = hardShare(m);
    if (share) return share;
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// No sleep over what they are facing

/** Two or three small things for tonight, tied to what keeps them awake (said instead of a chart reading). */
export function sleepTonight(told: HardShare | null): string {
  const about = told?.terms ?? 'all this';
  const tomorrow =
    told?.kind === 'home-loss'
      ? 'a housing advice service or tenants’ association near you can tell you what the notice really allows and what help there is; that call is for the morning, not for 3am'
      : told?.kind === 'medical-wait'
        ? 'if it would help, write down the questions you want to ask the doctor, or call in the morning to ask when the result is due; knowing the date can make the wait a little less open-ended'
        : 'the one call or task that would help most; it is for the morning, not for the middle of the night';
  return [
    '### For tonight',
    `Lying awake over ${about} is what a mind does when it tries to solve at night something that can only be dealt with in the day. A few small things for tonight:`,
    `- Write down the next two or three things to do about it, with a day for each, then close the notebook: it is kept there now, not in your head.`,
    `- If you're still awake after about twenty minutes, get up, keep the light low and do something dull until you feel sleepy, then go back.`,
    `- Decide now what tomorrow's first step is: ${tomorrow}.`,
  ].join('\n');
}

// ---------------------------------------------------------------------------------------------
// An ex back in touch

/** What hearing from an ex stirs, said first. */
export function exFirstLine(told: HardShare): string {
  const after = told.terms.match(/ (after .+)$/)?.[1];
  return `A message like that${after ? ` ${after}` : ''} can stir up a lot at once: curiosity, old hurt, maybe a flicker of hope, and it's fine if you don't know yet which one is loudest.`;
}

/** The choice about answering an ex, left to them, with the questions that help weigh it. */
export const EX_CHOICE =
  "Whether to answer, and how, is yours to decide; no chart should decide it for you, and there is no deadline on a reply. A few questions that may help: when you read it, what did you feel first, and what did you feel a minute later? If you answered, what would you want to happen next? And what has this time apart given you that you'd want to keep?";

/** "Should I reply?" asked after telling of the ex: still theirs, with what may help them weigh it, no verdict. */
export const EX_REPLY_FIRST =
  "Whether to reply is still yours to decide, and I won't make that call for you; here is what may help you weigh it.";

export const EX_REPLY_WEIGH =
  "If you do reply, it can be short and only as warm as you really feel; you don't owe them a long conversation, or an answer tonight. If you'd be replying in the hope of something, it's worth asking whether they have shown they can give it now. And if imagining not replying brings relief, that is an answer too.";

// ---------------------------------------------------------------------------------------------
// A choice with family in it

const FAMILY_ALONE =
  /\b(?:my )?(mum|mom|mother|dad|father|mae|pai|mama|madre|padre|mere|pere)\b.{0,30}\b(?:alone|on (?:her|his) own|by (?:her|him)self|sozinh[oa]|sol[oa]|seul[e]?)\b/;
const REGRET = /\bregret|arrepend\w*|arrepent\w*|regrett\w*|pentir\w*/;
const WHO: Record<string, string> = {
  mum: 'your mum',
  mom: 'your mom',
  mother: 'your mother',
  mae: 'your mum',
  mama: 'your mum',
  madre: 'your mother',
  mere: 'your mother',
  dad: 'your dad',
  father: 'your father',
  pai: 'your dad',
  padre: 'your father',
  pere: 'your father',
};
const DAYS: [RegExp, string][] = [
  [/\b(monday|lunes|segunda|lundi)\b/, 'Monday'],
  [/\b(tuesday|martes|terca|mardi)\b/, 'Tuesday'],
  [/\b(wednesday|miercoles|quarta|mercredi)\b/, 'Wednesday'],
  [/\b(thursday|jueves|quinta|jeudi)\b/, 'Thursday'],
  [/\b(friday|viernes|sexta|vendredi)\b/, 'Friday'],
  [/\b(saturday|sabado|samedi)\b/, 'Saturday'],
  [/\b(sunday|domingo|dimanche)\b/, 'Sunday'],
  [/\b(tomorrow|manana|amanha|demain)\b/, 'tomorrow'],
];

/** The family a choice touches, and the fear of regret, when the chat told of them; null when it did not. */
export function familyInChoice(message: string, before: readonly string[] = []): string | null {
  const all = [...before, message].map(normalise);
  const family = all.map((t) => t.match(FAMILY_ALONE)).find(Boolean);
  if (!family) return null;
  const who = WHO[family[1]!] ?? 'your family';
  const [her, own] = /mum|mom|mother|mae|mama|madre|mere/.test(family[1]!) ? ['her', 'her own'] : ['him', 'his own'];
  const regret = all.some((t) => REGRET.test(t));
  const died = all.map((t) => ownTerms(t, 'bereavement')).find((t) => t && t !== who);
  const text = normalise(message);
  const day = DAYS.find(([p]) => p.test(text))?.[1];
  const deadline = day
    ? `With an answer due ${day === 'tomorrow' ? 'tomorrow' : `by ${day}`}, give yourself one quiet evening for it before then; and if you need a little longer, asking for it is a normal thing to do.`
    : null;
  return [
    `Whether to accept is yours to decide, and no chart should make it for you. You've named two real things: ${regret ? 'the fear of regretting it' : 'what this could cost'}, and ${who}, on ${own}${died && died !== who ? ` since ${died} died` : ' now'}. Both deserve a place in the choice.`,
    'Three questions that may help:',
    `- Picture saying no: is what you feel relief, or a loss you'd carry?`,
    `- What would ${who} say if you asked ${her} outright, rather than what you fear ${her === 'her' ? 'she' : 'he'}'d feel?`,
    '- Is there a version that keeps you close: visits planned ahead, a trial year, a date to look at it again together?',
    deadline,
  ]
    .filter(Boolean)
    .join('\n');
}

// ---------------------------------------------------------------------------------------------
// What a hard turn of these kinds is answered with

/** What lives in a house: the planets in it, for a sentence ("with Mercury there"). */
function residents(chart: ChartContext, house: number): string {
  const names = chart.planets
    .filter((p) => p.house === house && !['Midheaven', 'Ascendant'].includes(p.name))
    .map((p) => (p.name === 'North Node' ? 'the North Node' : p.name));
  return names.length ? `, with ${names.join(' and ')} there` : '';
}

/**
 * A choice between work far away and family: the 10th and the 4th face each other (career and home), and the Moon is
 * what needs to feel safe whichever way it goes. Null without houses (birth time unknown).
 */
export function workHomeAxis(chart: ChartContext): string | null {
  const tenth = chart.houses.find((h) => h.number === 10);
  const fourth = chart.houses.find((h) => h.number === 4);
  const moon = planetOf(chart, 'Moon');
  if (!tenth || !fourth || !moon?.house) return null;
  return `This choice sits on one line of your chart: the 10th house, career and how you're seen, begins in ${tenth.sign}${residents(chart, 10)}, and faces the 4th, home, family and roots, in ${fourth.sign}${residents(chart, 4)}. They are two ends of one axis, so whatever you choose, the other end will ask to be looked after too. Your Moon in ${moon.sign}, in the ${ordinal(moon.house)} house, is what needs to feel safe either way: notice which option lets it settle, not only which one looks right on paper.`;
}

/** The care asked for on a hard turn beyond a reading, or null: it decides the sections and the factors read. */
export type CareNeed =
  | { kind: 'eulogy' }
  | { kind: 'sleep'; told: HardShare | null }
  | { kind: 'ex'; told: HardShare; followUp: boolean }
  | { kind: 'family-choice'; lines: string }
  | { kind: 'goodbye-day'; pet: PetLoss | null }
  | { kind: 'after-betrayal'; ask: 'trust' | 'confront-or-cut' | 'new-friends'; her: 'her' | 'him' | 'them' }
  | { kind: 'hurt-pattern'; backTogether: boolean }
  | { kind: 'job-decision'; decision: JobDecision }
  | { kind: 'telling'; whom: { who: string; called: string }; terms: string | null }
  | { kind: 'children'; ask: 'how' | 'telling'; context: ReturnType<typeof childContext> };

/** What this hard turn needs besides (or instead of) a reading, from its words and what the chat told before. */
export function careNeed(situation: Situation, message: string, before: readonly string[] = []): CareNeed | null {
  if (situation === 'bereavement' && asksForEulogy(message)) return { kind: 'eulogy' };
  // "Is thursday a bad day for it?" about an animal's goodbye: answered honestly, with no transits.
  const pet = situation === 'bereavement' && asksGoodbyeDay(message) ? petToldBefore(before, message) : null;
  if (pet) return { kind: 'goodbye-day', pet };
  // Children who exist, in a separation, a fight at home, a move or an illness: their own answer (children-care.ts).
  const children = CHILD_SITUATIONS.includes(situation) ? asksAboutChildren(message) : null;
  if (children) return { kind: 'children', ask: children, context: childContext(situation, [...before, message]) };
  const told = toldBefore(before);
  if (situation === 'sleep' && told) return { kind: 'sleep', told };
  // Leaving a job, or resigning now or waiting: the choice theirs, practical questions, the chart's timing for it.
  // (Burnout with "i keep thinking about quitting" is met as burnout first.)
  const job = JOB_SITUATIONS.includes(situation) && !hardShare(message) ? jobDecision(message) : null;
  if (job) return { kind: 'job-decision', decision: job };
  // Going back to people who hurt: the why read from the chart; "will we get back together?" answered honestly first.
  if (hardShare(message)?.kind === 'hurt-pattern') return { kind: 'hurt-pattern', backTogether: false };
  if (situation === 'breakup' && told?.kind === 'hurt-pattern' && asksBackTogether(message))
    return { kind: 'hurt-pattern', backTogether: true };
  // After a friend's betrayal: whether trust is in the chart, confront or cut contact, finding friends to trust.
  if (situation === 'conflict' && told?.kind === 'betrayal') {
    const ask = asksConfrontOrCut(message)
      ? 'confront-or-cut'
      : asksNewFriends(message)
        ? 'new-friends'
        : asksAboutTrust(message)
          ? 'trust'
          : null;
    if (ask) return { kind: 'after-betrayal', ask, her: friendPronoun([...before, message]) };
  }
  // "I don't know how to tell my mum" about an illness or a result awaited: real help with telling her.
  const whom = situation === 'illness' ? tellingWhom(message) : null;
  if (whom) return { kind: 'telling', whom, terms: told?.kind === 'medical-wait' ? told.terms : null };
  const own = hardShare(message);
  if (own?.kind === 'ex-contact') return { kind: 'ex', told: own, followUp: false };
  if (situation === 'decision' && told?.kind === 'ex-contact' && asksWhetherTo(message))
    return { kind: 'ex', told, followUp: true };
  if (situation === 'decision' || asksWhetherTo(message)) {
    const lines = familyInChoice(message, before);
    if (lines) return { kind: 'family-choice', lines };
  }
  return null;
}

/** The chart factors for a care need: none for a eulogy or a sleepless night, the choice's own for the others. */
export function careSources(need: CareNeed | null): SituationFactors | 'none' | null {
  if (!need) return null;
  if (need.kind !== 'ex') return 'none';
  return shareKindFactors('ex-contact');
}

/**
 * The sections a care need adds to a hard turn (before any chart), or null when it adds none. The person's own
 * transit dates only where their plan has them (`personalTiming`).
 */
export function careSections(
  need: CareNeed | null,
  message: string,
  chart: ChartContext,
  personalTiming: boolean,
): string[] | null {
  if (!need) return null;
  if (need.kind === 'eulogy') return [eulogyHelp(message)];
  if (need.kind === 'sleep') return [sleepTonight(need.told)];
  if (need.kind === 'goodbye-day') return [goodbyeDayHelp(need.pet)];
  if (need.kind === 'telling') return [tellingHelp(need.whom, need.terms)];
  if (need.kind === 'children')
    return [need.ask === 'telling' ? childrenTelling(need.context) : childrenHelp(need.context)];
  if (need.kind === 'job-decision') {
    const timing = personalTiming ? jobTiming(chart, need.decision) : null;
    return [jobQuestions(need.decision), ...(timing ? [timing] : [])];
  }
  if (need.kind === 'hurt-pattern') {
    const reading = need.backTogether ? backTogetherReading(chart) : hurtPatternReading(chart);
    return reading ? [reading] : [];
  }
  if (need.kind === 'after-betrayal') {
    if (need.ask === 'confront-or-cut') return [confrontOrCut(need.her)];
    const section = need.ask === 'trust' ? trustReading(chart) : newFriendsSteps(chart);
    return section ? [section] : [];
  }
  if (need.kind === 'ex') return [`### The choice is yours\n${need.followUp ? EX_REPLY_WEIGH : EX_CHOICE}`];
  const axis = workHomeAxis(chart);
  return [`### The choice is yours\n${need.lines}`, ...(axis ? [`### Your chart on this choice\n${axis}`] : [])];
}

/** The first line of a hard turn with a care need, before its sections; null to keep the usual acknowledgement. */
export function careFirstLine(need: CareNeed | null, message: string, voice: PersonalityId = 'guide'): string | null {
  if (!need) return null;
  if (need.kind === 'children') return childrenFirstLine(need.ask, message, voice);
  if (need.kind === 'eulogy') {
    const [who, whose] = pronounsOfTheDead(message);
    const gone = whose === 'they' ? "they're gone" : `${whose}'s gone`;
    return `I'm so sorry. Being asked to speak about ${who} while you're still taking in that ${gone} is a lot, and a blank page right now is completely normal.`;
  }
  if (need.kind === 'sleep' && need.told?.afraid && FEARFUL.test(normalise(message)))
    return `Of course you're frightened, and of course it's keeping you awake; ${need.told.terms} is a lot to lie there holding.`;
  if (need.kind === 'sleep')
    return `Of course it's keeping you awake; ${need.told?.terms ?? 'all of this'} is a lot to lie there holding.`;
  if (need.kind === 'ex') return need.followUp ? EX_REPLY_FIRST : exFirstLine(need.told);
  if (need.kind === 'goodbye-day') return goodbyeDayFirstLine(need.pet);
  if (need.kind === 'telling') return tellingFirstLine(need.whom);
  if (need.kind === 'after-betrayal') return AFTER_BETRAYAL_FIRST[need.ask];
  if (need.kind === 'job-decision') return jobDecisionFirstLine(need.decision);
  // The share itself keeps its acknowledgement; the question of getting back together is answered honestly first.
  if (need.kind === 'hurt-pattern') return need.backTogether ? BACK_TOGETHER_FIRST : null;
  return "It makes sense that this is hard to decide: you're weighing a real chance against the people you love, and there's a date on it.";
}

/**
 * The hard thing told earlier in the chat, in the person's own terms ("the eviction notice", "your dad"), or null:
 * comfort names what they are going through instead of a general word for it.
 */
export function toldTerms(situation: Situation, before: readonly string[] = []): string | null {
  for (const m of [...before].reverse()) {
    const share = hardShare(m);
    if (share?.situation === situation) return share.terms;
    const own = ownTerms(m, situation);
    if (own) return own;
  }
  return null;
}

/** How a hard thing told is spoken of in a comfort line: a person lost is "losing your dad"; an event stays as said. */
export function asLoss(situation: Situation, terms: string): string {
  return situation === 'bereavement' && /^your /.test(terms) ? `losing ${terms}` : terms;
}

/** Said to a feeling shared inside a hard chat that names none we know: their own words heard, varied by turn. */
export function feelingHeard(message: string, terms: string | null, seed: number, near = 'still so close'): string {
  const words = message.trim().replace(/[.!?\s]+$/, '');
  const quoted = words.split(/\s+/).length <= 10 ? `“${words}”` : null;
  // "The loss of your dad still with you four years on": a span said back reads as the loss, not the losing.
  const said = near.endsWith(' on') ? terms?.replace(/^losing /, 'the loss of ') : terms;
  const after = said ? ` with ${said} ${near}` : '';
  const options = [
    quoted
      ? `${quoted}: thank you for putting it that plainly. It makes sense to feel that way${after}.`
      : `Thank you for putting it that plainly. It makes sense to feel that way${after}.`,
    `That sounds really heavy to carry${after}, and you don't have to make it sound any better than it is here.`,
  ];
  return options[Math.abs(seed) % options.length]!;
}

/**
 * A fear of regret with family in it, told alongside a loss ("tenho medo de me arrepender, minha mãe tá sozinha desde
 * que meu pai morreu"): named after the condolence, the choice left for when they want it. Null otherwise.
 */
export function regretWithFamily(message: string): string | null {
  const text = normalise(message);
  const family = text.match(FAMILY_ALONE);
  if (!family || !REGRET.test(text)) return null;
  const who = WHO[family[1]!] ?? 'your family';
  const own = /mum|mom|mother|mae|mama|madre|mere/.test(family[1]!) ? 'her own' : 'his own';
  return `And it makes sense to be afraid of regretting it: with ${who} on ${own} now, a choice like this is not only about you. Whenever you want, we can weigh it together, one side at a time.`;
}

/** The care need told to the model writer, in one line; null when there is none. */
export function careNeedForModel(need: CareNeed | null): string | null {
  if (!need) return null;
  if (need.kind === 'eulogy')
    return 'help asked: words for a funeral; give a simple shape (one memory, what they were like, what you will carry), say it may be short and that reading it shakily is fine; no chart';
  if (need.kind === 'sleep')
    return `help asked: they cannot sleep over ${need.told?.terms ?? 'it'}; two or three small things for tonight tied to that; no chart`;
  if (need.kind === 'job-decision')
    return `help asked: whether (or when) to leave their job${need.decision.moneyFear ? ', afraid of running out of money: name that fear first' : ''}; leave the choice to them with two or three practical questions (savings to live on, a next job lined up, what the month they name changes), then the slow transits to the Midheaven, its ruler, the 10th house and Saturn, tied to the question`;
  if (need.kind === 'hurt-pattern')
    return need.backTogether
      ? 'help asked: whether they will get back together; say honestly first that no chart can tell, then what the chart shows about going back to people who hurt (the Moon, Saturn on the Moon or Venus, Venus)'
      : 'help asked: why they keep going back to people who hurt them; name the hurt first, then read the pattern from the Moon, Saturn on the Moon or Venus, and Venus, without blame';
  if (need.kind === 'after-betrayal')
    return need.ask === 'trust'
      ? 'help asked: after a friend betrayed them they ask whether their distrust is in the chart; say pulling back is a sane response, then read trust from the Moon, Saturn, Venus and the 11th house'
      : need.ask === 'confront-or-cut'
        ? 'help asked: confront the friend or cut contact; weigh both paths fairly, ask two or three questions, leave the choice to them'
        : 'help asked: how to find friends they can trust; give concrete steps tied to the 11th house and its ruler';
  if (need.kind === 'children')
    return 'help asked: about their children in this hard time (never whether they will have children); say first that no chart can promise how the children will be, then what helps children (plain true words, both parents, routine, no blame, not their fault), and read their own chart only for how they can carry it';
  if (need.kind === 'telling')
    return 'help asked: how to tell someone close about a result still awaited; when to tell, a first sentence they could say, that not having answers yet is fine; no chart';
  if (need.kind === 'goodbye-day')
    return 'help asked: whether a day is right for an animal companion to be put to sleep; say honestly that no chart picks the day, that their comfort and being there matter, and that the vet is the one to ask about timing; no chart, no transits';
  if (need.kind === 'ex')
    return 'help asked: an ex got in touch; name what it may stir, leave the choice to them with questions to weigh it, read Venus, the Moon and the 7th house for it, never a verdict';
  return 'help asked: a choice with family in it; name the fear and the family they told of, leave the choice to them with three questions, read the 10th-4th axis and the Moon for it, acknowledge any deadline';
}
