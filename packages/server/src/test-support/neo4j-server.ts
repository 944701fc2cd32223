// A throw-away Neo4j 5.26 test server (installed by scripts/ci/neo4j.sh), for the graph-neo4j suite's global setup
// and the scale suite's cluster (which also stops it and starts it again on the same port and store).
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findNeo4jTestServer } from '../../../../scripts/services.mjs';
import { freePort } from './free-port.ts';

export interface Neo4jServer {
  /** bolt://127.0.0.1:<port> */
  url: string;
  user: 'neo4j';
  password: string;
  port: number;
  /** Whether the server is running now (between start and stop). */
  readonly running: boolean;
  /** Shuts Neo4j down (the store stays); killed if it takes over 20 s. */
  stop(): Promise<void>;
  /** Starts it again on the same port, store and password; resolves when Bolt accepts connections. */
  start(): Promise<void>;
  /** Stops it and removes its store. */
  close(): Promise<void>;
}

/** Why the Neo4j test server cannot run on this machine, or null when it can. */
export function neo4jMissingReason(): string | null {
  const server = findNeo4jTestServer();
  if (!server) return 'Neo4j test server not installed (run scripts/ci/neo4j.sh)';
  if (!server.java) return 'java not found on PATH';
  return null;
}

function waitForReady(child: ChildProcess, timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(
      () => reject(new Error(`Neo4j did not start within ${timeoutMs / 1000} s:\n${output.slice(-2000)}`)),
      timeoutMs,
    );
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('NEO4J_READY')) {
        clearTimeout(timer);
        child.off('exit', onExit);
        resolve();
      }
    };
    const onExit = (code: number | null) => {
      clearTimeout(timer);
      reject(new Error(`Neo4j exited with code ${code}:\n${output.slice(-2000)}`));
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('exit', onExit);
  });
}

/** Starts Neo4j on a free 127.0.0.1 port with a random password, its store in a temporary folder. */
export async function startNeo4jServer(options: { heapMb?: number } = {}): Promise<Neo4jServer> {
  const server = findNeo4jTestServer();
  const missing = neo4jMissingReason();
  if (missing || !server?.java) throw new Error(missing ?? 'Neo4j test server not found');
  const java = server.java;
  const dir = mkdtempSync(join(tmpdir(), 'stellara-neo4j-'));
  const port = await freePort();
  const password = randomBytes(12).toString('hex');
  let child: ChildProcess | undefined;

  const start = async () => {
    if (child) throw new Error('Neo4j is already running');
    const launched = spawn(
      java,
      [
        '-Xms256m',
        `-Xmx${options.heapMb ?? 768}m`,
        '-XX:+UseSerialGC',
        '-XX:TieredStopAtLevel=1',
        '-cp',
        `${join(server.home, 'lib', '*')}:${join(server.home, 'classes')}`,
        'Launcher',
        dir,
        String(port),
        password,
      ],
      { stdio: ['pipe', 'pipe', 'pipe'] },
    );
    try {
      await waitForReady(launched, 150_000);
    } catch (error) {
      launched.kill('SIGKILL');
      throw error;
    }
    launched.stdout?.resume();
    launched.stderr?.resume();
    child = launched;
  };
  const stop = async () => {
    const running = child;
    if (!running) return;
    child = undefined;
    if (running.exitCode !== null || running.signalCode !== null) return;
    // Closing stdin asks the launcher to shut Neo4j down; kill it if it takes too long.
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.stdin?.end();
    const timer = setTimeout(() => running.kill('SIGKILL'), 20_000);
    await exited;
    clearTimeout(timer);
  };

  try {
    await start();
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    url: `bolt://127.0.0.1:${port}`,
    user: 'neo4j',
    password,
    port,
    get running() {
      return child !== undefined;
    },
    stop,
    start,
    async close() {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
