// Dispositors: each planet is "disposed of" by the ruler of the sign it stands in; following the rulers from
// planet to planet ends either at a planet in its own sign (a final dispositor) or in a loop.
import { TEN_PLANETS, type PlanetName as TenPlanet } from '@stellara/contract/vocabulary';
import type { PointName, SignCode } from './constants.ts';
import { signOf } from './zodiac.ts';

/** The ten planets, Sun to Pluto: the points that rule signs. */
export type DispositorPlanet = TenPlanet;

/** Which rulers to follow. Traditional (the default): the seven visible planets rule the twelve signs, so every
 * chain ends among them. Modern: Pluto, Uranus and Neptune rule Scorpio, Aquarius and Pisces instead. */
export type Rulership = 'traditional' | 'modern';

const TRADITIONAL_RULERS: Readonly<Record<SignCode, DispositorPlanet>> = {
  Ari: 'Mars',
  Tau: 'Venus',
  Gem: 'Mercury',
  Can: 'Moon',
  Leo: 'Sun',
  Vir: 'Mercury',
  Lib: 'Venus',
  Sco: 'Mars',
  Sag: 'Jupiter',
  Cap: 'Saturn',
  Aqu: 'Saturn',
  Pis: 'Jupiter',
};

const MODERN_RULERS: Readonly<Record<SignCode, DispositorPlanet>> = {
  ...TRADITIONAL_RULERS,
  Sco: 'Pluto',
  Aqu: 'Uranus',
  Pis: 'Neptune',
};

export const DISPOSITOR_PLANETS: readonly DispositorPlanet[] = TEN_PLANETS;

/** The ruler of a sign in the chosen scheme. */
export function signRuler(sign: SignCode, rulership: Rulership = 'traditional'): DispositorPlanet {
  return (rulership === 'modern' ? MODERN_RULERS : TRADITIONAL_RULERS)[sign];
}

export type ChainEnd =
  /** The chain stops at a planet in its own sign. */
  | { kind: 'final'; planet: DispositorPlanet }
  /** The chain runs into a loop of planets disposing of each other (two of them: a mutual reception). */
  | { kind: 'loop'; planets: DispositorPlanet[] };

export interface DispositorChain {
  planet: DispositorPlanet;
  /** From the planet itself through each dispositor, up to the final dispositor or the first planet of the loop. */
  chain: DispositorPlanet[];
  end: ChainEnd;
}

export interface MutualReception {
  /** Each stands in the sign the other rules. */
  planets: [DispositorPlanet, DispositorPlanet];
  signs: [SignCode, SignCode];
}

export interface Dispositors {
  rulership: Rulership;
  /** The direct answer: the one planet every chain ends at, or null (several ends, or a loop). */
  finalDispositor: DispositorPlanet | null;
  /** Every planet in its own sign that ends some chain, with the planets whose chains end there; most first. */
  finalDispositors: { planet: DispositorPlanet; disposes: DispositorPlanet[] }[];
  /** Loops chains end in (each once, starting from its first planet in DISPOSITOR_PLANETS order). */
  loops: DispositorPlanet[][];
  mutualReceptions: MutualReception[];
  chains: DispositorChain[];
}

/**
 * The dispositor chain of each of the ten planets, the final dispositor(s), loops and mutual receptions (by
 * domicile only: exaltation receptions are not counted). Traditional rulers unless `rulership` says modern; in the
 * traditional scheme Uranus, Neptune and Pluto have chains of their own but dispose of nothing.
 */
export function findDispositors(
  chart: { points: Partial<Record<PointName, { longitude: number }>> },
  rulership: Rulership = 'traditional',
): Dispositors {
  const planets = DISPOSITOR_PLANETS.filter((p) => chart.points[p] !== undefined);
  const signOfPlanet = (p: DispositorPlanet) => signOf(chart.points[p]!.longitude).code;
  const next = (p: DispositorPlanet) => signRuler(signOfPlanet(p), rulership);
  const present = new Set(planets);

  const chains: DispositorChain[] = [];
  for (const planet of planets) {
    const chain: DispositorPlanet[] = [planet];
    let end: ChainEnd | null = null;
    while (end === null) {
      const current = chain[chain.length - 1]!;
      const ruler = next(current);
      if (!present.has(ruler)) {
        // A partial chart without the ruler: the chain stops here (never for a full natal chart).
        end = { kind: 'final', planet: current };
      } else if (ruler === current) end = { kind: 'final', planet: current };
      else if (chain.includes(ruler)) end = { kind: 'loop', planets: rotate(chain.slice(chain.indexOf(ruler))) };
      else chain.push(ruler);
    }
    chains.push({ planet, chain, end });
  }

  const finals = new Map<DispositorPlanet, DispositorPlanet[]>();
  const loops = new Map<string, DispositorPlanet[]>();
  for (const c of chains) {
    if (c.end.kind === 'final') finals.set(c.end.planet, [...(finals.get(c.end.planet) ?? []), c.planet]);
    else loops.set(c.end.planets.join(','), c.end.planets);
  }
  // The one disposing of most planets first (the strongest answer to "which is my final dispositor").
  const finalDispositors = [...finals.entries()]
    .map(([planet, disposes]) => ({ planet, disposes }))
    .sort((a, b) => b.disposes.length - a.disposes.length || rank(a.planet) - rank(b.planet));

  const mutualReceptions: MutualReception[] = [];
  for (let i = 0; i < planets.length; i++) {
    for (let j = i + 1; j < planets.length; j++) {
      const a = planets[i]!;
      const b = planets[j]!;
      if (next(a) === b && next(b) === a)
        mutualReceptions.push({ planets: [a, b], signs: [signOfPlanet(a), signOfPlanet(b)] });
    }
  }

  return {
    rulership,
    finalDispositor: finalDispositors.length === 1 && loops.size === 0 ? finalDispositors[0]!.planet : null,
    finalDispositors,
    loops: [...loops.values()],
    mutualReceptions,
    chains,
  };
}

const rank = (p: DispositorPlanet) => DISPOSITOR_PLANETS.indexOf(p);

/** A loop written from its earliest planet in DISPOSITOR_PLANETS order, so the same loop is always spelt alike. */
function rotate(loop: DispositorPlanet[]): DispositorPlanet[] {
  let first = 0;
  for (let i = 1; i < loop.length; i++) {
    if (rank(loop[i]!) < rank(loop[first]!)) first = i;
  }
  return [...loop.slice(first), ...loop.slice(0, first)];
}
