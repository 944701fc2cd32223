import { describe, expect, it } from 'vitest';
import { builtinFeedbackAnalysis } from './feedback-analysis.ts';
import { parseFeedbackAnalysis } from './feedback-records.ts';

const long = Array.from(
  { length: 30 },
  (_, i) => `Sentence number ${i + 1} says something about Venus in Scorpio here.`,
).join(' ');

describe('built-in feedback analysis', () => {
  it('turns "too long" into an instruction and a shorter reply', () => {
    const r = builtinFeedbackAnalysis({
      personality: 'coach',
      originalResponse: `${long} What will you try?`,
      feedback: 'Too long, make it shorter.',
    })!;
    expect(r.promptAdjustment).toContain('Keep replies short');
    expect(r.analysis).toMatch(/asks for a shorter reply/);
    expect(r.analysis).toMatch(/The reply was \d+ words; it ended with a question/);
    expect(r.improvedResponse.split(/\s+/).length).toBeLessThanOrEqual(150);
    expect(r.improvedResponse.endsWith('What will you try?')).toBe(true);
    expect(r.confidence).toBeGreaterThan(0.3);
  });

  it('adds the closing question the feedback asks for, in the personality', () => {
    const r = builtinFeedbackAnalysis({
      personality: 'coach',
      originalResponse: 'Mars in Aries acts fast.',
      feedback: 'End with a question please',
    })!;
    expect(r.improvedResponse).toBe('Mars in Aries acts fast.\n\nWhich of these will you commit to this week?');
  });

  it('keeps "don\'t ..." in the trainer\'s words and falls back to the guidance itself', () => {
    const r = builtinFeedbackAnalysis({
      personality: 'guide',
      originalResponse: '',
      feedback: "Don't mention tarot cards.",
    })!;
    expect(r.promptAdjustment).toBe('Avoid mention tarot cards.');
    const g = builtinFeedbackAnalysis({
      personality: 'guide',
      originalResponse: '',
      feedback: 'Talk more about Saturn returns.',
    })!;
    expect(g.promptAdjustment).toBe('Trainer guidance: Talk more about Saturn returns.');
    expect(g.improvedResponse).toBe('');
    expect(builtinFeedbackAnalysis({ personality: 'guide', originalResponse: '', feedback: '  ' })).toBeNull();
  });
});

describe('model feedback JSON', () => {
  it('reads fenced JSON and refuses other shapes', () => {
    const ok = parseFeedbackAnalysis(
      '```json\n{"analysis":"a","improvedResponse":"b","promptAdjustment":"c","confidence":0.7}\n```',
    );
    expect(ok).toEqual({ analysis: 'a', improvedResponse: 'b', promptAdjustment: 'c', confidence: 0.7 });
    expect(parseFeedbackAnalysis('Sure! Here is my thought.')).toBeNull();
    expect(parseFeedbackAnalysis('{"analysis":"a","confidence":3}')).toBeNull();
  });
});

describe('built-in reader replies', () => {
  it('counts the closing question before the "Placements used" line', () => {
    const r = builtinFeedbackAnalysis({
      personality: 'guide',
      originalResponse: 'Venus in Taurus loves slowly.\n\nWhat do you need?\n\nPlacements used: Venus in Taurus.',
      feedback: 'Shorter please',
    })!;
    expect(r.analysis).toContain('it ended with a question');
  });
});
