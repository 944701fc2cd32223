// A throw-away PostgreSQL server from the machine's binaries, for the integration-postgres suite's global setup
// and the scale suite's cluster (which also restarts it).
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findPostgresBinDir } from '../../../../scripts/services.mjs';
import { freePort } from './free-port.ts';

export interface PostgresServer {
  port: number;
  /** postgresql://postgres@127.0.0.1:<port>/postgres (trust authentication). */
  adminUrl: string;
  /** The URL of another database on this server. */
  urlFor(database: string): string;
  /** Fast shutdown, then the same data folder on the same port again; resolves when it accepts connections. */
  restart(): Promise<void>;
  /** Fast shutdown (SIGINT), killed if still running after 10 s. The data folder stays. */
  stop(): Promise<void>;
  /** Starts it again after stop(), same folder and port; resolves when it accepts connections. */
  start(): Promise<void>;
  /** Stops it and removes its folder. */
  close(): Promise<void>;
}

async function waitForReady(binDir: string, port: number, server: ChildProcess): Promise<void> {
  // pg_isready answers at once; 30 s only catches a server that never comes up (a loaded 2-core machine).
  for (let attempt = 0; attempt < 300; attempt++) {
    if (server.exitCode !== null) throw new Error(`postgres exited with code ${server.exitCode}`);
    const ready = spawnSync(join(binDir, 'pg_isready'), ['-h', '127.0.0.1', '-p', String(port)]);
    if (ready.status === 0) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('PostgreSQL did not become ready within 30 s');
}

/**
 * initdb in a temporary folder, then postgres on a free 127.0.0.1 port. Started as the postgres account when we
 * are root (initdb and postgres refuse to run as root).
 */
export async function startPostgresServer(options: { maxConnections?: number } = {}): Promise<PostgresServer> {
  const binDir = findPostgresBinDir();
  if (!binDir) throw new Error('PostgreSQL server binaries not found (apt-get install postgresql)');
  const dir = mkdtempSync(join(tmpdir(), 'stellara-pg-'));
  const dataDir = join(dir, 'data');
  // setpriv execs the command in place (runuser would fork), so our signals reach postgres itself.
  const asRoot = process.getuid?.() === 0;
  const asPostgres = ['--reuid=postgres', '--regid=postgres', '--init-groups'];
  const run = (cmd: string, args: string[]) =>
    asRoot ? spawnSync('setpriv', [...asPostgres, cmd, ...args]) : spawnSync(cmd, args);
  if (asRoot) spawnSync('chown', ['-R', 'postgres:postgres', dir]);
  const init = run(join(binDir, 'initdb'), [
    '-D',
    dataDir,
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
    '--no-sync',
  ]);
  if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr?.toString()}`);

  const port = await freePort();
  const args = [
    '-D',
    dataDir,
    '-p',
    String(port),
    '-h',
    '127.0.0.1',
    '-k',
    dir,
    '-c',
    'fsync=off',
    '-c',
    `max_connections=${options.maxConnections ?? 200}`,
  ];
  let server: ChildProcess | undefined;
  // If the test process ends without stopping it (a crash), an immediate shutdown instead of an orphan server.
  const killOnExit = () => server?.kill('SIGQUIT');
  const launch = async () => {
    if (server && server.exitCode === null && server.signalCode === null)
      throw new Error('postgres is already running');
    process.once('exit', killOnExit);
    server = asRoot
      ? spawn('setpriv', [...asPostgres, join(binDir, 'postgres'), ...args], { stdio: 'ignore' })
      : spawn(join(binDir, 'postgres'), args, { stdio: 'ignore' });
    await waitForReady(binDir, port, server);
  };
  const stop = async () => {
    const child = server;
    process.off('exit', killOnExit);
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGINT');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  };
  await launch();
  const adminUrl = `postgresql://postgres@127.0.0.1:${port}/postgres`;
  return {
    port,
    adminUrl,
    urlFor: (database) => `postgresql://postgres@127.0.0.1:${port}/${database}`,
    async restart() {
      await stop();
      await launch();
    },
    stop,
    start: launch,
    async close() {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
