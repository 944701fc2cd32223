// "Do I have planets on my angles?", "any aspects to my angles?": the planets within 5° of the Ascendant, Midheaven,
// Descendant or IC (a planet on an angle is among the loudest things in a chart), then the chart's own aspects to
// the Ascendant and Midheaven (within 1°, as the aspect list counts them). Only with a birth time. Pure.
import { angularDistance } from '@stellara/astro';
import { TEN_PLANETS } from '@stellara/contract';
import type { ChartContext } from '../../chart-context.ts';
import { orbText, pointPosition } from './chart-facts.ts';
import { list, type TechniqueAnswer } from './words.ts';

/** Within this many degrees a planet is read as on the angle. */
export const ON_ANGLE_ORB = 5;
const ANGLES = ['Ascendant', 'Midheaven', 'Descendant', 'IC'] as const;
/** Planets on the angles, or aspects to them, in one clause: "any planets on my angles?", "aspectos a mis ángulos". */
const CONTACT_ASK =
  /\b(planet\w*|pianet\w*|aspect\w*|aspet\w*|aspekt\w*)\b[^.,;?]{0,25}\b(angles|angulos|angoli|winkel|achsen|hoekpunten)\b/;

export const asksAngleContacts = (text: string) => CONTACT_ASK.test(text);

export function angleContactsAnswer(chart: ChartContext): TechniqueAnswer | null {
  if (chart.timeUnknown) return null;
  const on: { planet: string; angle: string; orb: number }[] = [];
  for (const angle of ANGLES) {
    const a = pointPosition(chart, angle);
    if (!a) continue;
    for (const p of chart.planets.filter((x) => (TEN_PLANETS as readonly string[]).includes(x.name))) {
      const orb = angularDistance(p.longitude, a.longitude);
      if (orb <= ON_ANGLE_ORB) on.push({ planet: p.name, angle, orb });
    }
  }
  on.sort((x, y) => x.orb - y.orb);
  const aspects = chart.aspects.filter(
    (x) => x.p1 === 'Ascendant' || x.p2 === 'Ascendant' || x.p1 === 'Midheaven' || x.p2 === 'Midheaven',
  );
  const onText = on.map((o) => `your ${o.planet} is ${orbText(o.orb)} from your ${o.angle}`);
  const aspectText = aspects.map((x) => `${x.p1} ${x.type} ${x.p2} (${orbText(x.orb)})`);
  const answer = on.length
    ? `Yes: ${list(onText)}, and a planet that close to an angle is one of the loudest voices in a chart.`
    : `No planet sits within ${ON_ANGLE_ORB}° of your Ascendant, Midheaven, Descendant or IC.`;
  const details = aspects.length
    ? [`Your angles are also tied in by aspect: ${list(aspectText)}.`]
    : ['None of your planets aspects the Ascendant or Midheaven within a degree either.'];
  return {
    technique: 'angle-contacts',
    answer,
    details,
    technical: [
      ...on.map((o) => `${o.planet} to ${o.angle}: ${orbText(o.orb)} (counted within ${ON_ANGLE_ORB}°).`),
      `Aspects to the Ascendant and Midheaven counted within 1°; ${chart.frame.text}.`,
    ],
    ids: ['Planets on the angles'],
  };
}
