import { calculateNatalChart } from '@stellara/astro';
import { describe, expect, it } from 'vitest';
import { A, heard, now } from '../../test-support/technique-charts.ts';
import { chartContextFrom } from '../chart-context.ts';
import { CORPUS_DAY } from '../understanding/corpus.ts';
import { understandingReader } from '../understanding/reader.ts';
import { TECHNIQUES, type Technique } from '../understanding/understanding.ts';
import { answerTechnique, COMPUTED_TECHNIQUES } from './technique-answers.ts';

describe('answerTechnique', () => {
  it('leaves the techniques answered elsewhere to others', () => {
    for (const t of TECHNIQUES.filter((t) => !(COMPUTED_TECHNIQUES as readonly string[]).includes(t))) {
      expect(answerTechnique(t, A.ctx, heard(), now, 'anything')).toBeNull();
    }
  });

  it('needs the cast chart for returns, house systems and birth times, and says nothing without it', () => {
    const { birth: _, ...bare } = A.ctx;
    expect(answerTechnique('return', bare, heard(), now, 'when is my saturn return')).toBeNull();
    expect(answerTechnique('house-system', bare, heard(), now, 'whole sign?')).toBeNull();
    expect(answerTechnique('birth-time', bare, heard(), now, 'does my birth time matter')).toBeNull();
    // The rest compute from the context's own positions, and agree with the cast chart.
    expect(answerTechnique('moon-phase', bare, heard(), now, '')?.answer).toBe(
      answerTechnique('moon-phase', A.ctx, heard(), now, '')?.answer,
    );
    expect(answerTechnique('aspect-pattern', bare, heard(), now, '')?.answer).toBe(
      answerTechnique('aspect-pattern', A.ctx, heard(), now, '')?.answer,
    );
  });
});

describe('what the engine cannot compute', () => {
  it('gives no answer rather than a wrong one', () => {
    // A heliocentric chart has no Sun to return: the engine refuses, the answer is null.
    const natal = calculateNatalChart({
      ut: '1990-07-15T12:30:00Z',
      latitude: 51.5,
      longitude: -0.12,
      perspective: 'Heliocentric',
    });
    const ctx = chartContextFrom(natal);
    expect(answerTechnique('return', ctx, heard(), now, 'when is my solar return')).toBeNull();
  });
});

// The server's stored reader: the same model training on the train split gives (understand.test.ts checks that),
// loaded in milliseconds instead of trained for a minute on a busy machine.
describe('on messages as the understanding step reads them', () => {
  const reader = understandingReader();

  const cases: [string, Technique, RegExp][] = [
    [
      'do i have a grand trine? someone mentioned it in a group chat',
      'aspect-pattern',
      /^No grand trine, but you do have a T-square/,
    ],
    ['how balanced are my elements', 'balance', /^Your chart leans most on earth: 4 of your ten planets/],
    ['when does my jupiter return happen this time', 'return', /^Your next Jupiter return is exact on/],
    ['which lunar phase was i born under', 'moon-phase', /^You were born under a Last Quarter Moon/],
    ["who's my chart ruler and where is it sitting", 'rulership', /^Your chart ruler is Venus/],
  ];
  it.each(cases)('%s', (text, technique, expected) => {
    const understood = reader.understand(text, { sent: CORPUS_DAY });
    expect(understood.about.techniques).toContain(technique);
    expect(answerTechnique(technique, A.ctx, understood, now, text)?.answer).toMatch(expected);
  });
});
