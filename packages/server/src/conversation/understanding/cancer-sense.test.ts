import { describe, expect, test } from 'vitest';
import { cancerSense } from './cancer-sense.ts';
import { chartWords } from './entities.ts';

describe('cancerSense', () => {
  test('the sign, from a word before or after it', () => {
    expect(cancerSense('in', 'is')).toBe('sign'); // "jupiter in cancer is exalted"
    expect(cancerSense("i'm", undefined)).toBe('sign');
    expect(cancerSense('a', 'and')).toBe('sign');
    expect(cancerSense('my', 'rising')).toBe('sign');
    expect(cancerSense(undefined, "sun's")).toBe('sign'); // "cancer sun's energy"
  });
  test('the sign, in the words other languages put around it', () => {
    expect(cancerSense('en', undefined)).toBe('sign'); // "mi luna en cáncer", "ma lune en cancer"
    expect(cancerSense('em', 'e')).toBe('sign'); // "meu sol em câncer e"
    expect(cancerSense('im', 'und')).toBe('sign'); // "mond im krebs und"
    expect(cancerSense(undefined, 'ascendente')).toBe('sign'); // "cáncer ascendente"
    expect(cancerSense('de', undefined)).toBe('unclear'); // "murió de cáncer": the reader's own default
  });
  test('the illness, from a word before or after it, in English, Spanish and Portuguese', () => {
    expect(cancerSense('has', 'and')).toBe('illness');
    expect(cancerSense('my', 'diagnosis')).toBe('illness');
    expect(cancerSense('tiene', undefined)).toBe('illness'); // "mi madre tiene cáncer"
    expect(cancerSense('tem', 'e')).toBe('illness'); // "meu pai tem câncer e"
    expect(cancerSense('the', 'ward')).toBe('illness');
  });
  test('a sign word after it weighs more than an illness word before it', () => {
    expect(cancerSense('has', 'rising')).toBe('sign'); // "she has cancer rising"
    expect(cancerSense('with', 'moon')).toBe('sign'); // "born with cancer moon"
  });
  test('an illness word after it weighs more than a sign word before it', () => {
    expect(cancerSense('in', 'treatment')).toBe('illness'); // "my aunt is in cancer treatment"
    expect(cancerSense('a', 'survivors')).toBe('illness');
  });
  test('neither: unclear, so each reader keeps its own default', () => {
    expect(cancerSense('my', 'and')).toBe('unclear');
    expect(cancerSense(undefined, undefined)).toBe('unclear');
  });
  test('the chart words follow it in every language the sign is named in', () => {
    expect(chartWords('she has cancer rising, what does it mean').signs).toEqual(['Cancer']);
    expect(chartWords('my aunt works on the cancer ward').signs).toEqual([]);
    expect(chartWords('mi madre tiene cáncer', 'es').signs).toEqual([]);
    expect(chartWords('mein vater hat krebs aber ich bin krebs', 'de').signs).toEqual(['Cancer']);
  });
});
