// Phrase tables every voice shares: what each angle is about and how a planet on it shows, what a transiting
// planet does and how an aspect feels. Our own words throughout.
import type { AngleName } from '../chart-features.ts';

/**
 * What each angle is about, as a noun phrase, for planets that sit on one. The IC is the most private point of the
 * chart and the Midheaven the most public; the Ascendant is the self met first, the Descendant the other.
 */
export const ANGLE_MEANING: Record<AngleName, string> = {
  Ascendant: 'the way you meet the world and start things',
  Descendant: 'partners and the close others you keep meeting',
  Midheaven: 'your public direction and what you become known for',
  IC: 'your roots, your home and what you keep to yourself',
};

/**
 * How the drive of a planet on each angle shows, completing "The part of you that needs {drive} ...": in the open
 * on the Ascendant and the Midheaven, through others on the Descendant, in private on the IC.
 */
export const ANGLE_PLAY: Record<AngleName, { guide: string; image: string; step: string }> = {
  Ascendant: {
    guide: 'shows in how you come across, often before you have said a word',
    image: 'walks through the door ahead of you, so people meet it first',
    step: 'choose how you lead with it, since people notice it first',
  },
  Descendant: {
    guide: 'tends to reach you through partners and the people closest to you',
    image: 'waits across the table, in the faces of the people you choose',
    step: 'notice whom you pick, since you often meet it in other people first',
  },
  Midheaven: {
    guide: 'is on show in your work and public life, where it becomes part of your reputation',
    image: 'stands at the summit of your sky, where the world can see it',
    step: 'put it to work on purpose, since it shapes what you are known for',
  },
  IC: {
    guide: 'lives mostly in private: at home, in your family roots, in what you keep inward',
    image: 'is kept at the hearth, below the house, where few are invited',
    step: 'give it room at home, where it lives, before it leaks out elsewhere',
  },
};

/** How each transiting slow planet tends to work on what it touches. */
export const TRANSIT_PLANET: Record<string, string> = {
  Jupiter: 'widens what it touches and opens doors, sometimes more than you can walk through',
  Saturn: 'tests what it touches, slows it down and asks for commitment',
  Uranus: 'shakes up what it touches, with surprises and a pull towards freedom',
  Neptune: 'softens and blurs what it touches, inviting ideals (check the facts twice)',
  Pluto: 'deepens what it touches and strips away what no longer fits',
  Sun: 'puts a spotlight on what it touches for a few days',
  Moon: 'stirs what it touches for a day or two',
  Mercury: 'brings what it touches into conversations and plans',
  Venus: 'sweetens what it touches for a few days',
  Mars: 'heats up what it touches and pushes for action',
  Chiron: 'presses on an old sore spot in what it touches, so that it can finally be tended',
  'North Node': 'points what it touches towards growth, often through unfamiliar choices',
};

/** Completes "and a square ..." */
export const ASPECT_FEEL: Record<string, string> = {
  conjunction: 'conjunction turns the volume right up',
  opposition: 'opposition tends to play out through other people',
  square: 'square creates friction that pushes for a decision',
  trine: 'trine lets it flow more easily than usual',
  sextile: 'sextile offers openings if you take them',
};
