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

export class ReaderProcess {
  private child: ChildProcess | null = null;
  private ready: Promise<void> | null = null;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private killReason: string | null = null;
  private watchdog: NodeJS.Timeout | null = null;
  private idleTimer: NodeJS.Timeout | null = null;
  private stderr = '';
  /** Highest resident size seen, MB (for tests and diagnostics). */
  peakMb = 0;

  constructor(private readonly options: ReaderProcessOptions) {}

  get pid(): number | undefined {
    return this.child?.pid;
  }

  private start(): Promise<void> {
    if (this.ready) return this.ready;
    const { file, execArgv } = childEntry();
    const heapMb = Math.max(64, Math.floor(this.options.memoryMb * 0.75));
    this.killReason = null;
    this.stderr = '';
    this.peakMb = 0;
    const child = fork(file, [], {
      execArgv: [...execArgv, `--max-old-space-size=${heapMb}`, '--max-semi-space-size=8'],
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
      env: { ...process.env, STELLARA_READER_CHILD: '1' },
    });
    this.child = child;
    child.stderr?.setEncoding('utf8');
    child.stderr?.on('data', (chunk: string) => {
      this.stderr = (this.stderr + chunk).slice(-4000);
    });
    child.on('message', (message: ChildMessage) => this.onMessage(message));
    this.ready = new Promise<void>((resolve, reject) => {
      const onReady = (message: ChildMessage) => {
        if (message.type === 'ready') {
          child.off('message', onReady);
          resolve();
        }
      };
      child.on('message', onReady);
      child.once('exit', (code, signal) => {
        reject(new Error(this.exitMessage(code, signal)));
        this.onExit(child, code, signal);
      });
      child.once('error', (error) => reject(error));
    });
    this.ready.catch(() => {});
    // Resident size checked ten times a second: native memory (canvas, WebAssembly) is outside V8's heap cap.
    this.watchdog = setInterval(() => {
      const pid = child.pid;
      if (pid === undefined) return;
      const mb = residentMb(pid);
      if (mb === null) return;
      this.peakMb = Math.max(this.peakMb, mb);
      if (mb > this.options.memoryMb) {
        this.kill(`Reading the file needed more than ${this.options.memoryMb} MB of memory`);
      }
    }, 100);
    this.watchdog.unref();
    return this.ready;
  }

  private exitMessage(code: number | null, signal: NodeJS.Signals | null): string {
    if (this.killReason) return this.killReason;
    if (/heap limit|out of memory|allocation failed/i.test(this.stderr)) {
      return `Reading the file needed more than ${this.options.memoryMb} MB of memory`;
    }
    return `The document reader stopped unexpectedly (${signal ?? `exit code ${code}`})`;
  }

  private onExit(child: ChildProcess, code: number | null, signal: NodeJS.Signals | null) {
    if (this.child !== child) return;
    const error = new ReaderLimitError(this.exitMessage(code, signal));
    this.child = null;
    this.ready = null;
    if (this.watchdog) clearInterval(this.watchdog);
    this.watchdog = null;
    for (const pending of this.pending.values()) pending.reject(error);
    this.pending.clear();
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
    await this.start();
    const child = this.child;
    if (!child) throw new ReaderLimitError(this.killReason ?? 'The document reader is not running');
    const id = this.nextId++;
    let timer: NodeJS.Timeout | undefined;
    const onAbort = () => {
      const reason = options.signal?.reason;
      this.kill(reason instanceof Error ? reason.message : 'Reading was cancelled');
    };
    try {
      return await new Promise<T>((resolve, reject) => {
        this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
        timer = setTimeout(
          () =>
            this.kill(options.timeoutMessage ?? `Reading took longer than ${Math.round(options.timeoutMs / 1000)} s`),
          options.timeoutMs,
        );
        options.signal?.addEventListener('abort', onAbort, { once: true });
        child.send({ type: 'call', id, method, args }, (error) => {
          if (error) {
            this.pending.delete(id);
            reject(error);
          }
        });
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
    if (!idleMs || this.pending.size > 0 || !this.child) return;
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => {
      if (this.pending.size === 0) void this.close();
    }, idleMs);
    this.idleTimer.unref();
  }

  /** Kills the child at once; calls in hand fail with `reason`. */
  kill(reason: string): void {
    const child = this.child;
    if (!child) return;
    this.killReason ??= reason;
    child.kill('SIGKILL');
  }

  /** Stops the child (if any) and waits for it to exit. */
  async close(): Promise<void> {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
    const child = this.child;
    if (!child) return;
    const exited = new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) resolve();
      else child.once('exit', () => resolve());
    });
    this.kill('The document reader was closed');
    await exited;
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
