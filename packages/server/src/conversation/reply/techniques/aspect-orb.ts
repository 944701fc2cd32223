// The orb of one aspect the person names ("sun opposite saturn, exact orb? applying or separating?"): the figure is
// the answer's first line, then one short sentence on what it means. Pure: computed from the chart as cast.
import { ASPECTS, type AspectName, AXES_ORB, aspectMovement, type PointName } from '@stellara/astro';
import { ANGLE_NAMES } from '@stellara/contract';
import { type ChartContext, displayPointName, planetOf } from '../../chart-context.ts';
import type { NamedPoint } from '../../understanding/understanding.ts';
import { ANGLE_CONTACT_ORB } from '../chart-features.ts';
import { orbText } from './chart-facts.ts';
import { capital, type TechniqueAnswer } from './words.ts';

/**
 * Asking for the orb, how exact an aspect is, how far apart two points are, or whether it applies or separates
 * ("how far is Mars from my MC", "a qué distancia", "wie weit", "à quelle distance", "quanto dista").
 */
export const ORB_ASK =
  /\borbs?\b|\borbe\b|\borbita\b|how (?:close|exact|tight|wide|far|near)|how many degrees|\bdistance\b|\bdistancia\b|\bdistanza\b|\babstand\b|\bwie (?:weit|nah|eng|genau)\b|que tan (?:cerca|lejos)|\bcuan (?:cerca|lejos)|a que distancia|quao (?:perto|longe)|\becart\b|quanto dist\w*|\bdista\b|from exact|\bexactly\b|\bapplying\b|\bseparating\b|\bapplies\b|\bseparates\b|aplica(?:tiv|ndo|nte)\w*|separa(?:tiv|ndo|nte)\w*|applicant|separant|applicativ\w*|separativ\w*|applikativ|separativ/;
const MOTION_ASK =
  /\bapplying\b|\bseparating\b|\bapplies\b|\bseparates\b|aplica(?:tiv|ndo|nte)\w*|separa(?:tiv|ndo|nte)\w*|applicant|separant|applicativ\w*/;

/** Beyond these orbs no aspect is said to be there when none was named. */
const MAJOR_ORB = 8;
const MINOR_ORB = 3;

const VERB: Partial<Record<AspectName, string>> = { conjunction: 'conjunct', opposition: 'opposite' };
const verb = (a: AspectName) => VERB[a] ?? a;

const ENGINE_NAME: Readonly<Record<string, PointName>> = {
  'North Node': 'Mean_Node',
  'South Node': 'Mean_South_Node',
  Lilith: 'Mean_Lilith',
  Midheaven: 'Medium_Coeli',
  IC: 'Imum_Coeli',
};
const engineName = (display: string): PointName => ENGINE_NAME[display] ?? (display as PointName);
const isAngle = (name: string) => (ANGLE_NAMES as readonly string[]).includes(name);

interface OrbPoint {
  /** The name a sentence uses ("Saturn", "IC", "Descendant"). */
  name: string;
  longitude: number;
  /** Degrees a day at birth; null when only the reading's view of the chart is at hand. */
  speed: number | null;
}

/**
 * A point the person named, as cast: any body, node, Lilith or angle, the IC and Descendant included (they are
 * the points opposite the Midheaven and Ascendant). Null when the chart does not hold it (no birth time, no angles).
 */
function orbPoint(chart: ChartContext, named: NamedPoint): OrbPoint | null {
  const fromView = planetOf(chart, named);
  if (chart.timeUnknown && isAngle(named)) return null;
  const cast = chart.birth?.natal.points[engineName(named)];
  if (cast) return { name: displayPointName(named), longitude: cast.longitude, speed: cast.speed };
  if (fromView) return { name: displayPointName(fromView.name), longitude: fromView.longitude, speed: null };
  const opposite = named === 'IC' ? 'Midheaven' : named === 'Descendant' ? 'Ascendant' : null;
  const across = opposite ? planetOf(chart, opposite) : undefined;
  return across ? { name: named, longitude: (across.longitude + 180) % 360, speed: null } : null;
}

/** The distance between two longitudes, 0-180°. */
function separation(a: number, b: number): number {
  const d = Math.abs(a - b) % 360;
  return d > 180 ? 360 - d : d;
}

export interface NamedPair {
  a: NamedPoint;
  b: NamedPoint;
  /** The aspect the person named, if they named one. */
  aspect: AspectName | null;
}

/**
 * "Your Sun opposite Saturn is 0°48' from exact, and applying: the two were still closing in when you were born."
 * The aspect named is measured even if the chart would not count it; without one named, the nearest major aspect.
 */
