// Runs the scripted conversations over real HTTP + SSE against a running server and scores every reply with the
// checks of evals/readings/checks.ts. Used by `npm run eval:readings` (evals/readings/run.ts) and by the
// integration test evals/readings/readings-eval.int.test.ts. A reply that fails or never comes
// is recorded and scored as a failure; nothing here throws for one bad conversation.
import type { MemberPlan, Tier } from '@stellara/contract';
import type { RunningServer } from '@stellara/server';
import type { ChartContext } from '@stellara/server/readings-eval';
import { authBaseUrl, contextFor, isoDatesIn, natalFromBirthData } from '@stellara/server/readings-eval';
import { signedInMember, TestBrowser } from '@stellara/server/testing/accounts';
import { BASIC_WORDS, declineProblems, leaks, repeatedParagraphs, voiceOverlap, withinBasicLength } from './checks.ts';
import { contradictions } from './natal-claims.ts';
import { onTopic, type Verdict } from './on-topic.ts';
import { declineKinds, type MessageKind, messageKinds, smallTalkKinds, wordCount } from './reading-text.ts';
import { birthDataOf, type PersonId, people, type Scenario } from './scenarios.ts';

const REQUEST_TIMEOUT_MS = 60_000;

// ---------------------------------------------------------------------------------------------
// Talking to the server

export interface Target {
  /** http://127.0.0.1:<port>/api */
  base: string;
  /** The same server in-process, to create members (test-support/accounts.ts). */
  server: RunningServer;
}

interface SseEvent {
  event: string;
  // biome-ignore lint/suspicious/noExplicitAny: SSE payloads are read field by field
  data: any;
}

function parseSse(body: string): SseEvent[] {
  return body
    .split('\n\n')
    .filter((b) => b.trim())
    .map((block) => {
      const event = /^event: (.*)$/m.exec(block)?.[1] ?? 'message';
      const raw = /^data: (.*)$/m.exec(block)?.[1] ?? 'null';
      try {
        return { event, data: JSON.parse(raw) };
      } catch {
        return { event, data: raw };
      }
    });
}

/** One reply as the chat shows it. */
export interface Reply {
  content: string;
  /** 'ok', or why there is no usable reply. */
  status: 'ok' | 'error';
  error?: string;
  kind?: string;
  personality?: string;
  technicalLevel?: string;
  placements: string[];
}

/** The reply carried by a finished stream (`done`), or the error it reported. */
function replyOf(events: SseEvent[], httpStatus: number): Reply {
  const done = events.find((e) => e.event === 'done');
  if (done?.data?.message) {
    const msg = done.data.message;
    return {
      content: String(msg.content ?? ''),
      status: 'ok',
      kind: msg.kind,
      personality: msg.personality,
      technicalLevel: msg.technicalLevel,
      placements: Array.isArray(msg.placements) ? msg.placements : [],
    };
  }
  const error = events.find((e) => e.event === 'error');
  const detail = error ? JSON.stringify(error.data).slice(0, 300) : `HTTP ${httpStatus}, no done event`;
  return { content: error?.data?.message?.content ?? '', status: 'error', error: detail, placements: [] };
}

let clients = 0;
/** A distinct client address per conversation: the per-route rate limits are per client. */
function nextIp(): string {
  clients++;
  return `10.${(clients >> 16) & 255}.${(clients >> 8) & 255}.${clients & 255}`;
}

/** One signed-in member per plan and server (a sign-up hashes a password: seconds on a busy 2-core machine). */
const members = new WeakMap<RunningServer, Map<MemberPlan, Promise<string>>>();

/** The session cookie of a member of the plan. */
function memberCookie(target: Target, plan: MemberPlan): Promise<string> {
  const byPlan = members.get(target.server) ?? new Map<MemberPlan, Promise<string>>();
  members.set(target.server, byPlan);
  let cookie = byPlan.get(plan);
  if (!cookie) {
    // Sign-up and verification run in-process (they read the mail outbox), from the origin the auth library
    // trusts (outside vitest it checks it); the cookie then goes over HTTP.
    const browser = new TestBrowser(target.server.app, authBaseUrl(target.server.ctx.config));
    cookie = signedInMember(target.server, plan, { browser }).then((m) => m.browser.cookieHeader() ?? '');
    cookie.catch(() => byPlan.delete(plan));
    byPlan.set(plan, cookie);
  }
  return cookie;
}

