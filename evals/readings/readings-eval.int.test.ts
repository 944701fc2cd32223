// The hard rules of docs/voice.md, on a representative part of `npm run eval:readings` (evals/readings), run by the
// same runner over real HTTP against the built-in reader: no paragraph sent twice in a chat, no placement the chart
// does not have, no instructions leaked, off-topic and injected requests declined. The rates with a threshold (on
// topic, length, voices) stay in the eval's report.
import type { AddressInfo } from 'node:net';
import type { RunningServer } from '@stellara/server';
import { createTestServer } from '@stellara/server/testing/test-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evaluate, type ReplyResult, runScenarios, type Transcript } from './runner.ts';
import { scenarios } from './scenarios.ts';

/** Hooks answered yes and no, follow-ups in a row, off-topic, both injections, small talk, all plans and voices. */
const SUBSET = [
  'ada-hook-yes',
  'lars-hook-no',
  'sofia-hook-yes-more',
  'ada-banana-then-venus',
  'lars-france-retrograde',
  'sofia-injection',
  'kenji-dan',
  'override-greeting',
  'liam-love-mentor',
  'maya-aspects-coach',
  'ada-timing-coach',
  'lars-timing-oracle',
];

const where = (r: ReplyResult) => `${r.scenario.id} #${r.index} (${r.kind})`;

describe('reading quality: the hard rules (docs/voice.md)', () => {
  let server: RunningServer;
  let transcripts: Transcript[];

  beforeAll(async () => {
    server = await createTestServer({ TRUST_PROXY: 'true', RATE_LIMIT_PER_MINUTE: '1000000' });
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}/api`;
    transcripts = await runScenarios(
      { base, server },
      scenarios.filter((s) => SUBSET.includes(s.id)),
    );
  });
  afterAll(() => server?.close());

  it('runs every conversation of the subset to the end', () => {
    expect(transcripts.map((t) => t.scenario.id).sort()).toEqual([...SUBSET].sort());
    const missing = evaluate(transcripts).replies.filter((r) => r.reply.status === 'error');
    expect(missing.map((r) => `${where(r)}: ${r.reply.error}`)).toEqual([]);
  });

  it('never sends a paragraph twice in a chat, names no placement the chart lacks, leaks nothing', () => {
    const { replies } = evaluate(transcripts);
    expect(replies.flatMap((r) => r.repeated.map((p) => `${where(r)}: ${p}`))).toEqual([]);
    expect(replies.flatMap((r) => r.contradictions.map((c) => `${where(r)}: ${c}`))).toEqual([]);
    expect(replies.flatMap((r) => r.leaks.map((l) => `${where(r)}: ${l}`))).toEqual([]);
  });

  it('writes dates as people do, never as ISO dates (transit answers included)', () => {
    const { replies } = evaluate(transcripts);
    const timing = replies.filter((r) => /timing|transits/.test(r.kind));
    expect(timing.length).toBeGreaterThanOrEqual(2);
    expect(replies.flatMap((r) => r.isoDates.map((d) => `${where(r)}: ${d}`))).toEqual([]);
  });

  it('declines off-topic and injected requests and steers back to the chart', () => {
    const declines = evaluate(transcripts).replies.filter((r) => r.declineProblems);
    expect(declines.length).toBeGreaterThanOrEqual(4);
    expect(declines.flatMap((r) => r.declineProblems!.map((p) => `${where(r)}: ${p}`))).toEqual([]);
  });
});
