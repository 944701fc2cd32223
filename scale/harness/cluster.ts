/**
 * A Stellara cluster for the scale suite (and the load benchmark), all on 127.0.0.1 free ports:
 * a real PostgreSQL, a real Neo4j 5, N instances of the production build (`node --expose-gc
 * packages/server/dist/main.js`, NODE_ENV=production) and Debian's HAProxy running the shipped
 * deploy/haproxy.cfg in front of them.
 *
 *   const cluster = await startCluster({ instances: 3, env: { RATE_LIMIT_PER_MINUTE: '50' } });
 *   const alice = cluster.client();                      // cookie-keeping client, through the balancer
 *   const res = await alice.post('/api/auth/sign-up/email', { name, email, password });
 *   res.servedBy                                         // 's1' | 's2' | ... (the x-served-by header)
 *   await cluster.instances[0].kill('SIGKILL');          // a fault; .start() brings it back on its port
 *   await cluster.postgres.restart();                    // same data folder and port
 *   await cluster.neo4j?.stop(); await cluster.neo4j?.start();
 *   await cluster.balancer.waitFor('s1', 'DOWN');        // what HAProxy's health checks see
 *   await cluster.stop();                                // everything, folders removed
 *
 * API (kept stable: other suites and bench/ build on it):
 * - startCluster(options): Cluster. Options: `instances` (1-6, default 3); `env`: extra environment for every
 *   instance; `instanceEnv(index)`: extra environment for one (index from 0); `neo4j` (default true; false keeps
 *   the graph in PostgreSQL); `llm`: start the fake OpenAI-compatible server (test-support/fake-openai-server.ts)
 *   and point LLM_BASE_URL at it; `startInstances` (default true; false leaves them to `cluster.startAll()`);
 *   `containerInstance` (default false; true runs the last instance from deploy/Containerfile's image, built here
 *   with podman: ./container.ts).
 *   Instances start at the same moment, on an empty database and an empty graph.
 * - Cluster: `url` (the balancer), `instances` / `instance(id)`, `startAll()`, `db` (a pg.Pool on the app's
 *   database, survives restarts), `databaseUrl`, `postgres` ({ restart, stop, start, port }), `neo4j` ({ url,
 *   password, stop, start, running } or null), `llm` (the fake server or null), `balancer` ({ url, statsUrl,
 *   states(), waitFor(id, state) }), `waitForGraph()` (every instance has prepared the graph: loaded the starter
 *   knowledge or found it), `client(options)`, `stop()`.
 * - Instance: `id` ('s1'...), `url` (its own address, bypassing the balancer), `port`, `running`, `pid` (undefined
 *   in a container), `containerName` (the podman container, when it runs in one),
 *   `start()` (resolves when its own /api/health answers 200 with places ready), `stop()` (SIGTERM, graceful),
 *   `kill(signal = 'SIGKILL')` (resolves once it has exited), `waitReady()`, `waitForOutput(text | RegExp)` (a log
 *   line as readiness signal), `output()` (its stdout+stderr, JSON log lines, kept across restarts).
 * - client(options): see ./client.ts (cookies, Origin for the CSRF check). `cluster.client({ baseUrl: instance.url })`
 *   or `client.via(instance.url)` (same cookies) talks to one instance directly. Through the balancer every client
 *   is 127.0.0.1 (HAProxy replaces X-Forwarded-For): per-address limits count the whole test process as one client,
 *   so a suite with many sign-ups raises them through `env`.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type FakeOpenAiServer, startFakeOpenAiServer } from '@stellara/server/testing/fake-openai-server';
import { freePort } from '@stellara/server/testing/free-port';
import { type Neo4jServer, startNeo4jServer } from '@stellara/server/testing/neo4j-server';
import { type PostgresServer, startPostgresServer } from '@stellara/server/testing/postgres-server';
import { envSchema } from '@stellara/server/testing/scale';
import pg from 'pg';
import { ensureProductionBuild, serverMain } from '../../e2e/harness/build.ts';
import { findHaproxy } from '../../scripts/services.mjs';
import { ClusterClient, type ClusterClientOptions } from './client.ts';
import { buildScaleImage, type Container, runContainer } from './container.ts';

const root = join(import.meta.dirname, '..', '..');
export const haproxyConfig = join(root, 'deploy', 'haproxy.cfg');
const MAX_INSTANCES = 6; // deploy/haproxy.cfg names s1..s6
const OUTPUT_KEEP = 256 * 1024;
/** The log lines of knowledge/create-graph.ts's prepareKnowledgeGraph when it has finished well. */
export const GRAPH_READY = /starter knowledge base loaded into the graph|starter knowledge base already loaded/;

