// Benchmark (docs/limits.md#budgets): what one and three instances serve through the load balancer on this machine.
// Each configuration is a fresh cluster from scale/harness/cluster.ts: the production build with NODE_ENV=production,
// a real PostgreSQL, a real Neo4j 5 and HAProxy running deploy/haproxy.cfg, all on 127.0.0.1. Through the balancer:
//  1. new charts per second: POST /api/v4/natal-aspects-data, the birth form's "calculate my chart" request, with
//     a new birth moment on every request (no answer cache hit);
//  2. chat messages per second: visitors, each in their own conversation, POST /api/conversations/:id/messages
//     with the built-in reader, each SSE reply read to its `done` event;
//  3. the stream's first token under that chat load: from the request sent to the first `token` event (p50/p95/p99).
// The balancer tells the instances the address a client connected from (deploy/haproxy.cfg drops any
// X-Forwarded-For a client sends), so each simulated person connects from a loopback address of its own
// (127.x.y.z, all on this machine) and the per-address rate limits stay at their defaults, as with many people.
// Run: npx tsx bench/scale-load.ts [messages=600] [charts=3000] [chat conversations at once=40] [chart connections=12]
//      [instances=1,3] [rounds=3]. The built-in reader paces its reply (a chunk of words every few tens of ms, ~0.7 s a reply),
//      so a chat figure needs enough conversations at once to keep the CPU busy, not just the reply time.
// The machine has 2 cores for everything (instances, PostgreSQL, Neo4j, HAProxy and this load generator), so the
// figures say how the work spreads, not what three machines would do. bench/results/scale-load.md keeps runs.

import { readFileSync } from 'node:fs';
import { Agent, type IncomingHttpHeaders, request } from 'node:http';
import { cpus, loadavg } from 'node:os';
import { NATAL_RECORD_POINTS } from '@stellara/contract';
import { type Cluster, startCluster } from '../scale/harness/cluster.ts';
import { benchQuestions } from './chat-questions.ts';

const messages = Number(process.argv[2] ?? 600);
const charts = Number(process.argv[3] ?? 3000);
const chatConcurrency = Number(process.argv[4] ?? 40);
const chartConcurrency = Number(process.argv[5] ?? 12);
const configurations = (process.argv[6] ?? '1,3').split(',').map(Number);
const rounds = Number(process.argv[7] ?? 3);
const MESSAGES_PER_CONVERSATION = 5;

const questions = benchQuestions;
const zones = ['Europe/London', 'America/New_York', 'Asia/Tokyo', 'Australia/Sydney', 'Africa/Lagos'];

let serial = 0;
/** A birth moment no earlier request used (unique for the first 1.6 million). */
function newMoment() {
  serial++;
  return {
    year: 1900 + (serial % 200),
    month: 1 + (Math.floor(serial / 200) % 12),
    day: 1 + (Math.floor(serial / 2400) % 28),
    // Midday hours and minutes: never in a daylight-saving gap.
    hour: 10 + (Math.floor(serial / 67_200) % 4),
    minute: Math.floor(serial / 268_800) % 60,
    zone: zones[serial % zones.length]!,
  };
}

let people = 0;
/** One person: keep-alive connections from a loopback address no one else uses (127.1.1.1, 127.1.1.2, ...). */
function person(): Agent {
  people++;
  const address = `127.${1 + Math.floor(people / 62_500)}.${1 + (Math.floor(people / 250) % 250)}.${1 + (people % 250)}`;
  return new Agent({ keepAlive: true, maxSockets: 1, localAddress: address });
}

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
}

