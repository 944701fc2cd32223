import { type ChildProcess, fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

// The document reader runs in a child process (reader-child.ts): PDF parsing and rendering (pdf.js, canvas) and
// tesseract OCR. A hostile file can then only take that process down. Limits:
//  - memory: V8's heap is capped with --max-old-space-size, and the whole process (native canvas and WebAssembly
//    memory included) is watched through its resident size and killed past the cap;
//  - time: every call has a deadline after which the process is killed;
//  - the caller's AbortSignal kills it too.
// A killed or crashed reader fails the calls in hand with a clear message; the next call starts a fresh one.

export class ReaderLimitError extends Error {
  override name = 'ReaderLimitError';
}

export interface ReaderProcessOptions {
  /** Most resident memory for the process, in MB (heap, buffers, native canvas and WebAssembly memory). */
  memoryMb: number;
  /** Kill the process after this long without a call (0: keep it). */
  idleMs?: number;
}

interface Pending {
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

export type ReaderMethod = 'pdf.open' | 'pdf.page' | 'pdf.close' | 'ocr.recognize' | 'image.png';

const here = fileURLToPath(import.meta.url);
const require = createRequire(import.meta.url);

/**
 * The child's entry: reader-child.ts beside this file when running from source (loaded with tsx), or
 * reader-child.js beside the bundle (scripts/build-server.mjs builds it next to main.js).
 */
function childEntry(): { file: string; execArgv: string[] } {
  if (here.endsWith('.ts')) {
    const tsx = path.join(path.dirname(require.resolve('tsx/package.json')), 'dist', 'loader.mjs');
    return { file: path.join(path.dirname(here), 'reader-child.ts'), execArgv: ['--import', pathToFileURL(tsx).href] };
  }
  return { file: path.join(path.dirname(here), 'reader-child.js'), execArgv: [] };
}

function readerEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const name of ['PATH', 'HOME', 'TMPDIR', 'LANG', 'TZ', 'NODE_ENV']) {
    if (process.env[name] !== undefined) env[name] = process.env[name];
  }
  return env;
}

/** Resident memory of a process in MB from /proc (Linux); null where that is not available. */
export function residentMb(pid: number): number | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'latin1');
    const match = /VmRSS:\s+(\d+)\s+kB/.exec(status);
    return match ? Number(match[1]) / 1024 : null;
  } catch {
    return null;
  }
}

/** One running child and what is known about it. */
interface Running {
  child: ChildProcess;
  ready: Promise<void>;
  watchdog: NodeJS.Timeout;
  stderr: string;
  /** Set when the child is gone (killed or exited); it takes no more calls. */
  ended: string | null;
  exited: Promise<void>;
}

export class ReaderProcess {
  private current: Running | null = null;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private idleTimer: NodeJS.Timeout | null = null;
  /** Highest resident size seen for the current child, MB (diagnostics). */
  peakMb = 0;

  constructor(private readonly options: ReaderProcessOptions) {}

  get pid(): number | undefined {
    return this.current?.child.pid;
  }

  private memoryMessage(): string {
    return `Reading the file needed more than ${this.options.memoryMb} MB of memory`;
  }

  private start(): Running {
    if (this.current) return this.current;
    const { file, execArgv } = childEntry();
    const heapMb = Math.max(64, Math.floor(this.options.memoryMb * 0.75));
    this.peakMb = 0;
    const child = fork(file, [], {
      execArgv: [...execArgv, `--max-old-space-size=${heapMb}`, '--max-semi-space-size=8'],
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
      // The reader handles untrusted files: it gets none of the server's settings or secrets.
      env: readerEnv(),
    });
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    const running: Running = {
      child,
      ready: Promise.resolve(),
      // Resident size checked ten times a second: native memory (canvas, WebAssembly) is outside V8's heap cap.
      watchdog: setInterval(() => {
        const pid = child.pid;
        const mb = pid === undefined ? null : residentMb(pid);
        if (mb === null) return;
        this.peakMb = Math.max(this.peakMb, mb);
        if (mb > this.options.memoryMb) this.end(running, this.memoryMessage());
      }, 100),
      stderr: '',
      ended: null,
      exited,
    };
    running.watchdog.unref();
    child.stderr?.setEncoding('utf8');
    child.stderr?.on('data', (chunk: string) => {
      running.stderr = (running.stderr + chunk).slice(-4000);
    });
    child.on('message', (message: ChildMessage) => this.onMessage(message));
    running.ready = new Promise<void>((resolve, reject) => {
      child.on('message', (message: ChildMessage) => {
        if (message.type === 'ready') resolve();
      });
      child.once('exit', (code, signal) => {
        const reason = running.ended ?? this.exitMessage(running, code, signal);
        reject(new ReaderLimitError(reason));
        this.end(running, reason);
      });
      child.once('error', (error) => {
        reject(error);
        this.end(running, `The document reader could not start: ${error.message}`);
      });
    });
    running.ready.catch(() => {});
    this.current = running;
    return running;
  }

