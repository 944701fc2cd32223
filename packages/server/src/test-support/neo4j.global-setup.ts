import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { findNeo4jTestServer } from '../../../../scripts/services.mjs';
import { freePort } from './free-port.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** bolt:// URL of the test Neo4j, or '' when it cannot run here (see neo4jSkipReason). */
    neo4jUrl: string;
    neo4jPassword: string;
    neo4jSkipReason: string;
  }
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
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Neo4j exited with code ${code}:\n${output.slice(-2000)}`));
    });
  });
}

/**
 * Starts a throw-away Neo4j 5.26 (installed by scripts/ci/neo4j.sh) on a free 127.0.0.1 port with a random
 * password, in a temporary folder removed afterwards. Without it the suite is skipped with the reason, unless
 * REQUIRE_ALL_SUITES=1.
 */
export default async function setup(project: TestProject) {
  const server = findNeo4jTestServer();
  const missing = !server
    ? 'Neo4j test server not installed (run scripts/ci/neo4j.sh)'
    : !server.java
      ? 'java not found on PATH'
      : '';
  if (missing || !server?.java) {
    if (process.env.REQUIRE_ALL_SUITES === '1') throw new Error(missing);
    project.provide('neo4jUrl', '');
    project.provide('neo4jPassword', '');
    project.provide('neo4jSkipReason', missing);
    return;
  }
  const dir = mkdtempSync(join(tmpdir(), 'stellara-neo4j-'));
  const port = await freePort();
  const password = randomBytes(12).toString('hex');
  const child = spawn(
    server.java,
    [
      '-Xms256m',
      '-Xmx768m',
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
    await waitForReady(child, 150_000);
  } catch (error) {
    child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  child.stdout?.resume();
  child.stderr?.resume();
  project.provide('neo4jUrl', `bolt://127.0.0.1:${port}`);
  project.provide('neo4jPassword', password);
  project.provide('neo4jSkipReason', '');

  return async () => {
    // Closing stdin asks the launcher to shut Neo4j down; kill it if it takes too long.
    child.stdin?.end();
    const exited = new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once('exit', resolve)));
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    await exited;
    clearTimeout(timer);
    rmSync(dir, { recursive: true, force: true });
  };
}
