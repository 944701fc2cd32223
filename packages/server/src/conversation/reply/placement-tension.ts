// "meu sol é virgem né? pq eu sou a pessoa mais bagunçada do mundo", "my ascendant Virgo explains I sort my brushes
// by size?", "is my moon the reason i cry at everything. aquarius moons are supposed to be cold": a placement set
// against the person's own behaviour. The tension (or the fit) is answered head-on from the computed chart: whether
// they have that placement, whether its sign leans toward what they describe or away from it, and which other
// factors in their chart do lean that way. Never a stock reading of the placement instead. Six languages. Pure.
import type { ChartContext, ChartPlanet } from '../chart-context.ts';
import { ordinal, planetOf } from '../chart-context.ts';
import { questionsIn } from './heard.ts';
import { normalise } from './own-terms.ts';
import type { PlanBuilder } from './plan-types.ts';

interface Behaviour {
  /** The behaviour in their words' family, in any of the six languages (folded). */
  words: RegExp;
  /** The behaviour said back in English, as a gerund phrase: "being messy". */
  said: string;
  /** What the signs that lean toward it are known for. */
  leaning: string;
  /** Signs that lean toward the behaviour, and signs whose reputation runs against it. */
  toward: readonly string[];
  away: readonly string[];
  /** Planets whose contact with one of the `on` points pushes toward it. */
  pushers: readonly string[];
  on: readonly string[];
  /** Houses that hold it when planets stand there. */
  houses: readonly number[];
}

