// The built-in writer's answers to "what is ...": a short definition of the term, or what a technique is, taught
// from the knowledge base when it has the term.
import { findDispositors, tightestAspects } from '@stellara/astro';
import type { Meaning } from '../../knowledge/index.ts';
import { type ChartContext, displayPointName, ordinal, planetOf } from '../chart-context.ts';
import type { ReplyPlan } from './plan-types.ts';
import { degreeAnswer, lilithAnswer, orbText } from './techniques/chart-facts.ts';
import { enginePoints } from './techniques/words.ts';
import { article } from './voices/grammar.ts';
import type { Voice } from './voices/index.ts';

export const DEFINITIONS: Record<string, string> = {
  trine:
    'A trine is an angle of about 120° between two planets, usually in signs of the same element. It is the easiest aspect: the two drives support each other, so the talent comes naturally, sometimes so naturally that it goes unused.',
  square:
    "A square is an angle of about 90° between two planets. The two drives get in each other's way, which creates friction and pressure to act; over time squares tend to build strength, because they keep asking for a decision.",
  sextile:
    'A sextile is an angle of about 60° between two planets. It is a friendly, mild link: an opportunity that works when you do something with it.',
  opposition:
    'An opposition is an angle of about 180°: two planets face each other across the chart. It feels like a see-saw between two needs, and one side is often met through other people until you can hold both.',
  conjunction:
    'A conjunction is when two planets sit at nearly the same place in the zodiac. Their drives fuse and act as one, which makes that theme loud in a life.',
  aspect:
    'An aspect is an angle between two points in the chart. It shows which of your drives talk to each other and how: easily (trine, sextile), under tension (square, opposition) or fused (conjunction).',
  orb: 'An orb is how far an aspect is from exact, in degrees. The tighter the orb, the more strongly the aspect is felt.',
  retrograde:
    "Retrograde means a planet seems to move backwards against the stars, as seen from Earth. It is an optical effect of two orbits, and astrologers read it as a time (or a placement) that turns the planet's theme inward: reviewing, revising, second thoughts.",
  house:
    'The houses are twelve slices of the sky as seen from your birthplace at your birth time. Each is an area of life (money, home, partners, work...), and a planet in a house shows where its drive plays out.',
  'rising sign':
    'The rising sign, or Ascendant, is the sign that was coming up over the eastern horizon at your birth. It describes your manner, first impressions and the way you start things, and it needs an accurate birth time.',
  midheaven:
    'The Midheaven is the highest point of the zodiac at your birth. It points to your public direction: career, reputation and what you want to be known for.',
  stellium:
    'A stellium is a group of three or more planets in one sign or house. It concentrates a lot of energy in one place, which gives focus and can leave other areas underused.',
  'chart ruler':
    'The chart ruler is the planet that rules your rising sign. Wherever it stands in your chart becomes a thread through the whole reading.',
  transit:
    "A transit is a planet in today's sky making an angle to a point in your birth chart. Slow planets (Jupiter to Pluto) mark the long chapters; fast ones the days and weeks.",
  'birth chart':
    'A birth chart is a map of where the Sun, Moon and planets were at the moment you were born, seen from your birthplace: each planet is a drive (what), its sign a style (how), and its house an area of life (where).',
  dignity:
    'Dignity describes how at home a planet is in a sign: in its domicile or exaltation it works with ease; in its detriment or fall it has to work harder, which often builds a hard-won skill.',
  element:
    'The four elements group the signs: fire (Aries, Leo, Sagittarius) acts, earth (Taurus, Virgo, Capricorn) builds, air (Gemini, Libra, Aquarius) thinks and connects, water (Cancer, Scorpio, Pisces) feels.',
  modality:
    'The modalities sort the signs by how they move: cardinal signs start things, fixed signs hold and sustain, mutable signs adapt and change.',
  'north node':
    "The North Node is a point where the Moon's path crosses the Sun's. Astrologers read it as a direction of growth: unfamiliar at first, rewarding with practice.",
  'big three':
    'The Big Three are your Sun sign (who you are becoming), Moon sign (what you need to feel safe) and Rising sign (how you meet the world).',
  sign: 'A sign is one of twelve 30° slices of the zodiac. It colours how a planet in it behaves: the same drive, a different style.',
  quincunx:
    "A quincunx, or inconjunct, is an angle of about 150° between two planets, in signs that share neither element nor mode. The two drives don't understand each other, so it asks for small, steady adjustments rather than one big decision.",
  'semi-sextile':
    'A semi-sextile is an angle of about 30° between two planets, usually in neighbouring signs. It is a faint link between two very different styles, which grows useful when you pay attention to it.',
  'semi-square':
    'A semi-square is an angle of about 45°, half a square. It works like a small, recurring irritation that keeps nudging you to act.',
  sesquiquadrate:
    'A sesquiquadrate is an angle of about 135°, a square and a half. Its friction tends to flare up at odd moments rather than sit in plain view.',
  quintile:
    'A quintile is an angle of about 72°, a fifth of the circle. Astrologers link it with a particular talent or a creative way of solving problems.',
  biquintile:
    'A biquintile is an angle of about 144°, two fifths of the circle. Like the quintile it points to a talent, often one that shows itself in an unusual way.',
  cusp: 'A cusp is the line where a house (or a sign) begins. The sign on a house cusp colours how you meet that area of life, and a planet within a degree or two of a cusp is often read with the next house too.',
  angle:
    'The four angles are the Ascendant, the IC, the Descendant and the Midheaven: the points where the horizon and the meridian cross the zodiac at your birth. They open the 1st, 4th, 7th and 10th houses, and a planet close to one of them speaks loudly in a chart.',
  ic: 'The IC (Imum Coeli, "bottom of the sky") is the lowest point of the chart, opposite the Midheaven. It stands for home, family, roots and your most private self, and opens the 4th house in most house systems.',
  descendant:
    'The Descendant is the point that was setting on the western horizon at your birth, opposite the Ascendant. It opens the 7th house and describes what you look for, and keep meeting, in partners and close others.',
  dispositor:
    "A planet's dispositor is the ruler of the sign it stands in: Mars in Taurus answers to Venus, for example. Following dispositors from planet to planet shows whose way of doing things has the last word in a chart.",
  return:
    'A return is the moment a planet comes back to the exact place it held when you were born: the Sun every birthday (the solar return), Jupiter about every 12 years, Saturn about every 29. Each opens a new round of that planet’s cycle.',
  lilith:
    "Black Moon Lilith isn't a body but a calculated point, the far end of the Moon's orbit. Astrologers read it as what you learned to hide or were judged for, and the self-possession that comes back when you stop hiding it.",
};

