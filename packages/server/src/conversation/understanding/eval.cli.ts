// `npm run eval:understanding`: trains the understanding step on the corpus's train split and reports how right it
// is on the held-out split (figures only: the held-out messages are never read to tune). `-- --folds 5` instead
// cross-validates on the train split and prints its misses, which is what tuning looks at.
import { parseArgs } from 'node:util';
import { CORPUS_DAY, loadCorpusSplit } from './corpus.ts';
import { combined, evaluate, evaluationLines, heldOutEvaluation } from './evaluate.ts';
import { UnderstandingReader } from './understand.ts';

const { values } = parseArgs({ options: { folds: { type: 'string' }, field: { type: 'string' } } });
const train = loadCorpusSplit('train');

if (values.folds) {
  const k = Number(values.folds);
  const folds = Array.from({ length: k }, (_, i) => train.filter((_, n) => n % k === i));
  const total = combined(
    folds.map((fold, i) => {
      const reader = new UnderstandingReader(folds.filter((_, j) => j !== i).flat());
      return evaluate(fold, (text) => reader.understand(text, { sent: CORPUS_DAY }));
    }),
  );
  for (const miss of total.misses.filter((m) => !values.field || m.field === values.field)) {
    console.log(
      `${miss.id} ${miss.field}: ${JSON.stringify(miss.expected)} ≠ ${JSON.stringify(miss.got)}  | ${miss.text}`,
    );
  }
  console.log(`train, ${k}-fold cross-validation:`);
  for (const line of evaluationLines(total)) console.log(line);
} else {
  const started = performance.now();
  const result = heldOutEvaluation();
  console.log(
    `trained on the train split and read the held-out split in ${Math.round(performance.now() - started)} ms`,
  );
  console.log('held-out split:');
  for (const line of evaluationLines(result)) console.log(line);
}
