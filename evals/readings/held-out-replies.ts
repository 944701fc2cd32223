// The held-out corpus of the understanding step (docs/voice.md) answered by the real reply pipeline, and every reply
// held to the hard rules of evals/readings/hard-rules.ts. The messages go, ten or so at a time in corpus order,
// into chats; each chat gets one of the eval's people, a voice, a level and a plan tier; each message is planned
// (planReply) and written (builtinReply) in-process, the way send-message.ts does it, with the chat's earlier
// replies as memory. The corpus labels decide only which rule applies to a turn; they never tune anything.
import { writeFileSync } from 'node:fs';
import {
  type PersonalityId,
  personalityIds,
  personalityInForce,
  planAtLeast,
  plans,
  type Tier,
} from '@stellara/contract';
import type { ChartContext } from '@stellara/server/readings-eval';
import {
  builtinReply,
  builtinSections,
  CORPUS_DAY,
  type CorpusRecord,
  contextAt,
  type HeldOutSplit,
  loadCorpusSplit,
  natalFromBirthData,
  planReply,
  type ReaderKnowledge,
  seedKnowledge,
  understandingReader,
} from '@stellara/server/readings-eval';
import {
  chatRepeats,
  HARD_RULE_NAMES,
  HARD_RULES,
  type HardRule,
  type HardRuleVerdicts,
  hardRuleVerdicts,
} from './hard-rules.ts';
import { wordCount } from './reading-text.ts';
import { quote } from './report.ts';
import type { Metric } from './runner.ts';
import { type PersonId, people } from './scenarios.ts';

/** Messages per chat: a realistic session, long enough for repeats to show. */
export const CHAT_SIZE = 10;
/** The eval's people, without "override" (its name is an injection, tested by the scripted scenarios). */
const PERSONS: readonly PersonId[] = ['ada', 'lars', 'sofia', 'liam', 'maya', 'kenji', 'grace'];
/** Every third chat asks for the technical level (only plus and pro get it, as on the server). */
const TECHNICAL_EVERY = 3;

export interface HeldOutChat {
  index: number;
  person: PersonId;
  tier: Tier;
  /** The voice and level chosen, and what the tier lets the chat have (effectiveSettings in store.ts). */
  chosen: { personality: PersonalityId; level: 'basic' | 'technical' };
  personality: PersonalityId;
  level: 'basic' | 'technical';
  messages: CorpusRecord[];
}

/**
 * Consecutive messages in chats of about CHAT_SIZE (sizes balanced, none shorter than 5); person, tier and voice
 * rotate with the chat's index (4 tiers and 5 voices: every pair appears within 20 chats).
 */
export function heldOutChats(records: readonly CorpusRecord[]): HeldOutChat[] {
  const count = Math.max(1, Math.round(records.length / CHAT_SIZE));
  const chats: HeldOutChat[] = [];
  for (let i = 0; i < count; i++) {
    const from = Math.round((i * records.length) / count);
    const to = Math.round(((i + 1) * records.length) / count);
    const tier = plans[i % plans.length]!;
    const chosen = {
      personality: personalityIds[i % personalityIds.length]!,
      level: i % TECHNICAL_EVERY === TECHNICAL_EVERY - 1 ? ('technical' as const) : ('basic' as const),
    };
    chats.push({
      index: i + 1,
      person: PERSONS[i % PERSONS.length]!,
      tier,
      chosen,
      personality: personalityInForce(tier, chosen.personality),
      level: planAtLeast(tier, 'plus') ? chosen.level : 'basic',
      messages: records.slice(from, to),
    });
  }
  return chats;
}

const charts = new Map<PersonId, ChartContext>();

/**
 * The person's chart as a chat reads it (session-chart.ts contextFor), on the corpus's day instead of today, so the
 * sky, the stored transits and the year ahead are the same on every run and the figures compare.
 */
export function chartOnCorpusDay(person: PersonId): ChartContext {
  let chart = charts.get(person);
  if (!chart) {
    const natal = natalFromBirthData(people[person]);
    if (!natal) throw new Error(`the chart of ${person} does not compute`);
    chart = contextAt(natal, CORPUS_DAY, { name: people[person].name });
    charts.set(person, chart);
  }
  return chart;
}

export interface HeldOutTurn {
  record: CorpusRecord;
  reply: string;
  placements: string[];
  /** What the planner made of it (the mode), for the report. */
  mode: string;
  /** What the understanding step heard (acts and situation), shown beside a failure. */
  heard: { acts: string[]; situation: string | null } | null;
  /** Set when the pipeline threw: scored as a failure of every rule. */
  error?: string;
}

