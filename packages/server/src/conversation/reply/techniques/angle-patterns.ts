// The angles in a figure: the Ascendant or Midheaven can complete a planets' T-square into a grand cross, or join a
// grand trine. Said as an angle of the chart, never as a planet, and only with a birth time (the angles need it).
import { type AspectPattern, findAspectPatterns, PATTERN_POINTS, type PointName } from '@stellara/astro';
import { type ChartContext, displayPointName, planetOf } from '../../chart-context.ts';
import { article } from '../voices/grammar.ts';
import { cuspsOf, enginePoints, list, named } from './words.ts';

const ANGLES: readonly PointName[] = ['Ascendant', 'Medium_Coeli'];

/** The figures made of aspects (a stellium is planets together, not a figure an angle completes). */
type Figure = Exclude<AspectPattern, { kind: 'stellium' }>;

const isAngle = (p: PointName) => ANGLES.includes(p);

/** "the Moon in Aries", "your Ascendant in Libra (an angle, not a planet)". */
function at(chart: ChartContext, p: PointName): string {
  const name = displayPointName(p);
  const sign = planetOf(chart, name)?.sign;
  return isAngle(p)
    ? `your ${name}${sign ? ` in ${sign}` : ''} (an angle of your chart, not a planet)`
    : `${named(name)}${sign ? ` in ${sign}` : ''}`;
}

function kindWithQuality(p: AspectPattern): string {
  const quality =
    (p.kind === 'T-square' || p.kind === 'grand cross') && p.modality
      ? `${p.modality.toLowerCase()} `
      : (p.kind === 'grand trine' || p.kind === 'kite') && p.element
        ? `${p.element.toLowerCase()} `
        : '';
  return `${quality}${p.kind}`;
}

/**
 * The figures an angle completes or joins, as sentences (at most two): "Your Ascendant in Libra (an angle…)
 * completes the T-square of … into a cardinal grand cross." `planetFigures` are the figures among the planets alone.
 */
export function angleFigureSentences(chart: ChartContext, planetFigures: readonly AspectPattern[]): string[] {
  if (chart.timeUnknown) return [];
  const found = findAspectPatterns(
    { points: enginePoints(chart), cusps: cuspsOf(chart) },
    { points: [...PATTERN_POINTS, ...ANGLES] },
  );
  const figures: Figure[] = [
    ...found.grandCrosses,
    ...found.tSquares.filter((t) => !t.inGrandCross),
    ...found.kites,
    ...found.grandTrines.filter((g) => !g.inKite),
    ...found.yods,
  ].filter((p) => p.planets.some(isAngle) && !p.planets.every(isAngle));
  const out: string[] = [];
  // Each angle's part is told once (two planets side by side make two figures with it), the one-angle figures first.
  const told = new Set<PointName>();
  const angleCount = (p: Figure) => p.planets.filter(isAngle).length;
  for (const p of [...figures].sort((a, b) => angleCount(a) - angleCount(b))) {
    if (out.length >= 2) continue;
    const angles = p.planets.filter(isAngle);
    if (angles.some((a) => told.has(a))) continue;
    for (const a of angles) told.add(a);
    const planets = p.planets.filter((x) => !isAngle(x));
    // The planets' own figure this one grows from (a T-square inside the grand cross, a grand trine inside the kite).
    const inner = planetFigures.find(
      (q) => q.kind !== 'stellium' && q.kind !== p.kind && q.planets.every((x) => planets.includes(x)),
    );
    const who = list(angles.map((a) => at(chart, a)));
    out.push(
      inner
        ? `${out.length ? 'Also' : 'Counting the angles too'}, ${who} ${angles.length > 1 ? 'complete' : 'completes'} your ${inner.kind} of ${list(inner.planets.map((x) => named(displayPointName(x))))} into ${article(kindWithQuality(p))}.`
        : `${out.length ? 'Also' : 'Counting the angles too'}, ${who} ${angles.length > 1 ? 'join' : 'joins'} ${list(planets.map((x) => at(chart, x)))} in ${article(kindWithQuality(p))}.`,
    );
  }
  return out;
}
