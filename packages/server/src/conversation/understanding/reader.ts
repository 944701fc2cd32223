// The server's one understanding reader, made from the model trained on the corpus's train split and stored beside
// this file (model.generated.json, written by `npm run train:understanding`; understand.test.ts checks it is what training
// gives today). Loading it takes milliseconds; training would take seconds on every start.
import model from './model.generated.json' with { type: 'json' };
import { type ReaderModel, UnderstandingReader } from './understand.ts';

let reader: UnderstandingReader | null = null;

export function understandingReader(): UnderstandingReader {
  reader ??= new UnderstandingReader(model as ReaderModel);
  return reader;
}