export interface HeldOutTranscript {
  chat: HeldOutChat;
  turns: HeldOutTurn[];
}

/** One chat through planReply and builtinReply, message by message, as send-message.ts feeds them. */
export async function runHeldOutChat(chat: HeldOutChat, knowledge: ReaderKnowledge): Promise<HeldOutTranscript> {
  const chart = chartOnCorpusDay(chat.person);
  const sections = builtinSections[chat.personality];
  const history: { role: 'user' | 'assistant'; content: string }[] = [];
  const used: string[] = [];
  const turns: HeldOutTurn[] = [];
  for (const record of chat.messages) {
    const message = record.text;
    let turn: HeldOutTurn;
    try {
      const plan = planReply({
        message,
        chart,
        tier: chat.tier,
        level: chat.level,
        earlierQuestions: history.filter((m) => m.role === 'user').map((m) => m.content),
        used: [...used],
        hook: null,
        sent: CORPUS_DAY,
      });
      const reading = await builtinReply(
        {
          plan,
          message,
          chart,
          tier: chat.tier,
          personality: chat.personality,
          level: chat.level,
          history: [...history],
          sections,
        },
        knowledge,
      );
      const heard = plan.heard && { acts: [...plan.heard.acts], situation: plan.heard.situation };
      turn = { record, reply: reading.text, placements: reading.placements, mode: plan.mode, heard };
    } catch (error) {
      const why = (error as Error).stack ?? String(error);
      turn = { record, reply: '', placements: [], mode: 'error', heard: null, error: why };
    }
    turns.push(turn);
    history.push({ role: 'user', content: message }, { role: 'assistant', content: turn.reply });
    used.push(...turn.placements);
  }
  return { chat, turns };
}

// ---------------------------------------------------------------------------------------------
// Scoring

export interface HeldOutReplyResult {
  chat: HeldOutChat;
  turn: HeldOutTurn;
  verdicts: HardRuleVerdicts;
  words: number;
}

export interface RuleFigure {
  rule: HardRule;
  /** Replies the rule applies to. */
  applies: number;
  pass: number;
}

export interface HeldOutRepliesEvaluation {
  split: HeldOutSplit;
  replies: HeldOutReplyResult[];
  figures: RuleFigure[];
  metrics: Metric[];
  chats: number;
}

const pct = (n: number, d: number) => (d ? `${((100 * n) / d).toFixed(1)} %` : 'n/a');

export function scoreHeldOut(
  transcripts: readonly HeldOutTranscript[],
  split: HeldOutSplit = 'held-out',
): HeldOutRepliesEvaluation {
  const replies: HeldOutReplyResult[] = [];
  for (const t of transcripts) {
    const chart = chartOnCorpusDay(t.chat.person);
    const repeats = chatRepeats(t.turns.map((x) => x.reply));
    t.turns.forEach((turn, i) => {
      const verdicts = hardRuleVerdicts({ reply: turn.reply, label: turn.record.label, chart, repeats: repeats[i]! });
      // A reply the pipeline never wrote fails every rule that applies.
      if (turn.error) {
        for (const rule of HARD_RULES) verdicts[rule] = [...(verdicts[rule] ?? []), `no reply: ${turn.error}`];
      }
      replies.push({ chat: t.chat, turn, verdicts, words: wordCount(turn.reply) });
    });
  }
  const figures = HARD_RULES.map((rule) => {
    const applying = replies.filter((r) => r.verdicts[rule] !== null);
    return { rule, applies: applying.length, pass: applying.filter((r) => r.verdicts[rule]!.length === 0).length };
  });
  const metrics: Metric[] = figures.map((f) => ({
    name: `${split}: ${HARD_RULE_NAMES[f.rule]}`,
    value: `${f.pass}/${f.applies} (${pct(f.pass, f.applies)})`,
    target: '100 %',
    pass: f.pass === f.applies,
  }));
  return { split, replies, figures, metrics, chats: transcripts.length };
}

// ---------------------------------------------------------------------------------------------
// The ten sample replies: a fixed spread over what people send

export interface Sample {
  why: string;
  result: HeldOutReplyResult;
}

/** Techniques whose answer is computed from the chart (not transits, definitions or synastry). */
const COMPUTED = ['moon-phase', 'balance', 'aspect-pattern', 'house-system', 'rulership', 'return'];

/**
 * Ten replies chosen by the label of their message, the first in corpus order of each kind (the plain chart
 * questions: the first and the one nearest the middle), never one message twice.
 */
