import { calculateNatalChart } from '@stellara/astro';
import { describe, expect, it } from 'vitest';
import { contextAt } from '../session-chart.ts';
import { FrameMemory } from './frames.ts';
import { planReply } from './plan.ts';
import { timingSection } from './timing-section.ts';
import { transitContact, transitPlace, transitVerb } from './transit-words.ts';
import { voiceOf } from './voices/index.ts';

const natal = calculateNatalChart({ ut: '1990-07-15T12:30:00Z', latitude: 51.5, longitude: -0.12 });
const now = new Date('2026-11-28T12:00:00Z');
const chart = contextAt(natal, now);
const ASPECTS = ['conjunction', 'opposition', 'square', 'trine', 'sextile'] as const;
const VOICES = ['guide', 'mentor', 'coach', 'mystical', 'witchy'] as const;
const WORD: Record<(typeof ASPECTS)[number], RegExp> = {
  conjunction: /\b(meets|on)\b/,
  opposition: /\b(opposes|opposite)\b/,
  square: /\bsquares?\b/,
  trine: /\btrines?\b/,
  sextile: /\bsextiles?\b/,
};

describe('how a transit sentence names its aspect', () => {
  it('puts "on" before a conjunction only', () => {
    expect(transitPlace('conjunction')).toBe('on');
    expect(transitPlace('square')).toBe('in a square to');
    expect(transitPlace('opposition')).toBe('opposite');
    expect(transitVerb('trine')).toBe('trines');
    expect(transitVerb('quincunx')).toBe('makes a quincunx to');
    expect(transitContact({ planet: 'Chiron', aspect: 'square', target: 'Midheaven' })).toBe(
      'transiting Chiron squares your Midheaven',
    );
  });

  // Chiron at 27° Aries and Venus at 26° Libra square a Midheaven at 28° Cancer: never "on your Midheaven".
  for (const voice of VOICES)
    it(`names each aspect of the transits now in the ${voice} voice`, () => {
      const plan = planReply({
        message: "what's going on for me right now",
        chart,
        tier: 'pro',
        level: 'basic',
        earlierQuestions: [],
        used: [],
        hook: null,
        sent: now,
      });
      const timing = plan.timing;
      expect(timing?.personal).toBe(true);
      const [first, second] = [timing!.current[0]!, timing!.current[1] ?? timing!.current[0]!];
      for (const aspect of ASPECTS) {
        const current = [
          { ...first, planet: 'Pluto', target: 'Mars', aspect },
          { ...second, planet: 'Chiron', target: 'Midheaven', aspect },
        ];
        const slow = timing!.slow.slice(0, 1).map((s) => ({ ...s, planet: 'Saturn', target: 'Uranus', aspect }));
        // Each wording is used once per chat: the earlier sections make the later rounds reach the others.
        const earlier: string[] = [];
        for (const _round of [0, 1, 2]) {
          const { section } = timingSection(
            { ...plan, timing: { ...timing!, current, slow } },
            voiceOf(voice),
            false,
            new FrameMemory(earlier),
          );
          earlier.push(section ?? '');
          const sentences = (section ?? '').split(/(?<=\.)\s+/);
          for (const target of ['Mars', 'Midheaven', 'Uranus']) {
            const about = sentences.filter((s) => s.includes(`natal ${target}`) || s.includes(`your ${target},`));
            for (const s of about) {
              expect(s, s).toMatch(WORD[aspect]);
              if (aspect !== 'conjunction') expect(s, s).not.toMatch(new RegExp(`\\bon your (natal )?${target}`));
            }
          }
        }
      }
    });
});
