import type { ConceptLanding } from '@stellara/contract';
import { describe, expect, it } from 'vitest';
import { landingText, relationsText, writtenText } from './landing.ts';

const landing = (over: Partial<ConceptLanding>): ConceptLanding => ({
  name: 'Planetary Hours',
  conceptType: 'Technique',
  outcome: 'new',
  node: { label: 'Concept', name: 'Planetary Hours', type: 'Technique' },
  keepsDescription: false,
  relations: [],
  ...over,
});

describe('landing texts', () => {
  it('says a new node with its type', () => {
    expect(landingText(landing({}))).toBe('Lands as a new node: Technique “Planetary Hours”.');
  });
  it('names the existing node a concept merges into, and whether it keeps its description', () => {
    const venus = landing({
      name: 'Venus',
      conceptType: 'Planet',
      outcome: 'merge',
      node: { label: 'Planet', name: 'Venus', id: '12' },
      keepsDescription: true,
    });
    expect(landingText(venus)).toBe('Merges into the existing Planet “Venus”, which keeps its own description.');
    expect(landingText({ ...venus, keepsDescription: false })).toBe('Merges into the existing Planet “Venus”.');
  });
  it('says why a concept cannot be written', () => {
    expect(landingText(landing({ outcome: 'invalid', reason: 'House needs a number between 1 and 12' }))).toBe(
      'Cannot be written: House needs a number between 1 and 12.',
    );
  });
  it('lists linked and skipped relations', () => {
    const texts = relationsText(
      landing({
        relations: [
          { type: 'RELATES_TO', relation: 'MENTIONED_WITH', to: { label: 'Planet', name: 'Saturn' }, exists: true },
          { type: 'RELATES_TO', relation: 'MENTIONED_WITH', to: { label: 'Planet', name: 'Vulcan' }, exists: false },
        ],
      }),
    );
    expect(texts).toEqual({
      linked: 'Linked to Planet “Saturn”.',
      skipped: 'Not in the graph, so not linked: Planet “Vulcan”.',
    });
    expect(relationsText(landing({}))).toEqual({ linked: null, skipped: null });
  });
  it('names the written nodes', () => {
    expect(
      writtenText([
        { id: '1', label: 'Concept', name: 'Planetary Hours', type: 'Technique' },
        { id: '2', label: 'Planet', name: 'Saturn' },
      ]),
    ).toBe('Technique “Planetary Hours”, Planet “Saturn”');
  });
});
