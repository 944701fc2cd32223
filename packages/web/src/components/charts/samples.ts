// Sample content for viewers whose plan does not include a page yet (spec section 2: sample cards labelled
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

/** Three sample transits, one per colour band. */
export const sampleTransits: SampleTransit[] = [
  {
    id: 'sample-saturn',
    planet: 'Saturn',
    aspect: 'square',
    target: 'Sun',
    intensity: 9,
    colour: 'red',
    isExact: true,
    start: '2026-01-10',
    exact: '2026-02-02',
    end: '2026-02-27',
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
    isExact: false,
    start: '2026-01-21',
    exact: '2026-02-09',
    end: '2026-02-28',
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
    isExact: false,
    start: '2026-02-01',
    exact: '2026-02-05',
    end: '2026-02-09',
    description:
      "Mars's drive and anger opens a door to your mind and voice: an opening that rewards a small, deliberate step.",
  },
];

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
