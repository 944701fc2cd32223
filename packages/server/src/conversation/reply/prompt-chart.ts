// The chart as the model reads it: placements, cusps with their rulers, angles, aspects (the tightest kept), the
// sky now and the slow passages, as plain lines in the system prompt.
import { formatDegree, PROMPT_MAX_ASPECTS, PROMPT_MAX_TRANSITS, SLOW_PLANETS } from '@stellara/contract';
import { type ChartContext, type ChartTransit, ordinal } from '../chart-context.ts';
import { chartFeatures, houseRuler, rankAspects } from './chart-features.ts';
import { humanDate, passageDates } from './dates.ts';
import { API_VALIDATION_FAILED } from './prompt-data.ts';

/** The tightest aspects, by orb, are listed whatever their rank: a 0.5° trine is the chart's loudest voice. */
const TIGHTEST_ASPECTS_KEPT = 5;

export const deg = (d: number) => formatDegree(d);

const NO_HOUSE = new Set(['Ascendant', 'Midheaven']);

/** A point read without a house: the angles, and every point of a chart without a birth time (house 0). */
export const noHouse = (p: { name: string; house: number }) => NO_HOUSE.has(p.name) || p.house < 1;

/** The chart facts a model gets wrong on its own; transits only when the plan gives personal timing. */
export function chartText(chart: ChartContext | null, options: { timing: boolean }): string {
  if (!chart) {
    return [
      `Chart: ${API_VALIDATION_FAILED}`,
      'The chart could not be verified against the birth information. Interpret no placement. Say kindly that you cannot read their chart until the chart data matches their birth information, and ask them to re-enter their birth date, time and place.',
    ].join('\n');
  }
  const f = chartFeatures(chart);
  const lines = [
    chart.timeUnknown
      ? `Chart (${chart.frame.text}; birth time unknown: cast for local noon, without houses or angles; R = retrograde at birth):`
      : `Chart (${chart.frame.text}; R = retrograde at birth):`,
  ];
  lines.push(
    `Placements: ${chart.planets
      .map((p) => `${p.name} ${deg(p.degree)} ${p.sign}${noHouse(p) ? '' : ` H${p.house}`}${p.retrograde ? ' R' : ''}`)
      .join('; ')}`,
  );
  const cusps = chart.houses
    .map((h) => {
      const r = houseRuler(chart, h.number);
      const at = r?.rulerSign ? ` in ${r.rulerSign} H${r.rulerHouse}` : '';
      return `${h.number} ${h.sign} ${Math.floor(h.degree)}°${r?.ruler ? `: ${r.ruler}${at}` : ''}`;
    })
    .join('; ');
  if (cusps) lines.push(`Cusps (sign: traditional ruler, where it stands): ${cusps}`);
  if (f.chartRuler) {
    const r = f.chartRuler;
    const extra = [
      r.dignity ? `in its ${r.dignity}` : null,
      r.angular ? 'angular' : null,
      r.tightestAspect
        ? `tightest aspect ${r.tightestAspect.p1} ${r.tightestAspect.type} ${r.tightestAspect.p2} ${r.tightestAspect.orb.toFixed(1)}°`
        : null,
    ].filter(Boolean);
    lines.push(
      `Chart ruler: ${r.ruler} (${r.cuspSign} rising), in ${r.rulerSign ?? '?'} H${r.rulerHouse ?? '?'}${extra.length ? `; ${extra.join('; ')}` : ''}`,
    );
  }
  if (!chart.timeUnknown)
    lines.push(
      `Within 5° of an angle: ${f.angleContacts.length ? f.angleContacts.map((c) => `${c.planet} ${c.orb.toFixed(1)}° from the ${c.angle}`).join('; ') : 'none'}`,
    );
  if (f.stelliums.length) {
    lines.push(
      `Stelliums: ${f.stelliums.map((s) => `${s.by === 'sign' ? s.sign : `${ordinal(s.house ?? 0)} house`} (${s.planets.join(', ')})`).join('; ')}`,
    );
  }
  lines.push(
    `Dignities: ${f.dignities.length ? f.dignities.map((d) => `${d.planet} ${d.dignity} in ${d.sign}`).join('; ') : 'none (all peregrine)'}`,
  );
  const aspects = promptAspects(chart.aspects);
  lines.push(
    `Aspects (${aspects.length} major, personal contacts first, orb): ${aspects.map((a) => `${a.p1} ${a.type} ${a.p2} ${a.orb.toFixed(1)}°`).join('; ')}`,
  );
  lines.push(`Born at the ${moonPhase(chart.moonPhase.name)}.`);
  if (chart.sky) lines.push(skyText(chart.sky));
  if (options.timing) {
    const transits = chart.transits.slice(0, PROMPT_MAX_TRANSITS);
    lines.push(
      transits.length
        ? `Transits in orb now (strongest first; the dates every screen of the app shows):\n${passageTable(transits)}`
        : 'Transits in orb now: none.',
    );
  }
  return lines.join('\n');
}

/**
 * The spec's up-to-15 major aspects, personal contacts first, with the tightest few by orb always among them: a
 * model told to name only what is listed must never lose the chart's closest contact to the ranking.
 */
export function promptAspects<A extends ChartContext['aspects'][number]>(all: readonly A[]): A[] {
  const ranked = rankAspects([...all]) as A[];
  const tightest = new Set([...ranked].sort((a, b) => a.orb - b.orb).slice(0, TIGHTEST_ASPECTS_KEPT));
  const rest = ranked.filter((a) => !tightest.has(a)).slice(0, Math.max(0, PROMPT_MAX_ASPECTS - tightest.size));
  const kept = new Set([...tightest, ...rest]);
  return ranked.filter((a) => kept.has(a));
}

/**
 * Passages as one table, a row each: the contact, its exact hits, when it is in orb, the natal house it works
 * through and whether it is applying now. The same dates as the Current Transits page and the Today card.
 */
export function passageTable(rows: readonly (ChartTransit & { now?: boolean })[]): string {
  return rows
    .map((t) => {
      const motion =
        t.applying === null ? 'not in orb now' : `${t.orb.toFixed(1)}° now, ${t.applying ? 'applying' : 'separating'}`;
      const house = t.house ? `; through natal house ${t.house}` : '';
      return `- ${t.planet} ${t.aspect} natal ${t.target}: ${passageDates(t)}${house}; ${motion}`;
    })
    .join('\n');
}

/** "Waxing Gibbous" -> "Waxing Gibbous moon"; "Full Moon" stays. */
const moonPhase = (name: string) => (/moon$/i.test(name) ? name : `${name} moon`);

function skyText(sky: NonNullable<ChartContext['sky']>): string {
  const slow = sky.positions
    .filter((p) => (SLOW_PLANETS as readonly string[]).includes(p.name))
    .map((p) => `${p.name} ${deg(p.degree)} ${p.sign}${p.retrograde ? ' R' : ''}`)
    .join(', ');
  const mercury = sky.positions.find((p) => p.name === 'Mercury');
  const station = sky.mercury.nextStation;
  const mercuryText = sky.mercury.retrograde
    ? `Mercury IS retrograde now${mercury ? ` in ${mercury.sign}` : ''}${station ? `, turns direct on ${humanDate(station)}` : ''}`
    : `Mercury is direct now${station ? `, next turns retrograde on ${humanDate(station)}` : ''}`;
  return `Sky now (${humanDate(sky.at)}): ${moonPhase(sky.moonPhase)}; ${slow}; retrograde now: ${sky.retrogrades.length ? sky.retrogrades.join(', ') : 'none'}; ${mercuryText}.`;
}
