// Another house system: what moves in whole sign (or equal) houses against the chart's own, and why they differ.
import { compareHouseSystems, type PointName } from '@stellara/astro';
import { type ChartContext, displayPointName, ordinal, planetOf } from '../../chart-context.ts';
import { type Asked, capital, isYesNo, list, named, namedPlanets, position, type TechniqueAnswer } from './words.ts';

const OTHER_SYSTEMS =
  /\b(koch|porphyr\w*|campanus|regiomontanus|topocentric|alcabitius|morinus|meridian|polich|krusinski)\b/;
/** The other systems a member can choose in Settings (chart-frame.ts). */
const OFFERED_IN_SETTINGS = /^(koch|porphyr\w*|campanus|regiomontanus)$/;
const ANOTHER_SOURCE =
  /another (?:app|site|website|program)|other (?:app|site|website)|astro\.com|astro-seek|co-star|otra app|outra app|outro site|\bhere\b|\baqui\b/;
const WHICH_SYSTEM = /\b(which|what|que|qual|cual)\b.*\b(use|using|usa|usas|usam|usan|utilizas)\b/;

export function houseSystemAnswer(chart: ChartContext, ask: Asked): TechniqueAnswer | null {
  const natal = chart.birth?.natal;
  if (!natal) return null;
  const cmp = compareHouseSystems(natal);
  const equal = /\bequal\b|iguais|iguales|igual\b|\bequais\b|egales|\buguali\b|gleiche/.test(ask.text);
  const system = equal ? cmp.equal : cmp.wholeSign;
  const label = equal ? 'Equal' : 'Whole Sign';
  const systemName = equal ? 'equal houses' : 'whole sign houses';
  // The name people read ("Whole Sign", not the engine's "Equal/Whole Sign").
  const base = chart.houseSystem;
  if (cmp.base.system === system.system || (equal && cmp.base.system === 'A')) {
    // The member already reads their chart in the system asked about (chosen in Settings): nothing to compare.
    return {
      technique: 'house-system',
      answer: `Your chart is already read in ${systemName}, as you chose in Settings.`,
      details: [
        'You can switch to another house system, such as Placidus or Koch, in Settings under Chart: every reading and chart follows it.',
      ],
      technical: [`Chart frame: ${chart.frame.text}.`],
      ids: [equal ? 'Equal houses' : 'Whole sign houses'],
    };
  }
  const planets = namedPlanets(ask).concat(ask.heard.about.points.includes('Midheaven') ? ['Midheaven'] : []);
  const moveText = (m: { point: PointName; from: number; to: number }) =>
    `${named(displayPointName(m.point))} moves from the ${ordinal(m.from)} house to the ${ordinal(m.to)}`;
  const other = OTHER_SYSTEMS.exec(ask.text)?.[1];

  let answer: string;
  if (planets.length) {
    const moves = system.moves.filter((m) => planets.includes(displayPointName(m.point)));
    const stays = planets.filter((p) => !moves.some((m) => displayPointName(m.point) === p));
    const parts = [
      ...moves.map(moveText),
      ...stays.map((p) => `${named(p)} stays in the ${ordinal(planetOf(chart, p)?.house ?? 0)} house`),
    ];
    const body = `in ${systemName} ${list(parts)}.`;
    answer = isYesNo(ask) ? `${moves.length ? 'Yes' : 'No'}: ${body}` : capital(body);
  } else if (WHICH_SYSTEM.test(ask.text) && !other) {
    answer = `I read your chart in ${base} houses, and in ${systemName} ${system.moves.length ? `${system.moves.length === 1 ? 'one placement changes' : `${system.moves.length} placements change`} house` : 'nothing changes house'}.`;
  } else if (other) {
    const changes = system.moves.length
      ? `changes for ${system.moves.length === 1 ? 'one placement' : `${system.moves.length} placements`}`
      : 'does not change at all';
    answer = OFFERED_IN_SETTINGS.test(other)
      ? `Next to ${systemName} your ${base} chart ${changes}; to read your whole chart in ${capital(other)} houses, choose it in Settings under Chart (members can).`
      : `I can't recast your chart in ${capital(other)} houses, but next to ${systemName} your ${base} chart ${changes}.`;
  } else if (system.moves.length) {
    const shown = system.moves.slice(0, 3).map(moveText);
    const more = system.moves.length > 3 ? `, and ${system.moves.length - 3} more` : '';
    const count = system.moves.length === 1 ? 'one placement changes' : `${system.moves.length} placements change`;
    const body = `in ${systemName}, ${count} house: ${list(shown)}${more}.`;
    answer = isYesNo(ask) ? `Yes: ${body}` : capital(body);
  } else {
    const body = `every placement stays in the same house in ${systemName} as in ${base}.`;
    answer = isYesNo(ask) ? `No: ${body}` : capital(body);
  }

  const asc = planetOf(chart, 'Ascendant');
  const details = [
    equal
      ? `Equal houses cut your chart into twelve even slices of 30°, starting from the exact degree of your Ascendant${asc ? ` in ${asc.sign}` : ''}.`
      : `Whole sign houses give each house one whole sign, starting with your rising sign${asc ? `, ${asc.sign},` : ''} as the 1st.`,
  ];
  if (natal.houseSystem.fallback || Math.abs(natal.latitude) > 60) {
    details.push(
      `You were born far from the equator, where ${base}'s houses stretch unevenly, so whole sign houses are often the steadier choice there.`,
    );
  }
  const unnamed = system.moves.slice(3);
  if (!planets.length && unnamed.length) {
    const short = unnamed.map((m) => `${named(displayPointName(m.point))} to the ${ordinal(m.to)}`);
    details.push(`The others that move: ${list(short)}.`);
  }
  if (ask.heard.about.houses.length >= 2 || ANOTHER_SOURCE.test(ask.text)) {
    details.push(
      'That is the usual reason another site shows a different house: it may use another house system, and a planet near a house line can fall on either side of it.',
    );
  }
  details.push(
    `${base} divides the sky by the time each part takes to rise, so its house lines fall in the middle of signs and its houses come in different sizes.`,
    'Neither is wrong: your signs and aspects stay exactly the same, only the area of life a planet is read in shifts.',
  );
  if (system.moves.length && !planets.length) {
    details.push(
      'If a moved planet reads truer to you in its new house, that is a good hint which system fits your life.',
    );
  }
  const cuspLine = system.cusps.map((c, i) => `${ordinal(i + 1)} ${position(c)}`).join(', ');
  return {
    technique: 'house-system',
    answer,
    details: details.slice(0, 4),
    technical: [
      `Chart houses: ${base} (${cmp.base.system}); compared: ${label} (${system.system}) from the Ascendant ${asc ? position(asc.longitude) : ''}.`,
      ...(system.moves.length
        ? system.moves.map(
            (m) =>
              `${displayPointName(m.point)} ${position(natal.points[m.point].longitude)}: ${ordinal(m.from)} (${base}) → ${ordinal(m.to)} (${label}).`,
          )
        : [`No placement changes house in ${label}.`]),
      `${label} cusps: ${cuspLine}.`,
    ],
    ids: [equal ? 'Equal houses' : 'Whole sign houses'],
  };
}