export function pickSamples(replies: readonly HeldOutReplyResult[]): Sample[] {
  const taken = new Set<string>();
  const out: Sample[] = [];
  const plain = (r: HeldOutReplyResult) => {
    const l = r.turn.record.label;
    return (
      l.acts.length === 1 &&
      l.acts[0] === 'ask' &&
      l.language === 'en' &&
      l.situation === null &&
      l.about.techniques.length === 0 &&
      (l.about.points.length > 0 || l.about.topics.length > 0)
    );
  };
  /** The first reply (from `from` on, wrapping) passing the first test that any reply passes. */
  const pick = (why: string, tests: ((r: HeldOutReplyResult) => boolean)[], from = 0) => {
    const ordered = [...replies.slice(from), ...replies.slice(0, from)];
    for (const test of tests) {
      const found = ordered.find((r) => test(r) && !taken.has(r.turn.record.id));
      if (!found) continue;
      taken.add(found.turn.record.id);
      out.push({ why, result: found });
      return;
    }
  };
  const label = (r: HeldOutReplyResult) => r.turn.record.label;
  pick('a situation', [(r) => label(r).situation === 'bereavement', (r) => label(r).situation !== null]);
  pick('thanks', [(r) => label(r).acts.includes('thank')]);
  pick('brevity asked', [(r) => label(r).acts.includes('brevity')]);
  pick('Spanish or Portuguese', [(r) => ['es', 'pt'].includes(label(r).language) && label(r).acts.includes('ask')]);
  pick('a technique question', [(r) => label(r).about.techniques.some((t) => COMPUTED.includes(t))]);
  pick('a two-part question', [(r) => label(r).acts.includes('ask-several')]);
  pick('a doubt', [(r) => label(r).acts.includes('doubt')]);
  pick('a question about Stellara', [(r) => label(r).acts.includes('about-stellara')]);
  pick('a plain chart question', [plain]);
  pick('a plain chart question', [plain], Math.floor(replies.length / 2));
  return out;
}

// ---------------------------------------------------------------------------------------------
// Reports

