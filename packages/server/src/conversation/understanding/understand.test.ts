import { beforeAll, describe, expect, test } from 'vitest';
import { loadCorpusSplit } from './corpus.ts';
import model from './model.generated.json' with { type: 'json' };
import { UnderstandingReader } from './understand.ts';

const sent = new Date('2026-11-28T12:00:00Z');
let reader: UnderstandingReader;
beforeAll(() => {
  reader = new UnderstandingReader(loadCorpusSplit('train'));
}, 120_000);

describe('UnderstandingReader', () => {
  test('the stored model is what training on the train split gives today', () => {
    // Stale after a change to the corpus, the features or the classifier: run `npm run train:understanding`.
    const trained = reader.toModel();
    for (const field of ['acts', 'topics', 'techniques', 'situations'] as const) {
      const stored = model[field];
      expect(stored.labels).toEqual(trained[field].labels);
      expect(stored.features).toEqual(trained[field].features);
      const worst = Math.max(
        ...stored.weights.flatMap((w, i) => w.map((x, j) => Math.abs(x - trained[field].weights[i]![j]!))),
      );
      expect(worst).toBeLessThan(1e-3);
    }
    expect(model.neighbours).toEqual(trained.neighbours);
  });

  test('reads chart words, time and language beside what the message does', () => {
    const u = reader.understand('what does my Sun trine Pluto mean for next month?', { sent });
    expect(u.about.aspects).toEqual([{ a: 'Sun', aspect: 'trine', b: 'Pluto' }]);
    expect(u.time).toEqual({ kind: 'next-month' });
    expect(u.language).toBe('en');
    expect(u.acts).toContain('ask');
  });

  test('a length said outright is heard as a request for brevity', () => {
    for (const message of [
      'my strongest placement? 1 line',
      'what am i bad at. short pls',
      'tl;dr my moon',
      'career in 3 words',
    ]) {
      expect(reader.understand(message, { sent }).acts, message).toContain('brevity');
    }
    expect(reader.understand('what does my 3rd house say about my words?', { sent }).acts).not.toContain('brevity');
  });

  test('an ordinary question is not heard as something hard', () => {
    for (const message of [
      'career in 3 words',
      'best day this week to start a gym routine?',
      'one tip for discipline',
    ]) {
      expect(reader.understand(message, { sent }).situation, message).toBeNull();
    }
  });

  test('a loss is shared, with its situation', () => {
    const u = reader.understand('my grandmother died on sunday and i keep thinking about her', { sent });
    expect(u.situation).toBe('bereavement');
    expect(u.acts).toContain('share');
  });

  test('thanks and a greeting are told apart from questions', () => {
    expect(reader.understand('thank you so much, that helped', { sent }).acts).toContain('thank');
    expect(reader.understand('hello there!', { sent }).acts).toContain('greet');
  });

  test('another language keeps its words', () => {
    const u = reader.understand('¿qué significa mi luna en escorpio?', { sent });
    expect(u).toMatchObject({ language: 'es', about: { points: ['Moon'], signs: ['Scorpio'] } });
  });

  test('short messages in languages the classifiers rarely saw, and emoji alone, are still heard', () => {
    expect(reader.understand('dank je wel!', { sent }).acts).toContain('thank');
    expect(reader.understand('gute nacht', { sent }).acts).toContain('leave');
    expect(reader.understand('🙏🙏', { sent }).acts).toEqual(['thank']);
    expect(reader.understand('👋', { sent }).acts).not.toContain('noise');
  });

  test('keys struck without words are noise, and nothing else', () => {
    for (const text of ['sdkfjhsdkjf', 'aaaaaaaa', '!!!!!!!!', 'asdfgh']) {
      expect(reader.understand(text, { sent })).toMatchObject({ acts: ['noise'], situation: null, language: 'other' });
    }
  });

  test('the labelling rules hold on any output', () => {
    for (const text of ['keep it short', 'just one thing please', 'asdfgh jkl', 'i lost my job today, what now?']) {
      const { acts, situation } = reader.understand(text, { sent });
      expect(acts.includes('ask') && acts.includes('ask-several')).toBe(false);
      if (acts.includes('brevity') || acts.includes('one-thing')) {
        expect(acts.some((a) => a === 'ask' || a === 'ask-several' || a === 'more')).toBe(true);
      }
      if (situation) expect(acts).toContain('share');
      if (acts.includes('noise')) expect(acts).toEqual(['noise']);
    }
  });
});
