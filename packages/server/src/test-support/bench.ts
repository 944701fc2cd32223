// @stellara/server/bench: the server internals the benchmarks in bench/ time directly, outside HTTP. Nothing in the
// server imports this file; a benchmark that needs another piece adds it here rather than reaching into src/.
// What the bundled benchmark processes time is apart (bench-transits.ts, bench-v4.ts), so those bundles carry
// nothing else.

export { CalendarFeedService, hashCalendarToken } from '../calendar/calendar-feed.service.ts';
export { builtinSections } from '../conversation/personalities/catalogue.ts';
export { knowledgeForPlan, type ModelMessage, modelMessages } from '../conversation/reply/model-writer.ts';
export { planReply } from '../conversation/reply/plan.ts';
export { hitAnswer } from '../conversation/reply/transit-hit.ts';
export { contextAt } from '../conversation/session-chart.ts';
export { type Database, openDatabase } from '../db/client.ts';
export { migrateDatabase } from '../db/migrate.ts';
export { TesseractOcr } from '../ingest/tesseract-ocr.ts';
export { extractDocumentText } from '../ingest/text-extract.ts';
export { EmbeddedKnowledgeGraph } from '../knowledge/embedded-graph.ts';
export { seedKnowledge } from '../knowledge/meanings.ts';
export { loadSeed } from '../knowledge/seed/load.ts';
export { allInterpretations } from '../knowledge/seed/schema.ts';
export { loadStarterKnowledge } from '../knowledge/seed-graph.ts';
export { type Gazetteer, readGazetteer } from '../places/gazetteer/bundle.ts';
export { FuzzyNameIndex } from '../places/gazetteer/fuzzy-index.ts';
export { loadPlaceIndex } from '../places/gazetteer/load-place-index.ts';
export { normalizePlaceName } from '../places/gazetteer/normalize.ts';
export { parsePlaceQuery } from '../places/gazetteer/query.ts';
export { searchPlaces } from '../places/gazetteer/search.ts';
export type { PlaceResult } from '../places/geocoder.ts';
