import { type Concept, type ExtractionResult, extractionResultSchema } from '@stellara/contract';
import { describe, expect, it } from 'vitest';
import { attachMethods } from './methods.ts';

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

const HOURS = 'Planetary hours give each hour of the day to a planet such as Saturn, Jupiter or Venus.';

describe('attachMethods', () => {
  it('moves a method sentence a model put on three planets to one Technique concept', () => {
    const out = attachMethods(
      extraction([
        concept({ concept_type: 'Planet', name: 'Jupiter', short_summary: HOURS }),
        concept({ concept_type: 'Planet', name: 'Venus', short_summary: `${HOURS} Venus loves beauty.` }),
        concept({ concept_type: 'Planet', name: 'Saturn', short_summary: HOURS, confidence: 0.9 }),
      ]),
    );
    expect(() => extractionResultSchema.parse(out)).not.toThrow();
    expect(out.extraction.concepts.map((c) => [c.concept_type, c.name, c.short_summary])).toEqual([
      ['Technique', 'Planetary Hours', HOURS],
      ['Planet', 'Venus', 'Venus loves beauty.'],
    ]);
    const technique = out.extraction.concepts[0];
    expect(technique?.confidence).toBe(0.9);
    expect(technique?.related.map((r) => r.name)).toEqual(['Jupiter', 'Venus', 'Saturn']);
    expect(technique?.evidence).toEqual([{ quote: quoteOf25(HOURS), pointer: 'doc#method' }]);
  });

  it('adds to the Technique concept the extraction already has, whatever its case', () => {
    const out = attachMethods(
      extraction([
        concept({ concept_type: 'Technique', name: 'planetary hours', short_summary: 'An old way to time things.' }),
        concept({ concept_type: 'Planet', name: 'Saturn', short_summary: HOURS }),
      ]),
    );
    expect(out.extraction.concepts.map((c) => c.short_summary)).toEqual([`An old way to time things. ${HOURS}`]);
  });

  it('leaves extractions without a method as they are', () => {
    const input = extraction([
      concept({ concept_type: 'Planet', name: 'Venus', short_summary: 'Venus loves beauty.' }),
    ]);
    expect(attachMethods(input)).toEqual(input);
  });
});

function quoteOf25(sentence: string) {
  return sentence.split(' ').slice(0, 25).join(' ');
}