/** POSTs JSON through the balancer as `agent`'s person; `onData` sees the body as it arrives (SSE). */
function post(
  cluster: Cluster,
  agent: Agent,
  path: string,
  body: string,
  headers: Record<string, string> = {},
  onData?: (textSoFar: string) => void,
): Promise<Answer> {
  const url = new URL(path, cluster.url);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        agent,
        // The Origin a browser sends (the CSRF check wants it on state changes).
        headers: { 'content-type': 'application/json', origin: cluster.url, ...headers },
      },
      (res) => {
        res.setEncoding('utf8');
        let text = '';
        res.on('data', (chunk: string) => {
          text += chunk;
          onData?.(text);
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]!;
};
const ms = (x: number) => `${x.toFixed(0)} ms`;

/** CPU seconds (user + system) of a process, from /proc (Linux, 100 ticks/s). */
function cpuSeconds(pid: number | undefined): number {
  if (!pid) return 0;
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}
const instancesCpu = (cluster: Cluster) => cluster.instances.reduce((sum, i) => sum + cpuSeconds(i.pid), 0);

/** Busy and total jiffies of the whole machine, from /proc/stat. */
function machineTicks() {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  const idle = fields[3]! + fields[4]!;
  const total = fields.reduce((a, b) => a + b, 0);
  return { busy: total - idle, total };
}
const busyShare = (a: { busy: number; total: number }, b: { busy: number; total: number }) =>
  (b.busy - a.busy) / Math.max(1, b.total - a.total);

interface Counters {
  /** Sessions each instance has taken so far (how the balancer spread the work). */
  sessions: Record<string, number>;
  /** Times HAProxy's health check took an instance out (UP -> DOWN), all instances together. */
  downs: number;
}

/** HAProxy's counters for the instances, from its stats page. */
async function counters(cluster: Cluster): Promise<Counters> {
  const csv = await (await fetch(`${cluster.balancer.statsUrl};csv`)).text();
  const [header, ...rows] = csv.trim().split('\n');
  const columns = (header ?? '').replace(/^# /, '').split(',');
  const [px, sv, stot, chkdown] = ['pxname', 'svname', 'stot', 'chkdown'].map((c) => columns.indexOf(c));
  const result: Counters = { sessions: {}, downs: 0 };
  for (const cells of rows.map((r) => r.split(','))) {
    if (cells[px!] !== 'stellara_instances' || cells[sv!] === 'BACKEND') continue;
    result.sessions[cells[sv!]!] = Number(cells[stot!]);
    result.downs += Number(cells[chkdown!] || 0);
  }
  return result;
}
const spread = (before: Counters, after: Counters) =>
  Object.keys(after.sessions)
    .map((id) => `${id} ${after.sessions[id]! - (before.sessions[id] ?? 0)}`)
    .join(', ');

/**
 * Asks every instance for GET /api/health directly (as HAProxy's check does) every half second while a phase runs:
 * how long the health answer takes under load, which is what decides whether the balancer takes an instance out.
 */
function watchHealth(cluster: Cluster) {
  const times: number[] = [];
  let stopped = false;
  const loops = cluster.instances.map(async (instance) => {
    while (!stopped) {
      const started = performance.now();
      try {
        await (await fetch(`${instance.url}/api/health`)).arrayBuffer();
        times.push(performance.now() - started);
      } catch {
        times.push(Number.POSITIVE_INFINITY);
      }
      await new Promise((r) => setTimeout(r, 500));
    }
  });
  return async () => {
    stopped = true;
    await Promise.all(loops);
    return times;
  };
}

/** Runs `total` jobs with at most `width` at once. */
async function pool(total: number, width: number, job: (index: number) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(width, total) }, async () => {
      while (next < total) await job(next++);
    }),
  );
}

// ---------------------------------------------------------------------------------------------------------------
// New charts

function chartRequestBody() {
  const m = newMoment();
  return JSON.stringify({
    subject: {
      name: 'Bench',
      year: m.year,
      month: m.month,
      day: m.day,
      hour: m.hour,
      minute: m.minute,
      latitude: 51.5,
      longitude: -0.12,
      city: 'London',
      nation: 'GB',
      timezone: m.zone,
    },
    active_points: [...NATAL_RECORD_POINTS],
  });
}

