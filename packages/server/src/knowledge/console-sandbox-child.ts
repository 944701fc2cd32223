// The console sandbox process (started by ConsoleSandbox, killed at its time and memory bounds): a PGlite of its own,
// in memory, holding a copy of the graph tables and nothing else. Console statements run here, away from the
// server's event loop and memory; writes are rolled back (the server applies them itself once they proved bounded).
import { openDatabase } from '../db/client.ts';
import { ConsoleRoles } from './console-roles.ts';
import type { SandboxReply, SandboxRequest } from './console-sandbox.ts';
import { loadGraphSnapshot } from './console-snapshot.ts';
import { executeConsoleStatement } from './console-statement.ts';

const db = await openDatabase({ kind: 'pglite', dataDir: 'memory://' });
const send = (reply: SandboxReply) => process.send?.(reply);
const rssMb = () => process.memoryUsage.rss() / 2 ** 20;

async function handle(request: SandboxRequest): Promise<SandboxReply> {
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

// One request at a time: PGlite runs one statement at a time anyway.
let queue = Promise.resolve();
process.on('message', (request: SandboxRequest) => {
  queue = queue.then(async () => {
    send(await handle(request));
  });
});
// The server going away closes the channel: go with it.
process.on('disconnect', () => process.exit(0));
send({ type: 'ready' });
