// "I'm a nurse btw, nights mostly. Does that fit or is that just random?": work the person names, asked against the
// chart. The answer ties the work to the factors that bear on it (care: the Moon and the 6th; teaching: Mercury,
// Jupiter, the 3rd and 9th; driving: Mercury, Mars and the 3rd; night work: the Moon, Neptune and the 12th; the
// Midheaven for all), and says plainly what fits and what doesn't: never a verdict that the job is "meant". Pure.
import { type ChartContext, type ChartPlanet, elementOfSign, ordinal, type SignElement } from '../chart-context.ts';
import { normalise } from './own-terms.ts';
import type { PlanBuilder } from './plan-types.ts';

interface WorkKind {
  /** What the work is, in a few words. */
  what: string;
  /** The points it draws on, the first weighing most. */
  points: string[];
  /** The houses of that work. */
  houses: number[];
  /** The elements that take to it naturally. */
  elements: SignElement[];
}

const WORK: Record<'care' | 'teaching' | 'driving' | 'nights', WorkKind & { words: RegExp }> = {
  care: {
    words:
      /\b(?:nurse|nursing|carer|caregiver|care worker|midwife|paramedic|doctor|gp|enfermer[oa]|medic[oa]|enfermeir[oa]|cuidador[a]?|infirmier|infirmiere|aide-soignante?|medecin|krankenpfleger\w*|krankenschwester|pflegekraft|pfleger\w*|arzt|arztin|infermier[ea]|oss|badante)\b/,
    what: 'caring for people',
    points: ['Moon', 'Neptune'],
    houses: [6, 12],
    elements: ['water', 'earth'],
  },
  teaching: {
    words:
      /\b(?:teacher|teach|tutor|lecturer|profesor[a]?|maestr[oa]|docente|professor[a]?|enseignante?|professeure?|instit\w*|lehrer\w*|insegnante)\b/,
    what: 'teaching',
    points: ['Mercury', 'Jupiter'],
    houses: [3, 9],
    elements: ['air', 'fire'],
  },
  driving: {
    words:
      /\b(?:drive (?:lorries|trucks|a (?:lorry|truck|taxi|bus|cab|van))|driver|trucker|lorry|camioner[oa]|conductor[a]?|taxista|motorista|caminhoneir[oa]|chauffeur|routier|fahrer\w*|lkw|autista|camionista)\b/,
    what: 'driving and being on the move',
    points: ['Mercury', 'Mars'],
    houses: [3],
    elements: ['air', 'fire'],
  },
  nights: {
    words:
      /\b(?:nights?(?: shifts?)? mostly|work(?:ing)? nights|night shifts?|nights? mostly|de noche|turno de noche|noturno|de madrugada|de nuit|nachtschicht\w*|nachts|di notte|turno di notte|turni di notte)\b/,
    what: 'working nights',
    points: ['Moon', 'Neptune'],
    houses: [12],
    elements: ['water'],
  },
};

/** Work told of the person themself ("I'm a…", "I work as…", "soy…", "je suis…", "ich bin…", "sono…"). */
const OWN_WORK =
  /\b(?:i'?m an?|im an?|i am an?|i work (?:as|in|nights)|i drive|i teach|work(?:ing)? nights|nights mostly|soy|trabajo (?:de|como)|sou|trabalho (?:de|como)|je suis|je travaille|ich bin|ich arbeite|sono|lavoro come|faccio (?:il|la|l'))\b/;

/** Asked whether the chart bears it out ("does that fit?", "is that random?", "¿encaja?", "ça colle ?", "passt das?"). */
const FIT_ASKED =
  /\b(?:fit|fits|match|matches|make sense|makes sense|random|see (?:it|that) in|show (?:up )?in my chart|in my chart|encaja|cuadra|tiene sentido|combina|faz sentido|bate|colle|correspond\w*|logique|passt|sinn|stimmt|torna|ha senso|corrisponde|si vede)\b/;

/** The kinds of work the message tells of the person and asks the chart about; empty when it does not. */
export function toldWork(message: string): WorkKind[] {
  const text = normalise(message);
  if (!OWN_WORK.test(text) || !FIT_ASKED.test(text)) return [];
  return Object.values(WORK).filter((w) => w.words.test(text));
}

const planet = (chart: ChartContext, name: string) => chart.planets.find((p) => p.name === name);
const where = (p: ChartPlanet, timeKnown: boolean) =>
  `your ${p.name} in ${p.sign}${timeKnown && p.house > 0 && p.name !== 'Midheaven' ? ` in the ${ordinal(p.house)} house` : ''}`;

/** What fits and what doesn't for one kind of work, each named by its placement. */
function weighed(chart: ChartContext, work: WorkKind): { fits: string[]; not: string[] } {
  const known = !chart.timeUnknown;
  const fits: string[] = [];
  const not: string[] = [];
  for (const name of work.points) {
    const p = planet(chart, name);
    if (!p) continue;
    const el = elementOfSign(p.sign);
    const housed = known && work.houses.includes(p.house);
    if ((el && work.elements.includes(el)) || housed) fits.push(where(p, known));
    else if (name === work.points[0]) not.push(where(p, known));
  }
  if (known)
    for (const h of work.houses)
      for (const p of chart.planets.filter((x) => x.house === h && !work.points.includes(x.name)))
        if (!['Ascendant', 'Midheaven', 'Descendant', 'IC'].includes(p.name)) fits.push(where(p, known));
  return { fits: [...new Set(fits)].slice(0, 3), not };
}

/** The answer: fits (named), what doesn't, and that a chart shows what work draws on, not which job is meant. */
export function occupationFitReply(chart: ChartContext, works: readonly WorkKind[]): string {
  const lines: string[] = [];
  const less = new Set<string>();
  for (const work of works) {
    const { fits, not } = weighed(chart, work);
    if (fits.length) lines.push(`For ${work.what}, what fits is ${fits.join(', and ')}.`);
    else if (!not.length) lines.push(`For ${work.what}, your chart has no strong marker either way.`);
    for (const n of not) less.add(n);
  }
  // One point can fit less neatly for two kinds of work (the Moon for care and for nights): said once.
  if (less.size)
    lines.push(
      `What fits less neatly is ${[...less].join(' and ')}: that side of you wants a different pace, so it may be the part of the work that tires you most.`,
    );
  const mc = planet(chart, 'Midheaven');
  if (mc && !chart.timeUnknown)
    lines.push(`Your Midheaven in ${mc.sign} is the public direction your work grows towards.`);
  const verdict = works.some((w) => weighed(chart, w).fits.length) ? 'Not random, partly.' : 'Honestly, only partly.';
  return `${verdict} ${lines.join(' ')} A chart shows what the work draws on in you, not which job you were meant to have.`;
}

export const planOccupationFit: PlanBuilder = ({ input, base }) => {
  const works = base.situation || input.part ? [] : toldWork(input.message);
  return works.length
    ? {
        ...base,
        mode: 'talk',
        topic: 'your work',
        talk: { kind: 'chart-answer', text: occupationFitReply(input.chart, works) },
      }
    : null;
};
