// What the scale suite's cluster harness (scale/) needs of the server beyond its HTTP API: the environment schema
// it writes each instance's settings against, the migrations and starter knowledge it loads before the cluster
// starts, and the claim timeout a test waits out.
export { envSchema } from '../config.ts';
export { REPLY_CLAIM_STALE_MS } from '../conversation/resend-rules.ts';
export { loadSeed } from '../knowledge/seed/load.ts';
export { seedToGraph } from '../knowledge/seed-graph.ts';
export { migrationsDir } from '../paths.ts';