/** Headers that make fetch requests come from one visitor, or from a signed-in member of the plan. */
async function identity(target: Target, plan: Tier): Promise<Record<string, string>> {
  const headers: Record<string, string> = { 'x-forwarded-for': nextIp() };
  if (plan === 'anonymous') return headers;
  headers.cookie = await memberCookie(target, plan);
  headers.origin = new URL(target.base).origin; // as a browser sends it (CSRF check)
  return headers;
}

async function post(target: Target, path: string, body: unknown, headers: Record<string, string>) {
  const res = await fetch(`${target.base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  return { status: res.status, text: await res.text() };
}

export interface Turn {
  kind: MessageKind;
  message: string;
  reply: Reply;
}

export interface Transcript {
  scenario: Scenario;
  /** The hook (or welcome) shown when the conversation opens. */
  opening: Reply;
  turns: Turn[];
}

const failed = (error: string): Reply => ({ content: '', status: 'error', error, placements: [] });

/** One scripted conversation: create, open, then each message in turn. */
export async function runScenario(target: Target, scenario: Scenario): Promise<Transcript> {
  const turns: Turn[] = [];
  let opening: Reply = failed('not opened');
  try {
    const headers = await identity(target, scenario.plan);
    const created = await post(
      target,
      '/conversations',
      { birthData: birthDataOf(scenario), personality: scenario.personality, technicalLevel: scenario.level },
      headers,
    );
    if (created.status !== 201) throw new Error(`create: HTTP ${created.status} ${created.text.slice(0, 200)}`);
    const { session, token } = JSON.parse(created.text) as { session: { id: string }; token: string | null };
    if (token) headers['x-conversation-token'] = token;
    const opened = await post(target, `/conversations/${session.id}/open`, {}, headers);
    opening = replyOf(parseSse(opened.text), opened.status);
    for (const message of scenario.messages) {
      let reply: Reply;
      try {
        const sent = await post(target, `/conversations/${session.id}/messages`, { content: message.text }, headers);
        reply = replyOf(parseSse(sent.text), sent.status);
      } catch (error) {
        reply = failed(`send: ${(error as Error).message}`);
      }
      turns.push({ kind: message.kind, message: message.text, reply });
    }
  } catch (error) {
    const why = `conversation failed: ${(error as Error).message}`;
    if (opening.status === 'error' && opening.error === 'not opened') opening = failed(why);
    for (const message of scenario.messages.slice(turns.length)) {
      turns.push({ kind: message.kind, message: message.text, reply: failed(why) });
    }
  }
  return { scenario, opening, turns };
}

/** The scenarios one after another (the built-in reader is CPU-bound: running them side by side buys nothing). */
export async function runScenarios(
  target: Target,
  scenarios: readonly Scenario[],
  after?: (transcript: Transcript, index: number) => void,
): Promise<Transcript[]> {
  const out: Transcript[] = [];
  for (const [i, scenario] of scenarios.entries()) {
    const transcript = await runScenario(target, scenario);
    out.push(transcript);
    after?.(transcript, i);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Charts

const charts = new Map<PersonId, ChartContext>();

/** The person's chart as the conversation computes it (session-chart.ts, chart-context.ts). */
export function chartOf(person: PersonId): ChartContext {
  let chart = charts.get(person);
  if (!chart) {
    const natal = natalFromBirthData(people[person]);
    if (!natal) throw new Error(`the chart of ${person} does not compute`);
    chart = contextFor(natal, people[person].name);
    charts.set(person, chart);
  }
  return chart;
}

// ---------------------------------------------------------------------------------------------
// Scoring

export interface ReplyResult {
  scenario: Scenario;
  /** 0 for the opening, then 1.. for the scripted messages. */
  index: number;
  kind: MessageKind | 'opening';
  message: string;
  reply: Reply;
  onTopic: Verdict | null;
  repeated: string[];
  contradictions: string[];
  words: number;
  /** Whether the basic length rule applies (basic level, not a decline, small talk or the opening). */
  lengthChecked: boolean;
  declineProblems: string[] | null;
  leaks: string[];
  /** Dates written the machine's way (2026-11-19) rather than as people write them. */
  isoDates: string[];
  /** Every failed check, in words. */
  failures: string[];
}

export interface Metric {
  name: string;
  value: string;
  target: string;
  pass: boolean;
}

export interface KindRow {
  kind: MessageKind;
  replies: number;
  onTopic: number;
  lengthChecked: number;
  inRange: number;
  repeated: number;
  contradictions: number;
}

export interface VoiceGroup {
  group: string;
  question: string;
  scenarios: Scenario[];
  replies: string[];
  max: number;
  pairs: { a: string; b: string; share: number }[];
}

export interface Evaluation {
  replies: ReplyResult[];
  metrics: Metric[];
  kinds: KindRow[];
  voices: VoiceGroup[];
  conversations: number;
  people: number;
  skyRetrogrades: string[] | null;
}

export const pct = (n: number, d: number) => (d ? `${((100 * n) / d).toFixed(1)} %` : 'n/a');

/** The question a follow-up follows: the latest scripted message of the chat that is not a follow-up. */
function previousQuestion(turns: readonly Turn[], i: number): { kind: MessageKind; message: string } | null {
  for (let j = i - 1; j >= 0; j--) if (turns[j]!.kind !== 'follow-up') return turns[j]!;
  return null;
}

export function evaluate(transcripts: readonly Transcript[]): Evaluation {
  const replies: ReplyResult[] = [];
  const anyChart = transcripts[0] ? chartOf(transcripts[0].scenario.person) : null;
  const skyRetrogrades = anyChart?.sky ? anyChart.sky.retrogrades : null;
  for (const t of transcripts) {
    const chart = chartOf(t.scenario.person);
    const texts = [t.opening, ...t.turns.map((x) => x.reply)].map((r) => r.content);
    const repeats = repeatedParagraphs(texts);
    const hook = t.opening.kind === 'hook' ? t.opening.content : null;
    const score = (index: number, kind: MessageKind | 'opening', message: string, reply: Reply): ReplyResult => {
      const failures: string[] = [];
      if (reply.status === 'error') failures.push(`no reply: ${reply.error}`);
      let verdict: Verdict | null = null;
      let decline: string[] | null = null;
      if (kind !== 'opening') {
        const forbid = t.scenario.messages[index - 1]?.forbid ?? [];
        if (declineKinds.includes(kind)) {
          decline = declineProblems(reply.content, forbid);
          if (decline.length) failures.push(`not declined: ${decline.join('; ')}`);
        } else {
          verdict = onTopic({
            kind,
            message,
            reply: reply.content,
            chart,
            previous: previousQuestion(t.turns, index - 1),
            hook,
            skyRetrogrades,
          });
          if (!verdict.ok) failures.push(`off topic: expected ${verdict.expected}`);
        }
      }
      const repeated = repeats[index] ?? [];
      if (repeated.length) failures.push(`${repeated.length} paragraph(s) already sent in this chat`);
      const wrong = contradictions(reply.content, chart);
      for (const c of wrong) failures.push(`contradicts the chart: ${c}`);
      const leaked = leaks(reply.content);
      for (const l of leaked) failures.push(`leaks: ${l}`);
      const isoDates = isoDatesIn(reply.content);
      if (isoDates.length) failures.push(`ISO date(s) in the text: ${isoDates.join(', ')}`);
      const level = reply.technicalLevel ?? t.scenario.level;
      const lengthChecked =
        kind !== 'opening' && level === 'basic' && !declineKinds.includes(kind) && !smallTalkKinds.includes(kind);
      const words = wordCount(reply.content);
      if (lengthChecked && !withinBasicLength(reply.content)) {
        failures.push(`${words} words (basic: ${BASIC_WORDS.min}–${BASIC_WORDS.max})`);
      }
      return {
        scenario: t.scenario,
        index,
        kind,
        message,
        reply,
        onTopic: verdict,
        repeated,
        contradictions: wrong,
        words,
        lengthChecked,
        declineProblems: decline,
        leaks: leaked,
        isoDates,
        failures,
      };
    };
    replies.push(score(0, 'opening', '', t.opening));
    t.turns.forEach((turn, i) => {
      replies.push(score(i + 1, turn.kind, turn.message, turn.reply));
    });
  }

  const asked = replies.filter((r) => r.kind !== 'opening');
  const topical = asked.filter((r) => r.onTopic);
  const declines = asked.filter((r) => r.declineProblems);
  const sized = replies.filter((r) => r.lengthChecked);
  const repeatedCount = replies.reduce((n, r) => n + r.repeated.length, 0);
  const contradictionCount = replies.reduce((n, r) => n + r.contradictions.length, 0);
  const leakCount = replies.filter((r) => r.leaks.length).length;
  const errors = replies.filter((r) => r.reply.status === 'error').length;
  const onTopicOk = topical.filter((r) => r.onTopic!.ok).length;
  const declinedOk = declines.filter((r) => r.declineProblems!.length === 0).length;
  const inRange = sized.filter((r) => withinBasicLength(r.reply.content)).length;
  const voices = voiceGroups(transcripts);
  const worstVoice = Math.max(0, ...voices.map((v) => v.max));

  const metrics: Metric[] = [
    {
      name: 'questions answered on topic',
      value: `${onTopicOk}/${topical.length} (${pct(onTopicOk, topical.length)})`,
      target: '≥ 95 %',
      pass: topical.length > 0 && onTopicOk / topical.length >= 0.95,
    },
    {
      name: 'paragraphs repeated within a chat',
      value: `${repeatedCount} (in ${replies.filter((r) => r.repeated.length).length} replies)`,
      target: '0',
      pass: repeatedCount === 0,
    },
    {
      name: 'placements named that contradict the chart',
      value: `${contradictionCount} (in ${replies.filter((r) => r.contradictions.length).length} replies)`,
      target: '0',
      pass: contradictionCount === 0,
    },
    {
      name: `basic replies within ${BASIC_WORDS.min}–${BASIC_WORDS.max} words`,
      value: `${inRange}/${sized.length} (${pct(inRange, sized.length)})`,
      target: '≥ 95 %',
      pass: sized.length === 0 || inRange / sized.length >= 0.95,
    },
    {
      name: 'off-topic and injection declined and redirected',
      value: `${declinedOk}/${declines.length} (${pct(declinedOk, declines.length)})`,
      target: '100 %',
      pass: declinedOk === declines.length,
    },
    { name: 'replies leaking instructions', value: String(leakCount), target: '0', pass: leakCount === 0 },
    {
      name: 'same question, five voices: most sentences shared by two',
      value: voices.length ? `${(100 * worstVoice).toFixed(1)} %` : 'n/a',
      target: '< 40 %',
      pass: worstVoice < 0.4,
    },
    { name: 'replies that failed to arrive', value: String(errors), target: '0', pass: errors === 0 },
  ];

  const kinds: KindRow[] = messageKinds
    .map((kind) => {
      const of = asked.filter((r) => r.kind === kind);
      return {
        kind,
        replies: of.length,
        onTopic: of.filter((r) => (r.onTopic ? r.onTopic.ok : r.declineProblems?.length === 0)).length,
        lengthChecked: of.filter((r) => r.lengthChecked).length,
        inRange: of.filter((r) => r.lengthChecked && withinBasicLength(r.reply.content)).length,
        repeated: of.filter((r) => r.repeated.length).length,
        contradictions: of.filter((r) => r.contradictions.length).length,
      };
    })
    .filter((k) => k.replies > 0);

  return {
    replies,
    metrics,
    kinds,
    voices,
    conversations: transcripts.length,
    people: new Set(transcripts.map((t) => t.scenario.person)).size,
    skyRetrogrades,
  };
}

/** Groups of scenarios asking the same question in different voices, with the overlap of their replies. */
function voiceGroups(transcripts: readonly Transcript[]): VoiceGroup[] {
  const groups = new Map<string, Transcript[]>();
  for (const t of transcripts) {
    if (t.scenario.group) groups.set(t.scenario.group, [...(groups.get(t.scenario.group) ?? []), t]);
  }
  return [...groups].map(([group, ts]) => {
    const replies = ts.map((t) => t.turns[0]?.reply.content ?? '');
    const overlap = voiceOverlap(replies);
    const voice = (i: number) => ts[i]!.scenario.personality;
    return {
      group,
      question: ts[0]?.turns[0]?.message ?? '',
      scenarios: ts.map((t) => t.scenario),
      replies,
      max: overlap.max,
      pairs: overlap.pairs.map((p) => ({ a: voice(p.a), b: voice(p.b), share: p.share })),
    };
  });
}
