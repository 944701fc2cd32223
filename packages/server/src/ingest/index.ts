// The ingest capability's door: the one file other capabilities import from it. Ingest sits at the top of its
// branch: nothing imports it today (app.ts and server.ts, the composition root, build and register it).
export type { IngestService } from './ingest-service.ts';