/** Terms whose absence from a chart says something ("no stellium"); for the others a missing example says nothing. */
const PATTERN_TERMS = new Set(['trine', 'square', 'sextile', 'opposition', 'conjunction', 'stellium']);

export function definitionSections(
  plan: ReplyPlan,
  voice: Voice,
  taught: Meaning | null,
  chart: ChartContext | null = null,
): string[] {
  const term = plan.definition?.term ?? '';
  const lead = voice.definitionLead;
  if (!DEFINITIONS[term]) return techniqueSections(term, lead, taught);
  const text = DEFINITIONS[term];
  const title =
    term === 'big three'
      ? 'What the Big Three are'
      : term === 'north node'
        ? 'What the North Node is'
        : ['retrograde', 'orb', 'dignity', 'element', 'modality', 'lilith'].includes(term)
          ? `What ${term} means`
          : term === 'ic'
            ? 'What the IC is'
            : term === 'angle'
              ? 'What the angles are'
              : `What ${article(term)} is`;
  // The definition opens the answer, in plain words with no lead-in.
  const out = [`### ${title}\n${text}`];
  if (!plan.definition?.example) {
    const own = chart ? ownExample(term, chart) : null;
    if (own) out.push(`### In your chart\n${own}`);
    else if (PATTERN_TERMS.has(term))
      out.push(
        `### In your chart\nYour chart has no ${term} among its major patterns, which is a reading in itself: that kind of energy is not emphasised for you.`,
      );
  }
  return out;
}

/** The most of a knowledge text that reads as a short answer: its first sentences, whole. */
const TAUGHT_SENTENCES = 4;

/**
 * A technique the reader does not compute, from what the knowledge graph holds on it (an uploaded document); without
 * it, said plainly rather than guessed.
 */
function techniqueSections(term: string, lead: string, taught: Meaning | null): string[] {
  const name = term.replace(/\b\w/g, (c) => c.toUpperCase());
  if (!taught)
    return [
      `### ${name}\nI don't have notes on ${term} in my knowledge yet, so I won't guess at how it works. What I can read for you is your birth chart itself and the transits moving across it.`,
    ];
  const sentences = taught.summary.match(/[^.!?]+[.!?]+(?:\s|$)/g) ?? [taught.summary];
  return [`### ${name}\n${lead} ${sentences.slice(0, TAUGHT_SENTENCES).join('').trim()}`];
}

// ---------------------------------------------------------------------------------------------

const MINOR_ASPECTS = new Set(['quincunx', 'semi-sextile', 'semi-square', 'sesquiquadrate', 'quintile', 'biquintile']);

/** The person's own instance of a term that has no reading factor: computed, one or two sentences. */
export function ownExample(term: string, chart: ChartContext): string | null {
  if (MINOR_ASPECTS.has(term)) {
    const points = enginePoints(chart);
    const found = tightestAspects(points, Object.keys(points) as (keyof typeof points)[], 1).all.find(
      (a) => a.aspect === term,
    );
    return found
      ? `Your tightest ${term} is ${displayPointName(found.p1)} ${term} ${displayPointName(found.p2)}, ${orbText(found.orb)} from exact.`
      : `Your chart has no ${term} within the 1° astrologers allow a minor aspect.`;
  }
  const angles = (names: string[]) => degreeAnswer(chart, names)?.answer ?? null;
  switch (term) {
    case 'ic':
      return angles(['IC']);
    case 'descendant':
      return angles(['Descendant']);
    case 'angle':
      return angles(['Ascendant', 'IC', 'Descendant', 'Midheaven']);
    case 'cusp': {
      const seventh = chart.houses[6];
      const asc = planetOf(chart, 'Ascendant');
      return asc && seventh
        ? `Your 1st house cusp is your Ascendant, in ${asc.sign}, and your 7th house opens in ${seventh.sign}.`
        : null;
    }
    case 'dispositor': {
      const sun = planetOf(chart, 'Sun');
      const chain = findDispositors({ points: enginePoints(chart) }).chains.find((c) => c.planet === 'Sun');
      const next = chain?.chain[1];
      return sun && next
        ? `Your Sun is in ${sun.sign}, so its dispositor is ${next === 'Moon' ? 'the Moon' : next}, which stands in ${planetOf(chart, next)?.sign ?? 'its own sign'}${planetOf(chart, next)?.house ? ` in your ${ordinal(planetOf(chart, next)?.house ?? 0)} house` : ''}.`
        : sun
          ? `Your Sun is in ${sun.sign}, its own sign, so it answers to no other planet.`
          : null;
    }
    case 'return':
      return 'Ask me when your Saturn return, Jupiter return or next solar return falls and I will work out the date from your chart.';
    case 'lilith':
      return chart.birth ? lilithAnswer(chart).answer : null;
    default:
      return null;
  }
}
