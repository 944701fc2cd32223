// The Moon phase someone was born under: the phase, waxing or waning, the eight-phase type and what it is read as.
import {
  type BirthMoonPhase,
  birthMoonPhase,
  type LunationType,
  moonPhaseAt,
  SYNODIC_MONTH_DAYS,
} from '@stellara/astro';
import { LUNAR_PHASE_NAMES, type LunarPhaseName } from '@stellara/contract';
import { type ChartContext, ordinal, planetOf } from '../../chart-context.ts';
import { type Asked, capital, type TechniqueAnswer } from './words.ts';

/** How a phase reads, in our own words (after Rudhyar's eight lunation types). */
const LUNATION_MEANING: Readonly<Record<LunationType, string>> = {
  New: 'A New Moon birth is read as instinctive and fresh: you tend to act first and find the meaning on the way.',
  Crescent:
    'The crescent phase is read as a push away from old habits: a need to prove that a new way of doing things can work.',
  'First Quarter':
    'The first quarter is read as a phase of decisions and action: pressure tends to make you build something sturdier.',
  Gibbous: 'The gibbous phase is read as a drive to improve: looking closely, adjusting, wanting things to be right.',
  Full: 'A Full Moon birth is read as living with two pulls at once, what you want and what others need, and finding yourself through other people.',
  Disseminating: "The disseminating phase is read as the teacher's phase: what you understand, you want to pass on.",
  'Last Quarter':
    'The last quarter is read as a turning point in belief: quietly outgrowing old structures and reshaping them from within.',
  Balsamic:
    'The balsamic phase, the last sliver before the New Moon, is read as an ending and a seed at once: intuitive, looking ahead, sometimes a little out of step with your time.',
};

/** Phases a message may name, and whether the birth phase is one of them. */
const PHASE_WORDS: readonly { pattern: RegExp; label: string; matches: (p: BirthMoonPhase) => boolean }[] = [
  {
    pattern: /full moon|luna llena|lua cheia|pleine lune|luna piena|vollmond|\bfull\b/,
    label: 'a Full Moon',
    matches: (p) => p.phase === 'Full Moon',
  },
  {
    pattern: /new moon|luna nueva|lua nova|nouvelle lune|luna nuova|neumond|dark moon|moon dark|moon was dark/,
    label: 'a New Moon',
    matches: (p) => p.phase === 'New Moon',
  },
  { pattern: /balsamic|balsamica/, label: 'a balsamic Moon', matches: (p) => p.lunationType === 'Balsamic' },
  {
    pattern: /disseminating|diseminante|disseminadora/,
    label: 'a disseminating Moon',
    matches: (p) => p.lunationType === 'Disseminating',
  },
  { pattern: /gibbous|gibosa/, label: 'a gibbous Moon', matches: (p) => /Gibbous/.test(p.phase) },
  {
    pattern: /first quarter|cuarto creciente|quarto crescente|premier quartier/,
    label: 'a First Quarter Moon',
    matches: (p) => p.phase === 'First Quarter',
  },
  {
    pattern: /last quarter|third quarter|cuarto menguante|quarto minguante|dernier quartier/,
    label: 'a Last Quarter Moon',
    matches: (p) => p.phase === 'Last Quarter',
  },
  { pattern: /crescent\b/, label: 'a crescent Moon', matches: (p) => /Crescent/.test(p.phase) },
  { pattern: /quarter|cuarto|quarto|quartier/, label: 'a quarter Moon', matches: (p) => /Quarter/.test(p.phase) },
  { pattern: /waxing|creciente|crescente/, label: 'a waxing Moon', matches: (p) => p.waxing },
  { pattern: /waning|menguante|minguante/, label: 'a waning Moon', matches: (p) => !p.waxing },
];

/** Names that only narrow the phase down (half the month, or either quarter). */
const GENERIC_PHASES: readonly string[] = ['a quarter Moon', 'a waxing Moon', 'a waning Moon'];

const phaseName = (phase: LunarPhaseName) => (phase.endsWith('Moon') ? phase : `${phase} Moon`);

/** The elongation the Moon gains in a day, on average. */
const DEGREES_A_DAY = 360 / SYNODIC_MONTH_DAYS;
const PRINCIPAL: Partial<Record<LunarPhaseName, { angle: number; name: string }>> = {
  'New Moon': { angle: 0, name: 'the New Moon' },
  'First Quarter': { angle: 90, name: 'the First Quarter' },
  'Full Moon': { angle: 180, name: 'the Full Moon' },
  'Last Quarter': { angle: 270, name: 'the Last Quarter' },
};

/**
 * The phase a birth is said to be under. New, First Quarter, Full and Last Quarter are moments: the calendar's
 * octant around each spans almost two days either side, and "a Full Moon" two days early contradicts "growing
 * towards full". More than a day from the moment, the birth is under the phase in between, and `from` says how far
 * from the moment (the days after the New Moon are said anyway).
 */
