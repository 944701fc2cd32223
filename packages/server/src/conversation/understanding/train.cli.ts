// Trains the understanding reader on the corpus's train split and stores it as model.generated.json, which the server loads.
// Run after changing the train split, the features or the classifier: `npm run train:understanding`.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadCorpusSplit } from './corpus.ts';
import { UnderstandingReader } from './understand.ts';

const reader = new UnderstandingReader(loadCorpusSplit('train'));
const file = join(import.meta.dirname, 'model.generated.json');
writeFileSync(file, `${JSON.stringify(reader.toModel())}\n`);
console.log(`wrote ${file}`);
