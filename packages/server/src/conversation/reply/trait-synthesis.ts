// A question that names a trait or a behaviour ("am I a pushover?", "why do I overgive", "soy celosa?", "will work
// always feel like this"): not one placement's stock paragraph, but the two or three factors of THIS chart that bear
// on that trait, how they pull together or against each other (their aspect, else their elements), which weighs
// most and why, tied to the person's own words and ending on one question. Facts from the computed chart only. Pure.
import type { ChartAspect, ChartContext, ChartPlanet } from '../chart-context.ts';
import { ordinal } from '../chart-context.ts';
import { fold } from '../understanding/fold.ts';
import type { PlanBuilder } from './plan-types.ts';
import type { TechniqueAnswer } from './techniques/words.ts';
import { article } from './voices/grammar.ts';

interface Trait {
  id: string;
  /** The trait's words, in the six languages (folded). */
  words: RegExp;
  /** The points that bear on it, most telling first, each with what it does for this trait. */
  roles: readonly (readonly [string, string])[];
  /** What a hard aspect between two of them does to this trait. */
  tension: string;
  /** The elements in which a factor leans into the trait (the others hold against it); empty: no lean said. */
  leansIn: readonly string[];
  question: string;
}

const TRAITS: readonly Trait[] = [
  {
    id: 'giving way',
    words:
      /\b(pushover|doormat|people[- ]?pleas\w*|over-?giv\w*|give too much|giving too much|too nice|too kind|(?:can'?t|cannot|never) say no|say yes to everything|complaciente|digo que si a todo|no se decir que no|doy demasiado|nao (?:sei|consigo) dizer nao|dou demais|no puedo decir que no|bonne poire|(?:n'?arrive|arrive) pas a dire non|kann nicht nein sagen|je donne trop|(?:sais|peux) pas dire non|trop gentil\w*|nicht nein sagen|zu nachgiebig|gebe zu viel|zu nett|non (?:so|riesco a) dire di no|do troppo|troppo buon[oa]|accondiscendente)\b/,
    roles: [
      ['Venus', 'how you keep people pleased and close'],
      ['Moon', 'what you need to feel safe with someone'],
      ['Mars', 'how you stand up for what you want'],
      ['Saturn', 'where you draw a line and hold it'],
      ['Neptune', "where your edges blur into other people's needs"],
    ],
    tension: 'one part of you gives way while another keeps the score, and the resentment arrives later',
    leansIn: ['Water', 'Air'],
    question: 'When did you last say yes when you meant no, and what were you protecting in that moment?',
  },
  {
    id: 'control',
    words:
      /\b(controlling|control freak|perfectionis\w*|in control|micromanag\w*|controlador\w*|perfeccionista|perfectionniste|controlant\w*|kontrollfreak|perfektionist\w*|kontrollier\w*|maniaco del controllo|controllo tutto)\b/,
    roles: [
      ['Saturn', 'where you feel responsible for everything going right'],
      ['Pluto', 'where you need to hold the power rather than be at its mercy'],
      ['Moon', 'what it takes for you to feel safe'],
      ['Mars', 'how you push when things move too slowly'],
      ['Mercury', 'how your mind checks and plans'],
    ],
    tension:
      'the need for safety and the urge to act keep overriding each other, and holding on feels like the only calm',
    leansIn: ['Earth', 'Water'],
    question: 'What is the thing you most fear would happen if you let go of it for a week?',
  },
  {
    id: 'jealousy',
    words:
      /\b(jealous\w*|possessive|envious|envy|celos\w*|celoso|celosa|ciume\w*|ciument\w*|jaloux|jalouse|jalousie|possessi\w*|eifersucht\w*|geloso|gelosa|gelosia)\b/,
    roles: [
      ['Venus', 'what you value and fear losing in love'],
      ['Pluto', 'how deep attachment runs, all or nothing'],
      ['Moon', 'what you need to feel secure'],
      ['Mars', 'how you react when something feels threatened'],
      ['Saturn', 'where you expect to be left or found lacking'],
    ],
    tension: 'closeness and the fear of losing it are wired together, so love can feel like guarding',
    leansIn: ['Water', 'Earth'],
    question:
      'When jealousy comes up, is it more about the other person, or about something you fear is missing in you?',
  },
  {
    id: 'getting going',
    words:
      /\b(procrastinat\w*|lazy|laziness|unmotivated|no motivation|can'?t get started|procrastin\w*|flojo|floja|pereza|pregui[cs]\w*|paresseu\w*|faul|aufschieb\w*|pigr\w*)\b/,
    roles: [
      ['Mars', 'how you start and push'],
      ['Saturn', 'what makes a task feel heavy or a judgement on you'],
      ['Neptune', 'where focus drifts and energy leaks'],
      ['Sun', 'what you feel is worth your effort'],
      ['Jupiter', 'where you take on too much at once'],
    ],
    tension: 'the urge to begin and the fear of doing it badly meet head on, so waiting feels safer',
    leansIn: ['Water', 'Earth'],
    question: 'Which tasks do you put off most: the dull ones, or the ones where you could be judged?',
  },
  {
    id: 'temper',
    words:
      /\b(temper|short fuse|anger issues|angry all the time|snap at|irritable|hot[- ]headed|mal genio|mal humor|me enojo|pavio curto|raiva|colereu\w*|colerique|jahzornig|wutend|impulsiv\w*|rabbia|collerico|irascibile)\b/,
    roles: [
      ['Mars', 'how anger and drive come out'],
      ['Moon', 'how fast feelings rise'],
      ['Pluto', 'what you hold under pressure until it blows'],
      ['Sun', 'what hurts your pride'],
      ['Saturn', 'what you swallow instead of saying'],
    ],
    tension:
      'what you feel and what you allow yourself to show are at odds, so anger builds and then comes out at once',
    leansIn: ['Fire'],
    question: 'What is usually underneath it when you snap: tiredness, hurt, or feeling unheard?',
  },
  {
    id: 'worry',
    words:
      /\b(overthink\w*|worry too much|worrier|always worried|pienso demasiado|me preocupo demasiado|penso demais|me preocupo demais|je reflechis trop|je m'inquiete trop|zerdenk\w*|grubel\w*|penso troppo|mi preoccupo troppo)\b/,
    roles: [
      ['Mercury', 'how your mind turns things over'],
      ['Moon', 'what unsettles you'],
      ['Saturn', 'what you brace for'],
      ['Neptune', 'where imagination runs ahead of the facts'],
    ],
    tension: 'the mind tries to solve what is really a feeling, so the loop goes round again',
    leansIn: ['Air', 'Water'],
    question: 'Does the worrying land more at night, or when you have something to decide?',
  },
  {
    id: 'work',
    words:
      /\b(?:work|job|career|trabajo|trabalho|emprego|travail|boulot|arbeit|job|lavoro)\b.*\b(?:always|ever|forever|like this|draining|drains me|exhaust\w*|siempre|asi|sempre|assim|toujours|comme ca|immer|so bleiben|cosi)\b|\b(?:hate|dread) my (?:job|work)\b/,
    roles: [
      ['Saturn', 'where work feels like duty and weight'],
      ['Midheaven', 'the work you are meant to be seen for'],
      ['Sun', 'what has to feel worth it'],
      ['Mars', 'how you push and where you burn out'],
      ['Moon', 'what you need around you to feel well'],
    ],
    tension: 'what the job asks and what you need from it keep clashing, which is often what makes it feel stuck',
    leansIn: [],
    question: 'Is it the work itself that wears you down, or how it is done and who it is with?',
  },
];

/** Asked about a lasting state ("always", "siempre"): the chart shows a pattern, never a life sentence. */
const FOREVER = /\b(always|ever|forever|never|siempre|nunca|sempre|toujours|jamais|immer|nie|mai)\b/;
const ELEMENT_STYLE: Record<string, string> = {
  Fire: 'fast and directly',
  Earth: 'slowly and steadily, digging in once set',
  Air: 'through ideas and words, at a little distance',
  Water: 'through feeling, deeply and privately',
};
/** Elements that move the same way (fire with air, earth with water) or the same element. */
const SAME_WAY = (a: string, b: string) =>
  a === b || [a, b].sort().join() === 'Air,Fire' || [a, b].sort().join() === 'Earth,Water';
const ANGULAR = new Set([1, 4, 7, 10]);

/** The trait a message names, or null. */
export function traitAsked(message: string): Trait | null {
  const text = fold(message);
  return TRAITS.find((t) => t.words.test(text)) ?? null;
}

const between = (chart: ChartContext, a: string, b: string): ChartAspect | undefined =>
  chart.aspects.find((x) => (x.p1 === a && x.p2 === b) || (x.p1 === b && x.p2 === a));

/** How loud a point is in this chart for this trait: its rank in the trait, an angle, a tight aspect to another. */
function weight(chart: ChartContext, trait: Trait, p: ChartPlanet, rank: number): { score: number; why: string[] } {
  const why: string[] = [];
  let score = 3 - rank * 0.5;
  if (p.name !== 'Midheaven' && ANGULAR.has(p.house)) {
    score += 1;
    why.push(`in the ${ordinal(p.house)} house, an angular one`);
  }
  const tight = trait.roles
    .map(([n]) => (n === p.name ? undefined : between(chart, p.name, n)))
    .filter((x): x is ChartAspect => !!x && x.orb <= 3)
    .sort((x, y) => x.orb - y.orb)[0];
  if (tight) {
    score += 1.5;
    const other = tight.p1 === p.name ? tight.p2 : tight.p1;
    why.push(`in a tight ${tight.type} with your ${other} (${tight.orb.toFixed(1)}°)`);
  }
  return { score, why };
}

const placeOf = (p: ChartPlanet) =>
  p.name === 'Midheaven' ? `Midheaven in ${p.sign}` : `${p.name} in ${p.sign}, ${ordinal(p.house)} house`;

/** How two factors work together: their aspect if they make one, else whether their elements move the same way. */
function pullLine(chart: ChartContext, trait: Trait, a: ChartPlanet, b: ChartPlanet, again = false): string {
  const x = between(chart, a.name, b.name);
  if (x && again)
    return `Your ${a.name} also makes ${article(x.type)} to your ${b.name} (${x.orb.toFixed(1)}°), which adds to the same pull.`;
  if (x && (x.type === 'square' || x.type === 'opposition'))
    return `Your ${a.name} and ${b.name} form ${article(x.type)} (${x.orb.toFixed(1)}° from exact): they pull against each other, and ${trait.tension}.`;
  if (x && x.type === 'conjunction')
    return `Your ${a.name} and ${b.name} sit together (${x.orb.toFixed(1)}° apart), so they act as one: the pattern is strong and quick.`;
  if (x)
    return `Your ${a.name} and ${b.name} form ${article(x.type)} (${x.orb.toFixed(1)}° from exact): they work together, so the pattern runs smoothly and is easy to miss in yourself.`;
  return SAME_WAY(a.element, b.element)
    ? `Your ${a.name} in ${a.element.toLowerCase()} and your ${b.name} in ${b.element.toLowerCase()} lean the same way, so the pattern meets little resistance inside you.`
    : `Your ${a.name} in ${a.element.toLowerCase()} and your ${b.name} in ${b.element.toLowerCase()} pull different ways: ${trait.tension}.`;
}

/** Which factors lean into the trait and which hold against it, by their elements: the verdict is the person's. */
function leanLine(trait: Trait, points: readonly ChartPlanet[]): string | null {
  if (!trait.leansIn.length) return null;
  const into = points.filter((p) => trait.leansIn.includes(p.element)).map((p) => `your ${p.name}`);
  const against = points.filter((p) => !trait.leansIn.includes(p.element)).map((p) => `your ${p.name}`);
  if (!into.length)
    return `None of the three leans into it by element: it is more a habit you learned than your nature.`;
  if (!against.length)
    return `All of them lean into it by element, so it comes easily, and noticing it is the first step.`;
  return `So ${into.join(' and ')} ${into.length > 1 ? 'lean' : 'leans'} into it, while ${against.join(' and ')} ${against.length > 1 ? 'hold' : 'holds'} against it: both are you.`;
}

/** The question itself, to quote, when it is short: the last sentence asked, never a whole message cut off. */
function askedSentence(message: string): string | null {
  const sentences =
    message
      .trim()
      .replace(/\s+/g, ' ')
      .match(/[^.!?]+[.!?]*/g) ?? [];
  const asked = sentences.filter((x) => x.includes('?')).at(-1) ?? sentences.at(-1) ?? '';
  const words = asked.replace(/^[\s,;:-]+/, '').trim();
  return words && words.split(' ').length <= 12 ? words.replace(/[.!]+$/, '') : null;
}

/** The synthesis for a named trait: two or three factors, their pull, the one that weighs most, one question. */
export function traitAnswer(chart: ChartContext, trait: Trait, message: string, technical: boolean): TechniqueAnswer {
  const scored = trait.roles
    .map(([name, role], rank) => {
      const p = chart.planets.find((q) => q.name === name && !(chart.timeUnknown && name === 'Midheaven'));
      return p ? { p, role, ...weight(chart, trait, p, rank) } : null;
    })
    .filter((x) => !!x)
    .sort((x, y) => y.score - x.score)
    .slice(0, 3);
  const asked = askedSentence(message);
  const forever = FOREVER.test(fold(message))
    ? ' No chart fixes how it will always be: it shows a pattern, and patterns move when you see them.'
    : '';
  const answer = `${asked ? `On "${asked}": no` : 'No'} single placement decides that. In your chart ${scored.length === 3 ? 'three' : 'two'} factors bear on it together.${forever}`;
  const list = scored.map(
    ({ p, role }) =>
      `- **${placeOf(p)}**: ${role}; in ${p.sign} it works ${ELEMENT_STYLE[p.element] ?? 'in its own way'}.`,
  );
  const [first, second, third] = scored;
  const pulls = [first && second ? pullLine(chart, trait, first.p, second.p) : null];
  if (first && third && between(chart, first.p.name, third.p.name))
    pulls.push(pullLine(chart, trait, first.p, third.p, true));
  const lean = leanLine(
    trait,
    scored.map((s) => s.p),
  );
  if (lean) pulls.push(lean);
  const heaviest = first?.why.length ? `Your ${first.p.name} weighs most here: ${first.why.join(' and ')}.` : null;
  return {
    technique: 'trait',
    answer,
    // The factors as a list right after the first line, then how they pull and which weighs most.
    details: [],
    table: [
      list.join('\n'),
      [...pulls.filter((x): x is string => !!x), ...(heaviest ? [heaviest] : [])].join(' '),
    ].join('\n\n'),
    technical: technical
      ? scored.map(
          ({ p }) =>
            `${p.name} ${p.degree.toFixed(0)}° ${p.sign}${p.name === 'Midheaven' ? '' : `, house ${p.house}`}.`,
        )
      : [],
    ids: [`trait ${trait.id}`, ...scored.map(({ p }) => `trait ${trait.id} ${p.name}`)],
    closing: trait.question,
  };
}

/** The planner's step: a named trait or behaviour gets the synthesis, not one placement's paragraph. */
export const planTraitSynthesis: PlanBuilder = ({ heard, input, base }) => {
  if (!heard || input.automatic || base.situation || base.carried?.followsUp) return null;
  if (heard.acts.includes('ask-several') || heard.about.points.length > 1) return null;
  const trait = traitAsked(input.message);
  if (!trait) return null;
  const answer = traitAnswer(input.chart, trait, input.message, input.level === 'technical');
  return { ...base, mode: 'technique', topic: 'your chart', techniques: [answer] };
};