function shownPhase(p: BirthMoonPhase): { phase: LunarPhaseName; from?: string } {
  const principal = PRINCIPAL[p.phase];
  if (!principal) return { phase: p.phase };
  const off = ((p.elongation - principal.angle + 540) % 360) - 180;
  if (Math.abs(off) <= DEGREES_A_DAY) return { phase: p.phase };
  const index = LUNAR_PHASE_NAMES.indexOf(p.phase) + (off < 0 ? 7 : 1);
  const days = Math.round(Math.abs(off) / DEGREES_A_DAY);
  return {
    phase: LUNAR_PHASE_NAMES[index % 8]!,
    from:
      principal.angle === 0
        ? undefined
        : `${days} day${days === 1 ? '' : 's'} ${off < 0 ? 'before' : 'after'} ${principal.name}`,
  };
}

function birthPhaseOf(chart: ChartContext): BirthMoonPhase {
  if (chart.birth) return birthMoonPhase(chart.birth.natal);
  // Without the cast chart: the elongation from the two lights the context keeps.
  const sun = planetOf(chart, 'Sun')?.longitude ?? 0;
  const moon = planetOf(chart, 'Moon')?.longitude ?? 0;
  return moonPhaseAt(moon - sun, chart.moonPhase.illumination);
}

/** How far the birth was from the New Moon; a New Moon birth says how far from its own exact moment. */
function sinceNewMoon(p: BirthMoonPhase): string {
  if (p.phase === 'New Moon') return `less than a day ${p.elongation > 180 ? 'before' : 'after'} it was exact`;
  const days = Math.round(p.daysAfterNewMoon);
  return `about ${days} day${days === 1 ? '' : 's'} after the New Moon`;
}

export function moonPhaseAnswer(chart: ChartContext, ask: Asked): TechniqueAnswer {
  const born = birthPhaseOf(chart);
  const shown = shownPhase(born);
  const p = { ...born, phase: shown.phase };
  const name = phaseName(p.phase);
  const lit = Math.round(p.illumination * 100);
  const when = sinceNewMoon(p);
  const near = shown.from ? ` and ${shown.from}` : '';
  const fact = `you were born under a ${name}, ${when}${near}, with ${lit}% of its face lit`;
  const matched = PHASE_WORDS.filter((w) => w.pattern.test(ask.text));
  // "First quarter" also says "quarter", "cuarto creciente" also says "creciente": the specific name stands alone.
  const specific = matched.some((w) => !GENERIC_PHASES.includes(w.label));
  const phasesNamed = specific ? matched.filter((w) => !GENERIC_PHASES.includes(w.label)) : matched;
  const asked = phasesNamed[0];
  let answer: string;
  if (phasesNamed.some((w) => w.label === 'a waxing Moon') && phasesNamed.some((w) => w.label === 'a waning Moon')) {
    // "Waxing or waning?": the one it was.
    answer = `${p.waxing ? 'Waxing' : 'Waning'}: ${fact}.`;
  } else if (phasesNamed.length > 1) {
    // "A crescent moon vs a full moon": the one it was, or neither.
    const match = phasesNamed.find((w) => w.matches(p));
    answer = match ? `${capital(match.label)}: ${fact}.` : `Neither: ${fact}.`;
  } else if (asked) {
    // A phase named, asked about or taken for granted ("born during a full moon, what does that say"): confirm or correct.
    answer = asked.matches(p) ? `Yes: ${fact}.` : `No, not ${asked.label}: ${fact}.`;
  } else answer = `${capital(fact)}.`;

  const details = [
    p.waxing
      ? 'The Moon was growing towards full when you arrived, which astrologers link with a reaching-out, building kind of energy.'
      : 'The Moon was shrinking back towards new when you arrived, which astrologers link with sharing, sorting and letting go more than starting from scratch.',
    LUNATION_MEANING[p.lunationType],
  ];
  if (!name.toLowerCase().startsWith(p.lunationType.toLowerCase())) {
    details.push(`Astrologers who use the eight-phase system call this the ${p.lunationType.toLowerCase()} phase.`);
  }
  const moon = planetOf(chart, 'Moon');
  if (moon) {
    details.push(
      `Your Moon itself is in ${moon.sign} in your ${ordinal(moon.house)} house: the sign says how you feel, the phase how that feeling meets the Sun's will.`,
    );
  }
  return {
    technique: 'moon-phase',
    answer,
    details,
    technical: [
      `Sun–Moon elongation ${p.elongation.toFixed(1)}° (${p.waxing ? 'waxing' : 'waning'}), illumination ${lit}%.`,
      `Lunation type ${p.lunationType} (${Math.floor(p.elongation / 45) * 45}–${Math.floor(p.elongation / 45) * 45 + 45}°); about ${p.daysAfterNewMoon.toFixed(1)} days after the New Moon (mean synodic month).`,
    ],
    ids: ['Birth Moon phase'],
  };
}