async function chartLoad(cluster: Cluster, amount: number) {
  const latencies: number[] = [];
  let failed = 0;
  let issued = 0;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: chartConcurrency }, async () => {
      let agent = person();
      let used = 0;
      while (issued < amount) {
        issued++;
        // A new person now and then: one person stays well under the 600 requests a minute allowed per address.
        if (++used % 100 === 0) {
          agent.destroy();
          agent = person();
        }
        const started = performance.now();
        const answer = await post(cluster, agent, '/api/v4/natal-aspects-data', chartRequestBody());
        // Anything but a 200 (the balancer's 503 while it has no instance UP, above all) is counted, not hidden.
        if (answer.status === 200) latencies.push(performance.now() - started);
        else failed++;
      }
      agent.destroy();
    }),
  );
  const seconds = (performance.now() - t0) / 1000;
  return { total: latencies.length, failed, seconds, p50: pct(latencies, 50), p99: pct(latencies, 99) };
}

// ---------------------------------------------------------------------------------------------------------------
// Chat

interface Conversation {
  agent: Agent;
  id: string;
  token: string;
}

async function newConversation(cluster: Cluster): Promise<Conversation> {
  const agent = person();
  const m = newMoment();
  const date = `${m.year}-${String(m.month).padStart(2, '0')}-${String(m.day).padStart(2, '0')}`;
  const body = JSON.stringify({
    birthData: {
      name: 'Bench',
      birthDate: date,
      birthTime: `${String(m.hour).padStart(2, '0')}:${String(m.minute).padStart(2, '0')}`,
      birthPlace: 'London, United Kingdom',
      latitude: 51.5,
      longitude: -0.12,
      timezone: m.zone,
    },
  });
  let res = await post(cluster, agent, '/api/conversations', body);
  // Set-up, not measured: if the balancer answers 503 (no instance UP just now), try again a few times.
  for (let attempt = 0; res.status === 503 && attempt < 20; attempt++) {
    await new Promise((r) => setTimeout(r, 500));
    res = await post(cluster, agent, '/api/conversations', body);
  }
  if (res.status !== 201) throw new Error(`POST /api/conversations answered ${res.status}: ${res.text.slice(0, 300)}`);
  const json = JSON.parse(res.text) as { session: { id: string }; token: string };
  return { agent, id: json.session.id, token: json.token };
}

/** Sends one message and reads the reply to its end: ms to the first `token` event and to `done`; null if refused. */
async function send(cluster: Cluster, c: Conversation, content: string) {
  const started = performance.now();
  let first: number | null = null;
  const res = await post(
    cluster,
    c.agent,
    `/api/conversations/${c.id}/messages`,
    JSON.stringify({ content }),
    { 'x-conversation-token': c.token },
    (text) => {
      if (first === null && text.includes('event: token')) first = performance.now() - started;
    },
  );
  if (res.status === 503) return null;
  if (res.status !== 200) throw new Error(`send answered ${res.status}: ${res.text.slice(0, 300)}`);
  if (!res.text.includes('event: done')) throw new Error(`no done event: ${res.text.slice(-300)}`);
  if (first === null) throw new Error('a reply without a token event');
  const servedBy = res.headers['x-served-by'];
  return {
    first: first as number,
    total: performance.now() - started,
    servedBy: typeof servedBy === 'string' ? servedBy : null,
  };
}

async function chatLoad(cluster: Cluster, count: number) {
  const conversations: Conversation[] = [];
  await pool(Math.ceil(count / MESSAGES_PER_CONVERSATION), chatConcurrency, async () => {
    conversations.push(await newConversation(cluster));
  });
  const firsts: number[] = [];
  const totals: number[] = [];
  const servedBy = new Set<string | null>();
  let refused = 0;
  let issued = 0;
  const t0 = performance.now();
  // One worker per conversation at a time: a person waits for the reply before writing again.
  let nextConversation = 0;
  await Promise.all(
    Array.from({ length: Math.min(chatConcurrency, conversations.length) }, async () => {
      while (nextConversation < conversations.length) {
        const c = conversations[nextConversation++]!;
        for (let i = 0; i < MESSAGES_PER_CONVERSATION && issued < count; i++) {
          issued++;
          const r = await send(cluster, c, questions[i % questions.length]!);
          if (!r) {
            refused++;
            continue;
          }
          firsts.push(r.first);
          totals.push(r.total);
          servedBy.add(r.servedBy);
        }
      }
    }),
  );
  const seconds = (performance.now() - t0) / 1000;
  for (const c of conversations) c.agent.destroy();
  // Nothing lost or doubled: per conversation, as many user messages as complete replies, sequence numbers unique.
  const rows = await cluster.db.query(
    `select count(*) filter (where sender = 'user')::int as users,
            count(*) filter (where sender <> 'user' and status = 'complete')::int as replies,
            count(distinct (conversation_id, seq))::int as seqs, count(*)::int as total
       from conversation_messages where conversation_id = any($1::uuid[])`,
    [conversations.map((c) => c.id)],
  );
  const check = rows.rows[0] as { users: number; replies: number; seqs: number; total: number };
  if (check.users !== firsts.length || check.replies !== firsts.length || check.seqs !== check.total) {
    throw new Error(`chat rows do not add up: ${JSON.stringify(check)} for ${firsts.length} messages`);
  }
  return { total: firsts.length, refused, seconds, firsts, totals, servedBy: [...servedBy].sort().join(' ') };
}

