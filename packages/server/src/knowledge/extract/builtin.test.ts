import { extractionResultSchema } from '@stellara/contract';
import { describe, expect, it } from 'vitest';
import { builtinExtract, methodsNamed } from './builtin.ts';
import { attachPlacements } from './placements.ts';

const extract = (text: string) => {
  const result = builtinExtract(text, { fileId: 'doc', fileName: 'doc.txt' }, new Date('2026-01-01T00:00:00Z'));
  expect(() => extractionResultSchema.parse(result)).not.toThrow();
  return result.extraction.concepts;
};

const PLANETARY_HOURS = `Planetary Hours

Planetary hours are an old timing technique. The day from sunrise to sunset is cut into twelve hours, and so is the night.
Each hour is given to one of the seven classical planets in the Chaldean order: Saturn, Jupiter, Mars, the Sun, Venus, Mercury and the Moon.
The first hour after sunrise belongs to the planet of the day, so Saturday opens with an hour of Saturn.
An hour of Venus suits a love letter, and an hour of Mars suits hard physical work.
People used them to choose a good moment to begin something.`;

describe('builtinExtract: sentences go to what they are about', () => {
  it('makes a text on a technique one Technique concept holding its sentences, not planet concepts', () => {
    const concepts = extract(PLANETARY_HOURS);
    const technique = concepts.find((c) => c.name === 'Planetary Hours');
    expect(technique?.concept_type).toBe('Technique');
    for (const sentence of [
      'Planetary hours are an old timing technique.',
      'Each hour is given to one of the seven classical planets in the Chaldean order',
      'so Saturday opens with an hour of Saturn.',
      'An hour of Venus suits a love letter',
      'People used them to choose a good moment to begin something.',
    ]) {
      expect(technique?.short_summary).toContain(sentence);
    }
    // The planets the method works with are relations of the technique, not concepts holding its sentences.
    for (const planet of ['Saturn', 'Jupiter', 'Venus', 'Mars', 'Moon', 'Sun', 'Mercury']) {
      expect(
        concepts.find((c) => c.concept_type === 'Planet' && c.name === planet),
        planet,
      ).toBeUndefined();
    }
    expect(technique?.related).toContainEqual({ type: 'Planet', name: 'Venus', relation: 'MENTIONED_WITH' });
    expect(concepts.map((c) => c.concept_type)).toEqual(['Technique']);
  });

  it('keeps two techniques of one document apart', () => {
    const concepts = extract(
      `${PLANETARY_HOURS}\n\nSaturn Return\n\nAround the age of 29, Saturn comes back to where it stood at birth. ` +
        'It is often a time of taking stock and growing up.',
    );
    const hours = concepts.find((c) => c.name === 'Planetary Hours');
    const saturnReturn = concepts.find((c) => c.name === 'Saturn Return');
    expect(saturnReturn?.concept_type).toBe('Technique');
    expect(saturnReturn?.short_summary).toContain('It is often a time of taking stock and growing up.');
    expect(hours?.short_summary).not.toContain('taking stock');
    expect(concepts.find((c) => c.name === 'Saturn')).toBeUndefined();
  });

  it('gives a text about Venus in the 7th to the Venus in the 7th house concept', () => {
    const concepts = extract(
      'Venus in the 7th\n\nVenus in the 7th seeks a partner who shares her taste for harmony. ' +
        'She is happiest when a relationship feels fair. Marriage can become a lifelong art.',
    );
    const placement = concepts.find((c) => c.name === 'Venus in the 7th house');
    expect(placement?.concept_type).toBe('Interpretation');
    expect(placement?.short_summary).toContain('She is happiest when a relationship feels fair.');
    expect(placement?.short_summary).toContain('Marriage can become a lifelong art.');
    expect(placement?.related).toEqual(
      expect.arrayContaining([
        { type: 'Planet', name: 'Venus', relation: 'INTERPRETS' },
        { type: 'House', name: '7th House', relation: 'INTERPRETS' },
      ]),
    );
    expect(concepts.find((c) => c.name === 'Venus')).toBeUndefined();
    expect(concepts.find((c) => c.name === '7th House')).toBeUndefined();
    // The same after the placement pass every extraction goes through.
    const after = attachPlacements({
      doc_meta: { file_id: 'doc', file_name: 'doc.txt', file_size: 1, processed_at: '2026-01-01T00:00:00Z' },
      extraction: { concepts, suggested_import: {}, follow_ups: [], confidence: 'low' },
    }).extraction.concepts;
    expect(after.map((c) => c.name)).toEqual(['Venus in the 7th house']);
  });

  it('reads "7th-house Venus" and the seventh house in words as the same placement', () => {
    expect(extract('A 7th-house Venus loves company.').map((c) => c.name)).toEqual(['Venus in the 7th house']);
    expect(extract('Venus in the seventh house loves company.').map((c) => c.name)).toEqual(['Venus in the 7th house']);
    // "In the second half" is not a house.
    expect(extract('Saturn in the second half of life is kinder.').map((c) => c.name)).toEqual(['Saturn']);
  });

  it('leaves a planet its sentences when a technique is only mentioned further on in the paragraph', () => {
    const concepts = extract(
      'Venus is about love and beauty. In synastry, Venus contacts show attraction. Venus also rules money.',
    );
    expect(concepts.find((c) => c.name === 'Venus')?.short_summary).toBe(
      'Venus is about love and beauty. Venus also rules money.',
    );
    expect(concepts.find((c) => c.name === 'Synastry')?.short_summary).toBe(
      'In synastry, Venus contacts show attraction.',
    );
  });

  it('names the methods a question asks about', () => {
    expect(methodsNamed('What are planetary hours, and when is my Saturn return?')).toEqual([
      'Planetary Hours',
      'Saturn Return',
    ]);
    expect(methodsNamed('What does Venus in Libra mean?')).toEqual([]);
  });
});
