import { findDispositors } from '@stellara/astro';
import { describe, expect, it } from 'vitest';
import { A, answer, cast } from '../../../test-support/technique-charts.ts';

describe('rulers and dispositors', () => {
  it('names the chart ruler from the rising sign, and checks a claimed one', () => {
    expect(answer('rulership', A.ctx, 'who rules my chart').answer).toBe(
      "Your chart ruler is Venus, at 24°26' Gemini in your 9th house, because your rising sign is Libra.",
    );
    expect(
      answer('rulership', A.ctx, 'my rising is libra so my chart ruler is venus right?', {
        points: ['Ascendant', 'Venus'],
        signs: ['Libra'],
      }).answer,
    ).toBe('Yes: your rising sign is Libra, so Venus rules your chart.');
    expect(
      answer('rulership', A.ctx, 'mars rules my ascendant, is that why', { points: ['Mars', 'Ascendant'] }).answer,
    ).toBe('No: your rising sign is Libra, so Venus rules your chart, not Mars.');
    // Saturn named in another question of the same message is no claim about the ruler.
    expect(
      answer('rulership', A.ctx, "a few qs: what's my chart ruler, where's my saturn, and do i have a stellium", {
        points: ['Saturn'],
      }).answer,
    ).toBe("Your chart ruler is Venus, at 24°26' Gemini in your 9th house, because your rising sign is Libra.");
  });

  it("names the Midheaven's ruler, and keeps the chart ruler when the house is where it sits", () => {
    expect(
      answer('rulership', A.ctx, 'neptune rules my midheaven? so my career is meant to be dreamy??', {
        points: ['Neptune', 'Midheaven'],
      }).answer,
    ).toBe('No: your Midheaven is in Cancer, so the Moon rules it, not Neptune.');
    expect(answer('rulership', A.ctx, 'what does my chart ruler in the 12th house mean', { houses: [12] }).answer).toBe(
      "Your chart ruler is Venus, at 24°26' Gemini in your 9th house, because your rising sign is Libra.",
    );
  });

  it("names a house's ruler and where it sits", () => {
    const a = answer('rulership', A.ctx, 'where does the ruler of my 7th end up?', { houses: [7] });
    expect(a.answer).toBe('Mars rules your 7th house, which opens in Aries, and it sits in Taurus in your 7th house.');
    expect(a.ids).toEqual(['Ruler of the 7th house Mars']);
    // "My 10th" read from the words when the understanding found no house.
    expect(answer('rulership', A.ctx, 'which planet rules my 10th and what does that say about my job').answer).toBe(
      'The Moon rules your 10th house, which opens in Cancer, and it sits in Aries in your 7th house.',
    );
  });

  it('names the final dispositor when there is one, and mutual receptions', () => {
    const d = findDispositors(A.natal);
    expect(d.finalDispositor).toBeNull();
    expect(answer('rulership', A.ctx, 'do i have a final dispositor?').answer).toMatch(
      /^No: you have no single final dispositor: your chains of rulers end at Saturn in Capricorn or in a loop of the Sun, the Moon, Mars, Venus and Mercury\.$/,
    );
    const D = cast('1975-01-17T12:00:00Z', 'new-york');
    expect(findDispositors(D.natal).finalDispositor).toBe('Jupiter');
    expect(answer('rulership', D.ctx, 'do i have a final dispositor?').answer).toMatch(
      /^Yes: Jupiter is your final dispositor: every planet's chain of rulers ends with it in (Sagittarius|Pisces)\.$/,
    );
    const E = cast('1975-04-03T12:00:00Z', 'new-york');
    const [reception] = findDispositors(E.natal).mutualReceptions;
    const a = answer('rulership', E.ctx, 'any mutual reception in my chart?');
    expect(a.answer).toMatch(/^Yes: /);
    for (const p of reception?.planets ?? []) expect(a.answer).toContain(p);
  });

  it('follows one planet’s chain', () => {
    expect(answer('rulership', A.ctx, 'dispositor chain for my sun please', { points: ['Sun'] }).answer).toBe(
      'The Sun in Cancer answers to the Moon in Aries, then Mars in Taurus, then Venus in Gemini, then Mercury in Leo, which answers to the Sun again and closes the loop.',
    );
  });
});
