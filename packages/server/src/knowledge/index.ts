// The knowledge capability's door: the one file other capabilities import from it. The graph port and its records;
// the meanings the reader writes from (meanings.ts: the graph, or the seed when the graph is down), which the chat
// reads the same way everywhere; teaching from Chat Training; the document extractors ingest runs. The graph adapters
// stay inside.
export type { DocumentReload } from './admin/knowledge-updates.service.ts';
export { methodsNamed } from './extract/builtin.ts';
export { ActiveModelExtractor } from './extract/extractor.ts';
export type { DocumentExtractor } from './extract/port.ts';
export {
  extractTeaching,
  factExtractionPrompt,
  factsFromModel,
  looksLikeStatement,
  type TaughtFact,
} from './extract/teaching.ts';
export type { EntityDetail, KnowledgeGraph, Placement, ResponsePattern, WriteMeta } from './graph.port.ts';
export { graphKnowledge, type Meaning, type ReaderKnowledge, seedKnowledge } from './meanings.ts';
// Meanings are split into sentences the same way where they are checked (the seed) and where they are written.
export { sentences } from './seed/vocabulary.ts';
export { EXTRACT_UPDATE_TYPE, TeachingService, teachingReply } from './teaching.service.ts';
