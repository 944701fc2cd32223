// `npm run eval:readings` (docs/voice.md): the scripted conversations of scenarios.ts over real HTTP, scored by the
// checks of evals/readings/checks.ts.
//  1. the built-in reader (no model key): on topic, repeats, contradictions, length, declines, leaks, voices;
//  2. the model path, against the local OpenAI-compatible test server: the knowledge in each prompt fits the
//     person's chart, and each prompt stays under 2,000 tokens.
//  0. the understanding step on each held-out split of its corpus (figures only: they are never read to tune), and
//     the replies of the built-in pipeline to those messages, held to the hard rules of docs/voice.md
//     (held-out-replies.ts; ten of each split in full in evals/readings/results/<split>-replies.md).
// Prints a table, writes evals/readings/results/readings.md, exits 1 when a target is missed.
// Flags: --builtin, --model or --held-out (only that part), --no-fail (report only), --only=<text> (scenarios whose
// id contains it; the report says so).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig, startServer } from '@stellara/server';
import { evaluationLines, HELD_OUT_SPLITS, heldOutEvaluation } from '@stellara/server/readings-eval';
import { defaultFakeReply, startFakeOpenAiServer } from '@stellara/server/testing/fake-openai-server';
import { heldOutReplies, heldOutRepliesMarkdown } from './held-out-replies.ts';
import { evaluatePrompts, type PromptRecord } from './prompts.ts';
import { messageKinds } from './reading-text.ts';
import { builtinMarkdown, consoleTable, promptsMarkdown } from './report.ts';
import { evaluate, type Metric, runScenarios, type Target } from './runner.ts';
import { SCENARIOS_VERSION, scenarios } from './scenarios.ts';

const args = process.argv.slice(2);
const flag = (name: string) => args.includes(`--${name}`);
const only = args.find((a) => a.startsWith('--only='))?.slice('--only='.length);
const runHeldOut = !flag('builtin') && !flag('model');
const runBuiltin = (!flag('model') && !flag('held-out')) || flag('builtin');
const runModel = (!flag('builtin') && !flag('held-out')) || flag('model');
const selected = only ? scenarios.filter((s) => s.id.includes(only)) : scenarios;
const REPORT = new URL('./results/readings.md', import.meta.url);

