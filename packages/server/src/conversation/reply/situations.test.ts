import { personalityIds } from '@stellara/contract';
import { describe, expect, it } from 'vitest';
import { SITUATIONS, type Situation } from '../understanding/understanding.ts';
import { GENERAL_TERMS } from './general-terms.ts';
import { SITUATION_FACTORS } from './situation-factors.ts';
import {
  ACKNOWLEDGE,
  asksForOutcome,
  empathyOpening,
  GO_ON_CLOSINGS,
  NO_PROMISE,
  noPromiseLine,
  ownTerms,
  STAY_WITH,
  SUPPORT_CLOSINGS,
  SUPPORT_SITUATIONS,
  situationClosing,
} from './situations.ts';

/** No price, tier or upgrade on a sensitive turn (docs/voice.md). */
const SELLING = /\$|€|£|\bstellara\+|\bplans?\b|\bupgrade|\bsubscri|\bpremium\b|\/month|\bper month\b|\bpro\b/i;
const CLICHES =
  /happens for a reason|blessing in disguise|meant to be|in a better place|time heals|stay strong|look on the bright side|god's plan/i;
/** An opening acknowledges before any astrology. */
const ASTROLOGY =
  /\bchart|\bplanet|\bhouse\b|\btransit|\bsign\b|\bsun\b|\bmoon\b|\bmercury|\bvenus|\bmars\b|\bjupiter|\bsaturn|\bneptune|\bpluto|\bascendant|\bmidheaven/i;
const PREDICTS = /\bwill (?:be|get) (?:ok|okay|fine|better)|\bit'll pass\b|\bwill come back\b|\bwill find\b/i;

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
const all = (table: Record<string, Record<string, readonly string[]> | readonly string[]>): string[] =>
  Object.values(table).flatMap((v) => (Array.isArray(v) ? [...v] : Object.values(v).flat())) as string[];

describe('ownTerms: the person’s own words, in second person', () => {
  it.each<[string, Situation, string | null]>([
    ['my dad died last week', 'bereavement', 'your dad'],
    ['my grandma passed', 'bereavement', 'your grandma'],
    ['mom died on friday and i feel numb', 'bereavement', 'your mom'],
    ['lost my nan this morning', 'bereavement', 'your nan'],
    ['my little brother passed away in june', 'bereavement', 'your little brother'],
    ['we buried my father yesterday', 'bereavement', 'your father'],
    ['my dog of 12 years died in my arms', 'bereavement', 'your dog'],
    ['se murió mi papá anoche', 'bereavement', 'your dad'],
    ['minha avó faleceu ontem', 'bereavement', 'your grandma'],
    ['the funeral was today', 'bereavement', null],
    ['i lost the baby on friday. 11 weeks. only my husband knows', 'bereavement', 'your baby'],
    ['lost my job', 'job-loss', 'losing your job'],
    ['I lost my job on Monday, what now?', 'job-loss', 'losing your job'],
    ['got laid off this morning', 'job-loss', 'being laid off'],
    ['they let me go after 8 years', 'job-loss', 'being let go'],
    ['me despidieron hoy', 'job-loss', 'being let go'],
    ['perdi o emprego', 'job-loss', 'losing your job'],
    ['work has been weird', 'job-loss', null],
    ['me and my bf keep fighting', 'conflict', 'the fighting with your boyfriend'],
    ['my sister and I haven’t spoken in months', 'conflict', 'the silence between you and your sister'],
    ['constant arguments with my mum', 'conflict', 'the arguments with your mum'],
    ['me peleé con mi jefe', 'conflict', 'the fighting with your boss'],
    ['my girlfriend left me on sunday', 'breakup', 'your girlfriend leaving'],
    ['we broke up yesterday', 'breakup', 'the break-up'],
    ['mi novio me dejó', 'breakup', 'your boyfriend leaving'],
    ['my mum has dementia', 'illness', "your mum's dementia"],
    ['my son was just diagnosed with diabetes', 'illness', "your son's diabetes"],
    ['waiting on my scan results', 'illness', 'waiting for the results'],
    ['panic attacks every night', 'anxiety', 'the panic attacks'],
    ["I'm feeling really anxious lately", 'anxiety', 'the anxiety'],
    ["i'm anxious and can't sleep", 'sleep', 'not being able to sleep'],
    ['i wake up at 4am every night', 'sleep', 'waking at 4am'],
    ['drowning in debt', 'money-worry', 'the debt'],
    ['no friends since I moved here', 'loneliness', 'not having friends around you'],
    ['should I break up with my boyfriend?', 'decision', 'whether to break up with your boyfriend'],
    [
      'should i take the job in lisbon or stay near my family?',
      'decision',
      'whether to take the job in lisbon or stay near your family',
    ],
    ["thinking about quitting my job but I'm scared", 'decision', 'quitting your job'],
    ['help me choose', 'decision', null],
  ])('%s (%s) → %s', (message, situation, expected) => {
    expect(ownTerms(message, situation)).toBe(expected);
  });

  it('never leaves a first-person word in a clause it quotes back', () => {
    const quoted = ownTerms("should I tell my best friend I'm in love with her and that I miss her?", 'decision');
    expect(quoted).toBe("whether to tell your best friend you're in love with her and that you miss her");
  });

  it('gives up on a clause too long to quote rather than cutting it', () => {
    const long = `should i ${'move and '.repeat(10)}stay`;
    expect(ownTerms(long, 'decision')).toBeNull();
  });
});

