import { type ChildProcess, fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Database } from '../db/client.ts';
import { type GraphSnapshot, graphVersion, readGraphSnapshot, type TableDefinition } from './console-snapshot.ts';
import type { ConsoleRows, ConsoleStatement } from './console-statement.ts';

// The embedded console's sandbox. PGlite runs on the server's own thread and can neither
// cancel a statement nor give memory back, so a console statement on the embedded database runs in a separate
// process (console-sandbox-child.ts) over a copy of graph_nodes/graph_edges:
//  - time: the process is killed when the statement's time limit passes;
//  - memory: its resident size (WebAssembly memory included, which no V8 heap limit covers) is read every 50 ms and
//    the process killed past MEMORY_MB above what it held once loaded; the operating system takes all of it back;
//  - the server's event loop only passes messages meanwhile, so /api/health keeps answering.
// A process rather than a worker thread: its memory can be measured on its own and is returned in full when it is
// killed, whatever the WebAssembly runtime keeps. It starts on the console's first use, stays warm between queries
// (stopped after IDLE_MS unused) and reloads its copy when the graph changed (graphVersion, one cheap scan); one
// killed at a bound is replaced at once, in the background, since someone is using the console. A start takes
// seconds (PGlite creates its cluster): the time limit counts from the call, so a query that meets a starting
// sandbox still gets its answer within the limit; the statement itself then keeps its whole limit in the new sandbox,
// which is not killed for time the start took.

/** Most memory a console statement may add to the sandbox, in MB. */
export const SANDBOX_MEMORY_MB = 256;
/** Past the time limit, how long the kill may take to be reported before the caller is answered anyway. */
const LATE_MS = 250;
/** How often the sandbox's resident size is read during a statement. */
const WATCH_MS = 50;
/** Starting the process and loading the copy (tsx compiles the sources when running from them). */
const START_TIMEOUT_MS = 60_000;
/** A sandbox left unused this long is stopped, its memory returned; the next query starts another. */
const IDLE_MS = 10 * 60_000;

type RequestBody = { type: 'load'; snapshot: GraphSnapshot } | { type: 'run'; statement: ConsoleStatement };
export type SandboxRequest = (RequestBody & { id: number }) | { type: 'start'; image: Uint8Array | null };

export type SandboxReply =
  | { type: 'ready' }
  | { type: 'image'; image: Uint8Array }
  | { type: 'loaded'; id: number }
  | { type: 'result'; id: number; outcome: ConsoleRows; ms: number; grewMb: number }
  | { type: 'error'; id: number; message: string; code?: string };

/** A statement's rows in the sandbox, how long it ran and how much memory it added. */
export interface SandboxOutcome extends ConsoleRows {
  ms: number;
  grewMb: number;
}

/** The sandbox stopped the statement at a bound; `code` is PostgreSQL's for the same case. */
export class SandboxLimitError extends Error {
  constructor(
    message: string,
    readonly code: '57014' | '53200' | 'sandbox',
  ) {
    super(message);
  }
}

const tooLong = (statement: ConsoleStatement) =>
  new SandboxLimitError(`the query ran longer than ${statement.timeoutMs} ms and was cancelled`, '57014');

const here = fileURLToPath(import.meta.url);
const require = createRequire(import.meta.url);

/**
 * The child's entry: console-sandbox-child.ts beside this file when running from source (loaded with tsx), or
 * console-sandbox-child.js beside the bundle (scripts/build-server.mjs builds it next to main.js).
 */
function childEntry(): { file: string; execArgv: string[] } {
  if (here.endsWith('.ts')) {
    const tsx = path.join(path.dirname(require.resolve('tsx/package.json')), 'dist', 'loader.mjs');
    return {
      file: path.join(path.dirname(here), 'console-sandbox-child.ts'),
      execArgv: ['--import', pathToFileURL(tsx).href],
    };
  }
  return { file: path.join(path.dirname(here), 'console-sandbox-child.js'), execArgv: [] };
}

/** Resident memory of a process in MB from /proc (Linux); null where that is not available. */
function residentMb(pid: number): number | null {
  try {
    const match = /VmRSS:\s+(\d+)\s+kB/.exec(readFileSync(`/proc/${pid}/status`, 'latin1'));
    return match ? Number(match[1]) / 1024 : null;
  } catch {
    return null;
  }
}

/** One console call: when its answer is due, and whether it had to wait for a sandbox to start or load the graph. */
interface Call {
  deadline: number;
  waitedForStart: boolean;
}

interface Pending {
  resolve: (reply: SandboxReply) => void;
  reject: (error: Error) => void;
}

