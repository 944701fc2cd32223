// The lunar node asked for as a fact ("where's my north node and its ruler?", "¿en qué casa está mi nodo norte?",
// "mean or true node?"): its sign, degree and house, which node the chart uses (the mean node; the true node's
// position beside it), and the node's dispositor, the ruler of its sign, with that planet's sign and house. Pure.
import { formatDegree, ordinal } from '@stellara/contract';
import { type ChartContext, planetOf, rulerOf } from '../../chart-context.ts';
import type { TechniqueAnswer } from './words.ts';

/** The North Node named (or the lunar nodes) in the languages the reader knows (the text lower-cased, no accents). */
const NODE_WORDS =
  /\b(?:north node|lunar nodes?|nodes?|true node|mean node|nodo norte|nodos lunares|nodo lunar|no norte|nodo nord|nodi lunari|noeud nord|noeuds lunaires|mondknoten|nordknoten|aufsteigende[rn]? (?:mond)?knoten)\b/;
/** What is asked about it: where it is (sign, house, degree), its ruler or dispositor, or which node is used. */
const NODE_FACT =
  /\bwhere\b|\bwhich\b|\bwhat (?:sign|house|degree)|\bsign\b|\bhouse\b|\bdegrees?\b|\bruler\b|\bruled\b|\bdispositor|\bmean (?:node|or)\b|\btrue node\b|\bor (?:the )?true\b|\bdonde\b|\bsigno\b|\bcasa\b|\bgrados?\b|\bregente\b|\bregidor\b|\bdispositor\b|\bmedio\b|\bverdadero\b|\bonde\b|\bmedio\b|\bverdadeiro\b|\bsigne\b|\bmaison\b|\bmaitre\b|\bmoyen\b|\bvrai\b|\bwo\b|\bzeichen\b|\bhaus\b|\bherrscher\b|\bwahre[rn]?\b|\bmittlere[rn]?\b|\bsegno\b|\bgradi\b|\bsignore\b|\bdove\b/;
const RULER_ASK =
  /\bruler\b|\bruled\b|\bdispositor|\bregente\b|\bregidor\b|\bmaitre\b|\bherrscher\b|\bsignore\b|\bgoverna/;

/** Whether a message (lower-cased, no accents) asks a fact about the North Node rather than for its reading. */
export function asksNodeFact(text: string): boolean {
  return NODE_WORDS.test(text) && !/\bsouth node\b|\bnodo sur\b/.test(text) && NODE_FACT.test(text);
}

/** "at 14°20' Aquarius in your 5th house" (the house only when the birth time is known). */
const at = (chart: ChartContext, degree: number, sign: string, house: number | null) =>
  `at ${formatDegree(degree)} ${sign}${house && !chart.timeUnknown ? ` in your ${ordinal(house)} house` : ''}`;

/**
 * "Your North Node is at 14°20' Aquarius in your 5th house: that is the mean node, the one this app uses (the true
 * node is at 13°51' Aquarius). Its ruler, its dispositor, is Saturn, at ...". Null without a North Node in the chart.
 */
export function nodeAnswer(chart: ChartContext, text: string): TechniqueAnswer | null {
  const node = planetOf(chart, 'North Node');
  if (!node) return null;
  const trueNode = chart.birth?.natal.points.True_Node;
  const trueText = trueNode
    ? ` (the true node, which wobbles around it, is at ${formatDegree(trueNode.position)} ${trueNode.signName})`
    : '';
  const answer = `Your North Node is ${at(chart, node.degree, node.sign, node.house)}: that is the mean node, the one this app uses${trueText}.`;
  const ruler = rulerOf(node.sign);
  const dispositor = planetOf(chart, ruler.traditional);
  const modern = ruler.modern ? planetOf(chart, ruler.modern) : undefined;
  const details: string[] = [];
  if (dispositor) {
    const modernText = modern
      ? `; modern astrologers also give ${node.sign} to ${modern.name}, ${at(chart, modern.degree, modern.sign, modern.house)}`
      : '';
    details.push(
      `Its ruler, the node's dispositor, is ${dispositor.name}, because ${dispositor.name} rules ${node.sign}: your ${dispositor.name} is ${at(chart, dispositor.degree, dispositor.sign, dispositor.house)}${modernText}.`,
    );
  }
  details.push(
    `The North Node marks the direction you grow in by practice rather than by habit${RULER_ASK.test(text) && dispositor ? `, and its ruler shows where and how that growth gets done: through your ${dispositor.name}` : ''}.`,
  );
  if (chart.timeUnknown) details.push('Without your birth time, the houses are left out.');
  const technical = [
    `Mean North Node ${formatDegree(node.degree)} ${node.sign}${chart.timeUnknown ? '' : `, ${ordinal(node.house)} house (${chart.houseSystem})`}${trueNode ? `; true node ${formatDegree(trueNode.position)} ${trueNode.signName}` : ''}.`,
    ...(dispositor
      ? [
          `Dispositor (traditional ruler of ${node.sign}): ${dispositor.name} ${formatDegree(dispositor.degree)} ${dispositor.sign}${chart.timeUnknown ? '' : `, ${ordinal(dispositor.house)} house`}.`,
        ]
      : []),
  ];
  return { technique: 'node', answer, details, technical, ids: [`North Node ${node.sign}`] };
}