// ---------------------------------------------------------------------------------------------------------------

interface Row {
  instances: number;
  chartsPerSecond: number;
  chartP50: number;
  chartP99: number;
  chartCpuMs: number;
  chartBusy: number;
  chartFailed: number;
  messagesPerSecond: number;
  firstP50: number;
  firstP95: number;
  firstP99: number;
  replyP50: number;
  messageCpuMs: number;
  chatBusy: number;
  chatRefused: number;
  healthP95: number;
  healthMax: number;
  downs: number;
  spread: string;
  load: string;
}

async function measure(instances: number): Promise<Row> {
  const startedAt = performance.now();
  const cluster = await startCluster({ instances, env: { LOG_LEVEL: 'warn' } });
  console.error(`[scale-load] ${instances} instance(s) up in ${((performance.now() - startedAt) / 1000).toFixed(0)} s`);
  try {
    // Warm-up on every instance (JIT, pools, caches of the sky): round-robin hands each its share.
    await chartLoad(cluster, 40 * instances);
    const warm = await Promise.all(Array.from({ length: 2 * instances }, () => newConversation(cluster)));
    for (const c of warm) {
      await send(cluster, c, questions[0]!);
      c.agent.destroy();
    }

    const first = await counters(cluster);
    const stopWatching = watchHealth(cluster);
    let cpu = instancesCpu(cluster);
    let ticks = machineTicks();
    const chart = await chartLoad(cluster, charts);
    const chartCpuMs = ((instancesCpu(cluster) - cpu) * 1000) / chart.total;
    const chartBusy = busyShare(ticks, machineTicks());
    const middle = await counters(cluster);
    console.error(`[scale-load] ${instances}: ${chart.total} charts in ${chart.seconds.toFixed(1)} s`);

    cpu = instancesCpu(cluster);
    ticks = machineTicks();
    const chat = await chatLoad(cluster, messages);
    const messageCpuMs = ((instancesCpu(cluster) - cpu) * 1000) / chat.total;
    const chatBusy = busyShare(ticks, machineTicks());
    const last = await counters(cluster);
    const health = await stopWatching();
    console.error(
      `[scale-load] ${instances}: ${chat.total} messages in ${chat.seconds.toFixed(1)} s (${chat.servedBy})`,
    );

    return {
      instances,
      chartsPerSecond: chart.total / chart.seconds,
      chartP50: chart.p50,
      chartP99: chart.p99,
      chartCpuMs,
      chartBusy,
      chartFailed: chart.failed,
      messagesPerSecond: chat.total / chat.seconds,
      firstP50: pct(chat.firsts, 50),
      firstP95: pct(chat.firsts, 95),
      firstP99: pct(chat.firsts, 99),
      replyP50: pct(chat.totals, 50),
      messageCpuMs,
      chatBusy,
      chatRefused: chat.refused,
      healthP95: pct(health, 95),
      healthMax: Math.max(...health),
      downs: last.downs - first.downs,
      spread: `charts ${spread(first, middle)}; chat ${spread(middle, last)}`,
      load: loadavg()
        .map((x) => x.toFixed(2))
        .join(' '),
    };
  } finally {
    await cluster.stop();
  }
}

