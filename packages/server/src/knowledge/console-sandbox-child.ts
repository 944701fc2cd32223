// The console sandbox process (started by ConsoleSandbox, killed at its time and memory bounds): a PGlite of its own,
// in memory, holding a copy of the graph tables and nothing else. Console statements run here, away from the
// server's event loop and memory; writes are rolled back (the server applies them itself once they proved bounded).
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { Database } from '../db/client.ts';
import { ConsoleRoles } from './console-roles.ts';
import type { SandboxReply, SandboxRequest } from './console-sandbox.ts';
import { loadGraphSnapshot } from './console-snapshot.ts';
import { executeConsoleStatement } from './console-statement.ts';

type SandboxDatabase = Pick<Database, 'kind' | 'sql' | 'transaction'>;

const send = (reply: SandboxReply) => process.send?.(reply);
const rssMb = () => process.memoryUsage.rss() / 2 ** 20;

/**
 * The database, from the server's copy of an empty cluster when it has one (0.4 s) rather than a new cluster
 * (initdb: 3 s); the first sandbox makes that copy and hands it to the server. Same extensions as the server's.
 */
async function open(image: Uint8Array | null): Promise<SandboxDatabase> {
  const pglite = await PGlite.create({
    dataDir: 'memory://',
    extensions: { pg_trgm, unaccent },
    initialMemory: 128 * 2 ** 20,
    // As the server's: the default 128 MB of shared buffers would be most of an idle sandbox's memory.
    postgresqlconf: ['shared_buffers = 32MB'],
    ...(image ? { loadDataDir: new Blob([image]) } : {}),
  });
  if (!image) {
    const dump = await pglite.dumpDataDir('gzip');
    send({ type: 'image', image: new Uint8Array(await dump.arrayBuffer()) });
  }
  return {
    kind: 'pglite',
    sql: { query: (text, params) => pglite.query(text, params) as never },
    transaction: (work) =>
      pglite.transaction((tx) => work({ query: (text, params) => tx.query(text, params) as never })),
  };
}

async function handle(db: SandboxDatabase, request: Exclude<SandboxRequest, { type: 'start' }>): Promise<SandboxReply> {
  try {
    if (request.type === 'load') {
      await loadGraphSnapshot(db, request.snapshot);
      // The same restricted roles as on the server, set up afresh over the new tables.
      await new ConsoleRoles(db).ensure();
      return { type: 'loaded', id: request.id };
    }
    const rssBefore = rssMb();
    const started = performance.now();
    const outcome = await executeConsoleStatement(db, request.statement, { rollback: true });
    const ms = performance.now() - started;
    return { type: 'result', id: request.id, outcome, ms, grewMb: Math.max(0, rssMb() - rssBefore) };
  } catch (error) {
    const e = error as Error & { code?: string };
    return { type: 'error', id: request.id, message: e.message, code: e.code };
  }
}

// The first message says how to open the database; then one request at a time (PGlite runs one statement at a time).
let db: Promise<SandboxDatabase> | null = null;
let queue = Promise.resolve();
process.on('message', (request: SandboxRequest) => {
  if (request.type === 'start') {
    db = open(request.image);
    db.then(() => send({ type: 'ready' }));
    return;
  }
  queue = queue.then(async () => {
    if (db) send(await handle(await db, request));
  });
});
// The server going away closes the channel: go with it.
process.on('disconnect', () => process.exit(0));
