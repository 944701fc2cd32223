import { describe, expect, it } from 'vitest';
import { replayPlan } from './knowledge-updates.service.ts';

describe('replayPlan: what a retry runs again', () => {
  it('prefers the port call the journal recorded', () => {
    const input = { type: 'RULES', from: { label: 'Planet', key: 'Mars' }, to: { label: 'Sign', key: 'Aries' } };
    expect(
      replayPlan({
        entityType: 'Relationship',
        updateType: 'trainer_generated',
        entityData: { name: 'Mars rules Aries', operation: { method: 'upsertRelationship', input } },
      }),
    ).toEqual({ kind: 'port', method: 'upsertRelationship', input });
  });

  it('refuses methods outside the port writes it knows', () => {
    expect(
      replayPlan({
        entityType: 'Query',
        updateType: 'console',
        entityData: { operation: { method: 'runQuery', input: { query: 'MATCH (n) DETACH DELETE n' } } },
      }),
    ).toBeNull();
  });

  it('reloads a document by its file id', () => {
    expect(
      replayPlan({
        entityType: 'Concept',
        updateType: 'document_extract',
        entityData: { file_id: 'abc', file_name: 'x' },
      }),
    ).toEqual({ kind: 'document', fileId: 'abc' });
    expect(replayPlan({ entityType: 'Concept', updateType: 'document_extract', entityData: {} })).toBeNull();
  });

  it('reads older journal lines: node identity and properties, without the old timestamp', () => {
    expect(
      replayPlan({
        entityType: 'House',
        updateType: 'trainer_generated',
        entityData: {
          name: '8',
          identity: { number: 8 },
          properties: { number: 8, keywords: ['shared resources'], updated_at: '2026-01-01T00:00:00Z' },
        },
      }),
    ).toEqual({ kind: 'port', method: 'upsertHouse', input: { number: 8, keywords: ['shared resources'] } });
  });

  it('cannot retry a record that names no write', () => {
    expect(
      replayPlan({ entityType: 'Planet', updateType: 'trainer_generated', entityData: { name: 'Venus' } }),
    ).toBeNull();
  });
});
