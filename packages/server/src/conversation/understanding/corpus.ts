// The labelled corpus of the understanding step (docs/voice.md): realistic messages, each with the Understanding
// a reader should return for it, in three files beside this one (and a second labelling of one of them). `held-out.jsonl` was committed first and alone, before
// any train message existed, and is never used to tune; `train.jsonl` is what a reader may learn from.
// `held-out-2.jsonl` was written later by someone who had seen neither the reader nor the other splits, and committed
// alone before it was read by any code: the first held-out split had been read while replies were tuned, so this one
// is the clean measure. Neither held-out split is ever trained on. This module reads the splits, checks every line
// against the vocabulary of understanding.ts and returns typed records.
//
// How the messages are labelled (corpus.test.ts checks the rules marked *):
// - acts*: at least one, none twice. `ask` is one astrology question, `ask-several` two or more separate ones
//   (never both*; the text has two question marks apart or a joining word or list marker*). A question about
//   Stellara is `about-stellara` and a request outside astrology `off-topic`: neither counts as an ask.
// - `brevity` and `one-thing` are shapes of an answer, so they come with `ask`, `ask-several` or `more`*.
// - `more` goes one step further on the subject already under way ("why?", "go on"); a new subject is `ask`.
// - `share`: an event, a feeling or a situation from the person's life; not birth data or placements they quote.
//   A message that reveals a situation shares it*.
// - situation: one at most; when several apply the first of this order wins: bereavement, illness, job-loss,
//   breakup, money-worry, anxiety, sleep, loneliness, decision, conflict ("should I leave him? we fight all the
//   time" is a decision).
// - time: what a question asks about, or when a told event happened; greetings and farewells name none ("see you
//   tomorrow"), nor do "lately" and "recently". "This weekend" is this-week. `when` only with a question*; a past
//   year only when the message writes it. A named month (`month`) is one to come; a past one is `past`.
// - techniques: `transits` when the message asks what the sky does to the chart now, at a time to come or at a past
//   one; `return` and `retrograde` name their own cycle; `definition` only with a question*.
// - points: only when named ("rising" is the Ascendant, "big three" the Sun, Moon and Ascendant); "I'm a Leo" names
//   a sign, not the Sun. topics: only life areas the message names or plainly implies; a bare placement question
//   has none.
// - aspects: between two different points*; `aspectNames` holds aspects named without any point, never one already
//   in `aspects`*.
// - `noise` stands alone: nothing else, nothing about, no time or situation, language `other`*. An off-topic request
//   with no astrology question has nothing about and no time*.
// - language: the language of the words; a message with no letters (emoji, punctuation) is `other`*.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ASPECTS, type AspectName } from '@stellara/astro';
import { ANGLE_NAMES, POINT_NAMES_PLAIN, SIGN_NAMES, type SignName } from '@stellara/contract';
import { z } from 'zod';
import {
  LANGUAGES,
  MESSAGE_ACTS,
  type NamedPoint,
  SITUATIONS,
  TECHNIQUES,
  TOPICS,
  type Understanding,
} from './understanding.ts';

export const CORPUS_SPLITS = ['held-out', 'held-out-2', 'train'] as const;
export type CorpusSplit = (typeof CORPUS_SPLITS)[number];
/** The splits a reader is scored on and never trained on, in the order the eval reports them. */
export const HELD_OUT_SPLITS = ['held-out', 'held-out-2'] as const satisfies readonly CorpusSplit[];
export type HeldOutSplit = (typeof HELD_OUT_SPLITS)[number];
/** The id prefix of each split: h0001, q0001, t0001. */
export const SPLIT_PREFIX: Readonly<Record<CorpusSplit, string>> = { 'held-out': 'h', 'held-out-2': 'q', train: 't' };
/** The day the corpus was written, which its time labels assume: "2027" is a year to come, "2025" a past one. */
export const CORPUS_DAY = new Date('2026-11-28T12:00:00Z');
/** Where the split files live. */
export const CORPUS_DIR = join(import.meta.dirname, 'corpus');

export interface CorpusRecord {
  id: string;
  split: CorpusSplit;
  text: string;
  label: Understanding;
}

const POINTS = [...POINT_NAMES_PLAIN, ...ANGLE_NAMES] as [NamedPoint, ...NamedPoint[]];
const pointSchema = z.enum(POINTS);
const aspectSchema = z.enum(ASPECTS.map((aspect) => aspect.name) as [AspectName, ...AspectName[]]);
const year = z.number().int().min(1900).max(2100);

const timeSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('now') }),
  z.strictObject({ kind: z.literal('today') }),
  z.strictObject({ kind: z.literal('tomorrow') }),
  z.strictObject({ kind: z.literal('this-week') }),
  z.strictObject({ kind: z.literal('next-week') }),
  z.strictObject({ kind: z.literal('this-month') }),
  z.strictObject({ kind: z.literal('next-month') }),
  z.strictObject({ kind: z.literal('this-year') }),
  z.strictObject({ kind: z.literal('next-year') }),
  z.strictObject({ kind: z.literal('month'), month: z.number().int().min(1).max(12), year: year.nullable() }),
  z.strictObject({ kind: z.literal('year'), year }),
  z.strictObject({ kind: z.literal('when') }),
  z.strictObject({ kind: z.literal('past'), year: year.nullable() }),
]);

/** A list whose values are all different. */
const distinct = <T extends z.ZodType>(item: T) =>
  z.array(item).refine((values) => new Set(values).size === values.length, { error: 'a value appears twice' });

