// Essential dignity: how at home a planet is in the sign it stands in, by the traditional scheme (Ptolemy's
// rulerships and exaltations). Domicile and exaltation strengthen a planet; detriment (the sign opposite its home)
// and fall (opposite its exaltation) weaken it; anything else is peregrine. Pure.
import type { SignCode } from './constants.ts';
import { type DispositorPlanet, signRuler } from './dispositors.ts';

export type EssentialDignity = 'domicile' | 'exaltation' | 'detriment' | 'fall' | 'peregrine';

/** The seven planets the traditional scheme gives dignities to. */
export const TRADITIONAL_PLANETS = ['Sun', 'Moon', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn'] as const;
export type TraditionalPlanet = (typeof TRADITIONAL_PLANETS)[number];

const SIGN_ORDER: readonly SignCode[] = [
  'Ari',
  'Tau',
  'Gem',
  'Can',
  'Leo',
  'Vir',
  'Lib',
  'Sco',
  'Sag',
  'Cap',
  'Aqu',
  'Pis',
];

const EXALTATIONS: Readonly<Record<TraditionalPlanet, SignCode>> = {
  Sun: 'Ari',
  Moon: 'Tau',
  Mercury: 'Vir',
  Venus: 'Pis',
  Mars: 'Cap',
  Jupiter: 'Can',
  Saturn: 'Lib',
};

/** The sign opposite. */
export function oppositeSignCode(sign: SignCode): SignCode {
  return SIGN_ORDER[(SIGN_ORDER.indexOf(sign) + 6) % 12] as SignCode;
}

export const isTraditionalPlanet = (name: string): name is TraditionalPlanet =>
  (TRADITIONAL_PLANETS as readonly string[]).includes(name);

export interface DignityReport {
  dignity: EssentialDignity;
  /** The traditional ruler of the sign the planet stands in (its dispositor). */
  signRuler: DispositorPlanet;
  /** The modern co-ruler of Scorpio, Aquarius or Pisces; null for the other signs. */
  modernCoRuler: DispositorPlanet | null;
}

/**
 * The essential dignity of a planet in a sign. Uranus, Neptune and Pluto have no place in the traditional scheme:
 * they are always peregrine here, though each is the modern co-ruler of a sign (reported in `modernCoRuler`).
 * Mercury in Virgo is both domicile and exaltation: domicile is reported, as the stronger of the two.
 */
export function essentialDignity(planet: DispositorPlanet, sign: SignCode): DignityReport {
  const ruler = signRuler(sign, 'traditional');
  const modern = signRuler(sign, 'modern');
  const report = (dignity: EssentialDignity): DignityReport => ({
    dignity,
    signRuler: ruler,
    modernCoRuler: modern === ruler ? null : modern,
  });
  if (!isTraditionalPlanet(planet)) return report('peregrine');
  if (ruler === planet) return report('domicile');
  if (EXALTATIONS[planet] === sign) return report('exaltation');
  if (signRuler(oppositeSignCode(sign), 'traditional') === planet) return report('detriment');
  if (oppositeSignCode(EXALTATIONS[planet]) === sign) return report('fall');
  return report('peregrine');
}
