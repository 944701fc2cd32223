import { describe, expect, it } from 'vitest';
import {
  combineProperties,
  duplicateIdentifier,
  groupDuplicates,
  planMerge,
  type RelationshipOf,
} from './duplicates.ts';
import { placementText, planConcept } from './graph-values.ts';

describe('duplicate grouping', () => {
  it('groups houses by number whatever its type, and names case- and space-insensitively', () => {
    expect(duplicateIdentifier('House', { number: 7 })).toBe('7');
    expect(duplicateIdentifier('House', { number: ' 7 ' })).toBe('7');
    expect(duplicateIdentifier('Planet', { name: '  North   node ' })).toBe('north node');
    const groups = groupDuplicates('Planet', [
      { id: '1', properties: { name: 'Venus' }, relationshipCount: 5 },
      { id: '2', properties: { name: 'venus' }, relationshipCount: 9 },
      { id: '3', properties: { name: 'Mars' }, relationshipCount: 1 },
    ]);
    expect(groups).toHaveLength(1);
    expect(groups[0]).toMatchObject({ entityType: 'Planet', identifier: 'venus', count: 2 });
    expect(groups[0]?.suggestedAction).toMatch(/id 2, 9 relationships/);
  });
});

describe('merge planning', () => {
  it('keeps the kept values, fills gaps, unites lists and keeps every removed node whole in merged_from', () => {
    const out = combineProperties(
      { name: 'Venus', keywords: ['love'], summary: 'kept' },
      [{ name: 'venus', keywords: ['love', 'charm'], summary: 'other', notes: 'n' }],
      'now',
    );
    expect(out).toMatchObject({
      name: 'Venus',
      keywords: ['love', 'charm'],
      summary: 'kept',
      notes: 'n',
      updated_at: 'now',
    });
    expect(JSON.parse((out.merged_from as string[])[0]!)).toEqual({
      name: 'venus',
      keywords: ['love', 'charm'],
      summary: 'other',
      notes: 'n',
    });
  });

  it('moves relationships, combines ones the kept node has, and sets aside links between merged nodes', () => {
    const rel = (
      ownerId: string,
      type: string,
      direction: 'out' | 'in',
      otherId: string,
      properties = {},
    ): RelationshipOf => ({
      ownerId,
      type,
      direction,
      otherId,
      otherLabel: 'Sign',
      properties,
    });
    const plan = planMerge(
      { id: 'k', label: 'Planet', properties: {} },
      [{ id: 'd', label: 'Planet', properties: {} }],
      [
        rel('k', 'RULES', 'out', 's1', { scheme: 'both' }),
        rel('d', 'RULES', 'out', 's1', { source: 'upload' }),
        rel('d', 'RULES', 'out', 's2'),
        rel('d', 'RELATES_TO', 'in', 'k'),
        rel('k', 'RELATES_TO', 'out', 'd'),
      ],
      'now',
    );
    expect(plan.relationships).toEqual([
      {
        type: 'RULES',
        direction: 'out',
        otherId: 's1',
        otherLabel: 'Sign',
        properties: { scheme: 'both', source: 'upload' },
        existing: true,
      },
      { type: 'RULES', direction: 'out', otherId: 's2', otherLabel: 'Sign', properties: {}, existing: false },
    ]);
    expect(plan.internal).toHaveLength(1);
  });
});

describe('concept validation', () => {
  const meta = { file_name: 'f.md' };
  it('rejects malformed concepts with a reason', () => {
    expect(planConcept({ concept_type: 'Planet' }, meta, 'now')).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/name/),
    });
    expect(planConcept({ concept_type: 'House', name: 'House 13' }, meta, 'now')).toMatchObject({
      ok: false,
      reason: 'house number 13 is outside 1-12',
    });
    expect(planConcept({ concept_type: 'Comet', name: 'Halley' }, meta, 'now')).toMatchObject({
      ok: false,
      reason: "unknown concept_type 'Comet'",
    });
    expect(planConcept(null, meta, 'now')).toMatchObject({ ok: false });
  });
  it('maps concepts to their node: capitalised planets, houses by number, other types as Concept', () => {
    const planet = planConcept(
      { concept_type: 'Planet', name: 'venus', traits: ['warm'], themes: ['art'] },
      meta,
      'now',
    );
    expect(planet.ok && planet.node).toMatchObject({
      label: 'Planet',
      identity: { name: 'Venus' },
      properties: { keywords: ['warm', 'art'], source_file: 'f.md' },
    });
    const house = planConcept({ concept_type: 'House', name: 'Seventh house' }, meta, 'now');
    expect(house.ok && house.node.identity).toEqual({ number: 7 });
    const note = planConcept({ concept_type: 'GeneralNote', name: 'Retrogrades' }, meta, 'now');
    expect(note.ok && note.node.identity).toEqual({ type: 'GeneralNote', name: 'Retrogrades' });
  });
  it('writes placements as the seed does, aspect planets in order', () => {
    expect(placementText({ kind: 'aspect', planet1: 'moon', planet2: 'SUN', aspect: 'Square' })).toBe(
      'Sun square Moon',
    );
    expect(placementText({ kind: 'planet-in-house', planet: 'mars', house: 2 })).toBe('Mars in the 2nd house');
  });
});
