import { describe, expect, test } from 'vitest';
import type { Features } from './classifier.ts';
import { NearestMessages } from './neighbours.ts';

const remembered: { features: Features; labels: string[] }[] = [
  { features: { 'w:thank': 1, 'c:thanks': 1 }, labels: ['acts:thank'] },
  { features: { 'w:danke': 1, 'c:thanks': 1 }, labels: ['acts:thank'] },
  { features: { 'w:moon': 1, 'w:mean': 1, 's:question': 1 }, labels: ['acts:ask'] },
  { features: { 'w:job': 1, 'w:lost': 1 }, labels: ['acts:share', 'topics:career', 'situation:job-loss'] },
];

describe('NearestMessages', () => {
  test('a message votes with the labels of the messages most like it', () => {
    const votes = new NearestMessages(remembered).votes({ 'w:lost': 1, 'w:job': 1, 'w:today': 1 });
    expect(votes.get('situation:job-loss')).toBeCloseTo(1);
    expect(votes.has('acts:thank')).toBe(false);
  });

  test('votes are shares of the neighbours, nearer ones counting more', () => {
    const votes = new NearestMessages(remembered).votes({ 'c:thanks': 1, 'w:moon': 1 });
    const total = [...votes.values()].reduce((sum, v) => sum + v, 0);
    expect(total).toBeCloseTo(1);
    expect(votes.get('acts:thank')!).toBeGreaterThan(0);
  });

  test('nothing in common, no votes', () => {
    expect(new NearestMessages(remembered).votes({ 'w:zzz': 1 }).size).toBe(0);
  });

  test('a stored model votes as the trained one', () => {
    const trained = new NearestMessages(remembered);
    const stored = new NearestMessages(JSON.parse(JSON.stringify(trained.toModel())));
    const message = { 'w:moon': 1, 'c:thanks': 1, 'w:job': 1 };
    expect([...stored.votes(message)]).toEqual([...trained.votes(message)]);
  });
});
