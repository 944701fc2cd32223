// "The Saturn 'discipline' angle isn't me though. I'm chaotic. My flat is a tip." A doubt that says what the person
// is like gets: the doubt taken, the factor in this chart that does fit what they say of themselves (with its orb or
// its count), and a different angle on the doubted factor, never its earlier text again. Pure.
import { SIGN_NAMES, type SignName } from '@stellara/contract';
import { type ChartAspect, type ChartContext, type ChartPointName, ordinal, rulerOf } from '../chart-context.ts';
import { HOUSE_AREA, THEME } from '../phrases.ts';
import { normalise } from './own-terms.ts';
import type { PlanBuilder } from './plan-types.ts';

/** "isn't me", "that's not us", "no soy yo", "ce n'est pas moi", "das bin ich nicht", "non sono io", "não sou eu". */
const NOT_ME =
  /\b(?:(?:is|are|'s|s)(?:n'?t| not) (?:really )?(?:me|us)|not (?:really )?(?:me|us)(?: though| at all)?|doesn'?t (?:sound like|fit|describe) (?:me|us)|sounds? (?:boring|nothing like (?:me|us))|no (?:soy|somos) (?:yo|nosotros)|eso no (?:soy|somos)|no me (?:describe|representa)|(?:ce n'est|c'est) pas (?:moi|nous)|pas du tout moi|das bin ich nicht|das sind wir nicht|bin ich (?:gar )?nicht|non (?:sono io|siamo noi)|per niente io|nao (?:sou eu|somos nos)|isso nao (?:sou eu|e comigo))\b/;

/** Words for a lively, untidy temperament, in the languages we read. */
const LIVELY =
  /\b(chaotic|chaos|messy|mess|a tip|disorgani[sz]ed|loud|wild|spontaneous|impulsive|restless|all over the place|scatter\w*|caotic[oa]s?|caos|desordenad[oa]s?|ruidos[oa]s?|baguncad[oa]s?|barulhent[oa]s?|chaotiques?|bordelique|bruyants?|chaotisch|unordentlich|laut|chaos|caotic[io]|disordinat[oi]|rumoros[io])\b/;
/** Words for a quiet, careful temperament. */
const QUIET =
  /\b(shy|quiet|calm|introvert\w*|reserved|cautious|homebody|timid[oa]s?|tranquil[oa]s?|callad[oa]s?|calad[oa]s?|timides?|calmes?|discrete?s?|schuchtern|ruhig|zuruckhaltend|riservat[oa]|silenzios[oa])\b/;

type Temperament = 'lively' | 'quiet';

/** The word they used for themselves. */
function wordTold(message: string, temperament: Temperament): string {
  return (temperament === 'lively' ? LIVELY : QUIET).exec(normalise(message))?.[1] ?? temperament;
}

/** The temperament a doubt tells of itself, when it tells one. */
export function temperamentTold(message: string): Temperament | null {
  const text = normalise(message);
  if (!NOT_ME.test(text)) return null;
  if (LIVELY.test(text)) return 'lively';
  return QUIET.test(text) ? 'quiet' : null;
}

const PERSONAL: readonly ChartPointName[] = ['Sun', 'Moon', 'Mercury', 'Venus', 'Mars', 'Ascendant'];
/** The planets that carry each temperament, strongest voice first, and what each brings to it. */
const CARRIERS: Record<Temperament, [ChartPointName, string][]> = {
  lively: [
    ['Uranus', 'sudden changes of plan and a need for freedom over routine'],
    ['Mars', 'heat and speed: acting first and tidying up later'],
    ['Jupiter', 'an appetite for more: more plans, people and ideas than hours'],
  ],
  quiet: [
    ['Saturn', 'caution and a wish to be sure before you move'],
    ['Neptune', 'a soft, inward pull away from noise'],
    ['Moon', 'a need to withdraw and feel safe before you open up'],
  ],
};
const SIGN_GROUPS: Record<Temperament, { label: string; signs: readonly string[]; gloss: string }> = {
  lively: {
    label: 'mutable signs (Gemini, Virgo, Sagittarius, Pisces)',
    signs: ['Gemini', 'Virgo', 'Sagittarius', 'Pisces'],
    gloss: 'which adapt and switch rather than hold one line',
  },
  quiet: {
    label: 'water and earth signs',
    signs: ['Cancer', 'Scorpio', 'Pisces', 'Taurus', 'Virgo', 'Capricorn'],
    gloss: 'which take things in slowly and inwardly',
  },
};

const ASPECT_VERB: Record<string, string> = { conjunction: 'conjunct', opposition: 'opposite' };

const other = (a: ChartAspect, point: ChartPointName) => (a.p1 === point ? a.p2 : a.p1);

/** The factor in this chart that fits the temperament told: its tightest carrier aspect, else a sign count. */
export function fittingFactor(chart: ChartContext, temperament: Temperament, doubted: string | null): string | null {
  for (const [carrier, brings] of CARRIERS[temperament]) {
    const aspect = chart.aspects
      .filter((a) => (a.p1 === carrier || a.p2 === carrier) && PERSONAL.includes(other(a, carrier)))
      .filter((a) => other(a, carrier) !== doubted && carrier !== doubted && a.orb <= 4)
      .sort((x, y) => x.orb - y.orb)[0];
    if (aspect)
      return `What does fit is your ${aspect.p1} ${ASPECT_VERB[aspect.type] ?? aspect.type} ${aspect.p2}, ${aspect.orb.toFixed(1)}° from exact: ${carrier} brings ${brings}, right into your ${THEME[other(aspect, carrier)]}.`;
  }
  const group = SIGN_GROUPS[temperament];
  const inGroup = chart.planets.filter(
    (p) => p.name !== 'Ascendant' && p.name !== 'Midheaven' && group.signs.includes(p.sign),
  );
  if (inGroup.length < 3) return null;
  const named = inGroup
    .slice(0, 4)
    .map((p) => `${p.name} in ${p.sign}`)
    .join(', ');
  return `What does fit: ${inGroup.length} of your planets are in ${group.label} (${named}), ${group.gloss}.`;
}

/** A different angle on the doubted factor: the one area of life it speaks for, not the whole temperament. */
export function otherAngle(chart: ChartContext, doubted: string | null): string {
  const placed = chart.planets.find((p) => p.name === doubted);
  if (!placed) return 'Whatever I read there speaks for one part of your life, not your whole temperament.';
  const area = HOUSE_AREA[placed.house];
  if (placed.name === 'Saturn')
    return `And Saturn does not have to mean a tidy flat. In ${placed.sign}${area ? `, in your ${ordinal(placed.house)} house, it is more about ${area}` : ''}: the one place you take things seriously and fear getting them wrong, which can sit beside chaos everywhere else.`;
  return `And your ${placed.name} in ${placed.sign} speaks for your ${THEME[placed.name]}${area ? `, mostly in ${area}` : ''}, not for how you live the rest of your day.`;
}

/** The doubt taken in their own word for themselves ("chaotic", "caos"), without argument. */
const acknowledge = (word: string) =>
  `Fair enough: you know how you live better than any chart does, and “${word}” is your word for it.`;
const ASK: Record<Temperament, string> = {
  lively: 'Is there one area, even a small one, where you do take things seriously?',
  quiet: 'Is there a place where the bolder side does come out, even rarely?',
};

/** A doubt that tells what the person is like: taken, the fitting factor with its orb, and a new angle. */
export const planTemperamentDoubt: PlanBuilder = ({ input, base, heard }) => {
  if (input.automatic || base.situation || !input.earlierQuestions.length) return null;
  const temperament = temperamentTold(input.message);
  // A couple's composite or synastry doubted is read from both charts (synastry-plan.ts), not from one.
  if (!temperament || /\b(composite|synastry|our chart|combined)\b/.test(normalise(input.message))) return null;
  // The factor doubted: the one the message names, else the last reply's main one.
  const named = heard?.about.points[0] ?? null;
  const doubted = named ?? (signRuler(heard?.about.signs[0]) || lastPoint(input.used));
  const fit = fittingFactor(input.chart, temperament, doubted);
  const text = [
    acknowledge(wordTold(input.message, temperament)),
    fit,
    otherAngle(input.chart, doubted),
    ASK[temperament],
  ]
    .filter(Boolean)
    .join(' ');
  return { ...base, mode: 'talk', topic: 'a different angle', talk: { kind: 'chart-answer', text } };
};

/** The planet a sign named in a doubt points at ("the Capricorn discipline"): its traditional ruler. */
const signRuler = (sign: string | undefined) =>
  sign && (SIGN_NAMES as readonly string[]).includes(sign) ? rulerOf(sign as SignName).traditional : null;

/** The latest planet read in the chat, from the ids used ("Saturn-in-Capricorn", "planet:Saturn"...). */
function lastPoint(used: readonly string[]): string | null {
  for (let i = used.length - 1; i >= 0; i--) {
    const found = /\b(Sun|Moon|Mercury|Venus|Mars|Jupiter|Saturn|Uranus|Neptune|Pluto)\b/.exec(used[i]!);
    if (found) return found[1]!;
  }
  return null;
}
