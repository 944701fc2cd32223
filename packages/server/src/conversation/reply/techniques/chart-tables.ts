// "My aspects as a table", "placements in a table", "meine Planeten als Tabelle": the computed aspects or
// placements as a real markdown table (the web renders it), the one-line answer first. Pure.
import { formatDegree, NATAL_ASPECT_ORB } from '@stellara/contract';
import { type ChartContext, ordinal } from '../../chart-context.ts';
import { orbText } from './chart-facts.ts';
import { TABLE_ASKED, type TechniqueAnswer } from './words.ts';

/** Aspects named as the subject: "aspects", "aspectos", "aspetti", "Aspekte". */
const ASPECTS_WORD = /\b(aspects?|aspectos?|aspetti|aspetto|aspekte?n?)\b/;
/** The placements or planets as the subject: "placements", "planets", "positions", "posiciones", "Planeten". */
const PLACEMENTS_WORD =
  /\b(placements?|planets?|positions?|(?:birth |natal )?chart|planetas?|posiciones|posicoes|posizioni|pianeti|placements|planetes|planeten|stellungen|positionen)\b/;

const BALANCE_WORDS = /\b(elements?|elementos?|elementi|elemente|modalit\w*|modes|modos|cardinal|fixed|mutable)\b/;

export type TableAsked = 'aspects' | 'placements';

/** The table asked for, if any: aspects when aspects are named, else the placements. */
export function tableAsked(text: string): TableAsked | null {
  // The element and mode counts have their own table (balance.ts).
  if (!TABLE_ASKED.test(text) || BALANCE_WORDS.test(text)) return null;
  if (ASPECTS_WORD.test(text)) return 'aspects';
  return PLACEMENTS_WORD.test(text) ? 'placements' : null;
}

const VERB: Readonly<Record<string, string>> = { conjunction: 'conjunct', opposition: 'opposite' };

/** The chart's major aspects, tightest first: the pair, the aspect, the orb, and whether it was applying. */
export function aspectsTableAnswer(chart: ChartContext): TechniqueAnswer | null {
  if (!chart.aspects.length) return null;
  const rows = chart.aspects.map(
    (a) =>
      `| ${a.p1} | ${VERB[a.type] ?? a.type} | ${a.p2} | ${orbText(a.orb)} | ${a.applying ? 'applying' : 'separating'} |`,
  );
  const orbs = Object.entries(NATAL_ASPECT_ORB)
    .map(([name, orb]) => `${orb}° for ${/^[aeiou]/.test(name) ? 'an' : 'a'} ${name}`)
    .join(', ');
  return {
    technique: 'aspects-table',
    answer: `Here are your ${chart.aspects.length} major aspects as a table, tightest first.`,
    details: [`I count an aspect within ${orbs}, and within 1° for an angle.`],
    table: ['| Point | Aspect | Point | Orb | At birth |', '|---|---|---|---|---|', ...rows].join('\n'),
    technical: [],
    ids: ['Aspects table'],
    closing: 'Ask me about any of these and I will read it for you.',
  };
}

/** Every body, node and angle with its sign, degree and house, as a table. */
export function placementsTableAnswer(chart: ChartContext): TechniqueAnswer {
  const rows = chart.planets.map((p) => {
    const angle = p.name === 'Ascendant' || p.name === 'Midheaven';
    const house = !chart.timeUnknown && p.house && !angle ? ordinal(p.house) : '–';
    // The mean node always moves backwards: marking it says nothing about this chart.
    const rx = p.retrograde && p.name !== 'North Node' ? 'yes' : '';
    return `| ${p.name} | ${p.sign} | ${formatDegree(p.degree)} | ${house} | ${rx} |`;
  });
  const frame = chart.timeUnknown ? 'no houses or angles without a birth time' : chart.frame.text;
  return {
    technique: 'placements-table',
    answer: `Here are your placements at birth as a table (${frame}).`,
    details: [],
    table: ['| Point | Sign | Degree | House | Retrograde |', '|---|---|---|---|---|', ...rows].join('\n'),
    technical: [],
    ids: ['Placements table'],
    closing: 'Ask me about any of these and I will read it for you.',
  };
}
