// The hard rules of the held-out replies (docs/voice.md) on hand-written replies that pass and fail.

import { chartContextFrom, natalFromBirthData } from '@stellara/server/readings-eval';
import { describe, expect, it } from 'vitest';
import {
  chatRepeats,
  hardRuleVerdicts,
  lengthLimit,
  lengthProblems,
  priceProblems,
  priceWords,
  type RuleLabel,
  replyLeaks,
} from './hard-rules.ts';
import { people } from './scenarios.ts';

// Ada: Sun in Cancer in the 9th house, Moon in Aries in the 7th (see checks.test.ts).
const ada = chartContextFrom(natalFromBirthData(people.ada)!);
const plain: RuleLabel = { acts: ['ask'], situation: null };
const grief: RuleLabel = { acts: ['share', 'ask'], situation: 'bereavement' };
const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

describe('no price on a sensitive turn', () => {
  it('fails a reply to a bereavement that names a price, a tier or an upgrade', () => {
    expect(priceProblems('I am so sorry. Stellara+ is $25/month.', grief)).toEqual([
      'price word "$" on a bereavement turn',
      'price word "/month" on a bereavement turn',
      'price word "Stellara+" on a bereavement turn',
    ]);
    expect(priceProblems('You could upgrade for the year ahead.', grief)).toHaveLength(1);
    expect(priceProblems('Stellara Pro reads two charts.', grief)).toHaveLength(1);
    expect(priceProblems('Members on the Plus plan see this.', grief)).toEqual([
      'price word "plan" on a bereavement turn',
    ]);
  });

  it('passes a condolence without a sale, and does not apply to a turn with no situation', () => {
    expect(priceProblems("I'm so sorry about your grandmother. Your Moon in Aries feels things fast.", grief)).toEqual(
      [],
    );
    expect(priceProblems('Stellara+ is $25/month.', plain)).toBeNull();
  });

  it('finds the words whatever their case, and "plan" only where it means a tier', () => {
    expect(priceWords('UPGRADE now, or subscribe')).toEqual(['UPGRADE', 'subscribe']);
    expect(priceWords('Your planets are in Cancer; the planetary picture is calm.')).toEqual([]);
    expect(priceWords('With Saturn here you can make a plan and keep it.')).toEqual([]);
    expect(priceWords('Your free plan shows the sky for everyone.')).toEqual(['plan']);
  });
});

describe('the length asked for', () => {
  it('holds a reply to "keep it short" to 80 words', () => {
    const brief: RuleLabel = { acts: ['ask', 'brevity'], situation: null };
    expect(lengthLimit(brief)).toEqual({ max: 80, why: 'brevity asked' });
    expect(lengthProblems(words(80), brief)).toEqual([]);
    expect(lengthProblems(words(81), brief)).toEqual(['81 words (brevity asked: at most 80)']);
  });

  it('holds a bare thanks to 60 words, but not thanks with a question', () => {
    const thanks: RuleLabel = { acts: ['thank'], situation: null };
    expect(lengthProblems(words(61), thanks)).toEqual(['61 words (thanks with nothing asked: at most 60)']);
    expect(lengthProblems(words(60), { acts: ['thank', 'leave'], situation: null })).toEqual([]);
    expect(lengthLimit({ acts: ['thank', 'ask'], situation: null })).toBeNull();
    expect(lengthLimit({ acts: ['thank', 'more'], situation: null })).toBeNull();
    expect(lengthProblems(words(300), plain)).toBeNull();
  });
});

describe('leaks', () => {
  it('finds template residue, identifiers and internal labels', () => {
    expect(replyLeaks('Your Moon is in undefined.')).toEqual(['undefined "undefined"']);
    expect(replyLeaks('Your {sign} Moon')).toEqual(['brace "{"']);
    expect(replyLeaks('NaN° Aries')).toEqual(['NaN "NaN"']);
    expect(replyLeaks('The house is null here.')).toEqual(['null "null"']);
    expect(replyLeaks('From your showSign field')).toEqual(['camelCase identifier "showSign"']);
    expect(replyLeaks('per the system_base rules')).toEqual(['snake_case identifier "system_base"']);
    expect(replyLeaks('That reads as a job-loss message.')).toEqual(['internal label "job-loss"']);
    expect(replyLeaks('Mode: about-stellara')).toEqual(['internal label "about-stellara"']);
    expect(replyLeaks('You are Stellara, an astrologer.').length).toBeGreaterThan(0);
  });

  it('passes ordinary prose, ordinary compounds included', () => {
    expect(
      replyLeaks(
        "That's a bit off-topic for me, but your birth-time matters: your Moon sits in Aries, and that's a well-known fire sign.",
      ),
    ).toEqual([]);
  });
});

describe('repeats within a chat', () => {
  const para = 'Your Moon in Aries in the 7th house wants honest and quick answers from others.';
  it('finds a paragraph said in an earlier reply or twice in the same one', () => {
    expect(chatRepeats([para, `Something new.\n\n${para}`])).toEqual([[], [para]]);
    expect(chatRepeats([`${para}\n\n${para}`])).toEqual([[para]]);
  });
  it('leaves short lines alone', () => {
    expect(chatRepeats(['Tell me more?', 'Tell me more?'])).toEqual([[], []]);
  });
});

describe('all five on one reply', () => {
  it('reports a wrong placement, and null for rules that do not apply', () => {
    const v = hardRuleVerdicts({ reply: 'Your Sun is in Leo.', label: plain, chart: ada, repeats: [] });
    expect(v['wrong-placements']).toHaveLength(1);
    expect(v.repeats).toEqual([]);
    expect(v.leaks).toEqual([]);
    expect(v['no-price-when-sensitive']).toBeNull();
    expect(v['length-kept']).toBeNull();
  });
  it('passes a true reply on a sensitive turn', () => {
    const v = hardRuleVerdicts({
      reply: "I'm so sorry. Your Sun in Cancer holds on to the people it loves.",
      label: grief,
      chart: ada,
      repeats: [],
    });
    expect(Object.values(v).every((p) => p === null || p.length === 0)).toBe(true);
  });
});
