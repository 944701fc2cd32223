// The built-in writer's answers to "what is ...": a short definition of the term, or what a technique is, taught
// from the knowledge base when it has the term.
import type { Meaning } from '../../knowledge/index.ts';
import type { ReplyPlan } from './plan-types.ts';
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
};

export function definitionSections(plan: ReplyPlan, voice: Voice, taught: Meaning | null): string[] {
  const term = plan.definition?.term ?? '';
  const lead = voice.definitionLead;
  if (!DEFINITIONS[term]) return techniqueSections(term, lead, taught);
  const text = DEFINITIONS[term];
  const title =
    term === 'big three'
      ? 'What the Big Three are'
      : term === 'north node'
        ? 'What the North Node is'
        : ['retrograde', 'orb', 'dignity', 'element', 'modality'].includes(term)
          ? `What ${term} means`
          : `What ${article(term)} is`;
  const out = [`### ${title}\n${lead} ${text}`];
  if (!plan.definition?.example)
    out.push(
      `### In your chart\nYour chart has no ${term} among its major patterns, which is a reading in itself: that kind of energy is not emphasised for you.`,
    );
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
