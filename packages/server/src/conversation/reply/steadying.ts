// On a hard turn the chart is used for the person, not shown off: how this Moon tends to carry a hard feeling, and
// what tends to steady it. Read from the Moon's element (how feeling moves) and a Moon-Saturn contact (carrying it
// alone), so it is this chart's answer and not a leaflet. Pure text, no price, no prediction.

import { type ChartContext, elementOfSign, planetOf, type SignElement } from '../chart-context.ts';
import type { DisclosureKind } from '../understanding/disclosures.ts';
import type { Situation } from '../understanding/understanding.ts';
import { asLoss, careNeed, careSections, keepsNoReading, regretWithFamily, toldTerms } from './care-talk.ts';
import { CARRY_HEADING } from './children-care.ts';
import { comingOutWithoutLoss } from './coming-out.ts';
import { practicalPointer } from './disclosure-care.ts';
import { asksTheChart, hardShare, shareFactors } from './hard-shares.ts';
import { carerSection } from './ill-parent.ts';
import { NO_STOCK } from './own-facts.ts';
import { asksWhetherTo, normalise } from './own-terms.ts';
import { petSteps, petToldBefore } from './pet-loss.ts';
import type { ReplyPlan } from './plan-types.ts';
import { STEADIES_FOR, type SteadyNeed, steadyNeed } from './steadying-kinds.ts';

type Element = SignElement;

/** What the feeling is called in the person's situation ("grief", "the fear"). */
const FEELING: Record<Situation, string> = {
  bereavement: 'grief',
  'job-loss': 'the shock',
  breakup: 'the hurt',
  conflict: 'the strain',
  illness: 'the fear',
  'money-worry': 'the worry',
  anxiety: 'anxiety',
  sleep: 'worry',
  loneliness: 'loneliness',
  decision: 'the weighing-up',
};

/** How feeling tends to move through a Moon of each element. */
const MOVES: Record<Element, string> = {
  fire: 'in sharp bursts, often as restlessness or irritation, and then it eases for a while',
  earth: 'slowly and in the body, as tiredness or a need to keep busy, often long after others expect it to',
  air: 'through thinking and talking, going over what happened and what was said, sometimes before the feeling itself lands',
  water: 'in waves, sometimes all at once and sometimes hardly at all for days',
};

/** What tends to steady a Moon of each element in the day. */
const STEADIES: Record<Element, string> = {
  fire: 'movement: a brisk walk, something to do with your hands, one small task you can finish today',
  earth: 'plain routine: regular meals, the same bedtime, time outside, something practical to tend',
  air: 'putting it into words: writing it down, talking it through with one person who listens, a letter you never have to send',
  water:
    'quiet and closeness: time alone to feel it, a person who can simply sit with you, a warm bath or a walk by water',
};

/** What tends to help a Moon of each element wind down at night. */
const SETTLES_AT_NIGHT: Record<Element, string> = {
  fire: 'tiring the body earlier in the day, so the restlessness has somewhere to go before bed',
  earth: 'the same bedtime every night, a warm drink and a body that has been outside during the day',
  air: 'emptying your head onto paper before bed, so the thoughts are kept somewhere other than in you',
  water: 'a softer last hour: low light, a warm bath, nothing upsetting on a screen',
};

const PARTNER_WORDS = /\b(boyfriend|girlfriend|partner|husband|wife|fianc[eé]e?|bf|gf|him|her|relationship)\b/i;

/** "Is that normal?", "am I overreacting?": the plain yes, before anything else. */
const ASKS_NORMAL =
  /\b(is (?:that|this|it) normal|am i (?:crazy|overreacting|stupid|weird)|is something wrong with me)\b/i;

const IS_NORMAL =
  'Yes, it is normal. Feelings this strong after something like this are what caring looks like, not a sign that something is wrong with you.';

/**
 * For "should I break up with him?": the choice stays theirs, said plainly, with two questions that help more than a
 * placement would. Null for any other message.
 */
export function choiceLines(situation: Situation, asksWhether: boolean, message = ''): string | null {
  if (!asksWhether || !['breakup', 'conflict', 'decision'].includes(situation)) return null;
  return situation === 'decision'
    ? 'Whether to do it is yours to decide, and no chart should decide it for you. Two questions that may help more than any placement: which choice would you regret not having tried, and which one do you feel relief imagining?'
    : situation === 'breakup' || PARTNER_WORDS.test(message)
      ? 'Whether to stay is yours to decide, and no chart should decide it for you. Two questions that may help more than any placement: after a fight, do you end up closer or more alone? And what would you tell a friend who described this to you?'
      : 'What to do here is yours to decide, and no chart should decide it for you. Two questions that may help more than any placement: if nothing changed for another year, how would that sit with you? And what is the smallest step you could take without losing your self-respect?';
}

