import { describe, expect, it } from 'vitest';
import { HELD_OUT_SPLITS, loadCorpusSplit, SPLIT_PREFIX } from './corpus.ts';
import { evaluate, heldOutEvaluation, labellerAgreement } from './evaluate.ts';

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

describe('labellerAgreement', () => {
  // The reader is scored only where the two labellings agree, so a label that is itself in doubt never counts against it.
  it('scores the reader on exactly the messages both labellers agree on', () => {
    const { labellers, readerOnAgreed } = labellerAgreement();
    expect(labellers.messages).toBe(loadCorpusSplit('held-out-2').length);
    expect(readerOnAgreed.messages).toBe(labellers.whole);
    const disagreed = new Set(labellers.misses.map((miss) => miss.id));
    for (const miss of readerOnAgreed.misses) expect(disagreed.has(miss.id)).toBe(false);
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