/** The Understanding type as a schema: every field present, nothing else. */
export const understandingSchema = z.strictObject({
  acts: distinct(z.enum(MESSAGE_ACTS)).min(1),
  about: z.strictObject({
    topics: distinct(z.enum(TOPICS)),
    points: distinct(pointSchema),
    houses: distinct(z.number().int().min(1).max(12)),
    signs: distinct(z.enum(SIGN_NAMES as [SignName, ...SignName[]])),
    aspects: z.array(z.strictObject({ a: pointSchema, aspect: aspectSchema, b: pointSchema.nullable() })),
    aspectNames: distinct(aspectSchema),
    techniques: distinct(z.enum(TECHNIQUES)),
  }),
  time: timeSchema.nullable(),
  situation: z.enum(SITUATIONS).nullable(),
  language: z.enum(LANGUAGES),
}) satisfies z.ZodType<Understanding>;
// And the other way round: every Understanding fits the schema, so the two cannot drift apart silently.
export const asSchemaLabel = (label: Understanding): z.infer<typeof understandingSchema> => label;

const lineSchema = z.strictObject({
  id: z.string().regex(new RegExp(`^[${Object.values(SPLIT_PREFIX).join('')}]\\d{4}$`)),
  text: z.string().trim().min(1),
  label: understandingSchema,
});

/** Reads one split; throws on the first line that is not valid JSON or does not fit the vocabulary. */
export function loadCorpusSplit(split: CorpusSplit, dir: string = CORPUS_DIR): CorpusRecord[] {
  return readLabelled(join(dir, `${split}.jsonl`), split);
}

/**
 * The held-out-2 messages labelled a second time, by someone who saw the rules above but neither the first labels
 * nor any reader: how often two careful labellers agree is the ceiling a reader's score is judged against. Never
 * trained on.
 */
export function loadSecondLabelling(dir: string = CORPUS_DIR): CorpusRecord[] {
  return readLabelled(join(dir, 'held-out-2.second-labeller.jsonl'), 'held-out-2');
}

function readLabelled(file: string, split: CorpusSplit): CorpusRecord[] {
  const lines = readFileSync(file, 'utf8').split('\n');
  const records: CorpusRecord[] = [];
  lines.forEach((line, index) => {
    if (line.trim() === '') return;
    let json: unknown;
    try {
      json = JSON.parse(line);
    } catch (error) {
      throw new Error(`${file}:${index + 1}: not JSON (${(error as Error).message})`);
    }
    const parsed = lineSchema.safeParse(json);
    if (!parsed.success) throw new Error(`${file}:${index + 1}: ${z.prettifyError(parsed.error)}`);
    records.push({ ...parsed.data, split });
  });
  return records;
}

/** Every split, the held-out ones first. For checking the corpus only: a reader trains on `loadCorpusSplit('train')`. */
export function loadCorpus(dir: string = CORPUS_DIR): Record<CorpusSplit, CorpusRecord[]> {
  return {
    'held-out': loadCorpusSplit('held-out', dir),
    'held-out-2': loadCorpusSplit('held-out-2', dir),
    train: loadCorpusSplit('train', dir),
  };
}

/** Lower case, spaces collapsed: two texts equal under this are the same message. */
export const normaliseText = (text: string): string => text.toLowerCase().replace(/\s+/g, ' ').trim();

const QUESTION_ACTS: readonly string[] = ['ask', 'ask-several', 'more'];
// A second question is joined by a word ("and", "y", "e", "et", "und", "o", "ou"...), a list marker ("2)") or a ";".
const JOINED = /(^|[^\p{L}])(and|also|plus|y|e|et|und|oder|o|ou|ed)([^\p{L}]|$)|\d\)|;/iu;

/** The checkable labelling rules above, broken by this record; empty when it keeps them all. */
export function labelProblems({ text, label }: Pick<CorpusRecord, 'text' | 'label'>): string[] {
  const problems: string[] = [];
  const acts = new Set<string>(label.acts);
  const asks = QUESTION_ACTS.some((act) => acts.has(act));
  const about = label.about;
  const aboutEmpty = Object.values(about).every((list) => list.length === 0);
  if (acts.has('ask') && acts.has('ask-several')) problems.push('ask and ask-several together');
  if (acts.has('ask-several') && (text.match(/\?+/g)?.length ?? 0) < 2 && !JOINED.test(text))
    problems.push('ask-several without a second question');
  for (const shape of ['brevity', 'one-thing'])
    if (acts.has(shape) && !asks) problems.push(`${shape} without ask, ask-several or more`);
  if (label.situation !== null && !acts.has('share')) problems.push('a situation without share');
  if (label.time?.kind === 'when' && !asks) problems.push('"when" without a question');
  if (about.techniques.includes('definition') && !asks) problems.push('definition without a question');
  for (const { a, b } of about.aspects) if (a === b) problems.push(`an aspect of ${a} to itself`);
  const withPoints = new Set(about.aspects.map((aspect) => aspect.aspect));
  for (const name of about.aspectNames) if (withPoints.has(name)) problems.push(`${name} in aspects and aspectNames`);
  if (
    acts.has('noise') &&
    (acts.size > 1 || !aboutEmpty || label.time || label.situation || label.language !== 'other')
  )
    problems.push('noise not alone');
  if (acts.has('off-topic') && !asks && (!aboutEmpty || label.time)) problems.push('off-topic with an about or a time');
  if (!/\p{L}/u.test(text) && label.language !== 'other') problems.push('no letters but a language');
  return problems;
}
