// The one understanding reader of the server: trained on the corpus's train split the first time a reply needs it
// (a few seconds), then kept for the life of the process.
import { loadCorpusSplit } from './corpus.ts';
import { UnderstandingReader } from './understand.ts';

let reader: UnderstandingReader | undefined;

export function understandingReader(): UnderstandingReader {
  reader ??= new UnderstandingReader(loadCorpusSplit('train'));
  return reader;
}