  private exitMessage(running: Running, code: number | null, signal: NodeJS.Signals | null): string {
    if (/heap limit|out of memory|allocation failed/i.test(running.stderr)) return this.memoryMessage();
    return `The document reader stopped unexpectedly (${signal ?? `exit code ${code}`})`;
  }

  /** The child takes no more calls: calls in hand fail with `reason`, the process is killed; the next call starts a new one. */
  private end(running: Running, reason: string) {
    if (running.ended) return;
    running.ended = reason;
    clearInterval(running.watchdog);
    if (this.current === running) {
      this.current = null;
      const error = new ReaderLimitError(reason);
      for (const pending of this.pending.values()) pending.reject(error);
      this.pending.clear();
    }
    if (running.child.exitCode === null && running.child.signalCode === null) running.child.kill('SIGKILL');
  }

  private onMessage(message: ChildMessage) {
    if (message.type !== 'result') return;
    const pending = this.pending.get(message.id);
    if (!pending) return;
    this.pending.delete(message.id);
    if (message.ok) pending.resolve(message.value);
    else pending.reject(Object.assign(new Error(message.error.message), { name: message.error.name }));
  }

  /** Calls a method in the child; past `timeoutMs` (or on abort) the child is killed and the call fails. */
  async call<T>(
    method: ReaderMethod,
    args: Record<string, unknown>,
    options: { timeoutMs: number; timeoutMessage?: string; signal?: AbortSignal },
  ): Promise<T> {
    options.signal?.throwIfAborted();
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
    const running = this.start();
    const id = this.nextId++;
    let timer: NodeJS.Timeout | undefined;
    const onAbort = () => {
      const reason = options.signal?.reason;
      this.end(running, reason instanceof Error ? reason.message : 'Reading was cancelled');
    };
    try {
      return await new Promise<T>((resolve, reject) => {
        this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
        timer = setTimeout(
          () =>
            this.end(
              running,
              options.timeoutMessage ?? `Reading took longer than ${Math.round(options.timeoutMs / 1000)} s`,
            ),
          options.timeoutMs,
        );
        options.signal?.addEventListener('abort', onAbort, { once: true });
        running.ready.then(
          () => {
            if (running.ended) return;
            running.child.send({ type: 'call', id, method, args }, (error) => {
              if (error && this.pending.delete(id)) reject(error);
            });
          },
          (error: Error) => {
            if (this.pending.delete(id)) reject(error);
          },
        );
      });
    } catch (error) {
      // An abort from the caller keeps its own reason (e.g. the server stopping), not the reader's.
      if (options.signal?.aborted) throw options.signal.reason ?? error;
      throw error;
    } finally {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onAbort);
      this.scheduleIdle();
    }
  }

  private scheduleIdle() {
    const idleMs = this.options.idleMs ?? 0;
    if (!idleMs || this.pending.size > 0 || !this.current) return;
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => {
      if (this.pending.size === 0) void this.close();
    }, idleMs);
    this.idleTimer.unref();
  }

  /** Kills the child at once; calls in hand fail with `reason`. */
  kill(reason: string): void {
    if (this.current) this.end(this.current, reason);
  }

  /** Stops the child (if any) and waits for it to exit. */
  async close(): Promise<void> {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
    const running = this.current;
    if (!running) return;
    this.end(running, 'The document reader was closed');
    await running.exited;
  }
}

export type ChildMessage =
  | { type: 'ready' }
  | { type: 'result'; id: number; ok: true; value: unknown }
  | { type: 'result'; id: number; ok: false; error: { name: string; message: string } };

export interface CallMessage {
  type: 'call';
  id: number;
  method: ReaderMethod;
  args: Record<string, unknown>;
}