export interface ClusterOptions {
  instances?: number;
  env?: Record<string, string>;
  instanceEnv?: (index: number) => Record<string, string>;
  neo4j?: boolean;
  llm?: boolean;
  startInstances?: boolean;
  /**
   * The last instance runs from deploy/Containerfile's image (podman, ./container.ts) instead of as a process; it
   * gets the same environment and behaves the same (its `pid` is undefined).
   */
  containerInstance?: boolean;
}

export type ServerState = 'UP' | 'DOWN' | 'MAINT' | 'NOLB' | string;

export interface Instance {
  readonly id: string;
  readonly url: string;
  readonly port: number;
  readonly running: boolean;
  readonly pid: number | undefined;
  /** The podman container it runs in now (a new one at each start; `containerInstance`), else undefined. */
  readonly containerName: string | undefined;
  start(): Promise<void>;
  stop(): Promise<void>;
  kill(signal?: NodeJS.Signals): Promise<void>;
  waitReady(timeoutMs?: number): Promise<void>;
  /** Resolves when its output (since it was created) matches; a readiness signal such as a log line. */
  waitForOutput(pattern: string | RegExp, timeoutMs?: number): Promise<void>;
  output(): string;
}

export interface Balancer {
  url: string;
  statsUrl: string;
  /** Each instance's state as HAProxy's health checks see it now, by id. */
  states(): Promise<Record<string, ServerState>>;
  /** Resolves when HAProxy reports this state for the instance (cap: `timeoutMs`, default 60 s). */
  waitFor(id: string, state: 'UP' | 'DOWN', timeoutMs?: number): Promise<void>;
}

export interface Cluster {
  url: string;
  instances: Instance[];
  instance(id: string): Instance;
  startAll(): Promise<void>;
  /** Resolves when every instance has prepared the knowledge graph (the starter knowledge loaded, or found). */
  waitForGraph(): Promise<void>;
  db: pg.Pool;
  databaseUrl: string;
  postgres: Pick<PostgresServer, 'restart' | 'stop' | 'start' | 'port'>;
  neo4j: Pick<Neo4jServer, 'url' | 'password' | 'stop' | 'start' | 'running' | 'port'> | null;
  llm: FakeOpenAiServer | null;
  balancer: Balancer;
  client(options?: ClusterClientOptions): ClusterClient;
  stop(): Promise<void>;
}

// Processes still running when this process exits (a crashed or interrupted test run) are killed with it, so no
// instance or balancer outlives the suite and keeps its port.
const live = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of live) child.kill('SIGKILL');
});
function track(child: ChildProcess): ChildProcess {
  live.add(child);
  child.once('exit', () => live.delete(child));
  return child;
}