/**
 * How this chart tends to carry the feeling the situation brings, and what may steady it: two or three plain
 * sentences resting on the Moon's sign (and a Moon-Saturn contact when there is one). Null without a Moon.
 */
export function steadyingLines(
  situation: Situation,
  chart: ChartContext,
  saidBefore: (sentence: string) => boolean = () => false,
  feelingWord?: string,
  brief = false,
  need: SteadyNeed | null = null,
): string | null {
  const moon = planetOf(chart, 'Moon');
  if (!moon) return null;
  const element = elementOfSign(moon.sign);
  if (!element) return null;
  const feeling = feelingWord ?? FEELING[situation];
  // Said once in a chat: a later hard turn keeps only what is new for it (the night, not the day).
  // (Brief, beside help of another kind: what steadies, not how the feeling moves.)
  const moves =
    brief || saidBefore(MOVES[element])
      ? null
      : `With your Moon in ${moon.sign}, ${/^[aeiou]/.test(element) ? 'an' : 'a'} ${element} sign, ${feeling} may move ${MOVES[element]}. That is a way of feeling it too, not a lack of feeling.`;
  const lines = [
    moves,
    situation === 'sleep'
      ? `What tends to help a Moon like yours settle at night is ${SETTLES_AT_NIGHT[element]}.`
      : `What tends to steady a Moon like yours${need ? ' through this' : ''} is ${need ? STEADIES_FOR[need][element] : STEADIES[element]}.`,
  ];
  const saturn = chart.aspects.find(
    (a) =>
      ['conjunction', 'square', 'opposition'].includes(a.type) &&
      ((a.p1 === 'Moon' && a.p2 === 'Saturn') || (a.p1 === 'Saturn' && a.p2 === 'Moon')),
  );
  if (saturn && !saidBefore(SATURN_LINE)) {
    lines.push(`Your Moon's ${saturn.type} with Saturn ${SATURN_LINE}`);
  }
  const fresh = lines.filter((l): l is string => l !== null && !saidBefore(l));
  return fresh.length ? fresh.join(' ') : null;
}

const SATURN_LINE =
  'can make you carry things alone and quietly; letting one person help with one thing is part of looking after yourself, not a failure.';

/** The heading over the steadying lines: for the nights when sleep is the trouble, for the days otherwise. */
export const STEADYING_HEADING = {
  choice: 'The choice is yours',
  day: 'What may steady you',
  sleep: 'What may help you sleep',
  now: 'What may help now',
} as const;

/** Where this Moon finds comfort, by its house: the part of life that holds it. */
const MOON_HOUSE_COMFORT: Record<number, string> = {
  1: 'in being allowed to show what you feel, instead of holding a brave face',
  2: 'in small physical comforts and a sense that the basics are taken care of',
  3: 'in talking it over, and in short, familiar trips out of the house',
  4: 'at home, with the door closed and familiar things around you',
  5: 'in something that lets you play or make a thing with your hands, even for an hour',
  6: 'in a small daily routine you can keep, even when everything else moves',
  7: 'with one close person beside you; you are not meant to do this alone',
  8: 'in one deep, honest conversation more than in many light ones',
  9: 'in a wider view: a walk somewhere open, a book, a belief that holds you',
  10: 'in having one useful thing to do, and doing it well',
  11: 'among friends, even just a message to the group',
  12: 'in quiet time alone to let things settle, without explaining yourself',
};

/** What eases a Venus of each element: the comforts this chart takes in most easily. */
const VENUS_EASE: Record<Element, string> = {
  fire: 'a moment of laughter, even a small one',
  earth: 'warmth you can touch, a hug or a hot meal',
  air: 'one good conversation with someone who lets you talk',
  water: 'music that lets you feel it rather than fight it',
};

/** Where the tension of a hard stretch can go, by the element of Mars (how this chart discharges pressure). */
const MARS_RELEASE: Record<Element, string> = {
  fire: 'a fast walk or a run, something that gets your heart going for twenty minutes',
  earth: 'slow, steady physical work with an end you can see',
  air: 'saying it out loud, or writing it down fast without editing and throwing the page away',
  water: 'letting yourself cry, or time in water',
};