export function aspectOrbAnswer(chart: ChartContext, pair: NamedPair, text: string): TechniqueAnswer | null {
  const p1 = orbPoint(chart, pair.a);
  const p2 = orbPoint(chart, pair.b);
  if (!p1 || !p2 || p1.name === p2.name) return null;
  const toAngle = isAngle(pair.a) || isAngle(pair.b);
  const gap = separation(p1.longitude, p2.longitude);
  const byCloseness = (list: typeof ASPECTS) =>
    [...list].sort((x, y) => Math.abs(gap - x.degrees) - Math.abs(gap - y.degrees))[0];
  const nearest = byCloseness(ASPECTS.filter((a) => a.major));
  const nearestAny = byCloseness(ASPECTS);
  const asked = pair.aspect ? ASPECTS.find((a) => a.name === pair.aspect) : nearest;
  if (!asked || !nearest || !nearestAny) return null;
  const a = (name: string) => `${/^[aeiou]/.test(name) ? 'an' : 'a'} ${name}`;
  const n1 = p1.name;
  const n2 = p2.name;
  // No aspect named and none in orb: say they form none, with the nearest one (a minor one included) and its orb.
  if (!pair.aspect && Math.abs(gap - nearest.degrees) > MAJOR_ORB) {
    const minorOrb = Math.abs(gap - nearestAny.degrees);
    return {
      technique: 'aspect-orb',
      answer: `Your ${n1} and ${n2} make no major aspect: they are ${orbText(gap)} apart${minorOrb <= MINOR_ORB ? `, which is ${a(nearestAny.name)}, ${orbText(minorOrb)} from exact` : ''}.`,
      details:
        minorOrb <= MINOR_ORB
          ? ['A minor aspect is a quieter link, felt more in the background than a major one.']
          : [],
      technical: [
        `${p1.name} ${p1.longitude.toFixed(2)}°, ${p2.name} ${p2.longitude.toFixed(2)}°: ${gap.toFixed(2)}° apart.`,
      ],
      ids: [`Orb ${p1.name} ${p2.name}`],
    };
  }
  const orb = Math.abs(gap - asked.degrees);
  const listed = chart.aspects.find(
    (x) => x.type === asked.name && ((x.p1 === p1.name && x.p2 === p2.name) || (x.p1 === p2.name && x.p2 === p1.name)),
  );
  // An angle turns with the Earth, a degree every four minutes: its "applying" only restates the birth minute.
  const movement =
    p1.speed !== null && p2.speed !== null && !toAngle
      ? aspectMovement(p1.longitude, p1.speed, p2.longitude, p2.speed, asked.degrees)
      : null;
  const applying = movement ? movement === 'Applying' : toAngle ? null : (listed?.applying ?? null);
  const title = `your ${n1} ${verb(asked.name)} ${n2}`;
  const wantsMotion = MOTION_ASK.test(text);
  const motion =
    applying === null
      ? ''
      : applying
        ? ', and applying: at your birth the two were still closing in'
        : ', and separating: at your birth the two were already pulling apart';
  const details: string[] = [];
  let answer: string;
  if (!listed && pair.aspect && orb > 10) {
    // Named but not there: say so plainly, with what is there instead.
    answer = `Your ${n1} and ${n2} are ${orbText(gap)} apart, so they form no ${asked.name}${nearest.name !== asked.name && Math.abs(gap - nearest.degrees) <= MAJOR_ORB ? `; the nearest aspect is ${a(nearest.name)}, ${orbText(Math.abs(gap - nearest.degrees))} from exact` : ''}.`;
  } else if (!listed && toAngle && asked.name === 'conjunction' && orb <= ANGLE_CONTACT_ORB) {
    // A planet this close to an angle is one of the loudest in the chart, list or no list.
    const [planet, angle] = isAngle(pair.a) ? [n2, n1] : [n1, n2];
    answer = `Your ${planet} is ${orbText(orb)} from your ${angle}: a conjunction to an angle, which makes it one of the loudest voices in your chart.`;
    details.push(
      `The aspect list counts contacts with an angle only within ${AXES_ORB}°, which is why it is not listed there.`,
    );
  } else if (!listed && toAngle) {
    // Outside the angles' orb: the distance is the answer, and the aspect it is nearest named as a wide one.
    answer =
      asked.name === 'conjunction'
        ? `Your ${n1} is ${orbText(orb)} from your ${n2}: a wide conjunction, outside the ${AXES_ORB}° I count for an aspect to an angle.`
        : `Your ${n1} is ${orbText(orb)} from an exact ${asked.name} to your ${n2} (${orbText(gap)} apart): wider than the ${AXES_ORB}° I count for an aspect to an angle.`;
    details.push('So I read it as a faint link, not one that shapes the chart.');
  } else {
    answer = `${capital(title)} is ${orbText(orb)} from exact${motion}.`;
    if (wantsMotion && applying !== null)
      details.push(
        applying
          ? 'An applying aspect was still building when you were born, and many astrologers read it as a theme that grows stronger with time.'
          : 'A separating aspect had already peaked by the time you were born, and many astrologers read it as something more settled in you.',
      );
    else if (orb < 1) details.push('Within a degree, an aspect is felt almost all the time.');
    else if (!listed)
      details.push(`That is wider than the orb I count for a ${asked.name}, so I read it as a faint link.`);
  }
  return {
    technique: 'aspect-orb',
    answer,
    details,
    technical: [
      `${p1.name} ${p1.longitude.toFixed(2)}°, ${p2.name} ${p2.longitude.toFixed(2)}°: ${gap.toFixed(2)}° apart; ${asked.name} ${asked.degrees}°, orb ${orbText(orb)}${movement ? `, ${movement.toLowerCase()}` : ''}.`,
    ],
    ids: [`Orb ${p1.name} ${asked.name} ${p2.name}`],
  };
}