const BEHAVIOURS: readonly Behaviour[] = [
  {
    words:
      /\b(?:mess(?:y|iest)?|chaotic|disorgani[sz]ed|clutter\w*|baguncad\w*|desorganizad\w*|desordenad\w*|caotic\w*|bordelique|desordonne\w*|unordentlich\w*|chaotisch\w*|disordinat\w*|casinist\w*)\b/,
    said: 'being messy',
    leaning: 'living by flow and mood more than by system',
    toward: ['Gemini', 'Sagittarius', 'Pisces', 'Aries', 'Aquarius'],
    away: ['Virgo', 'Capricorn', 'Taurus'],
    pushers: ['Neptune', 'Uranus'],
    on: ['Sun', 'Moon', 'Mercury', 'Ascendant'],
    houses: [12, 9],
  },
  {
    words:
      /\b(?:sort\w*|organi[sz]\w*|tidy|tidies|neat\w*|by (?:size|colou?r)|label\w*|alphabeti[sz]\w*|arrumad\w*|organizad\w*|ordenad\w*|ordeno|organizo|range\w*|ordonne\w*|ordentlich\w*|sortier\w*|ordinat\w*|perfectionist\w*)\b/,
    said: 'putting things in order',
    leaning: 'sorting, fine distinctions and order',
    toward: ['Virgo', 'Capricorn', 'Taurus'],
    away: ['Gemini', 'Sagittarius', 'Pisces'],
    pushers: ['Saturn'],
    on: ['Mercury', 'Ascendant', 'Sun', 'Moon'],
    houses: [6, 10],
  },
  {
    words:
      /\b(?:cry|cries|crying|tears|sensitive|emotional|choro|chorar|choro por tudo|lloro|llorar|sensible|pleur\w*|sensible|wein\w*|emotional\w*|piang\w*|sensibile)\b/,
    said: 'crying easily',
    leaning: 'feeling things deeply and showing it',
    toward: ['Cancer', 'Scorpio', 'Pisces'],
    away: ['Aquarius', 'Capricorn', 'Gemini', 'Virgo'],
    pushers: ['Neptune', 'Pluto', 'Jupiter'],
    on: ['Moon', 'Venus'],
    houses: [4, 8, 12],
  },
  {
    words:
      /\b(?:cold|detached|distant|aloof|never cry|can'?t cry|fri[oa]|distante|froid\w*|distant\w*|kalt\w*|distanziert\w*|fredd\w*)\b/,
    said: 'keeping feelings at a distance',
    leaning: 'cool, detached distance from feelings',
    toward: ['Aquarius', 'Capricorn', 'Gemini', 'Virgo'],
    away: ['Cancer', 'Scorpio', 'Pisces', 'Leo'],
    pushers: ['Saturn', 'Uranus'],
    on: ['Moon', 'Venus'],
    houses: [11],
  },
  {
    words: /\b(?:shy|introvert\w*|quiet|timid\w*|timido|timida|timide|schuchtern\w*|introvers\w*|riservat\w*)\b/,
    said: 'being shy',
    leaning: 'holding back and watching first',
    toward: ['Cancer', 'Virgo', 'Capricorn', 'Pisces', 'Scorpio'],
    away: ['Leo', 'Aries', 'Sagittarius', 'Gemini'],
    pushers: ['Saturn', 'Neptune'],
    on: ['Sun', 'Ascendant', 'Mercury'],
    houses: [12],
  },
  {
    words: /\b(?:lazy|procrastinat\w*|preguicos\w*|perezos\w*|flemmard\w*|paresseu\w*|faul\w*|pigr\w*)\b/,
    said: 'putting things off',
    leaning: 'comfort and a slow start',
    toward: ['Taurus', 'Pisces', 'Libra', 'Cancer'],
    away: ['Aries', 'Capricorn', 'Virgo'],
    pushers: ['Neptune'],
    on: ['Mars', 'Sun'],
    houses: [12],
  },
];

/** The person says something of themselves: "I'm", "I sort", "eu sou", "je suis", "ich bin", "io sono", "lloro". */
const SELF =
  /\b(?:i|i'?m|me|my|eu|sou|meu|minha|yo|soy|mi|je|suis|mon|ma|ich|bin|mein|meine|io|sono|mia|mio|lloro|choro|pleure|weine|piango|ordeno|organizo)\b/;

/** The message asks whether the placement explains or fits it, or sets it against the placement. */
const WEIGHS =
  /\?|\b(?:explain\w*|reason|because|why|but|supposed to|fit\w*|match\w*|contradict\w*|pq|porque|por que|pero|mas|explica\w*|pourquoi|mais|erklar\w*|warum|aber|perche|ma)\b/;

const PERSONAL = ['Sun', 'Moon', 'Mercury', 'Venus', 'Mars', 'Ascendant'];

const thePoint = (name: string) => (name === 'Ascendant' ? 'Rising sign' : name);

/** Whether they have the sign they named on that point, said first. */
function verdictLine(p: ChartPlanet, claimedSign: string | null, timeUnknown: boolean): string {
  const house = !timeUnknown && p.house > 0 && p.name !== 'Ascendant' ? `, in the ${ordinal(p.house)} house` : '';
  const where = p.name === 'Ascendant' ? `is ${p.sign}` : `is in ${p.sign}${house}`;
  if (!claimedSign) return `Your ${thePoint(p.name)} ${where}.`;
  return p.sign === claimedSign
    ? `Yes, your ${thePoint(p.name)} ${where}.`
    : `Not quite: your ${thePoint(p.name)} ${where}, not ${claimedSign}.`;
}

const inAspect = (name: string) => (name === 'Ascendant' ? 'Ascendant' : name);

/** Other factors in this chart that lean toward the behaviour: personal points in its signs, contacts, houses. */
function otherFactors(chart: ChartContext, b: Behaviour, named: string): string[] {
  const inSigns = PERSONAL.filter((n) => n !== named)
    .map((n) => planetOf(chart, n))
    .filter((p): p is ChartPlanet => !!p && b.toward.includes(p.sign))
    .map((p) => `your ${thePoint(p.name)} in ${p.sign}`);
  const touches = (a: string, z: string) => b.on.includes(a) && b.pushers.includes(z);
  const contacts = chart.aspects
    .filter((a) => a.orb <= 4 && ['conjunction', 'square', 'opposition'].includes(a.type))
    .filter((a) => touches(a.p1, a.p2) || touches(a.p2, a.p1))
    .map((a) => `your ${inAspect(a.p1)} ${a.type} ${inAspect(a.p2)} (${a.orb.toFixed(1)}°)`);
  const housed = chart.timeUnknown
    ? []
    : chart.planets
        .filter((p) => b.on.includes(p.name) && p.name !== 'Ascendant' && b.houses.includes(p.house))
        .map((p) => `your ${p.name} in the ${ordinal(p.house)} house`);
  return [...new Set([...contacts, ...inSigns, ...housed])].slice(0, 3);
}

/** How the sign of their own placement meets what they describe: fit, contradiction or neither. */
function ownLine(p: ChartPlanet, b: Behaviour, what: string): string {
  const name = thePoint(p.name);
  if (b.toward.includes(p.sign))
    return `Partly yes: ${p.sign} leans toward ${b.leaning}, so ${what} does fit your ${name}.`;
  if (b.away.includes(p.sign))
    return `So the contradiction is real: ${p.sign} is known for the opposite of ${b.said}, and your ${name} alone doesn't explain it.`;
  return `${p.sign} has no strong pull either way here, so your ${name} isn't what explains ${what}.`;
}

/** The reputation of the sign they named when it isn't theirs: said to fit or not, and not to be theirs. */
function stereotypeLine(claimed: string, b: Behaviour): string {
  if (b.away.includes(claimed)) return ` The ${claimed} reputation for the opposite doesn't apply to you.`;
  if (b.toward.includes(claimed)) return ` ${claimed} would fit ${b.said}, but it isn't the sign you have there.`;
  return '';
}

/** The head-on answer: the placement checked, the tension or fit named, and what else in the chart explains it. */
export function tensionReply(
  chart: ChartContext,
  point: string,
  claimedSign: string | null,
  b: Behaviour,
  theirWords: string | null,
): string | null {
  const p = planetOf(chart, point);
  if (!p) return null;
  const what = theirWords ?? b.said;
  const stereotype = claimedSign && claimedSign !== p.sign ? stereotypeLine(claimedSign, b) : '';
  const factors = otherFactors(chart, b, point);
  const more = factors.length
    ? ` What in your chart does lean toward ${b.leaning}: ${listed(factors)}.${factors.length > 1 ? ' Together they weigh more than one sign.' : ''}`
    : ' Nothing else in your chart pulls strongly that way, so this is more likely learned or chosen than written in the chart.';
  return `${verdictLine(p, claimedSign, !!chart.timeUnknown)} ${ownLine(p, b, what)}${stereotype}${more} Which of these sounds most like you?`;
}

const listed = (xs: readonly string[]) =>
  xs.length < 2 ? (xs[0] ?? '') : `${xs.slice(0, -1).join(', ')} and ${xs.at(-1)}`;

/** Their own first-person clause, swapped to "you" (English only): "I sort my brushes by size" → "sorting...". */
function theirClause(message: string): string | null {
  const m = /\b(?:i|i'?m|i am) ((?!think|wonder|guess|mean|feel like)[a-z][^.,?!;]{3,60})/i.exec(message);
  if (!m) return null;
  const clause = m[1]!
    .replace(/\bmy\b/gi, 'your')
    .replace(/\bme\b/gi, 'you')
    .trim();
  return /^i(?:'?m| am)\s/i.test(m[0]) ? `being ${clause}` : `how you ${clause}`;
}

/** A question word that makes a second question more than a tag ("né?", "right?"). */
const OTHER_ASK =
  /\b(what|whats|why|how|when|which|que|qual|quais|como|quando|porque|por que|pourquoi|quoi|comment|warum|was|wie|perche|cosa|come)\b/;

export const planPlacementTension: PlanBuilder = ({ input, base, heard }) => {
  // A technique asked ("did I have my Saturn return?") is answered as one (techniques/lived-years.ts meets the mess).
  const about = heard?.about;
  if (!about || base.situation || input.part || about.points.length !== 1 || about.techniques.length) return null;
  if (!PERSONAL.includes(about.points[0]!)) return null;
  const text = normalise(input.message);
  const b = BEHAVIOURS.find((x) => x.words.test(text));
  if (!b || !SELF.test(text) || !WEIGHS.test(text)) return null;
  // Another real question beside it ("what does it mean for first impressions?") is answered in order, part by part.
  if (questionsIn(input.message).some((q) => !b.words.test(normalise(q)) && OTHER_ASK.test(normalise(q)))) return null;
  const reply = tensionReply(
    input.chart,
    about.points[0]!,
    about.signs[0] ?? null,
    b,
    base.language === 'en' ? theirClause(input.message) : null,
  );
  return reply
    ? { ...base, mode: 'talk', topic: 'a placement and you', talk: { kind: 'chart-answer', text: reply } }
    : null;
};