/** One practical thing for the situation, in plain words, not astrology. */
const PRACTICAL: Record<Situation, readonly string[]> = {
  bereavement: [
    'Let the days be smaller for a while: eat something, sleep when you can, and say yes when someone offers help.',
    'Keep one small ritual for them, a photo, a song, a walk you used to take, so the missing has somewhere to go.',
  ],
  'job-loss': [
    'Keep one fixed thing in each day, a walk, a call, an hour on the search, so the days keep a shape while you look.',
    'Write down three things you did well in that job; you will need them in words soon, and it helps to see them now.',
  ],
  breakup: [
    'Keep contact to what you need for now, and give your evenings one small plan of their own.',
    'Tell one friend the whole story once, out loud, instead of going over it alone at night.',
  ],
  conflict: [
    'Before the next hard talk, write down the one thing you most need the other person to hear.',
    'Pick a calm moment, not the middle of a fight, to say the one thing you most need them to hear, and ask them for theirs.',
  ],
  illness: [
    'Write your questions down before you see the doctors, and take turns with family or friends so someone is always resting.',
    'Let yourself have one hour a day that is not about the illness at all; it is not disloyal, it is how people last.',
  ],
  'money-worry': [
    'Write down what comes in and what must go out this month: a worry on paper is smaller than one in your head.',
    'Pick the one bill or call you have been avoiding and deal with only that one this week.',
  ],
  anxiety: [
    'When it rises, slow your breath out, longer than the breath in, for a minute: it tells the body it is safe.',
    'Write the worry down, and under it one line: what is in my hands today? Then do only that.',
  ],
  sleep: [
    'If you wake at night, get up for a few minutes in low light rather than lying there wrestling with it.',
    'Keep the same wake-up time every day, even after a bad night: it steadies the body faster than an early bedtime.',
  ],
  loneliness: [
    'Send one message today to someone you miss; it does not have to say anything important.',
    'Put yourself once a week where the same people gather, a class, a club, a regular café, so faces can become familiar.',
  ],
  decision: [
    'Give the choice a date, and until then, notice which option you feel relief imagining.',
    'Talk it through with one person who has no stake in what you choose.',
  ],
};

/** Steps for a hard thing told in its own words, where the situation's general step would miss it. */
const HOME_STEPS: [RegExp, string][] = [
  [
    /eviction|leave your home/,
    'With a date on leaving your home, the first useful step is a small one: find out exactly what the notice allows and what help there is (a housing advice service or tenants’ association can tell you for free), and write down the one date that matters most.',
  ],
];

/** Telling children about a loss or an illness: plain words that help, said instead of the general step. */
const TELLING_CHILDREN =
  'With children, short and true words work best: say plainly what happened, that it is all right to be sad, and that they can ask you anything, again and again. Your own tears in front of them are allowed; they show that sadness can be shared.';

const ABOUT_TELLING_CHILDREN = /\b(tell|explain|talk to|say to)\b.*\b(kids?|children|child|son|daughter)\b/i;

/**
 * Coping on a follow-up to something hard ("how can I cope?"): where this Moon finds comfort (its house), where the
 * tension can go (Mars's element), what eases this Venus (its element), and one practical step for the situation; at
 * most three of them, each said once in a chat (null when all were).
 */