describe('empathyOpening', () => {
  it('names the loss in the person’s own words, before any astrology', () => {
    const text = empathyOpening('bereavement', 'my dad died last week, what does my chart say?', 'guide', 0);
    expect(text).toContain('your dad');
    expect(text).toMatch(/sorry/i);
    expect(text).not.toMatch(ASTROLOGY);
  });

  it('uses the situation’s general words when the message gives none', () => {
    const text = empathyOpening('job-loss', 'work stuff', 'coach', 0);
    expect(text.toLowerCase()).toContain(GENERAL_TERMS['job-loss']);
  });

  it('treats "should I break up with him?" as a choice, not a loss', () => {
    for (const voice of personalityIds) {
      const text = empathyOpening('breakup', 'should I break up with my boyfriend?', voice, 1);
      expect(text.toLowerCase()).toContain('whether to break up with your boyfriend');
      expect(text).not.toMatch(/sorry/i);
    }
  });

  it('in every voice and situation: one or two sentences, capitalised, no astrology, no cliché, no promise, no price', () => {
    for (const voice of personalityIds)
      for (const situation of SITUATIONS)
        for (let seed = 0; seed < 6; seed++) {
          const text = empathyOpening(situation, 'i got laid off and my mum is ill', voice, seed);
          expect(text.charAt(0)).toBe(text.charAt(0).toUpperCase());
          expect(text.match(/[.!?](?:\s|$)/g)?.length ?? 0).toBeLessThanOrEqual(2);
          expect(words(text)).toBeLessThanOrEqual(45);
          expect(text).not.toMatch(ASTROLOGY);
          expect(text).not.toMatch(CLICHES);
          expect(text).not.toMatch(PREDICTS);
          expect(text).not.toMatch(SELLING);
          expect(text).not.toMatch(/\{|\}/);
        }
  });

  it('differs between two turns of one chat (consecutive seeds) in every voice', () => {
    for (const voice of personalityIds)
      for (const situation of SITUATIONS) {
        const message = 'my grandma passed and i lost my job';
        expect(empathyOpening(situation, message, voice, 4)).not.toBe(empathyOpening(situation, message, voice, 5));
      }
  });

  it('has no two identical variants, across voices too', () => {
    const lines = [...all(ACKNOWLEDGE), ...all(STAY_WITH)];
    expect(new Set(lines).size).toBe(lines.length);
  });
});

describe('SITUATION_FACTORS', () => {
  it('reads a job loss from the 10th and 6th houses, the Midheaven and its ruler, and Saturn', () => {
    const f = SITUATION_FACTORS['job-loss'];
    expect(f.houses).toEqual(expect.arrayContaining([10, 6]));
    expect(f.points).toContain('Midheaven');
    expect(f.rulersOf).toContain(10);
    expect(f.transiting[0]).toBe('Saturn');
  });

  it('reads grief from the Moon, the 4th and the 8th; a break-up from Venus, the 7th and the Descendant', () => {
    expect(SITUATION_FACTORS.bereavement.points).toContain('Moon');
    expect(SITUATION_FACTORS.bereavement.houses).toEqual(expect.arrayContaining([4, 8]));
    expect(SITUATION_FACTORS.breakup.points).toEqual(expect.arrayContaining(['Venus', 'Descendant']));
    expect(SITUATION_FACTORS.breakup.houses).toContain(7);
  });

  it('gives every situation valid houses and at least one point and transit target', () => {
    for (const situation of SITUATIONS) {
      const f = SITUATION_FACTORS[situation];
      expect(f.houses.length).toBeGreaterThan(0);
      for (const h of [...f.houses, ...f.rulersOf]) expect(h >= 1 && h <= 12).toBe(true);
      expect(f.points.length).toBeGreaterThan(0);
      expect(f.transitsTo.length).toBeGreaterThan(0);
    }
  });
});