/** One running sandbox process. */
class Sandbox {
  readonly child: ChildProcess;
  readonly ready: Promise<void>;
  readonly exited: Promise<void>;
  /** graphVersion of the copy it holds; null before the first load. */
  version: string | null = null;
  /** Resident size once loaded, MB: the memory bound counts from here. */
  baselineMb = 0;
  ended: Error | null = null;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;

  /** `image`: an empty cluster to start from (see ConsoleSandbox.image); `onImage` receives one made here. */
  constructor(image: Uint8Array | null, onImage: (image: Uint8Array) => void) {
    const { file, execArgv } = childEntry();
    this.child = fork(file, [], {
      execArgv: [...execArgv, '--max-old-space-size=256'],
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
      // It needs none of the server's settings or secrets.
      env: { PATH: process.env.PATH ?? '', NODE_ENV: process.env.NODE_ENV ?? '' },
    });
    this.exited = new Promise((resolve) => this.child.once('exit', () => resolve()));
    this.ready = new Promise((resolve, reject) => {
      this.child.on('message', (reply: SandboxReply) => {
        if (reply.type === 'ready') resolve();
        else if (reply.type === 'image') onImage(reply.image);
        else this.pending.get(reply.id)?.resolve(reply);
      });
      this.child.once('exit', (code, signal) => {
        const error = this.ended ?? new SandboxLimitError(`the console sandbox stopped (${signal ?? code})`, 'sandbox');
        this.ended = error;
        reject(error);
        for (const p of this.pending.values()) p.reject(error);
        this.pending.clear();
      });
      this.child.once('error', (error) => this.kill(error));
    });
    this.ready.catch(() => {});
    this.child.send({ type: 'start', image } satisfies SandboxRequest);
    this.idle();
  }

  /** Sends a request and waits for its reply; the process holds the server open only while a request is out. */
  call(request: RequestBody): Promise<SandboxReply> {
    if (this.ended) return Promise.reject(this.ended);
    const id = this.nextId++;
    this.child.ref();
    this.child.channel?.ref();
    return new Promise<SandboxReply>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.child.send({ ...request, id } satisfies SandboxRequest);
    }).finally(() => {
      this.pending.delete(id);
      this.idle();
    });
  }

  private idle() {
    if (this.pending.size > 0) return;
    this.child.unref();
    this.child.channel?.unref();
  }

  residentMb(): number | null {
    return this.child.pid === undefined ? null : residentMb(this.child.pid);
  }

  /** Kills the process; calls in hand fail with `reason`. */
  kill(reason: Error) {
    if (!this.ended) this.ended = reason;
    this.child.kill('SIGKILL');
  }
}

export class ConsoleSandbox {
  private current: Sandbox | null = null;
  /** One statement at a time, each with its full time limit. */
  private queue: Promise<unknown> = Promise.resolve();
  private idleTimer: NodeJS.Timeout | null = null;
  /** The graph tables' definitions, read once (see readGraphSnapshot). */
  private definitions: TableDefinition[] | undefined;
  private closed = false;
  /** An empty PGlite cluster (gzip, ~5 MB) the first sandbox made: later ones start from it instead of initdb. */
  private image: Uint8Array | null = null;

  constructor(
    private readonly db: Database,
    private readonly memoryMb = SANDBOX_MEMORY_MB,
  ) {}