export function comfortLines(
  situation: Situation,
  chart: ChartContext,
  saidBefore: (sentence: string) => boolean = () => false,
  outcome = false,
  message = '',
  told: string | null = null,
  ownSteps: readonly string[] | null = null,
): string | null {
  const moon = planetOf(chart, 'Moon');
  const venus = planetOf(chart, 'Venus');
  const mars = planetOf(chart, 'Mars');
  const marsElement = mars ? elementOfSign(mars.sign) : undefined;
  const venusElement = venus ? elementOfSign(venus.sign) : undefined;
  const comfort = moon?.house ? MOON_HOUSE_COMFORT[moon.house] : undefined;
  const home = comfort
    ? `With your Moon in the ${ordinal(moon!.house!)} house, comfort tends to come ${comfort}.`
    : null;
  const ease = venus && venusElement ? `Your Venus in ${venus.sign} is eased by ${VENUS_EASE[venusElement]}.` : null;
  const release =
    mars && marsElement
      ? `With Mars in ${mars.sign}, what builds up around ${told ?? 'all this'} wants a way out through the body, and yours tends to find it in ${MARS_RELEASE[marsElement]}.`
      : null;
  // What they told comes first: a step for their own situation, so two hard chats never get the same comfort.
  const own = told ? HOME_STEPS.find(([p]) => p.test(told))?.[1] : undefined;
  // An animal's goodbye keeps its own steps, with their name (pet-loss.ts).
  const [step = null, nextStep = null] = ownSteps ?? (own ? [own, PRACTICAL[situation][0]!] : PRACTICAL[situation]);
  // "I don't know how to tell my kids": that is the help asked for, before anything from the chart.
  if (ABOUT_TELLING_CHILDREN.test(message) && !saidBefore(TELLING_CHILDREN)) {
    return [TELLING_CHILDREN, ...[home].filter((l): l is string => l !== null && !saidBefore(l))].join(' ');
  }
  // A plain step asked for ("one thing to try?") or a question of how it ends: the plain steps first.
  const lines = outcome ? [step, nextStep, home, release, ease] : [step, home, release, nextStep, ease];
  const fresh = lines.filter((l): l is string => l !== null && !saidBefore(l));
  return fresh.length ? fresh.slice(0, 3).join(' ') : null;
}

/** The steps of a hard thing told in its own kind, when it has them: an animal companion's, with their name. */
function stepsOf(plan: Pick<ReplyPlan, 'situation' | 'message' | 'before'>): readonly string[] | null {
  const pet = plan.situation === 'bereavement' ? petToldBefore(plan.before, plan.message) : null;
  return pet ? petSteps(pet) : null;
}

const ordinal = (n: number) => `${n}${n === 1 ? 'st' : n === 2 ? 'nd' : n === 3 ? 'rd' : 'th'}`;

/**
 * The sections a hard turn opens with, after the acknowledgement: for "should I break up with him?" the choice left
 * to them; otherwise how this Moon carries the feeling and what steadies it; and on a follow-up ("how can I cope?")
 * help in place of another placement. `saidBefore` keeps every sentence to once a chat.
 */
export function hardTurnSections(
  plan: Pick<ReplyPlan, 'situation' | 'carried' | 'message' | 'outcome' | 'shape' | 'before' | 'personalTiming'>,
  chart: ChartContext,
  saidBefore: (sentence: string) => boolean,
): string[] {
  const situation = plan.situation;
  if (!situation) return [];
  const out: string[] = [];
  if (ASKS_NORMAL.test(plan.message) && !saidBefore(IS_NORMAL)) out.push(IS_NORMAL);
  // What a person needs first, before any chart: a family group, free debt advice, "nothing you did caused this"
  // (disclosure-care.ts). Said once in a chat, and only on the turn that tells it or goes on with it.
  const shared = hardShare(plan.message);
  const pointer = practicalPointer(
    shared?.situation === situation ? (shared.kind as DisclosureKind) : null,
    plan.message,
    situation,
    chart.birth?.local?.timezone,
  );
  // "No stock phrases": the bolded help line is one; their own facts and the chart are what they get.
  if (pointer && !saidBefore(pointer) && !NO_STOCK.test(normalise(plan.message))) out.push(pointer);
  // A eulogy, a sleepless night, an ex back in touch, a choice with family in it: that help, in their terms.
  const need = careNeed(situation, plan.message, plan.before);
  const care = careSections(need, plan.message, chart, plan.personalTiming ?? false);
  if (care) {
    // The children's help, then the person's own chart, read only for how they can carry it (children-care.ts).
    const carry = need?.kind === 'children' ? steadyingLines(situation, chart, saidBefore, undefined, true) : null;
    return [...out, ...care.filter((c) => !saidBefore(c)), ...(carry ? [`### ${CARRY_HEADING}\n${carry}`] : [])];
  }
  // They asked for no reading: one plain step for what they told, no chart.
  if (keepsNoReading(plan.message, plan.before)) {
    const step = PRACTICAL[situation].find((l) => !saidBefore(l));
    return step ? [...out, step] : out;
  }
  const regret = regretWithFamily(plan.message);
  if (regret && !saidBefore(regret)) out.push(regret);
  // A choice still open is not yet a feeling to carry: the questions that help decide take the steadying's place.
  // Asked once, with the news; a later "how do I get through this?" is not a new choice.
  const choice = plan.carried?.followsUp ? null : choiceLines(situation, asksWhetherTo(plan.message), plan.message);
  if (choice && !saidBefore(choice) && !plan.shape) out.push(`### ${STEADYING_HEADING.choice}\n${choice}`);
  // "Is there anything in my chart about family?" is answered by the reading of that part of life, not steadied.
  // One steadying block a chat: a later hard turn gets its own help, not the Moon's lines again.
  const share = hardShare(plan.message);
  const steadiedBefore = saidBefore(STEADYING_HEADING.day) || saidBefore(STEADYING_HEADING.sleep);
  const steadying =
    steadiedBefore ||
    choice ||
    plan.shape ||
    comingOutWithoutLoss(plan.message) ||
    (asksTheChart(plan.message) && shareFactors(situation, plan.message))
      ? null
      : steadyingLines(
          situation,
          chart,
          saidBefore,
          share?.feeling ?? undefined,
          false,
          steadyNeed(situation, share?.kind ?? null, plan.message),
        );
  if (steadying) out.push(`### ${STEADYING_HEADING[situation === 'sleep' ? 'sleep' : 'day']}\n${steadying}`);
  // Caring for someone close who is ill: the tiredness named, when it is told and when it is said (ill-parent.ts).
  const carer = situation === 'illness' ? carerSection(plan.message, plan.before, saidBefore) : null;
  if (carer) out.push(carer);
  const terms = toldTerms(situation, plan.before);
  const told = terms ? asLoss(situation, terms) : null;
  const comfort = plan.carried?.followsUp
    ? comfortLines(situation, chart, saidBefore, plan.outcome || !!plan.shape, plan.message, told, stepsOf(plan))
    : null;
  // "One thing to try?" on a hard turn: the first of them, alone, with no heading around it.
  if (plan.shape) return comfort ? [comfort.split(/(?<=[.!?])\s/)[0]!] : [];
  if (comfort) out.push(`### ${STEADYING_HEADING.now}\n${comfort}`);
  return out;
}