const rows: Row[] = [];
// Rounds alternate the configurations, so a burst of other work on the shared machine does not land on one only.
for (let round = 0; round < rounds; round++) for (const n of configurations) rows.push(await measure(n));

/** The median of each figure over the rounds of one configuration. */
function medianRow(instances: number): Row {
  const runs = rows.filter((r) => r.instances === instances);
  const median = (key: keyof Row) =>
    pct(
      runs.map((r) => r[key] as number),
      50,
    );
  const out = { instances, spread: '', load: '' } as Row;
  for (const key of Object.keys(runs[0]!) as (keyof Row)[]) {
    if (typeof runs[0]![key] === 'number' && key !== 'instances')
      (out as unknown as Record<string, number>)[key] = median(key);
  }
  return out;
}
const labelled = [
  ...rows.map((r, i) => ({ label: `${r.instances} (round ${Math.floor(i / configurations.length) + 1})`, r })),
  ...configurations.map((n) => ({ label: `**${n}, median**`, r: medianRow(n) })),
];
const pctOf = (x: number) => `${(x * 100).toFixed(0)} %`;

console.log('# Through the balancer: 1 and 3 instances (bench/scale-load.ts)\n');
console.log(
  `- machine: ${cpus()[0]?.model ?? 'unknown'} x${cpus().length}, Node ${process.version}; instances, PostgreSQL, Neo4j, HAProxy and the load generator share it`,
);
console.log(
  `- per run: ${charts} new charts over ${chartConcurrency} connections, then ${messages} chat messages in ${chatConcurrency} visitor conversations at a time (${MESSAGES_PER_CONVERSATION} messages each, built-in reader), after a warm-up; ${rounds} round(s), configurations alternating\n`,
);
console.log('## New charts (POST /api/v4/natal-aspects-data, a new birth moment each)\n');
console.log('| instances | charts/s | latency p50 / p99 | instance CPU per chart | machine busy | failed |');
console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
for (const { label, r } of labelled) {
  console.log(
    `| ${label} | ${r.chartsPerSecond.toFixed(0)} | ${ms(r.chartP50)} / ${ms(r.chartP99)} | ${r.chartCpuMs.toFixed(2)} ms | ${pctOf(r.chartBusy)} | ${r.chartFailed} |`,
  );
}
console.log('\n## Chat (POST /api/conversations/:id/messages, SSE read to `done`)\n');
console.log(
  '| instances | messages/s | first token p50 / p95 / **p99** | whole reply p50 | instance CPU per message | machine busy | refused |',
);
console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const { label, r } of labelled) {
  console.log(
    `| ${label} | ${r.messagesPerSecond.toFixed(1)} | ${ms(r.firstP50)} / ${ms(r.firstP95)} / **${ms(r.firstP99)}** | ${ms(r.replyP50)} | ${r.messageCpuMs.toFixed(1)} ms | ${pctOf(r.chatBusy)} | ${r.chatRefused} |`,
  );
}
console.log('\n## The balancer during the runs\n');
console.log(
  '| instances | GET /api/health on an instance, p95 / max | instances taken out by the health check | load average after |',
);
console.log('| --- | ---: | ---: | --- |');
for (const { label, r } of labelled) {
  console.log(`| ${label} | ${ms(r.healthP95)} / ${ms(r.healthMax)} | ${r.downs} | ${r.load} |`);
}
console.log('\nRequests per instance (HAProxy sessions):');
for (const r of rows) console.log(`- ${r.instances} instance(s): ${r.spread}`);
const one = labelled.find((x) => x.label === '**1, median**')?.r;
const three = labelled.find((x) => x.label === '**3, median**')?.r;
if (one && three) {
  console.log(
    `\n1 -> 3 instances (medians): charts/s x${(three.chartsPerSecond / one.chartsPerSecond).toFixed(2)}, chat messages/s x${(three.messagesPerSecond / one.messagesPerSecond).toFixed(2)}, first-token p99 x${(three.firstP99 / one.firstP99).toFixed(2)}`,
  );
}
