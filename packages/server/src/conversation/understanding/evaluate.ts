// How right the understanding step is on labelled messages, field by field and whole: a message counts as understood
// only when every field matches its label. Lists compare as sets; an aspect's two sides in either order.
import { CORPUS_DAY, type CorpusRecord, type HeldOutSplit, loadCorpusSplit, loadSecondLabelling } from './corpus.ts';
import { understandingReader } from './reader.ts';
import type { Understanding } from './understanding.ts';

export const FIELDS = [
  'acts',
  'topics',
  'points',
  'houses',
  'signs',
  'aspects',
  'aspectNames',
  'techniques',
  'time',
  'situation',
  'language',
] as const;
export type Field = (typeof FIELDS)[number];

export interface Miss {
  id: string;
  text: string;
  field: Field;
  expected: unknown;
  got: unknown;
}

export interface Evaluation {
  messages: number;
  /** Messages with this field right. */
  right: Record<Field, number>;
  /** Messages with every field right. */
  whole: number;
  misses: Miss[];
  /** Per label of the learned fields ("acts:thank", "situation:grief", "time:when"): how often found, wrongly found, missed. */
  labels: Record<string, LabelCount>;
}

export interface LabelCount {
  found: number;
  wronglyFound: number;
  missed: number;
}

/** The labels of the learned fields and the time's kind, as "field:value" names. */
const labelNames = (u: Understanding): string[] => [
  ...u.acts.map((a) => `acts:${a}`),
  ...u.about.topics.map((t) => `topics:${t}`),
  ...u.about.techniques.map((t) => `techniques:${t}`),
  ...(u.situation ? [`situation:${u.situation}`] : []),
  ...(u.time ? [`time:${u.time.kind}`] : []),
];

/** The count of one label, made at zero when it is first met. */
function entry(counts: Record<string, LabelCount>, name: string): LabelCount {
  counts[name] ??= { found: 0, wronglyFound: 0, missed: 0 };
  return counts[name];
}

function countLabels(counts: Record<string, LabelCount>, expected: Understanding, got: Understanding): void {
  const want = new Set(labelNames(expected));
  const have = new Set(labelNames(got));
  for (const name of want) entry(counts, name)[have.has(name) ? 'found' : 'missed']++;
  for (const name of have) if (!want.has(name)) entry(counts, name).wronglyFound++;
}

const fieldValue = (u: Understanding, field: Field): unknown => {
  switch (field) {
    case 'acts':
    case 'time':
    case 'situation':
    case 'language':
      return u[field];
    case 'aspects':
      return u.about.aspects.map((a) => [a.a, a.aspect, a.b ?? ''].sort().join('|'));
    default:
      return u.about[field];
  }
};

const same = (a: unknown, b: unknown): boolean => {
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && [...a].map(String).sort().join('\n') === [...b].map(String).sort().join('\n');
  }
  return JSON.stringify(a) === JSON.stringify(b);
};

export function evaluate(
  records: readonly Pick<CorpusRecord, 'id' | 'text' | 'label'>[],
  understand: (text: string) => Understanding,
): Evaluation {
  const right = Object.fromEntries(FIELDS.map((f) => [f, 0])) as Record<Field, number>;
  const misses: Miss[] = [];
  const labels: Record<string, LabelCount> = {};
  let whole = 0;
  for (const record of records) {
    const got = understand(record.text);
    countLabels(labels, record.label, got);
    let all = true;
    for (const field of FIELDS) {
      const expected = fieldValue(record.label, field);
      const actual = fieldValue(got, field);
      if (same(expected, actual)) right[field]++;
      else {
        all = false;
        misses.push({ id: record.id, text: record.text, field, expected, got: actual });
      }
    }
    if (all) whole++;
  }
  return { messages: records.length, right, whole, misses, labels };
}

/** Several evaluations (the folds of a cross-validation) as one. */
export function combined(evaluations: readonly Evaluation[]): Evaluation {
  const right = Object.fromEntries(
    FIELDS.map((f) => [f, evaluations.reduce((sum, e) => sum + e.right[f], 0)]),
  ) as Record<Field, number>;
  return {
    messages: evaluations.reduce((sum, e) => sum + e.messages, 0),
    right,
    whole: evaluations.reduce((sum, e) => sum + e.whole, 0),
    misses: evaluations.flatMap((e) => e.misses),
    labels: evaluations.reduce<Record<string, LabelCount>>((sum, e) => {
      for (const [name, count] of Object.entries(e.labels)) {
        const into = entry(sum, name);
        into.found += count.found;
        into.wronglyFound += count.wronglyFound;
        into.missed += count.missed;
      }
      return sum;
    }, {}),
  };
}

/** The figures that are reported: the server's reader (trained on the train split), scored on a held-out split. */
export function heldOutEvaluation(split: HeldOutSplit = 'held-out'): Evaluation {
  const reader = understandingReader();
  return evaluate(loadCorpusSplit(split), (text) => reader.understand(text, { sent: CORPUS_DAY }));
}

/**
 * How often two labellers agree: the held-out-2 split's labels scored against a second, blind labelling of the same
 * messages, and the reader scored only on the messages both labellings agree on.
 */
export function labellerAgreement(): { labellers: Evaluation; readerOnAgreed: Evaluation } {
  const first = loadCorpusSplit('held-out-2');
  const second = new Map(loadSecondLabelling().map((record) => [record.text, record.label]));
  const labellers = evaluate(first, (text) => {
    const label = second.get(text);
    if (!label) throw new Error(`the second labelling has no label for "${text}"`);
    return label;
  });
  const disagreed = new Set(labellers.misses.map((miss) => miss.id));
  const reader = understandingReader();
  const readerOnAgreed = evaluate(
    first.filter((record) => !disagreed.has(record.id)),
    (text) => reader.understand(text, { sent: CORPUS_DAY }),
  );
  return { labellers, readerOnAgreed };
}

const percent = (n: number, of: number) => `${((100 * n) / Math.max(1, of)).toFixed(1)} %`;

/** One line per field and the whole, as the eval prints them. */
export function evaluationLines(e: Evaluation): string[] {
  return [
    `understood whole: ${e.whole} / ${e.messages} (${percent(e.whole, e.messages)})`,
    ...FIELDS.map((f) => `  ${f.padEnd(12)} ${percent(e.right[f], e.messages).padStart(8)}`),
  ];
}

/** One line per label: recall (found of all labelled) and precision (found of all it gave), weakest recall first. */
export function labelLines(e: Evaluation): string[] {
  return Object.entries(e.labels)
    .map(([name, c]) => ({ name, c, recall: c.found / Math.max(1, c.found + c.missed) }))
    .sort((a, b) => a.recall - b.recall || a.name.localeCompare(b.name))
    .map(
      ({ name, c }) =>
        `  ${name.padEnd(28)} recall ${percent(c.found, c.found + c.missed).padStart(8)} (${c.found}/${c.found + c.missed})  precision ${percent(c.found, c.found + c.wronglyFound).padStart(8)}`,
    );
}
