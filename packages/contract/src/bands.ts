// Colour bands of the member pages (docs/charts.md#bands), without zod so the web can import them cheaply.

// The spec's texts of the member chart pages, exactly.
/** The spec's empty transit state, exactly. */
export const NO_TRANSITS_TEXT = 'No transit data available yet...';
/** The spec's empty compatibility state, exactly. */
export const NO_COMPATIBILITY_TEXT = 'No Compatibility Readings Yet';
/** The spec's chart error (the birth-data dialog stays open), exactly. */
export const CHART_ERROR_TEXT = 'There was an error calculating your birth chart. Please try again.';

export type IntensityColour = 'red' | 'yellow' | 'green';

/** The spec's transit colour bands: intensity 8 and above red, 6 and above yellow, else green. */
export function transitIntensityColour(intensity: number): IntensityColour {
  return intensity >= 8 ? 'red' : intensity >= 6 ? 'yellow' : 'green';
}

/** The spec's compatibility colour bands: 80 % and above green, 60 % and above yellow, else red. */
export function compatibilityColour(percentage: number): IntensityColour {
  return percentage >= 80 ? 'green' : percentage >= 60 ? 'yellow' : 'red';
}

/**
 * The words of a compatibility percentage, one per band of the same scale as its colour (the ring, its label and
 * its colour come from one number): 80 % and above, 60 % and above, 40 % and above, below.
 */
export function compatibilityLabel(percentage: number): string {
  return percentage >= 80
    ? 'Strong connection'
    : percentage >= 60
      ? 'Good connection'
      : percentage >= 40
        ? 'Mixed connection'
        : 'Light connection';
}
