// @stellara/server/eval: the pieces of the reply pipeline the readings eval (evals/readings) scores directly: the
// chart a reply is read from, the planner and built-in writer, the understanding step and its held-out corpus.
// Nothing in the server imports this file; the eval adds what it needs here rather than reaching into src/.
export { authBaseUrl } from '../accounts/auth.ts';
export { type ChartContext, chartContextFrom } from '../conversation/chart-context.ts';
export { builtinSections } from '../conversation/personalities/catalogue.ts';
export { builtinReply } from '../conversation/reply/builtin-writer.ts';
export { isoDatesIn } from '../conversation/reply/dates.ts';
export { planReply } from '../conversation/reply/plan.ts';
export { contextAt, contextFor, natalFromBirthData } from '../conversation/session-chart.ts';
export {
  CORPUS_DAY,
  type CorpusRecord,
  HELD_OUT_SPLITS,
  type HeldOutSplit,
  loadCorpusSplit,
} from '../conversation/understanding/corpus.ts';
export { evaluationLines, heldOutEvaluation } from '../conversation/understanding/evaluate.ts';
export { understandingReader } from '../conversation/understanding/reader.ts';
export {
  MESSAGE_ACTS,
  type MessageAct,
  SITUATIONS,
  type Situation,
  TECHNIQUES,
} from '../conversation/understanding/understanding.ts';
export { type ReaderKnowledge, seedKnowledge } from '../knowledge/meanings.ts';
