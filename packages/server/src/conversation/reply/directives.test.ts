import { describe, expect, it } from 'vitest';
import { builtinSections } from '../personalities/catalogue.ts';
import { applyDirectives, GLOSSARY, NO_DIRECTIVES, promptDirectives } from './directives.ts';

const words = (s: string) => s.split(/\s+/).filter(Boolean).length;
const reading = [
  'Your Venus is in Scorpio. It loves deeply and tests trust before it gives it. That depth can feel like too much to others.',
  'Your Moon is in Cancer, in the 4th house. Home and family carry your feelings, and you guard them closely.',
  'Put together, you need closeness that feels safe, and you look for proof before you relax into it.',
  'This week, notice one moment when you test someone, and ask directly instead.',
  'What would change if you asked for reassurance out loud?',
  'Placements used: Venus in Scorpio; Moon in Cancer in the 4th house.',
].join('\n\n');

describe('prompt directives for the built-in reader', () => {
  it('ignores the built-in wording itself (the guide already explains terms and ends with a question)', () => {
    expect(promptDirectives('guide', builtinSections.guide)).toEqual(NO_DIRECTIVES);
    expect(promptDirectives('guide', undefined)).toEqual(NO_DIRECTIVES);
  });

  it('reads what the admin added to a section', () => {
    const sections = {
      ...builtinSections.coach,
      response_pattern: `${builtinSections.coach.response_pattern}\nKeep replies short: about 60 words at most, one idea per paragraph. Do not use emoji.`,
    };
    expect(promptDirectives('coach', sections)).toMatchObject({ maxWords: 60, noEmoji: true, list: false });
    const replaced = { ...builtinSections.witchy, style: 'Plain words only. Give the steps as a numbered list.' };
    expect(promptDirectives('witchy', replaced)).toMatchObject({ glossary: true, list: true, maxWords: null });
  });

  it('shortens at sentence ends, keeping the closing question and the placements line', () => {
    const out = applyDirectives(reading, { ...NO_DIRECTIVES, maxWords: 40 });
    const parts = out.split('\n\n');
    expect(parts.at(-1)).toBe('Placements used: Venus in Scorpio; Moon in Cancer in the 4th house.');
    expect(parts.at(-2)).toBe('What would change if you asked for reassurance out loud?');
    expect(words(parts.slice(0, -1).join(' '))).toBeLessThanOrEqual(40);
    expect(parts[0]).toMatch(/^Your Venus is in Scorpio\./);
  });

  it('keeps every part of a reply in headed parts, each cut to its first sentence', () => {
    const outlook = [
      '**December 2026.** Pluto squares your Mars, in orb until 17 December. The Moon is new in Sagittarius on 9 December.',
      '**January 2027.** Pluto opposes your Mercury, in orb from 16 January. Mars turns retrograde on 10 January.',
      '**February 2027.** Saturn squares your Neptune, exact on 27 February. Mercury turns retrograde on 9 February.',
      'Ask me about any of these and I will read what it may bring you.',
    ].join('\n\n');
    const out = applyDirectives(outlook, { ...NO_DIRECTIVES, maxWords: 30, question: true });
    expect(out.split('\n\n')).toEqual([
      '**December 2026.** Pluto squares your Mars, in orb until 17 December.',
      '**January 2027.** Pluto opposes your Mercury, in orb from 16 January.',
      '**February 2027.** Saturn squares your Neptune, exact on 27 February.',
      'Which part of this feels most true for you right now?',
    ]);
  });

  it('makes a numbered list, adds the glossary and a closing question, drops emoji', () => {
    const noQuestion = reading
      .replace('\n\nWhat would change if you asked for reassurance out loud?', '')
      .replace('Scorpio.', 'Scorpio. 🔮');
    const out = applyDirectives(noQuestion, {
      maxWords: null,
      list: true,
      question: true,
      glossary: true,
      noEmoji: true,
    });
    expect(out).toContain('\n1. Your Moon is in Cancer');
    expect(out).toContain(`\n4. ${GLOSSARY}`);
    expect(out).toMatch(/\?\n\nPlacements used:/);
    expect(out).not.toContain('🔮');
  });

  it('leaves the text alone without directives', () => {
    expect(applyDirectives(reading, NO_DIRECTIVES)).toBe(reading);
  });
});
