import { describe, expect, it } from 'vitest';
import { BANNED_COMFORT_PHRASES, checkDelineation, delineationErrors, realnessScore } from './delineation.ts';

const friction = 'To cope, you tend to withdraw and control every detail so nobody sees the wobble.';
const integration = 'Over time you learn that needing people is not weakness, and that trust grows from small risks.';

describe('delineation stages', () => {
  it('names each missing stage with the spec text', () => {
    const r = checkDelineation({});
    expect(r.valid).toBe(false);
    expect(r.errors).toEqual([
      delineationErrors.missingContraction,
      delineationErrors.missingFriction,
      delineationErrors.missingIntegration,
      'Realness score 1 is below minimum 3',
    ]);
    expect(delineationErrors.missingContraction).toBe('Missing Stage 1: Contraction/Challenge');
    expect(delineationErrors.missingFriction).toBe('Missing Stage 2: Friction/Coping Response');
    expect(delineationErrors.missingIntegration).toBe('Missing Stage 3: Integration/Wisdom');
  });

  it('treats whitespace-only stages as missing', () => {
    const r = checkDelineation({ contraction: 'It hurts to feel unseen.', friction: '   ', integration: '\n' });
    expect(r.errors).toContain('Missing Stage 2: Friction/Coping Response');
    expect(r.errors).toContain('Missing Stage 3: Integration/Wisdom');
    expect(r.errors).not.toContain('Missing Stage 1: Contraction/Challenge');
  });

  it('accepts a reading that starts from the pain, copes, then grows (score 5)', () => {
    const r = checkDelineation({
      contraction:
        'With Moon square Saturn, it can feel as if your needs are a burden, and the fear of being too much hurts.',
      friction,
      integration,
    });
    expect(r).toMatchObject({ valid: true, errors: [], realnessScore: 5 });
  });

  it('requires stage 1 to acknowledge emotion or tension', () => {
    const r = checkDelineation({ contraction: 'Venus is in Scorpio in the 8th house.', friction, integration });
    expect(r.realnessScore).toBe(1);
    expect(r.errors).toEqual([
      'Realness score 1 is below minimum 3',
      'Stage 1 must acknowledge emotional reality or tension',
    ]);
  });

  it('rejects every banned comfort phrase in stage 1, in any case and with curly apostrophes', () => {
    for (const phrase of BANNED_COMFORT_PHRASES) {
      const contraction = `${phrase.replace("'", '\u2019').toUpperCase()}. Still, the fear and the pain are real; it hurts.`;
      const r = checkDelineation({ contraction, friction, integration });
      expect(r.errors, phrase).toContain('Stage 1 contains banned comfort phrases - must start with pain/difficulty');
    }
  });

  it('does not look for banned phrases outside stage 1', () => {
    const r = checkDelineation({
      contraction: 'The fear of being left hurts, and it can feel like a cold room.',
      friction,
      integration: `${integration} Some would call it a blessing in disguise.`,
    });
    expect(r.valid).toBe(true);
  });
});

describe('realness score', () => {
  it('is 1 by default', () => {
    expect(realnessScore({ contraction: 'Mars in Aries.', friction: 'x', integration: 'y' })).toBe(1);
  });
  it('is 3 with an emotional word', () => {
    expect(realnessScore({ contraction: 'There is a struggle around money.', friction: 'x', integration: 'y' })).toBe(
      3,
    );
  });
  it('is 4 with an emotional word and a pain phrase', () => {
    expect(
      realnessScore({ contraction: 'The fear is old, and it hurts to ask.', friction: 'x', integration: 'y' }),
    ).toBe(4);
  });
  it('is 5 with a pain phrase, coping in stage 2 and growth in stage 3', () => {
    expect(realnessScore({ contraction: 'It hurts to ask for help.', friction, integration })).toBe(5);
  });
  it('stays 4 when stage 2 or stage 3 lacks its phrase', () => {
    const contraction = 'The fear is old, and it hurts to ask.';
    expect(realnessScore({ contraction, friction: 'Mars.', integration })).toBe(4);
    expect(realnessScore({ contraction, friction, integration: 'Jupiter.' })).toBe(4);
  });
  it('drops by 2 (minimum 1) for comfort words without pain or emotion', () => {
    const r = checkDelineation({
      contraction: 'What a wonderful opportunity this placement is!',
      friction,
      integration,
    });
    expect(r.realnessScore).toBe(1);
    expect(r.signals.comfort).toEqual(['wonderful', 'opportunity']);
    // With emotion present the comfort words do not lower the score.
    expect(realnessScore({ contraction: 'A gift, yes, but the fear is real.', friction, integration })).toBe(3);
  });
  it('matches word starts only (Spain is not pain, crusade is not sad)', () => {
    expect(realnessScore({ contraction: 'A crusade to Spain.', friction, integration })).toBe(1);
  });
  it('reports the minimum-score error with the score in it', () => {
    const r = checkDelineation({ contraction: 'Lucky you.', friction, integration });
    expect(r.errors).toContain('Realness score 1 is below minimum 3');
  });
});