const table = (head: string[], rows: string[][]) =>
  [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`, ...rows.map((r) => `| ${r.join(' | ')} |`)].join(
    '\n',
  );
const cell = (s: string) => s.replace(/\|/g, '\\|').replace(/\s+/g, ' ');
const excerpt = (s: string, n = 160) => {
  const flat = s.replace(/\s+/g, ' ').trim();
  return flat.length > n ? `${flat.slice(0, n)}…` : flat;
};
/** "share+ask (job-loss)": what a message does, in short. */
const actsOf = (u: { acts: readonly string[]; situation: string | null }) =>
  `${u.acts.join('+')}${u.situation ? ` (${u.situation})` : ''}`;
const describeChat = (c: HeldOutChat) =>
  `chat ${c.index}: ${c.person}, ${c.tier}, ${c.personality}/${c.level}` +
  (c.personality !== c.chosen.personality || c.level !== c.chosen.level
    ? ` (chose ${c.chosen.personality}/${c.chosen.level})`
    : '');

export const HELD_OUT_METHOD = `In-process, not over HTTP: each message goes through \`planReply\` then \`builtinReply\` (the built-in writer with the seeded knowledge and the personality's built-in prompt sections), with the chat's earlier messages as history and its earlier replies' placements as \`used\`, as send-message.ts does. No hook and no opening message. Charts, transits, the sky and the year ahead are taken on the corpus's day (${CORPUS_DAY.toISOString().slice(0, 10)}), so runs compare.`;

const RULES_EXPLAINED = `<details><summary>How each reply is checked (evals/readings/hard-rules.ts)</summary>

- **Repeats**: a paragraph of 8 words or more (normalised) said in an earlier reply of the chat or twice in one reply.
- **Wrong placements**: natal claims the chart contradicts (\`contradictions\` of evals/readings/natal-claims.ts).
- **Leaks**: the instruction checks of checks.ts (\`leaks\`), hyphenated internal labels (modes, acts, techniques,
  situations), \`undefined\`, \`null\`, \`NaN\`, \`[object Object]\`, braces, camelCase and snake_case identifiers.
- **No price on a sensitive turn** (turns whose corpus label has a situation): none of "$", "€", "£", "/month",
  "per month", "Stellara+", "Stellara Plus/Pro", "upgrade…", "subscri…", and "plan(s)" in a sentence that sells
  (with Plus, Pro, free, paid, member, price, upgrade or a currency sign; "you can make a plan" is a reading).
- **Length asked for**: a label with \`brevity\` → at most 80 words; \`thank\` with no ask, ask-several, more or
  share → at most 60 words.

The labels decide only which rule applies to a turn.
</details>`;

export function heldOutRepliesMarkdown(e: HeldOutRepliesEvaluation): string {
  const out: string[] = [];
  const people = new Set(e.replies.map((r) => r.chat.person)).size;
  out.push(
    `${e.replies.length} messages of the ${e.split} split in ${e.chats} chats of about ${CHAT_SIZE}, ${people} people, plan tiers and voices rotating. ${HELD_OUT_METHOD}`,
  );
  out.push(
    table(
      ['rule', 'replies passing', 'target', ''],
      e.figures.map((f) => [
        HARD_RULE_NAMES[f.rule],
        `${f.pass} of ${f.applies} (${pct(f.pass, f.applies)})`,
        '100 %',
        f.pass === f.applies ? 'pass' : '**FAIL**',
      ]),
    ),
  );
  out.push(RULES_EXPLAINED);
  const failing = e.replies.flatMap((r) =>
    HARD_RULES.flatMap((rule) => {
      const problems = r.verdicts[rule] ?? [];
      return problems.length ? [{ r, rule, problem: problems.join('; ') }] : [];
    }),
  );
  out.push(`### Failing replies (${new Set(failing.map((f) => f.r.turn.record.id)).size} of ${e.replies.length})`);
  if (failing.length) {
    out.push(
      table(
        ['message', 'chat', 'rule', 'problem', 'message text', 'labelled / heard', 'reply excerpt'],
        failing.map(({ r, rule, problem }) => [
          r.turn.record.id,
          String(r.chat.index),
          rule,
          cell(excerpt(problem, 200)),
          cell(excerpt(r.turn.record.text, 80)),
          `${actsOf(r.turn.record.label)} / ${r.turn.heard ? actsOf(r.turn.heard) : '–'}; mode ${r.turn.mode}`,
          cell(excerpt(r.turn.reply)),
        ]),
      ),
    );
  } else {
    out.push('None.');
  }
  return out.join('\n\n');
}

/** The ten samples in full, for evals/readings/results/held-out-replies.md. */
export function samplesMarkdown(e: HeldOutRepliesEvaluation, samples: readonly Sample[]): string {
  const out = [
    `# Ten replies to messages of the ${e.split} split (docs/voice.md)`,
    '',
    `Written by \`npm run eval:readings -- --held-out\` (evals/readings/held-out-replies.ts). ${HELD_OUT_METHOD} A fixed spread chosen by the message's corpus label: the first message of each kind in corpus order.`,
  ];
  samples.forEach(({ why, result: r }, i) => {
    const problems = HARD_RULES.flatMap((rule) => (r.verdicts[rule] ?? []).map((p) => `${rule}: ${p}`));
    out.push(
      '',
      `## ${i + 1}. ${why}: ${r.turn.record.id}`,
      '',
      `${describeChat(r.chat)}; labelled ${actsOf(r.turn.record.label)}, heard ${r.turn.heard ? actsOf(r.turn.heard) : '–'}, planned as \`${r.turn.mode}\`; ${r.words} words; hard rules: ${problems.length ? problems.join('; ') : 'all pass'}.`,
      '',
      `**Message:** ${r.turn.record.text}`,
      '',
      quote(r.turn.reply),
    );
  });
  out.push('', `(${e.replies.length} replies in all; figures in evals/readings/results/readings.md.)`);
  return `${out.join('\n')}\n`;
}

/** The whole run on one held-out split: chats, replies, scores, and the samples file written. */
export async function heldOutReplies(
  split: HeldOutSplit,
  samplesFile: URL,
  after?: (transcript: HeldOutTranscript, index: number, total: number) => void,
): Promise<HeldOutRepliesEvaluation> {
  // Load the stored reader before the first reply, so its load is not charged to one chat.
  understandingReader();
  const knowledge = seedKnowledge();
  const chats = heldOutChats(loadCorpusSplit(split));
  const transcripts: HeldOutTranscript[] = [];
  for (const chat of chats) {
    transcripts.push(await runHeldOutChat(chat, knowledge));
    after?.(transcripts[transcripts.length - 1]!, transcripts.length - 1, chats.length);
  }
  const e = scoreHeldOut(transcripts, split);
  writeFileSync(samplesFile, samplesMarkdown(e, pickSamples(e.replies)));
  return e;
}
