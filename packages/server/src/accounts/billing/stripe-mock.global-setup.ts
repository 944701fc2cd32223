// Starts stripe-mock (built by scripts/ci/stripe-mock.sh) on a free port for the billing-stripe suite.
import { type ChildProcess, spawn } from 'node:child_process';
import type { TestProject } from 'vitest/node';
import { findStripeMock } from '../../../../../scripts/services.mjs';
import { freePort } from '../../test-support/free-port.ts';

let child: ChildProcess | undefined;

export async function setup(project: TestProject) {
  const bin = findStripeMock();
  if (!bin) throw new Error('stripe-mock not found: run scripts/ci/stripe-mock.sh');
  const port = await freePort();
  // Without -https-addr it also opens HTTPS on 0.0.0.0:12112, which clashes with a second run and is not 127.0.0.1.
  const httpsPort = await freePort();
  child = spawn(bin, ['-http-addr', `127.0.0.1:${port}`, '-https-addr', `127.0.0.1:${httpsPort}`], {
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      const r = await fetch(`${url}/v1/customers`, { headers: { authorization: 'Bearer sk_test_123' } });
      if (r.ok) break;
    } catch {}
    if (Date.now() > deadline) throw new Error('stripe-mock did not start within 30 s');
    await new Promise((r) => setTimeout(r, 100));
  }
  project.provide('stripeMockUrl', url);
}

export async function teardown() {
  child?.kill();
}

declare module 'vitest' {
  export interface ProvidedContext {
    stripeMockUrl: string;
  }
}
