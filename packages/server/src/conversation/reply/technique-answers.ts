// Computed answers to technique questions (docs/voice.md): the Moon phase at birth, the element balance, aspect
// patterns, another house system, rulers and dispositors, returns and birth-time sensitivity. Each answer opens
// with the direct answer (yes / no / which / when) worked out by the astro engine, then says what it means in plain
// words; the numbers go to the technical lines. Pure: the engine's ephemeris is the only thing read.
import { ChartInputError, EphemerisError, InstantError } from '@stellara/astro';
import type { ChartContext } from '../chart-context.ts';
import type { Technique, Understanding } from '../understanding/understanding.ts';
import { patternAnswer } from './techniques/aspect-patterns.ts';
import { balanceAnswer } from './techniques/balance.ts';
import { birthTimeAnswer } from './techniques/birth-time.ts';
import { houseSystemAnswer } from './techniques/house-system.ts';
import { moonPhaseAnswer } from './techniques/moon-phase.ts';
import { returnAnswer } from './techniques/returns.ts';
import { rulershipAnswer } from './techniques/rulership.ts';
import { type Asked, plain, type TechniqueAnswer } from './techniques/words.ts';

export type { TechniqueAnswer };

/** The techniques answered here; retrograde, transits, synastry and definitions are answered elsewhere. */
export const COMPUTED_TECHNIQUES = [
  'moon-phase',
  'balance',
  'aspect-pattern',
  'house-system',
  'rulership',
  'return',
  'birth-time',
] as const satisfies readonly Technique[];

/**
 * The computed answer to a technique question about this chart, or null for a technique answered elsewhere (or one
 * that needs the cast chart when the context was built without it). `message` is the person's own words: the
 * understanding names the technique but not which pattern, house system or return they meant, nor whether they
 * asked yes or no.
 */
export function answerTechnique(
  technique: Technique,
  chart: ChartContext,
  heard: Understanding,
  now: Date,
  message = '',
): TechniqueAnswer | null {
  const ask: Asked = { heard, text: plain(message), now };
  try {
    switch (technique) {
      case 'moon-phase':
        return moonPhaseAnswer(chart, ask);
      case 'balance':
        return balanceAnswer(chart, ask);
      case 'aspect-pattern':
        return patternAnswer(chart, ask);
      case 'house-system':
        return houseSystemAnswer(chart, ask);
      case 'rulership':
        return rulershipAnswer(chart, ask);
      case 'return':
        return returnAnswer(chart, ask);
      case 'birth-time':
        return birthTimeAnswer(chart, ask);
      default:
        return null;
    }
  } catch (error) {
    // A date outside the ephemeris or a chart the engine cannot take: the caller answers without the numbers.
    // Anything else is a bug, and is not hidden.
    if (isEngineRefusal(error)) return null;
    throw error;
  }
}

/** What the engine throws for a moment or place it cannot compute (a heliocentric chart has no solar return: RangeError). */
function isEngineRefusal(error: unknown): boolean {
  return (
    error instanceof EphemerisError ||
    error instanceof InstantError ||
    error instanceof ChartInputError ||
    error instanceof RangeError
  );
}
