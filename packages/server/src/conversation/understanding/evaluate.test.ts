import { describe, expect, it } from 'vitest';
import { HELD_OUT_SPLITS, loadCorpusSplit, SPLIT_PREFIX } from './corpus.ts';
import { evaluate, heldOutEvaluation } from './evaluate.ts';

describe('heldOutEvaluation', () => {
  // Each held-out split is scored on its own messages and nothing else, so the eval's figures for one never mix in
  // the other (or the train split).
  it.each(HELD_OUT_SPLITS)('scores the %s split on its own messages', (split) => {
    const result = heldOutEvaluation(split);
    expect(result.messages).toBe(loadCorpusSplit(split).length);
    for (const miss of result.misses) expect(miss.id.startsWith(SPLIT_PREFIX[split])).toBe(true);
  });

  it('scores the first held-out split when no split is named, as the readings eval expects', () => {
    expect(heldOutEvaluation().messages).toBe(loadCorpusSplit('held-out').length);
  });
});

describe('evaluate', () => {
  it('counts a message as understood only when every field matches', () => {
    const [record] = loadCorpusSplit('held-out-2');
    if (!record) throw new Error('the held-out-2 split is empty');
    const right = evaluate([record], () => record.label);
    expect(right.whole).toBe(1);
    const wrongLanguage = evaluate([record], () => ({
      ...record.label,
      language: record.label.language === 'en' ? 'es' : 'en',
    }));
    expect(wrongLanguage.whole).toBe(0);
    expect(wrongLanguage.misses.map((miss) => miss.field)).toEqual(['language']);
  });
});