// ---------------------------------------------------------------------------------------------
// How this chart meets hard times, asked as a chart question ("what does my Moon say about how I grieve?")

/** How a Saturn of each element tends to endure a hard stretch. */
const SATURN_ENDURES: Record<Element, string> = {
  fire: 'by pushing on and proving you can, sometimes long after you should have rested',
  earth: 'by working, organising and taking responsibility, quietly and often without asking for anything back',
  air: 'by making sense of it, finding the reasons and the plan, which can keep the feeling itself at arm’s length',
  water: 'by going inward and holding it close, which gives depth and can also mean carrying it alone for too long',
};

const COPING_POINTS = ['Moon', 'Mars', 'Saturn'] as const;

/**
 * How this chart meets hard times, from the Moon (how feeling moves and what steadies it), Mars (where the pressure
 * goes) and Saturn (how it endures): gentle, plain, the named point first. Null without those planets.
 */
export function copingStyleLines(
  chart: ChartContext,
  named: readonly string[],
  situation: Situation | null,
  saidBefore: (sentence: string) => boolean = () => false,
): string | null {
  const order = [...COPING_POINTS].sort((a, b) => Number(named.includes(b)) - Number(named.includes(a)));
  const lines = order.map((name) => {
    const planet = planetOf(chart, name);
    const element = planet ? elementOfSign(planet.sign) : undefined;
    if (!planet || !element) return null;
    const house = planet.house ? `, in your ${ordinal(planet.house)} house,` : '';
    if (name === 'Moon') {
      const feeling = situation ? FEELING[situation] : 'a hard feeling';
      return `Your Moon in ${planet.sign}${house} is how you feel your way through: ${feeling} tends to move ${MOVES[element]}. What tends to steady a Moon like yours is ${STEADIES[element]}.`;
    }
    if (name === 'Mars')
      return `Your Mars in ${planet.sign} is where the pressure goes: it wants a way out through the body, and yours tends to find it in ${MARS_RELEASE[element]}.`;
    return `Your Saturn in ${planet.sign}${house} is how you endure: ${SATURN_ENDURES[element]}. Letting one person help with one thing is part of looking after yourself, not a failure.`;
  });
  const fresh = lines.filter((l): l is string => l !== null && !saidBefore(l));
  return fresh.length ? fresh.join('\n\n') : null;
}

/** The heading over how this chart meets hard times. */
export const COPING_HEADING = 'How you meet hard times';
