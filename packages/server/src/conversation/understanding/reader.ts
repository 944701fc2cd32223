// The server's one understanding reader, made from the model trained on the corpus's train split and stored beside
// this file (model.generated.json, written by `npm run train:understanding`; understand.test.ts checks it is what training
// gives today). Loading it takes milliseconds; training would take seconds on every start.
import model from './model.generated.json' with { type: 'json' };
import { type ReaderModel, UnderstandingReader } from './understand.ts';
import type { Understanding } from './understanding.ts';

let reader: UnderstandingReader | null = null;

export function understandingReader(): UnderstandingReader {
  reader ??= new UnderstandingReader(model as ReaderModel);
  return reader;
}

/** The understanding step on one message, read against when it was sent (the time it names). */
export function hear(message: string, sent: Date = new Date()): Understanding {
  return understandingReader().understand(message, { sent });
}
