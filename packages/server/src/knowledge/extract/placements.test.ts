import type { Concept, ExtractionResult } from '@stellara/contract';
import { describe, expect, it } from 'vitest';
import { attachPlacements, placementsIn } from './placements.ts';

const concept = (over: Partial<Concept> & Pick<Concept, 'concept_type' | 'name' | 'short_summary'>): Concept => ({
  normalized_name: over.name.toLowerCase(),
  properties: {},
  traits: [],
  gifts: [],
  shadow: [],
  themes: [],
  related: [],
  notes: '',
  evidence: [],
  confidence: 0.7,
  ...over,
});

const extraction = (concepts: Concept[]): ExtractionResult => ({
  doc_meta: { file_id: 'doc', file_name: 'doc.txt', file_size: 1, processed_at: '2026-01-01T00:00:00Z' },
  extraction: { concepts, suggested_import: {}, follow_ups: [], confidence: 'medium' },
});

describe('placementsIn', () => {
  it('finds planets in signs and houses, aspects and the Ascendant, in order', () => {
    expect(
      placementsIn('Venus in Scorpio loves intensely; Mars in the 7th house argues, and Saturn squares the Moon.'),
    ).toEqual([
      { kind: 'planet-in-sign', planet: 'Venus', sign: 'Scorpio' },
      { kind: 'planet-in-house', planet: 'Mars', house: 7 },
      { kind: 'aspect', planet1: 'Saturn', planet2: 'Moon', aspect: 'square' },
    ]);
    expect(placementsIn('With the Ascendant in Leo and Moon in the fourth house')).toEqual([
      { kind: 'ascendant-in-sign', sign: 'Leo' },
      { kind: 'planet-in-house', planet: 'Moon', house: 4 },
    ]);
  });
  it('finds nothing in general sentences', () => {
    expect(placementsIn('Venus rules love and Scorpio is a water sign.')).toEqual([]);
    expect(placementsIn('In Scorpio, Venus is in detriment.')).toEqual([]);
  });
});

describe('attachPlacements', () => {
  it('moves placement sentences from general concepts to the placement, keeping what they say alone', () => {
    const out = attachPlacements(
      extraction([
        concept({
          concept_type: 'Planet',
          name: 'Venus',
          short_summary: 'Venus in Scorpio loves intensely. Venus rules love.',
          evidence: [{ quote: 'Venus in Scorpio loves intensely', pointer: 'doc#1' }],
          confidence: 0.9,
          replace_description: true,
        }),
        concept({ concept_type: 'Sign', name: 'Scorpio', short_summary: 'Venus in Scorpio loves intensely.' }),
        concept({ concept_type: 'Technique', name: 'Synastry', short_summary: 'Venus in Scorpio in synastry.' }),
      ]),
    );
    const byName = Object.fromEntries(out.extraction.concepts.map((c) => [c.name, c]));
    expect(Object.keys(byName).sort()).toEqual(['Synastry', 'Venus', 'Venus in Scorpio']);
    expect(byName.Venus?.short_summary).toBe('Venus rules love.');
    // An extractor cannot make the reviewer's choice.
    expect(byName.Venus?.replace_description).toBeUndefined();
    expect(byName['Venus in Scorpio']).toMatchObject({
      concept_type: 'Interpretation',
      short_summary: 'Venus in Scorpio loves intensely.',
      confidence: 0.9,
      evidence: [{ quote: 'Venus in Scorpio loves intensely', pointer: 'doc#1' }],
      related: [
        { type: 'Planet', name: 'Venus', relation: 'INTERPRETS' },
        { type: 'Sign', name: 'Scorpio', relation: 'INTERPRETS' },
      ],
    });
    expect(byName.Synastry?.short_summary).toBe('Venus in Scorpio in synastry.');
  });

  it("joins into the model's own placement concept, named canonically", () => {
    const out = attachPlacements(
      extraction([
        concept({ concept_type: 'Planet', name: 'Mars', short_summary: 'Mars in the 7th house argues.' }),
        concept({ concept_type: 'Interpretation', name: 'mars in the 7th house', short_summary: 'It seeks a match.' }),
      ]),
    );
    expect(out.extraction.concepts).toHaveLength(1);
    expect(out.extraction.concepts[0]).toMatchObject({
      name: 'Mars in the 7th house',
      short_summary: 'It seeks a match. Mars in the 7th house argues.',
      properties: { placement: 'Mars in the 7th house', planet: 'Mars', house: 7 },
    });
  });
});
