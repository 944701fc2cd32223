import { personalityIds } from '@stellara/contract';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../understanding/understanding.ts';
import {
  ABOUT_STELLARA,
  aboutStellaraReply,
  BRIEF,
  briefFraming,
  DOUBT,
  doubtOpening,
  GREET,
  greetReply,
  LANGUAGE_NOTICE,
  LEAVE,
  languageNotice,
  leaveReply,
  ONE_THING,
  oneThingLead,
  THANKS,
  thanksReply,
} from './acts.ts';

const SELLING =
  /\$|€|£|\bstellara\+|\bplans?\b|\bupgrade|\bsubscri|\bpremium\b|\/month|\bper month\b|\d+ ?(?:usd|eur)\b/i;
const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
const flat = (table: Record<string, readonly string[]>) => Object.values(table).flat();

/** Every variant of a function, in every voice. */
function everyVariant(
  table: Record<string, readonly string[]>,
  make: (voice: never, seed: number) => string,
): string[] {
  return personalityIds.flatMap((voice) => table[voice]!.map((_, seed) => make(voice as never, seed)));
}

describe('thanksReply', () => {
  const offer = 'the way your Moon in Capricorn handles stress';

  it('is short and warm with exactly one offer, in every variant (≤ 60 words)', () => {
    for (const text of everyVariant(THANKS, (voice, seed) => thanksReply(voice, offer, seed))) {
      expect(words(text)).toBeLessThanOrEqual(60);
      expect(text.split(offer.slice(1)).length - 1).toBe(1);
      expect(text.match(/\?/g)?.length ?? 0).toBeLessThanOrEqual(1);
      expect(text).not.toMatch(/\{|\}/);
    }
  });

  it('names the offer inside the sentence, capitalised where it starts one', () => {
    expect(thanksReply('guide', 'your Moon', 0)).toBe(
      "You're very welcome, I'm glad it helped. Want to look at your Moon next?",
    );
    expect(thanksReply('mystical', 'your Moon', 1)).toContain('Your Moon waits');
  });

  it('differs between consecutive turns', () => {
    for (const voice of personalityIds)
      expect(thanksReply(voice, 'your Moon', 0)).not.toBe(thanksReply(voice, 'your Moon', 1));
  });
});

describe('aboutStellaraReply', () => {
  it('says honestly it is an automated reader of the chart with no human behind it, in ≤ 90 words', () => {
    for (const voice of personalityIds)
      for (const model of [null, 'Claude Sonnet 4.5']) {
        const text = aboutStellaraReply(voice, model);
        expect(words(text)).toBeLessThanOrEqual(90);
        expect(text).toMatch(/automated reader/);
        expect(text).toMatch(/birth/);
        expect(text).toMatch(/no human|no person|not a person|no witch/i);
        expect(text).not.toMatch(/\bI am a (?:person|human)\b|\bI'm (?:a )?human\b/i);
        expect(text.trim().endsWith('?')).toBe(true);
        expect(text.match(/\?/g)).toHaveLength(1);
      }
  });

  it('names the language model when one is configured, and the built-in reader when not', () => {
    for (const voice of personalityIds) {
      expect(aboutStellaraReply(voice, 'Claude Sonnet 4.5')).toContain('written with Claude Sonnet 4.5');
      const builtIn = aboutStellaraReply(voice, null);
      expect(builtIn).toMatch(/built-in reader/);
      expect(builtIn).toMatch(/knowledge/);
      expect(builtIn).not.toMatch(/language model/);
    }
  });

  it('speaks differently in each voice', () => {
    const texts = personalityIds.map((v) => aboutStellaraReply(v, null));
    expect(new Set(texts).size).toBe(texts.length);
    const parts = Object.values(ABOUT_STELLARA).flatMap((a) => [a.what, a.withModel, a.builtIn, a.offer]);
    expect(new Set(parts).size).toBe(parts.length);
  });
});

describe('doubtOpening', () => {
  it('acknowledges without defending and turns to another angle, in every variant', () => {
    for (const text of everyVariant(DOUBT, (voice, seed) => doubtOpening(voice, seed))) {
      expect(words(text)).toBeLessThanOrEqual(35);
      expect(text).not.toMatch(/\bbut astrology\b|\bactually\b|\byou're wrong\b|\btrust me\b|\bproven\b/i);
      expect(text).toMatch(/another|different|else|other/i);
    }
  });

  it('differs between consecutive turns', () => {
    for (const voice of personalityIds) expect(doubtOpening(voice, 2)).not.toBe(doubtOpening(voice, 3));
  });
});

describe('short lead-ins', () => {
  it('frame a brief answer and a single step in a few words', () => {
    for (const text of [
      ...everyVariant(BRIEF, (voice, seed) => briefFraming(voice, seed)),
      ...everyVariant(ONE_THING, (voice, seed) => oneThingLead(voice, seed)),
    ]) {
      expect(words(text)).toBeLessThanOrEqual(10);
      expect(text.endsWith(':')).toBe(true);
    }
    expect(oneThingLead('guide', 0)).toBe('If you do one thing this week:');
  });
});

describe('languageNotice', () => {
  it.each([
    ['es', /inglés/],
    ['pt', /inglês/],
    ['fr', /anglais/],
    ['de', /Englisch/],
    ['it', /inglese/],
  ] as const)('%s: one honest line in that language, ending where the reading follows', (language, english) => {
    const line = languageNotice(language)!;
    expect(line).toMatch(english);
    expect(line.trim().endsWith(':')).toBe(true);
    expect(line).not.toMatch(/\b(?:the|reading|only|here)\b/);
    expect(words(line)).toBeLessThanOrEqual(25);
  });

  it('is null for English and for languages we cannot write a correct line in', () => {
    expect(languageNotice('en')).toBeNull();
    expect(languageNotice('other')).toBeNull();
    expect(LANGUAGES.filter((l) => languageNotice(l) !== null)).toEqual(['es', 'pt', 'fr', 'de', 'it']);
  });
});

describe('greetings and goodbyes', () => {
  it('are short, with no new reading', () => {
    for (const text of [
      ...everyVariant(LEAVE, (voice, seed) => leaveReply(voice, seed)),
      ...everyVariant(GREET, (voice, seed) => greetReply(voice, seed)),
    ])
      expect(words(text)).toBeLessThanOrEqual(20);
  });
});

describe('all act texts', () => {
  const tables = { THANKS, DOUBT, BRIEF, ONE_THING, LEAVE, GREET };

  it.each(Object.entries(tables))('%s has no two identical variants, across voices too', (_, table) => {
    const lines = flat(table);
    expect(new Set(lines).size).toBe(lines.length);
  });

  it('hold no price, tier name, plan or upgrade line', () => {
    const texts = [
      ...Object.values(tables).flatMap(flat),
      ...Object.values(ABOUT_STELLARA).flatMap((a) => Object.values(a)),
      ...Object.values(LANGUAGE_NOTICE),
    ];
    for (const text of texts) expect(text).not.toMatch(SELLING);
  });
});
