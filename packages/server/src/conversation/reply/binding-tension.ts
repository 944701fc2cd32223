// A weakness asked of the whole chart ("biggest weakness, 2 lines"): the most binding tension, not the first
// placement with a harder side. That is the strongest hard aspect by the chart's own ranking (orb, a tight pattern,
// the Sun or Moon, personal planets), said with both planets, its orb and its pattern. Pure.
import type { ChartAspect, ChartContext } from '../chart-context.ts';
import { DRIVE } from '../phrases.ts';
import { chartFeatures, type PatternFeature, patternOf } from './chart-features.ts';
import { orbText } from './techniques/chart-facts.ts';
import { andList, theBody } from './voices/grammar.ts';

/** Aspects that bind two drives against each other. */
const TENSE = new Set(['square', 'opposition']);

export interface Tension {
  aspect: ChartAspect;
  pattern: PatternFeature | null;
}

/** The chart's most binding tension: the strongest-ranked square or opposition between two planets. */
export function bindingTension(chart: ChartContext): Tension | null {
  const features = chartFeatures(chart);
  const aspect = features.rankedAspects.find(
    (a) => TENSE.has(a.type) && a.p1 !== 'North Node' && a.p2 !== 'North Node' && !isAngle(a.p1) && !isAngle(a.p2),
  );
  return aspect ? { aspect, pattern: patternOf(aspect, features.patterns) } : null;
}

const isAngle = (name: string) => name === 'Ascendant' || name === 'Midheaven';

/**
 * Two sentences: the weakness with the tension it comes from (both planets, orb, pattern), then how it pulls. "The
 * weakness I'd name first comes from your Venus square Saturn, 1°02' from exact and part of a T-square with Mars:
 * under pressure you can be someone who shuts one need down to keep another safe. It makes the need … rub against …"
 */
export function tensionWeakness(t: Tension, named: string): string {
  const { p1, p2, type, orb } = t.aspect;
  const verb = type === 'opposition' ? 'opposite' : type;
  const others = t.pattern ? t.pattern.planets.filter((p) => p !== p1 && p !== p2) : [];
  const pattern =
    t.pattern && others.length ? ` and part of a ${t.pattern.kind} with ${andList(others.map(theBody))}` : '';
  // The weakness in the first sentence, so a reply cut to one sentence still names it.
  const lead = `The ${named} I'd name first comes from your ${p1} ${verb} ${p2}, ${orbText(orb)} from exact${pattern}: under pressure you can be someone who ${tensionTrait(t.aspect)}.`;
  const pull = `It ${type === 'opposition' ? 'sets' : 'makes'} the need ${DRIVE[p1]} ${type === 'opposition' ? 'against' : 'rub against'} the need ${DRIVE[p2]}.`;
  return `${lead} ${pull}`;
}

/** The harder side of a tension, as a phrase after "someone who" (kept for "how do I fix that?" after it). */
export function tensionTrait(aspect: Pick<ChartAspect, 'type'>): string {
  return aspect.type === 'opposition'
    ? 'swings between two needs instead of holding both'
    : 'shuts one need down to keep another safe';
}

/** A square or opposition: a tension a weakness can be named from. */
export const isTension = (aspect: Pick<ChartAspect, 'type'>) => TENSE.has(aspect.type);