describe('asksForOutcome', () => {
  it.each([
    'will i be able to have kids? just tell me honestly',
    'is there something in my chart that says i cant have kids',
    'like was it meant to happen',
    'se va a curar? dime la verdad',
    'ela vai ficar bem?',
    'will I get rich?',
    'will i ever be wealthy',
    'will he come back?',
    'will she ever text me again',
    'am I going to get sick?',
    'am i going to die young',
    'will I find a job soon?',
    'when will things turn around for work??',
    'will my mum survive the operation?',
    'can you tell me it’ll go fine',
    'will we get back together',
    'will I ever find someone who stays?',
    '¿volverá?',
    'is he going to come back to me',
    'are we going to make it?',
    'will it work out with him?',
    'when will i be rich',
    'will things ever get better',
    'il mio ragazzo mi ha lasciata, tornerà?',
    'vou encontrar emprego esse ano?',
  ])('"%s" asks for an outcome', (message) => {
    expect(asksForOutcome(message)).toBe(true);
  });

  it.each([
    'what does my Venus in Scorpio mean?',
    'will Saturn in my 10th affect my career?',
    'when is my Saturn return?',
    'is Mercury retrograde right now?',
    'how do I get through this month',
    'thanks, that helped',
    'what does my chart say about money?',
    'will jupiter in my 2nd help?',
    'is he a good match for my venus?',
  ])('"%s" does not', (message) => {
    expect(asksForOutcome(message)).toBe(false);
  });
});

describe('noPromiseLine', () => {
  it('says plainly that a chart cannot promise the outcome, and what it can show', () => {
    for (const voice of personalityIds)
      for (const [situation, topic] of [
        ['illness', null],
        ['money-worry', null],
        ['breakup', null],
        [null, 'money'],
        [null, null],
      ] as const) {
        const line = noPromiseLine(situation, topic, voice);
        expect(line).toMatch(/can't|cannot|not|no /i);
        expect(line).toMatch(/show|shows/);
        expect(line).not.toMatch(SELLING);
        expect(words(line)).toBeLessThanOrEqual(45);
      }
  });

  it('matches the outcome asked about', () => {
    expect(noPromiseLine('illness', null, 'guide')).toMatch(/health|illness/);
    expect(noPromiseLine(null, 'money', 'guide')).toMatch(/money/);
    expect(noPromiseLine('breakup', 'love', 'guide')).toMatch(/come back|relationship/);
    // "Will I be able to have kids?" after a loss is about children, not an illness.
    for (const voice of personalityIds) {
      expect(noPromiseLine('bereavement', null, voice, 'will i be able to have kids?')).toMatch(
        /children|kids|a child/,
      );
    }
    // "Will I die young?" is about a life's length, not an illness or a job.
    expect(noPromiseLine(null, null, 'guide', 'will i die young')).toMatch(/how long anyone will live/);
    expect(noPromiseLine('bereavement', null, 'guide', 'will my grief ever die down')).not.toMatch(/how long/);
    // Eleven kinds of outcome (a verdict or a release, and one's own court case, among them) in five voices, each line its own.
    expect(new Set(all(NO_PROMISE as never)).size).toBe(55);
  });
});

describe('situationClosing', () => {
  it('for grief, anxiety, sleep and illness says once, plainly, that talking to someone helps', () => {
    for (const voice of personalityIds)
      for (const situation of SUPPORT_SITUATIONS)
        for (const seed of [0, 1]) {
          const line = situationClosing(situation, voice, seed);
          expect(line).toMatch(/talking to|speak with/i);
          expect(line.match(/talking to|speak with/gi)).toHaveLength(1);
          expect(line).not.toMatch(/\{|\}/);
        }
    expect(situationClosing('sleep', 'guide', 0)).toMatch(/doctor/);
    expect(situationClosing('bereavement', 'guide', 0)).toMatch(/someone you trust/);
  });

  it('otherwise offers to go on, with no professional line', () => {
    for (const voice of personalityIds)
      for (const situation of ['job-loss', 'breakup', 'decision', 'money-worry'] as const) {
        const line = situationClosing(situation, voice, 0);
        expect(line).not.toMatch(/doctor|therapist|counsellor/);
      }
  });

  it('has distinct variants and no price anywhere', () => {
    const lines = [...all(SUPPORT_CLOSINGS), ...all(GO_ON_CLOSINGS)];
    expect(new Set(lines).size).toBe(lines.length);
    for (const line of lines) {
      expect(line).not.toMatch(SELLING);
      expect(line).not.toMatch(CLICHES);
    }
  });
});
