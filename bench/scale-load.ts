// Benchmark (issue 18): what one and three instances serve through the load balancer on this machine.
// Each configuration is a fresh cluster from scale/harness/cluster.ts: the production build with NODE_ENV=production,
// a real PostgreSQL, a real Neo4j 5 and HAProxy running deploy/haproxy.cfg, all on 127.0.0.1. Through the balancer:
//  1. new charts per second: POST /api/v4/natal-aspects-data, the birth form's "calculate my chart" request, with
//     a new birth moment on every request (no answer cache hit), driven by autocannon;
//  2. chat messages per second: visitors, each in their own conversation, POST /api/conversations/:id/messages
//     with the built-in reader, each SSE reply read to its `done` event;
//  3. the stream's first token under that chat load: from the request sent to the first `token` event (p50/p95/p99).
// Every request comes from its own client address (X-Forwarded-For, trusted by the instances), as many people
// would; the shared rate limits stay at their defaults.
// Run: npx tsx bench/scale-load.ts [messages=600] [charts=3000] [chat conversations at once=40] [chart connections=12]
//      [instances=1,3] [rounds=3]. The built-in reader paces its reply (a chunk of words every few tens of ms, ~0.7 s a reply),
//      so a chat figure needs enough conversations at once to keep the CPU busy, not just the reply time.
// The machine has 2 cores for everything (instances, PostgreSQL, Neo4j, HAProxy and this load generator), so the
// figures say how the work spreads, not what three machines would do. bench/results/scale-load.md keeps runs.
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import autocannon from 'autocannon';
import { NATAL_RECORD_POINTS } from '../packages/contract/src/index.ts';
import type { ClusterClient } from '../scale/harness/client.ts';
import { type Cluster, startCluster } from '../scale/harness/cluster.ts';

const messages = Number(process.argv[2] ?? 600);
const charts = Number(process.argv[3] ?? 3000);
const chatConcurrency = Number(process.argv[4] ?? 40);
const chartConcurrency = Number(process.argv[5] ?? 12);
const configurations = (process.argv[6] ?? '1,3').split(',').map(Number);
const rounds = Number(process.argv[7] ?? 3);
const MESSAGES_PER_CONVERSATION = 5;

const questions = [
  'Tell me about my chart',
  'What about love?',
  'Tell me about my Venus',
  'What does my 10th house say?',
  'What does Sun square Moon mean?',
  'career?',
];
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

let addresses = 0;
/** A client address of its own, as the instances see it through X-Forwarded-For. */
const nextAddress = () => {
  addresses++;
  return `10.${100 + ((addresses >> 16) % 100)}.${(addresses >> 8) & 255}.${addresses & 255}`;
};

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
  const result = await autocannon({
    url: `${cluster.url}/api/v4/natal-aspects-data`,
    connections: chartConcurrency,
    amount,
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => ({
          ...request,
          headers: {
            'content-type': 'application/json',
            origin: cluster.url,
            'x-forwarded-for': nextAddress(),
          },
          body: chartRequestBody(),
        }),
      },
    ],
  });
  // Anything but a 2xx (the balancer's 503 while it has no instance UP, above all) is counted, not hidden.
  return {
    total: result['2xx'],
    failed: result.non2xx + result.errors + result.timeouts,
    seconds: result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Chat

interface Conversation {
  client: ClusterClient;
  id: string;
  token: string;
}

async function newConversation(cluster: Cluster): Promise<Conversation> {
  const client = cluster.client({ ip: nextAddress() });
  const m = newMoment();
  const date = `${m.year}-${String(m.month).padStart(2, '0')}-${String(m.day).padStart(2, '0')}`;
  const body = {
    birthData: {
      name: 'Bench',
      birthDate: date,
      birthTime: `${String(m.hour).padStart(2, '0')}:${String(m.minute).padStart(2, '0')}`,
      birthPlace: 'London, United Kingdom',
      latitude: 51.5,
      longitude: -0.12,
      timezone: m.zone,
    },
  };
  let res = await client.post('/api/conversations', body);
  // Set-up, not measured: if the balancer answers 503 (no instance UP just now), try again a few times.
  for (let attempt = 0; res.status === 503 && attempt < 20; attempt++) {
    await new Promise((r) => setTimeout(r, 500));
    res = await client.post('/api/conversations', body);
  }
  if (res.status !== 201) throw new Error(`POST /api/conversations answered ${res.status}: ${res.body.slice(0, 300)}`);
  const json = res.json<{ session: { id: string }; token: string }>();
  return { client, id: json.session.id, token: json.token };
}

/** Sends one message and reads the reply to its end: ms to the first `token` event and to `done`. */
async function send(c: Conversation, content: string) {
  const started = performance.now();
  const res = await c.client.fetch(`/api/conversations/${c.id}/messages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-conversation-token': c.token },
    body: JSON.stringify({ content }),
  });
  if (res.status === 503) {
    await res.arrayBuffer();
    return null;
  }
  if (res.status !== 200 || !res.body) throw new Error(`send answered ${res.status}: ${await res.text()}`);
  const reader = res.body.getReader();
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
  if (first === null) throw new Error('a reply without a token event');
  return { first, total: performance.now() - started, servedBy: res.headers.get('x-served-by') };
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
  const t0 = performance.now();
  // One worker per conversation at a time: a person waits for the reply before writing again.
  let nextConversation = 0;
  await Promise.all(
    Array.from({ length: Math.min(chatConcurrency, conversations.length) }, async () => {
      while (nextConversation < conversations.length) {
        const c = conversations[nextConversation++]!;
        for (let i = 0; i < MESSAGES_PER_CONVERSATION && firsts.length + refused < count; i++) {
          const r = await send(c, questions[i % questions.length]!);
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
    for (const c of warm) await send(c, questions[0]!);

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
