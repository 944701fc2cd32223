// "Full moon ritual ideas?", "a new moon ritual": three or four small rituals for the next such Moon, fitted to the
// sign it falls in (its element's way of letting go or beginning, and the sign's own theme), and one in the part of
// the person's chart it lights. The date and sign come from the ephemeris (practice.ts nextMoon). Pure.
import type { SignName } from '@stellara/contract';
import { elementOfSign } from '../chart-context.ts';

type Kind = 'new' | 'full';

/** The element's way with each Moon: a full Moon lets go and a new Moon begins, by fire, earth, air or water. */
const ELEMENT_RITUAL: Readonly<Record<string, Record<Kind, string>>> = {
  fire: {
    full: 'Write what you are done pushing for on a slip of paper and burn it safely in a candle flame or a fireproof dish.',
    new: 'Light a candle, say your intention out loud in one sentence, and do one first step for it the next morning.',
  },
  earth: {
    full: 'Clear one drawer or shelf and give away what you no longer use, naming what you are making room for.',
    new: 'Plant a seed or pot a small herb, and name it after what you want to grow this month.',
  },
  air: {
    full: 'Write a letter you will not send about what you are ready to let go of, read it by an open window, then tear it up.',
    new: 'Write your intention as a short message to yourself and set it to arrive at the next Full Moon.',
  },
  water: {
    full: 'Take a slow bath or shower and picture what you are letting go of running away with the water.',
    new: 'Write your intention on a slip of paper, set a glass of water on it by your bed, and drink it in the morning.',
  },
};

/** One simple thing in each sign's own way, for either Moon. */
const SIGN_RITUAL: Readonly<Record<SignName, string>> = {
  Aries:
    'Move for ten minutes, a brisk walk, a run or a dance, with one thing in mind: Aries is the sign of the first move.',
  Taurus:
    'Eat one simple meal slowly, with no screen, and notice what you really enjoy: Taurus is the sign of the senses.',
  Gemini:
    'Write two short lists side by side, what you say yes to and what you say no to: Gemini is the sign of words.',
  Cancer: 'Spend the evening at home, or call someone who feels like family: Cancer is the sign of home and belonging.',
  Leo: 'Do one thing that lets you be seen, wear what you love, sing, share something you made: Leo is the sign of the heart.',
  Virgo: 'Tidy and clean one small space properly, then stop: Virgo is the sign of order and care.',
  Libra:
    'Make one corner beautiful, flowers on the table or a made bed, and ask where you need more balance: Libra is the sign of harmony.',
  Scorpio:
    'Write the honest version of something you have kept to yourself, then keep it or burn it safely: Scorpio is the sign of depth.',
  Sagittarius:
    'Walk somewhere new, even one unfamiliar street, and ask what you believe now: Sagittarius is the sign of horizons.',
  Capricorn: 'Set one concrete goal for the coming month with a date on it: Capricorn is the sign of structure.',
  Aquarius:
    'Spend time with friends or a group, or do one thing entirely your own way: Aquarius is the sign of freedom and community.',
  Pisces:
    'Sit with music or near water for fifteen minutes and write down any image that comes: Pisces is the sign of dreams.',
};

/** The Moon itself: looking at the full one, sitting with the dark one. */
const MOON_ITSELF: Readonly<Record<Kind, string>> = {
  full: 'Step outside or to a window, look at the Moon for a few minutes, and name one thing that has come to fruition since the last New Moon.',
  new: 'The New Moon is dark: sit in a dim room for five minutes and name, quietly, one thing you want to begin.',
};

/**
 * Three or four ritual ideas for the next Moon of that kind, as a list: the element's, the sign's, the Moon's own,
 * and one in the person's house when the birth time gives one (`inTheirHouse`, already worded).
 */
export function moonRitualIdeas(kind: Kind, sign: SignName, inTheirHouse: string | null): string {
  const element = elementOfSign(sign);
  const ideas = [
    element ? ELEMENT_RITUAL[element]?.[kind] : null,
    SIGN_RITUAL[sign],
    MOON_ITSELF[kind],
    inTheirHouse,
  ].filter((idea): idea is string => !!idea);
  return `${ideas.length === 4 ? 'Four' : 'Three'} simple rituals that fit a ${kind === 'new' ? 'New' : 'Full'} Moon in ${sign}:\n${ideas.map((idea) => `- ${idea}`).join('\n')}`;
}
