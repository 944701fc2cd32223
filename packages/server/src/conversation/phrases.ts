// Short phrases in Stellara's own words, used to put a chart pattern into plain language (hooks, built-in reader).
import { ORDINAL_WORDS, PERSONAL_PLANETS, type SignName } from '@stellara/contract';
import type { ChartPointName } from './chart-context.ts';

/** What each point wants, as the object of "a part of you that needs ...". */
export const DRIVE: Record<ChartPointName, string> = {
  Sun: 'to be seen for who you really are',
  Moon: 'to feel emotionally safe and held',
  Mercury: 'to make sense of things and say what you think',
  Venus: 'to be close, to be chosen and to enjoy',
  Mars: 'to act, to want and to go after it',
  Jupiter: 'to grow, to believe and to say yes',
  Saturn: 'to be responsible, in control and beyond reproach',
  Uranus: 'to be free and to break the pattern',
  Neptune: 'to dissolve into something bigger, or to escape',
  Pluto: 'to hold power over what could hurt you',
  Chiron: 'to tend an old wound, often by tending other people',
  'North Node': 'to grow towards something unfamiliar',
  Ascendant: 'to meet the world in your own way',
  Midheaven: 'to build a direction you can be known for',
};

/** A short label of what the point is about, for lists ("your feelings"). */
export const THEME: Record<ChartPointName, string> = {
  Sun: 'identity and purpose',
  Moon: 'feelings and needs',
  Mercury: 'mind and voice',
  Venus: 'love and values',
  Mars: 'drive and anger',
  Jupiter: 'faith and growth',
  Saturn: 'duty and fear',
  Uranus: 'freedom and change',
  Neptune: 'dreams and longing',
  Pluto: 'power and depth',
  Chiron: 'old wounds and healing',
  'North Node': 'growth direction',
  Ascendant: 'first impressions and body',
  Midheaven: 'vocation and reputation',
};

/** How a sign colours whatever sits in it. */
export const SIGN_STYLE: Record<SignName, string> = {
  Aries: 'fast and direct',
  Taurus: 'slow, steady and sensual',
  Gemini: 'curious and restless',
  Cancer: 'protective and tender',
  Leo: 'warm and wanting to be seen',
  Virgo: 'careful and exacting',
  Libra: 'fair-minded and relational',
  Scorpio: 'intense and private',
  Sagittarius: 'free-ranging and searching',
  Capricorn: 'disciplined and long-sighted',
  Aquarius: 'independent and unconventional',
  Pisces: 'porous and imaginative',
};

export const PERSONAL_POINTS: readonly string[] = [...PERSONAL_PLANETS, 'Ascendant', 'Midheaven'];

export { ORDINAL_WORDS };

/** The life areas of each house, short. */
export const HOUSE_AREA: Record<number, string> = {
  1: 'your body, temperament and first impressions',
  2: 'money, possessions and self-worth',
  3: 'everyday talk, siblings and learning',
  4: 'home, family and roots',
  5: 'romance, creativity, play and children',
  6: 'work routines, health and service',
  7: 'partnership and one-to-one relationships',
  8: 'intimacy, shared resources and transformation',
  9: 'beliefs, travel and higher learning',
  10: 'career, reputation and public direction',
  11: 'friends, groups and hopes for the future',
  12: 'solitude, the unconscious and what is hidden',
};
