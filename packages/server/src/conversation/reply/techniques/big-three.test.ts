import { calculateNatalChart } from '@stellara/astro';
import { describe, expect, it } from 'vitest';
import { adaPlanner } from '../../../test-support/chat.ts';
import { contextAt } from '../../session-chart.ts';

const now = new Date('2026-11-28T12:00:00Z');
const plan = adaPlanner({ tier: 'free' });

describe('the Big Three asked for together', () => {
  for (const message of [
    'whats my sun moon rising in one line',
    'sun, moon and rising? quick pls',
    'my big 3??',
    'cuál es mi sol, luna y ascendente',
    'qual é o meu sol, lua e ascendente?',
    'SUN MOON ASC go',
  ])
    it(`answers "${message}" with the three placements`, () => {
      const p = plan(message);
      expect(p.mode).toBe('technique');
      expect(p.techniques[0]?.answer).toMatch(
        /^(Sun in Cancer, Moon in Aries, Libra rising\.|Your Sun is in Cancer, your Moon is in Aries and your rising sign is Libra\.)$/,
      );
    });

  it('gives the three alone when asked for in a line, and a sentence on each otherwise', () => {
    const line = plan('whats my sun moon rising in one line').techniques[0]!;
    expect(line.answer).toBe('Sun in Cancer, Moon in Aries, Libra rising.');
    expect(line.details).toEqual([]);
    const full = plan('what are my sun, moon and rising signs?').techniques[0]!;
    expect(full.answer).toBe('Your Sun is in Cancer, your Moon is in Aries and your rising sign is Libra.');
    expect(full.details.join(' ')).toContain('in Aries it is fast and direct');
  });

  it('says the rising sign needs a birth time when there is none', () => {
    const noon = contextAt(calculateNatalChart({ ut: '1990-07-15T12:00:00Z', latitude: 51.5, longitude: -0.12 }), now, {
      timeUnknown: true,
    });
    const answer = plan('sun moon rising?', { chart: noon }).techniques[0]?.answer ?? '';
    expect(answer).toMatch(/^Your Sun is in Cancer and your Moon is in \w+; your rising sign needs your birth time/);
  });

  it('leaves a question about how the three work together to the reading', () => {
    expect(plan('how do my sun moon and rising work together?').techniques.map((t) => t.technique)).not.toContain(
      'big-three',
    );
    // A Sun-Moon aspect asked about is not the Big Three.
    expect(plan('what does my sun square moon mean').techniques.map((t) => t.technique)).not.toContain('big-three');
  });
});
