import { describe, expect, it } from 'vitest';
import { preferencesSchema } from './accounts.ts';
import {
  chartFrameOf,
  chosenFrameSentence,
  DEFAULT_CAST_FRAME,
  engineSettingsOf,
  frameText,
  memberHouseSystems,
  polarFallbackText,
  zodiacOfEngine,
} from './chart-frame.ts';

describe("a member's chart frame", () => {
  it('offers the seven house systems and four zodiacs, validated with a message a person understands', () => {
    expect(memberHouseSystems).toEqual(['P', 'W', 'K', 'A', 'O', 'R', 'C']);
    expect(preferencesSchema.parse({ houseSystem: 'W', zodiac: 'sidereal-lahiri' })).toEqual({
      houseSystem: 'W',
      zodiac: 'sidereal-lahiri',
    });
    const bad = preferencesSchema.safeParse({ houseSystem: 'Z', zodiac: 'draconic' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => i.message)).toEqual([
      'choose one of the house systems offered',
      'choose one of the zodiacs offered',
    ]);
  });

  it('fills in Placidus and tropical for a member who never chose, and maps to the engine', () => {
    expect(chartFrameOf(null)).toEqual({ houseSystem: 'P', zodiac: 'tropical' });
    expect(chartFrameOf({ houseSystem: 'K' })).toEqual({ houseSystem: 'K', zodiac: 'tropical' });
    expect(engineSettingsOf({ houseSystem: 'W', zodiac: 'sidereal-fagan-bradley' })).toEqual({
      houseSystem: 'W',
      zodiac: 'Sidereal',
      ayanamsa: 'FAGAN_BRADLEY',
    });
    expect(engineSettingsOf({ houseSystem: 'P', zodiac: 'tropical' }).ayanamsa).toBeNull();
    expect(zodiacOfEngine('RAMAN')).toBe('sidereal-raman');
    expect(zodiacOfEngine(null)).toBe('tropical');
  });

  it('names the frame, says a chosen one once, and states a polar fallback', () => {
    expect(frameText(DEFAULT_CAST_FRAME)).toBe('Placidus houses, tropical zodiac');
    expect(chosenFrameSentence(DEFAULT_CAST_FRAME)).toBeNull();
    const raman = { houseSystem: 'C', zodiac: 'sidereal-raman', houseSystemUsed: 'C' } as const;
    expect(frameText(raman)).toBe('Campanus houses, sidereal zodiac, Raman ayanamsa');
    expect(chosenFrameSentence(raman)).toBe(
      "I'm reading your chart in Campanus houses and the sidereal zodiac (Raman ayanamsa), as you chose in Settings.",
    );
    const polar = { houseSystem: 'K', zodiac: 'tropical', houseSystemUsed: 'O' } as const;
    expect(polarFallbackText(polar)).toBe(
      "Koch houses can't be drawn this close to the poles, so your houses are Porphyry houses instead.",
    );
    expect(chosenFrameSentence(polar)).toBe(
      "I'm reading your chart in Koch houses, as you chose in Settings. Koch houses can't be drawn this close to the poles, so your houses are Porphyry houses instead.",
    );
    expect(polarFallbackText({ ...DEFAULT_CAST_FRAME, houseSystemUsed: 'O' })).toContain('Placidus houses');
  });
});
