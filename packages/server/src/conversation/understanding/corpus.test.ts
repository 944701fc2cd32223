import { describe, expect, it } from 'vitest';
import {
  CORPUS_SPLITS,
  type CorpusRecord,
  type CorpusSplit,
  labelProblems,
  loadCorpus,
  loadSecondLabelling,
  normaliseText,
  SPLIT_PREFIX,
} from './corpus.ts';
import { MESSAGE_ACTS, SITUATIONS, TECHNIQUES, TOPICS } from './understanding.ts';

// The minimums the corpus keeps, per split: every act, technique and situation has at least this many messages in
// the split (and 15 across the train and first held-out splits), every topic and every kind of time at least 3, and
// the languages their share. The second held-out split keeps the same minimums as the first.
const MIN_PER_SPLIT: Readonly<Record<CorpusSplit, number>> = { 'held-out': 4, 'held-out-2': 4, train: 10 };
const MIN_BOTH = 15;
const MIN_TOPIC_OR_TIME = 3;
const MIN_SHARE: Readonly<Record<string, number>> = { es: 0.08, pt: 0.08 };
const MIN_COUNT: Readonly<Record<string, number>> = { fr: 5, de: 5, it: 5, other: 3 };
const TIME_KINDS = [
  'now',
  'today',
  'tomorrow',
  'this-week',
  'next-week',
  'this-month',
  'next-month',
  'this-year',
  'next-year',
  'month',
  'year',
  'when',
  'past',
] as const;

const corpus = loadCorpus();
const all = CORPUS_SPLITS.flatMap((split) => corpus[split]);
// The splits the original minimums were set for; the second held-out split is checked on its own below.
const firstTwo = [...corpus['held-out'], ...corpus.train];

function count(records: readonly CorpusRecord[], has: (record: CorpusRecord) => boolean): number {
  return records.filter(has).length;
}

describe('the understanding corpus', () => {
  // The held-out split was a third of the first 1,016 messages, committed before any train line existed. Train
  // messages added since make it a smaller share (about a tenth once the train split doubled); what keeps it worth
  // scoring on is its own size, and it is never added to after tuning has started, or it would be tuned on.
  it('holds at least 800 messages, at least 300 of them held out', () => {
    expect(firstTwo.length).toBeGreaterThanOrEqual(800);
    expect(corpus['held-out'].length).toBeGreaterThanOrEqual(300);
    expect(corpus['held-out'].length / firstTwo.length).toBeGreaterThan(0.08);
  });

  // Written after the first held-out split had been read during tuning, by someone who had seen neither the reader nor
  // the other splits: a second clean measure of the same size, never trained on and never added to.
  it('holds a second held-out split of at least 300 messages', () => {
    expect(corpus['held-out-2'].length).toBeGreaterThanOrEqual(300);
  });

  // Labelled again, blind, to know how often two labellers agree: the same messages, by the same rules.
  it('labels the held-out-2 messages a second time, in order and by the rules', () => {
    const second = loadSecondLabelling();
    expect(second.map((record) => [record.id, record.text])).toEqual(
      corpus['held-out-2'].map((record) => [record.id, record.text]),
    );
    expect(second.flatMap((record) => labelProblems(record).map((problem) => `${record.id} ${problem}`))).toEqual([]);
  });

  it('gives every message a unique id with its split prefix', () => {
    for (const split of CORPUS_SPLITS)
      for (const record of corpus[split]) expect(record.id, record.text).toMatch(new RegExp(`^${SPLIT_PREFIX[split]}`));
    expect(new Set(all.map((record) => record.id)).size).toBe(all.length);
  });

  it('never has the same text twice, within a split or across splits', () => {
    const seen = new Map<string, string>();
    const repeats: string[] = [];
    for (const record of all) {
      const key = normaliseText(record.text);
      const first = seen.get(key);
      if (first) repeats.push(`${first} and ${record.id}: ${record.text}`);
      else seen.set(key, record.id);
    }
    expect(repeats).toEqual([]);
  });

  it('labels every message by the rules written in corpus.ts', () => {
    const broken = all.flatMap((record) => labelProblems(record).map((problem) => `${record.id} ${problem}`));
    expect(broken).toEqual([]);
  });

  describe.each(CORPUS_SPLITS)('the %s split', (split) => {
    const records = corpus[split];
    const min = MIN_PER_SPLIT[split];

    it.each(MESSAGE_ACTS)(`has at least ${min} messages doing %s`, (act) => {
      expect(count(records, (record) => record.label.acts.includes(act))).toBeGreaterThanOrEqual(min);
    });

    it.each(TECHNIQUES)(`has at least ${min} messages asking for %s`, (technique) => {
      expect(count(records, (record) => record.label.about.techniques.includes(technique))).toBeGreaterThanOrEqual(min);
    });

    it.each(SITUATIONS)(`has at least ${min} messages revealing %s`, (situation) => {
      expect(count(records, (record) => record.label.situation === situation)).toBeGreaterThanOrEqual(min);
    });

    it.each(TOPICS)(`has at least ${MIN_TOPIC_OR_TIME} messages about %s`, (topic) => {
      expect(count(records, (record) => record.label.about.topics.includes(topic))).toBeGreaterThanOrEqual(
        MIN_TOPIC_OR_TIME,
      );
    });

    it.each(TIME_KINDS)(`has at least ${MIN_TOPIC_OR_TIME} messages naming the time %s`, (kind) => {
      expect(count(records, (record) => record.label.time?.kind === kind)).toBeGreaterThanOrEqual(MIN_TOPIC_OR_TIME);
    });

    it('is written in Spanish and Portuguese at least 8 % each, and in French, German, Italian and others', () => {
      for (const [language, share] of Object.entries(MIN_SHARE))
        expect(count(records, (record) => record.label.language === language) / records.length).toBeGreaterThanOrEqual(
          share,
        );
      for (const [language, least] of Object.entries(MIN_COUNT))
        expect(count(records, (record) => record.label.language === language)).toBeGreaterThanOrEqual(least);
    });
  });

  it.each([...MESSAGE_ACTS, ...TECHNIQUES, ...SITUATIONS])(
    `has at least ${MIN_BOTH} messages for %s across the train and first held-out splits`,
    (value) => {
      const has = (record: CorpusRecord) =>
        (record.label.acts as readonly string[]).includes(value) ||
        (record.label.about.techniques as readonly string[]).includes(value) ||
        record.label.situation === value;
      expect(count(firstTwo, has)).toBeGreaterThanOrEqual(MIN_BOTH);
    },
  );
});