/** A server in-process on a free port, on PGlite in a temporary folder. */
async function boot(env: Record<string, string> = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'stellara-readings-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dir,
    LOG_LEVEL: 'warn',
    PLACES_GAZETTEER: 'off',
    RATE_LIMIT_PER_MINUTE: '1000000',
    // The eval measures replies, not the daily question allowance a visitor or free member has.
    VISITOR_QUESTIONS_PER_DAY: '1000000',
    FREE_QUESTIONS_PER_DAY: '1000000',
    PORT: '0',
    TRUST_PROXY: 'true',
    ...env,
  });
  const server = await startServer(config, { logToStdout: false });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const target: Target = {
    base: `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}/api`,
    server,
  };
  return {
    target,
    async close() {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

const progress = (label: string) => (_: unknown, i: number) => {
  if ((i + 1) % 10 === 0 || i + 1 === selected.length) console.log(`  ${label}: ${i + 1}/${selected.length}`);
};

const sections: string[] = [];
const metrics: Metric[] = [];
const started = Date.now();

for (const split of HELD_OUT_SPLITS) {
  // The understanding step on each held-out split of its corpus (docs/voice.md): trained on the train split only.
  const lines = evaluationLines(heldOutEvaluation(split));
  console.log(`understanding step, ${split} split:\n${lines.join('\n')}\n`);
  sections.push(`## Understanding step (${split} split, never tuned on)\n\n\`\`\`\n${lines.join('\n')}\n\`\`\``);
}

for (const split of runHeldOut ? HELD_OUT_SPLITS : []) {
  // The held-out messages answered by the built-in pipeline in-process, each reply held to the hard rules.
  const t0 = Date.now();
  const samples = new URL(`./results/${split}-replies.md`, import.meta.url);
  console.log(`${split} replies (built-in pipeline, in-process):`);
  const e = await heldOutReplies(split, samples, (_, i, total) => {
    if ((i + 1) % 10 === 0 || i + 1 === total) console.log(`  ${split}: ${i + 1}/${total} chats`);
  });
  metrics.push(...e.metrics);
  console.log(`\n${consoleTable(e.metrics)}`);
  for (const r of e.replies) {
    for (const [rule, problems] of Object.entries(r.verdicts)) {
      for (const p of problems ?? []) console.log(`  ${r.turn.record.id} ${rule}: ${p.slice(0, 160)}`);
    }
  }
  console.log(`  (${((Date.now() - t0) / 1000).toFixed(1)} s; samples: ${samples.pathname})\n`);
  sections.push(`## The ${split} split: the hard rules on replies\n\n${heldOutRepliesMarkdown(e)}`);
}

if (runBuiltin) {
  console.log(`built-in reader: ${selected.length} conversations`);
  const s = await boot();
  try {
    const transcripts = await runScenarios(s.target, selected, progress('built-in'));
    const e = evaluate(transcripts);
    metrics.push(...e.metrics);
    console.log(`\n${consoleTable(e.metrics)}\n`);
    for (const k of e.kinds) {
      console.log(`  ${k.kind.padEnd(20)} on topic ${k.onTopic}/${k.replies}`);
    }
    sections.push(`## Built-in reader\n\n${builtinMarkdown(e)}`);
  } finally {
    await s.close();
  }
}

if (runModel) {
  console.log(`\nmodel path (local OpenAI-compatible server): ${selected.length} conversations`);
  const fake = await startFakeOpenAiServer();
  // A reply of a realistic length, so the history the next prompt carries is realistic too.
  const reading = Array.from(
    { length: 20 },
    (_, i) => `Sentence ${i + 1} of a stand-in reading, about as long as a real one.`,
  ).join(' ');
  fake.fallback = (req) =>
    req.body?.temperature === 0.3 ? defaultFakeReply(req) : { kind: 'text', chunks: [reading] };
  const s = await boot({ LLM_BASE_URL: fake.baseUrl, LLM_API_KEY: 'eval-key', LLM_DEFAULT_MODEL: 'eval/model' });
  try {
    const records: PromptRecord[] = [];
    let seen = 0;
    await runScenarios(s.target, selected, (t, i) => {
      records.push({ scenario: t.scenario, requests: fake.requests.slice(seen) });
      seen = fake.requests.length;
      progress('model')(t, i);
    });
    const p = evaluatePrompts(records);
    metrics.push(...p.metrics);
    console.log(`\n${consoleTable(p.metrics)}\n`);
    sections.push(`## Model path (local OpenAI-compatible server)\n\n${promptsMarkdown(p)}`);
  } finally {
    await s.close();
    await fake.close();
  }
}

const kinds = new Set(selected.flatMap((s) => s.messages.map((m) => m.kind)));
const header = [
  '# Reading quality (docs/voice.md)',
  '',
  `Run on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC with \`npm run eval:readings${args.length ? ` -- ${args.join(' ')}` : ''}\`, in ${((Date.now() - started) / 1000).toFixed(0)} s.`,
  `Scenarios version ${SCENARIOS_VERSION}: ${selected.length} conversations${only ? ` (only ids containing "${only}")` : ''}, ${kinds.size} of ${messageKinds.length} kinds of message (evals/readings/scenarios.ts); checks in evals/readings/checks.ts, natal-claims.ts and on-topic.ts.`,
  '',
].join('\n');
writeFileSync(REPORT, `${header}\n${sections.join('\n\n')}\n`);
console.log(`report: ${REPORT.pathname}`);

const missed = metrics.filter((m) => !m.pass);
if (missed.length && !flag('no-fail')) {
  console.log(`${missed.length} target(s) missed`);
  process.exitCode = 1;
}