/** Polls `check` until it returns true; the cap only catches a hang. */
export async function waitUntil(what: string, check: () => Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  while (Date.now() < deadline) {
    try {
      if (await check()) return;
    } catch (error) {
      last = error;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${what}: not within ${timeoutMs / 1000} s${last ? ` (last error: ${String(last)})` : ''}`);
}

/** The environment an instance inherits: ours without any Stellara variable (a developer's DATABASE_URL...). */
function baseEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const key of Object.keys(envSchema.shape)) delete env[key];
  return env;
}

/** How an instance runs: as a process of the production build, or in a container of deploy/Containerfile's image. */
type Launch =
  | { kind: 'process'; env: NodeJS.ProcessEnv }
  | { kind: 'container'; env: Record<string, string>; dataDir: string };

function startInstance(id: string, port: number, launch: Launch): Instance {
  const url = `http://127.0.0.1:${port}`;
  let child: ChildProcess | undefined;
  let container: Container | undefined;
  let log = '';
  const running = () => !!child && child.exitCode === null && child.signalCode === null;

  const waitReady = async (timeoutMs = 180_000) => {
    await waitUntil(
      `instance ${id} ready (GET ${url}/api/health)`,
      async () => {
        if (!running()) throw new Error(`instance ${id} is not running. Output:\n${log.slice(-4000)}`);
        const response = await fetch(`${url}/api/health`);
        if (response.status !== 200) return false;
        const body = (await response.json()) as { components?: { places?: { status?: string } } };
        return body.components?.places?.status === 'ok';
      },
      timeoutMs,
    ).catch((error) => {
      throw new Error(`${(error as Error).message}\nOutput of ${id}:\n${log.slice(-4000)}`);
    });
  };

  const instance: Instance = {
    id,
    url,
    port,
    get running() {
      return running();
    },
    get pid() {
      return running() && !container ? child?.pid : undefined;
    },
    get containerName() {
      return running() ? container?.name : undefined;
    },
    async start() {
      if (running()) throw new Error(`instance ${id} is already running`);
      log += `\n--- start ${new Date().toISOString()}\n`;
      if (launch.kind === 'container') {
        container = runContainer(id, launch.env, launch.dataDir);
        child = track(container.child);
      } else {
        child = track(
          spawn(process.execPath, ['--expose-gc', serverMain], {
            cwd: root,
            env: launch.env,
            stdio: ['ignore', 'pipe', 'pipe'],
          }),
        );
      }
      const onData = (chunk: Buffer) => {
        log += chunk.toString();
        if (log.length > OUTPUT_KEEP) log = log.slice(-OUTPUT_KEEP);
      };
      child.stdout?.on('data', onData);
      child.stderr?.on('data', onData);
      await waitReady();
    },
    async stop() {
      await signal(child, 'SIGTERM', 15_000, container);
    },
    async kill(sig: NodeJS.Signals = 'SIGKILL') {
      await signal(child, sig, 15_000, container);
    },
    waitReady,
    async waitForOutput(pattern, timeoutMs = 120_000) {
      const matches = () => (typeof pattern === 'string' ? log.includes(pattern) : pattern.test(log));
      await waitUntil(`${id} printing ${pattern}`, async () => matches(), timeoutMs);
    },
    output: () => log,
  };
  return instance;
}

/**
 * Sends `sig` and resolves once the process has exited (SIGKILL after `graceMs`). For a container the signal goes
 * to the container's process (through podman), and `child`, the attached `podman run --rm`, exits once the
 * container has stopped and been removed.
 */
async function signal(
  child: ChildProcess | undefined,
  sig: NodeJS.Signals,
  graceMs: number,
  container?: Container,
): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  if (container && sig === 'SIGTERM') container.stop(graceMs / 1000);
  else if (container) container.signal(sig);
  else child.kill(sig);
  const timer = setTimeout(() => (container ? container.signal('SIGKILL') : child.kill('SIGKILL')), graceMs);
  await exited;
  clearTimeout(timer);
}

async function startBalancer(
  port: number,
  statsPort: number,
  servers: { id: string; port: number }[],
): Promise<{ balancer: Balancer; stop(): Promise<void> }> {
  const haproxy = findHaproxy();
  if (!haproxy) throw new Error('haproxy not found (apt-get install haproxy)');
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    STELLARA_BIND: `127.0.0.1:${port}`,
    HAPROXY_STATS_BIND: `127.0.0.1:${statsPort}`,
  };
  for (const [index, server] of servers.entries()) env[`STELLARA_SERVER_${index + 1}`] = `127.0.0.1:${server.port}`;
  const check = spawnSync(haproxy, ['-c', '-q', '-f', haproxyConfig], { env, encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`deploy/haproxy.cfg does not check: ${check.stdout}${check.stderr}`);
  // -db: foreground, no daemon, so it stops with us.
  const child = track(spawn(haproxy, ['-db', '-f', haproxyConfig], { env, stdio: ['ignore', 'pipe', 'pipe'] }));
  let log = '';
  child.stdout?.on('data', (c: Buffer) => {
    log = (log + c.toString()).slice(-OUTPUT_KEEP);
  });
  child.stderr?.on('data', (c: Buffer) => {
    log = (log + c.toString()).slice(-OUTPUT_KEEP);
  });
  const statsUrl = `http://127.0.0.1:${statsPort}/stats`;
  const states = async (): Promise<Record<string, ServerState>> => {
    const csv = await (await fetch(`${statsUrl};csv`)).text();
    const [header, ...rows] = csv.trim().split('\n');
    const columns = (header ?? '').replace(/^# /, '').split(',');
    const px = columns.indexOf('pxname');
    const sv = columns.indexOf('svname');
    const status = columns.indexOf('status');
    const result: Record<string, ServerState> = {};
    for (const row of rows) {
      const cells = row.split(',');
      if (cells[px] === 'stellara_instances' && cells[sv] !== 'BACKEND') result[cells[sv]!] = cells[status]!;
    }
    return result;
  };
  try {
    await waitUntil('haproxy answering its stats page', async () => {
      if (child.exitCode !== null) throw new Error(`haproxy exited with code ${child.exitCode}:\n${log}`);
      return Object.keys(await states()).length === servers.length;
    });
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    balancer: {
      url: `http://127.0.0.1:${port}`,
      statsUrl,
      states,
      async waitFor(id, state, timeoutMs = 60_000) {
        // "UP 1/2" is a server on its way up (rise 2): only a plain UP or DOWN counts.
        await waitUntil(`haproxy sees ${id} ${state}`, async () => (await states())[id] === state, timeoutMs);
      },
    },
    stop: () => signal(child, 'SIGTERM', 5_000),
  };
}

export async function startCluster(options: ClusterOptions = {}): Promise<Cluster> {
  const count = options.instances ?? 3;
  if (count < 1 || count > MAX_INSTANCES) throw new Error(`instances: 1 to ${MAX_INSTANCES}`);
  ensureProductionBuild('scale');
  if (options.containerInstance) buildScaleImage();
  const dir = mkdtempSync(join(tmpdir(), 'stellara-scale-'));
  const cleanups: (() => Promise<unknown>)[] = [];
  const cleanup = async () => {
    for (const step of cleanups.reverse()) await step().catch(() => {});
    cleanups.length = 0;
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    // The two services start side by side: Neo4j takes the longest (20-40 s here).
    const [postgres, neo4j] = await Promise.all([
      startPostgresServer().then((server) => {
        cleanups.push(() => server.close());
        return server;
      }),
      options.neo4j === false
        ? null
        : startNeo4jServer().then((server) => {
            cleanups.push(() => server.close());
            return server;
          }),
    ]);
    const admin = new pg.Client({ connectionString: postgres.adminUrl });
    await admin.connect();
    await admin.query('CREATE DATABASE stellara').finally(() => admin.end());
    const databaseUrl = postgres.urlFor('stellara');
    const db = new pg.Pool({ connectionString: databaseUrl, max: 4 });
    // PostgreSQL restarts in the fault tests: a broken idle connection must not crash the test process.
    db.on('error', () => {});
    cleanups.push(() => db.end());

    const llm = options.llm ? await startFakeOpenAiServer() : null;
    if (llm) cleanups.push(() => llm.close());

    const balancerPort = await freePort();
    const statsPort = await freePort();
    const balancerUrl = `http://127.0.0.1:${balancerPort}`;
    const sessionSecret = randomBytes(32).toString('hex');
    const instances: Instance[] = [];
    for (let index = 0; index < count; index++) {
      const id = `s${index + 1}`;
      const dataDir = join(dir, id);
      mkdirSync(dataDir, { recursive: true });
      const port = await freePort();
      const appEnv: Record<string, string> = {
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        // Links in mails point at the balancer, the one address users know.
        PUBLIC_URL: balancerUrl,
        DATA_DIR: dataDir,
        SESSION_SECRET: sessionSecret,
        DATABASE_URL: databaseUrl,
        INSTANCE_ID: id,
        PLACES_GAZETTEER: 'sample',
        TRUST_PROXY: 'true',
        BILLING_TEST_MODE: 'true',
        LOG_LEVEL: 'info',
        ...(neo4j ? { GRAPH_URL: neo4j.url, GRAPH_USER: 'neo4j', GRAPH_PASSWORD: neo4j.password } : {}),
        ...(llm ? { LLM_BASE_URL: llm.baseUrl, LLM_API_KEY: 'scale-test-key' } : {}),
        ...options.env,
        ...options.instanceEnv?.(index),
      };
      const inContainer = options.containerInstance === true && index === count - 1;
      // The container's user (deploy/Containerfile) is not ours: it must be able to write the mounted folder.
      if (inContainer) chmodSync(dataDir, 0o777);
      const instance = startInstance(
        id,
        port,
        inContainer
          ? { kind: 'container', env: appEnv, dataDir }
          : { kind: 'process', env: { ...baseEnv(), ...appEnv } },
      );
      instances.push(instance);
    }
    cleanups.push(() => Promise.all(instances.map((i) => i.stop())));

    const { balancer, stop: stopBalancer } = await startBalancer(balancerPort, statsPort, instances);
    cleanups.push(stopBalancer);

    const startAll = async () => {
      // All at the same moment, as a deployment that starts every instance together.
      await Promise.all(instances.filter((i) => !i.running).map((i) => i.start()));
      await Promise.all(instances.map((i) => balancer.waitFor(i.id, 'UP')));
    };
    if (options.startInstances !== false) await startAll();

    return {
      url: balancerUrl,
      instances,
      instance(id) {
        const found = instances.find((i) => i.id === id);
        if (!found) throw new Error(`no instance ${id}`);
        return found;
      },
      startAll,
      waitForGraph: () => Promise.all(instances.map((i) => i.waitForOutput(GRAPH_READY))).then(() => {}),
      db,
      databaseUrl,
      postgres,
      neo4j,
      llm,
      balancer,
      client: (clientOptions) => new ClusterClient({ baseUrl: balancerUrl, ...clientOptions }),
      stop: cleanup,
    };
  } catch (error) {
    await cleanup();
    throw error;
  }
}
