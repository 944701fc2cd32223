import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { findPostgresBinDir } from '../../../../scripts/services.mjs';
import { prepareDatabaseTemplate } from './database-template.ts';
import { freePort } from './free-port.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresAdminUrl: string;
    postgresTemplateDb: string;
  }
}

async function waitForReady(binDir: string, port: number, server: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    if (server.exitCode !== null) throw new Error(`postgres exited with code ${server.exitCode}`);
    const ready = spawnSync(join(binDir, 'pg_isready'), ['-h', '127.0.0.1', '-p', String(port)]);
    if (ready.status === 0) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('PostgreSQL did not become ready within 10 s');
}

/**
 * Starts a throw-away PostgreSQL server from the machine's binaries: initdb in a temporary folder,
 * a free port on 127.0.0.1, removed afterwards. Tests create their own database on it.
 */
export default async function setup(project: TestProject) {
  const binDir = findPostgresBinDir();
  if (!binDir) throw new Error('PostgreSQL server binaries not found (apt-get install postgresql)');
  const dir = mkdtempSync(join(tmpdir(), 'stellara-pg-'));
  const dataDir = join(dir, 'data');
  // initdb and postgres refuse to run as root; use the postgres account then. setpriv execs the
  // command in place (runuser would fork), so the signal at the end reaches postgres itself.
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
    'max_connections=200',
  ];
  const server = asRoot
    ? spawn('setpriv', [...asPostgres, join(binDir, 'postgres'), ...args], { stdio: 'ignore' })
    : spawn(join(binDir, 'postgres'), args, { stdio: 'ignore' });
  await waitForReady(binDir, port, server);
  const adminUrl = `postgresql://postgres@127.0.0.1:${port}/postgres`;
  project.provide('postgresAdminUrl', adminUrl);
  // The database each test's CREATE DATABASE copies (see prepareDatabaseTemplate).
  const template = 'stellara_template';
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${template}`).finally(() => admin.end());
  const templateUrl = new URL(adminUrl);
  templateUrl.pathname = `/${template}`;
  await prepareDatabaseTemplate({ DATA_DIR: join(dir, 'template-data'), DATABASE_URL: templateUrl.toString() });
  project.provide('postgresTemplateDb', template);

  return async () => {
    // Fast shutdown (SIGINT); if it has not stopped within 10 s, kill it.
    const exited = new Promise((resolve) => (server.exitCode !== null ? resolve(null) : server.once('exit', resolve)));
    server.kill('SIGINT');
    const timer = setTimeout(() => server.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
    rmSync(dir, { recursive: true, force: true });
  };
}
