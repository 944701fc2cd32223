// Benchmark (docs/conversation.md): time to the first streamed token from send, over real HTTP + SSE.
//  1. built-in reader: budget p95 <= 150 ms;
//  2. gateway overhead: Stellara's first token minus the local OpenAI-compatible server's own first token
//     (same server, same reply, measured in the same run): budget <= 30 ms;
//  3. 100 concurrent conversations, two messages each: no lost or duplicated message.
// Run: npx tsx bench/conversation.ts [sends=200]   (PGlite in a temp folder; the machine is shared, so the
//      figures include whatever else runs).

import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig, type RunningServer, startServer } from '@stellara/server';
import { startFakeOpenAiServer } from '@stellara/server/testing/fake-openai-server';
import { adaBirthData } from '@stellara/server/testing/fixtures';
import { benchQuestions } from './chat-questions.ts';

const sends = Number(process.argv[2] ?? 200);
const birthData = { ...adaBirthData, name: 'Bench' };
const questions = benchQuestions;

async function boot(env: Record<string, string> = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'stellara-conv-bench-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dir,
    LOG_LEVEL: 'warn',
    PLACES_GAZETTEER: 'off',
    RATE_LIMIT_PER_MINUTE: '1000000',
    PORT: '0',
    TRUST_PROXY: 'true',
    ...env,
  });
  const server = await startServer(config, { logToStdout: false });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}/api`;
  return { server, base, dir };
}

let clients = 0;
async function create(base: string) {
  clients++;
  const ip = `10.${(clients >> 16) & 255}.${(clients >> 8) & 255}.${clients & 255}`;
  const res = await fetch(`${base}/conversations`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify({ birthData }),
  });
  const json = (await res.json()) as { session: { id: string }; token: string };
  return { id: json.session.id, token: json.token, ip };
}

/** Sends one message; resolves with ms to the first token event and to the end of the stream. */
async function send(base: string, c: { id: string; token: string; ip: string }, content: string) {
  const started = performance.now();
  const res = await fetch(`${base}/conversations/${c.id}/messages`, {
    method: 'POST',
    // A distinct client address per conversation: the per-route rate limit is per client.
    headers: { 'content-type': 'application/json', 'x-conversation-token': c.token, 'x-forwarded-for': c.ip },
    body: JSON.stringify({ content }),
  });
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let first: number | null = null;
  let text = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
    if (first === null && text.includes('event: token')) first = performance.now() - started;
  }
  if (!text.includes('event: done')) throw new Error(`no done event: ${text.slice(-300)}`);
  return { first: first ?? Number.NaN, total: performance.now() - started };
}

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!;
};
const fmt = (xs: number[]) =>
  `p50 ${pct(xs, 50).toFixed(1)} ms, p95 ${pct(xs, 95).toFixed(1)} ms, max ${Math.max(...xs).toFixed(1)} ms`;

async function close(s: { server: RunningServer; dir: string }) {
  await s.server.close();
  rmSync(s.dir, { recursive: true, force: true });
}

// 1. Built-in reader
{
  const s = await boot();
  const c = await create(s.base);
  for (let i = 0; i < 10; i++) await send(s.base, c, questions[i % questions.length]!); // warm-up
  const firsts: number[] = [];
  let conv = c;
  for (let i = 0; i < sends; i++) {
    if (i % 10 === 0) conv = await create(s.base); // fresh sessions keep history and rate limits small
    firsts.push((await send(s.base, conv, questions[i % questions.length]!)).first);
  }
  console.log(`built-in reader, first token from send (${sends} sends): ${fmt(firsts)}  [budget p95 <= 150 ms]`);

  // 3. 100 concurrent conversations, two messages each.
  const convs = await Promise.all(Array.from({ length: 100 }, () => create(s.base)));
  const t0 = performance.now();
  await Promise.all(
    convs.map(async (cv, i) => {
      await send(s.base, cv, questions[i % questions.length]!);
      await send(s.base, cv, questions[(i + 1) % questions.length]!);
    }),
  );
  const elapsed = performance.now() - t0;
  const rows = await s.server.ctx.db.sql.query(
    `select conversation_id, count(*) filter (where sender = 'user')::int as users,
            count(*) filter (where sender <> 'user' and status = 'complete')::int as replies,
            count(distinct seq)::int as seqs, count(*)::int as total
       from conversation_messages where conversation_id = any($1::uuid[]) group by conversation_id`,
    [convs.map((c) => c.id)],
  );
  const bad = (rows.rows as { users: number; replies: number; seqs: number; total: number }[]).filter(
    (r) => r.users !== 2 || r.replies !== 2 || r.seqs !== r.total,
  );
  console.log(
    `100 concurrent conversations x 2 messages: ${rows.rows.length} conversations, ${bad.length} with a lost or duplicated message, ${elapsed.toFixed(0)} ms`,
  );
  await close(s);
}

// 2. Gateway overhead over the local server's own first token
{
  const fake = await startFakeOpenAiServer();
  fake.fallback = () => ({
    kind: 'text',
    chunks: ['Your ', 'Moon ', 'speaks ', 'clearly ', 'here.'],
    firstTokenDelayMs: 20,
  });
  const s = await boot({ LLM_BASE_URL: fake.baseUrl, LLM_API_KEY: 'bench-key' });
  // In-process preparation: from the route's access check to the gateway call (no HTTP, no gateway latency).
  const prep: number[] = [];
  {
    const service = s.server.ctx.conversations as unknown as {
      authorize: (...a: unknown[]) => Promise<unknown>;
      deps: { model: { stream: (...a: unknown[]) => unknown } };
    };
    let started = 0;
    const authorize = service.authorize.bind(service);
    service.authorize = (...a) => {
      started = performance.now();
      return authorize(...a);
    };
    const model = service.deps.model;
    const stream = model.stream.bind(model);
    model.stream = (...a) => {
      if (started) prep.push(performance.now() - started);
      started = 0;
      return stream(...a);
    };
  }
  const direct = async () => {
    const started = performance.now();
    const res = await fetch(`${fake.baseUrl}/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ model: 'x', messages: [{ role: 'user', content: 'hi' }], stream: true }),
    });
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    let first = Number.NaN;
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
      if (Number.isNaN(first) && text.includes('"content":"Your')) first = performance.now() - started;
    }
    return first;
  };
  const c = await create(s.base);
  for (let i = 0; i < 10; i++) {
    await direct();
    await send(s.base, c, 'warm up');
  }
  const own: number[] = [];
  const through: number[] = [];
  let conv = c;
  for (let i = 0; i < sends; i++) {
    own.push(await direct());
    if (i % 10 === 0) conv = await create(s.base);
    through.push((await send(s.base, conv, questions[i % questions.length]!)).first);
  }
  console.log(`in-process preparation (access check -> gateway call): ${fmt(prep.slice(10))}`);
  console.log(`local OpenAI-compatible server's own first token: ${fmt(own)}`);
  console.log(`first token through Stellara:                      ${fmt(through)}`);
  console.log(
    `gateway overhead: p50 ${(pct(through, 50) - pct(own, 50)).toFixed(1)} ms, p95 ${(pct(through, 95) - pct(own, 95)).toFixed(1)} ms  [budget <= 30 ms]`,
  );
  await close(s);
  await fake.close();
}
