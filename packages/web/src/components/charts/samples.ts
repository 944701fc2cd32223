// Sample content for viewers whose plan does not include a page yet (docs/routing.md: sample cards labelled
// Sample). Made-up people: the charts' Sun, Moon and Rising were calculated once by Stellara's engine for the
// birth data shown; the sample transits and reading are illustrations of the page, never shown as real.
import type { CompatibilityDynamic, MemberTransit } from '@stellara/contract';

export interface SampleChart {
  name: string;
  birthDate: string;
  birthTime: string;
  birthPlace: string;
  isMain: boolean;
  sun: string;
  moon: string;
  rising: string;
}

/** Two sample charts (the spec's count for plans below plus). */
export const sampleCharts: SampleChart[] = [
  {
    name: 'Maya',
    birthDate: '1992-03-14',
    birthTime: '08:20',
    birthPlace: 'Seattle, Washington, United States',
    isMain: true,
    sun: 'Pisces',
    moon: 'Cancer',
    rising: 'Taurus',
  },
  {
    name: 'Leo',
    birthDate: '1988-08-02',
    birthTime: '21:45',
    birthPlace: 'Manchester, England, United Kingdom',
    isMain: false,
    sun: 'Leo',
    moon: 'Aries',
    rising: 'Pisces',
  },
];

type SampleTransit = Pick<
  MemberTransit,
  'id' | 'planet' | 'aspect' | 'target' | 'intensity' | 'colour' | 'description' | 'isExact'
> & { start: string; exact: string; end: string };

/** A sample's words and its days around today (negative: before): its dates always read as current. */
type SampleTransitShape = Omit<SampleTransit, 'isExact' | 'start' | 'exact' | 'end'> & {
  days: { start: number; exact: number; end: number };
};

/** Three sample transits, one per colour band: one exact today, one building to its peak, one just ahead. */
const sampleTransitShapes: SampleTransitShape[] = [
  {
    id: 'sample-saturn',
    planet: 'Saturn',
    aspect: 'square',
    target: 'Sun',
    intensity: 9,
    colour: 'red',
    days: { start: -23, exact: 0, end: 25 },
    description:
      "Saturn's duty and fear presses on your identity and purpose: friction that will not settle until you adjust something. It is exact now, at full strength.",
  },
  {
    id: 'sample-jupiter',
    planet: 'Jupiter',
    aspect: 'trine',
    target: 'Venus',
    intensity: 7,
    colour: 'yellow',
    days: { start: -12, exact: 7, end: 26 },
    description:
      "Jupiter's faith and growth flows with your love and values: support that arrives easily; it pays to use it on purpose.",
  },
  {
    id: 'sample-mars',
    planet: 'Mars',
    aspect: 'sextile',
    target: 'Mercury',
    intensity: 4,
    colour: 'green',
    days: { start: -1, exact: 3, end: 7 },
    description:
      "Mars's drive and anger opens a door to your mind and voice: an opening that rewards a small, deliberate step.",
  },
];

const DAY_MS = 86_400_000;

/** Noon UTC of the day `days` after `now`'s UTC date, as an ISO instant. */
const noonAfter = (now: Date, days: number) =>
  `${new Date(now.getTime() + days * DAY_MS).toISOString().slice(0, 10)}T12:00:00.000Z`;

/**
 * The sample transits dated around `now`, so "Exact now" is true on the day it is shown (fixed dates went stale and
 * called a transit of months ago exact).
 */
export function sampleTransitsAround(now: Date): SampleTransit[] {
  return sampleTransitShapes.map(({ days, ...t }) => ({
    ...t,
    isExact: days.exact === 0,
    start: noonAfter(now, days.start),
    exact: noonAfter(now, days.exact),
    end: noonAfter(now, days.end),
  }));
}

/** One sample compatibility reading. */
export const sampleReading: {
  names: [string, string];
  percentage: number;
  highlights: string[];
  dynamics: Pick<CompatibilityDynamic, 'key' | 'label' | 'dots'>[];
} = {
  names: ['Maya', 'Leo'],
  percentage: 73,
  highlights: [
    "Maya's Moon trine Leo's Sun: an easy, natural understanding.",
    "Maya's Venus square Leo's Mars: spark and friction that keeps things alive but needs care.",
    "Leo's Moon falls in Maya's 7th house, touching partnership and commitment.",
  ],
  dynamics: [
    { key: 'communication', label: 'Communication', dots: 3 },
    { key: 'emotion', label: 'Emotional bond', dots: 4 },
    { key: 'attraction', label: 'Attraction', dots: 5 },
    { key: 'stability', label: 'Stability', dots: 2 },
    { key: 'growth', label: 'Growth', dots: 3 },
  ],
};