  /**
   * Runs the statement in the sandbox (a write is rolled back there); fails with SandboxLimitError at a bound. The
   * time limit counts from the call, so waiting for a turn or for a sandbox to start is part of it: the answer
   * comes within the limit whatever the sandbox's state (a start left unfinished goes on for the next query).
   */
  run(statement: ConsoleStatement): Promise<SandboxOutcome> {
    const call: Call = { deadline: performance.now() + statement.timeoutMs, waitedForStart: false };
    const turn = this.queue.then(() => this.runNow(statement, call));
    this.queue = turn.catch(() => {});
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(this.outOfTime(statement, call)), statement.timeoutMs + LATE_MS);
    });
    return Promise.race([turn, late]).finally(() => clearTimeout(timer));
  }

  /** Starts a sandbox and loads the graph ahead of the next query (after one was killed at a bound). */
  private warm() {
    this.queue = this.queue.then(() => this.loaded()).catch(() => {});
  }

  /** Out of time: while the statement ran, or before it could (the sandbox was still starting). */
  private outOfTime(statement: ConsoleStatement, call: Call): SandboxLimitError {
    if (!call.waitedForStart && this.current?.version) return tooLong(statement);
    return new SandboxLimitError(
      `the query console was still starting when the query's ${statement.timeoutMs} ms ran out; try again in a few seconds`,
      '57014',
    );
  }

  /** The sandbox process's id, while one runs (tests). */
  get pid(): number | undefined {
    return this.current?.ended ? undefined : this.current?.child.pid;
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.idleTimer) clearTimeout(this.idleTimer);
    const sandbox = this.current;
    this.current = null;
    if (sandbox) {
      sandbox.kill(new SandboxLimitError('the console sandbox was closed', 'sandbox'));
      await sandbox.exited;
    }
  }

  private async runNow(statement: ConsoleStatement, call: Call): Promise<SandboxOutcome> {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    const sandbox = await this.loaded(call);
    if (performance.now() >= call.deadline) throw this.outOfTime(statement, call);
    // After a start the statement still gets its whole limit in the sandbox (the caller is answered at the deadline
    // anyway): killing it for time the start took would throw the new sandbox away and start another.
    const killAt = call.waitedForStart ? performance.now() + statement.timeoutMs : call.deadline;
    const reply = await this.watched(sandbox, statement, killAt);
    this.stopWhenIdle(sandbox);
    // PGlite's memory never shrinks: a sandbox that grew a lot is replaced rather than kept warm.
    const mb = sandbox.residentMb();
    if (mb !== null && mb > sandbox.baselineMb + this.memoryMb / 2) void this.retire(sandbox);
    if (reply.type === 'error') throw Object.assign(new Error(reply.message), { code: reply.code });
    if (reply.type !== 'result') throw new Error(`unexpected reply from the console sandbox: ${reply.type}`);
    return { ...reply.outcome, ms: reply.ms, grewMb: reply.grewMb };
  }

  /** A running sandbox holding the graph as it is now: started and loaded as needed. */
  private async loaded(call?: Call): Promise<Sandbox> {
    if (this.closed) throw new SandboxLimitError('the console sandbox was closed', 'sandbox');
    const running = this.current?.ended ? null : this.current;
    const version = await graphVersion(this.db.sql);
    if (running && running.version === version) return running;
    if (call) call.waitedForStart = true;
    const sandbox =
      running ??
      new Sandbox(this.image, (image) => {
        this.image = image;
      });
    this.current = sandbox;
    const timer = setTimeout(
      () => sandbox.kill(new SandboxLimitError('the console sandbox did not start in time', 'sandbox')),
      START_TIMEOUT_MS,
    );
    try {
      await sandbox.ready;
      const snapshot = await readGraphSnapshot(this.db, this.definitions);
      this.definitions = snapshot.tables.map(({ rowsJson: _rows, sequences: _sequences, ...definition }) => definition);
      const reply = await sandbox.call({ type: 'load', snapshot });
      if (reply.type === 'error') throw new Error(`the console sandbox could not load the graph: ${reply.message}`);
      sandbox.version = snapshot.version;
      sandbox.baselineMb = sandbox.residentMb() ?? 0;
      this.stopWhenIdle(sandbox);
      return sandbox;
    } catch (error) {
      await this.retire(sandbox);
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }

  /** The statement with its deadline and the memory watch; either kills the process. */
  private async watched(sandbox: Sandbox, statement: ConsoleStatement, killAt: number): Promise<SandboxReply> {
    const limit = sandbox.baselineMb + this.memoryMb;
    const timer = setTimeout(() => sandbox.kill(tooLong(statement)), killAt - performance.now());
    const watch = setInterval(() => {
      const mb = sandbox.residentMb();
      if (mb !== null && mb > limit) {
        sandbox.kill(
          new SandboxLimitError(
            `the query needed more than ${this.memoryMb} MB of memory and was stopped; add a WHERE or LIMIT`,
            '53200',
          ),
        );
      }
    }, WATCH_MS);
    try {
      return await sandbox.call({ type: 'run', statement });
    } catch (error) {
      await this.retire(sandbox);
      // Someone is using the console: have the next sandbox ready rather than make their next query wait for it.
      if (!this.closed) this.warm();
      throw error;
    } finally {
      clearTimeout(timer);
      clearInterval(watch);
    }
  }

  private stopWhenIdle(sandbox: Sandbox) {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => void this.retire(sandbox), IDLE_MS);
    this.idleTimer.unref();
  }

  /** Ends a sandbox and waits until its memory is returned; the next query starts a fresh one. */
  private async retire(sandbox: Sandbox) {
    if (this.current === sandbox) this.current = null;
    sandbox.kill(sandbox.ended ?? new SandboxLimitError('the console sandbox was replaced', 'sandbox'));
    await sandbox.exited;
  }
}
