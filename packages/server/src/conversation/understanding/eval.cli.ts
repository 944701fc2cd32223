// `npm run eval:understanding`: trains the understanding step on the corpus's train split and reports how right it
// is on each held-out split, the first and then the second, written later and never read while tuning (figures only:
// the held-out messages are never read to tune), then how often two labellers agree on the second. `-- --folds 5` instead
// cross-validates on the train split and prints its misses, which is what tuning looks at; `--labels` adds recall
// and precision per label, `--quiet` leaves the misses out, and `--scored-until t1437` scores only the train
// messages up to that id (later ones always train), so a grown train split is compared with the old on the same
// messages.
import { parseArgs } from 'node:util';
import { CORPUS_DAY, HELD_OUT_SPLITS, loadCorpusSplit } from './corpus.ts';
import { combined, evaluate, evaluationLines, heldOutEvaluation, labelLines, labellerAgreement } from './evaluate.ts';
import { UnderstandingReader } from './understand.ts';

const { values } = parseArgs({
  options: {
    folds: { type: 'string' },
    field: { type: 'string' },
    labels: { type: 'boolean' },
    quiet: { type: 'boolean' },
    'scored-until': { type: 'string' },
  },
});
const train = loadCorpusSplit('train');

if (values.folds) {
  const k = Number(values.folds);
  const last = values['scored-until'];
  const scored = last ? train.filter((record) => record.id <= last) : train;
  const alwaysTrained = last ? train.filter((record) => record.id > last) : [];
  const folds = Array.from({ length: k }, (_, i) => scored.filter((_, n) => n % k === i));
  const total = combined(
    folds.map((fold, i) => {
      const reader = new UnderstandingReader([...folds.filter((_, j) => j !== i).flat(), ...alwaysTrained]);
      return evaluate(fold, (text) => reader.understand(text, { sent: CORPUS_DAY }));
    }),
  );
  if (!values.quiet) {
    for (const miss of total.misses.filter((m) => !values.field || m.field === values.field)) {
      console.log(
        `${miss.id} ${miss.field}: ${JSON.stringify(miss.expected)} ≠ ${JSON.stringify(miss.got)}  | ${miss.text}`,
      );
    }
  }
  console.log(
    `train, ${k}-fold cross-validation${last ? ` scored on the messages up to ${last}, ${alwaysTrained.length} more always trained` : ''}:`,
  );
  for (const line of evaluationLines(total)) console.log(line);
  if (values.labels) {
    console.log('per label:');
    for (const line of labelLines(total)) console.log(line);
  }
} else {
  for (const split of HELD_OUT_SPLITS) {
    const started = performance.now();
    const result = heldOutEvaluation(split);
    console.log(
      `trained on the train split and read the ${split} split in ${Math.round(performance.now() - started)} ms`,
    );
    console.log(`${split} split:`);
    for (const line of evaluationLines(result)) console.log(line);
  }
  const { labellers, readerOnAgreed } = labellerAgreement();
  console.log('two labellers on the held-out-2 split, the second blind to the first (the ceiling):');
  for (const line of evaluationLines(labellers)) console.log(line);
  console.log('the reader on the held-out-2 messages both labellers agree on:');
  console.log(evaluationLines(readerOnAgreed)[0]);
}
