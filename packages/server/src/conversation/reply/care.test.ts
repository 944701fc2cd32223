import { personalityIds } from '@stellara/contract';
import { describe, expect, it } from 'vitest';
import { chartWords } from '../understanding/entities.ts';
import {
  APOLOGY_REPLY,
  apologisesForSharing,
  CARRIED_ANSWER,
  carriedSituation,
  feelingLine,
  healthAsk,
  ILLNESS_NOT_SHOWN,
  MEDICATION_FIRST,
} from './care.ts';
import { outcomeAsked } from './situations.ts';

describe('healthAsk', () => {
  it('hears a medication change, in the words people type', () => {
    for (const m of [
      'my doctor put me on anxiety meds but im thinking of stopping them, does my chart say if i should',
      'should i come off my antidepressants',
      'is it a good time to change my medication?',
      'quiero dejar mis pastillas',
    ]) {
      expect(healthAsk(m), m).toBe('medication');
    }
  });
  it('hears a question whether the chart shows illness', () => {
    expect(healthAsk('does my chart show health problems')).toBe('shows-illness');
    expect(healthAsk('can astrology predict if i get cancer')).toBe('shows-illness');
    expect(healthAsk('my dad has cancer, does his chart say if it is serious')).toBe('shows-illness');
  });
  it('hears Cancer the sign as a sign, not an illness', () => {
    for (const m of [
      "i'm a cancer sun, is that actually in my chart or just a meme",
      'my 10th house is in cancer i think? back to the chart, what does it mean for work',
      'dignities: is anything in my chart exalted? jupiter in cancer is exalted right',
      'la mia carta dice qualcosa sulla mia luna in cancer?',
      'does my chart say my cancer rising makes me shy',
    ]) {
      expect(healthAsk(m), m).toBeNull();
    }
  });
  it('hears "cancer" as the chart words do: the sign where they read a sign, the illness where they drop it', () => {
    for (const [m, sign] of [
      ['does the chart say she has cancer rising', true],
      ["does my chart say my cancer sun's energy is strong", true],
      ['la mia carta dice qualcosa sulla mia luna in cancer?', true],
      ["does my chart say if my aunt's cancer treatment will work", false],
      ['¿mi carta muestra si mi madre tiene cáncer?', false],
    ] as const) {
      expect(chartWords(m).signs.includes('Cancer'), m).toBe(sign);
      expect(healthAsk(m), m).toBe(sign ? null : 'shows-illness');
    }
  });
  it('leaves other questions alone', () => {
    for (const m of ["what's my 6th house about", 'what does my moon say about how i feel', 'my mum is sick']) {
      expect(healthAsk(m), m).toBeNull();
    }
  });
  it('sends the person to their doctor or prescriber in every voice, and never to the chart', () => {
    expect(MEDICATION_FIRST).toMatch(/doctor or prescriber before changing anything/);
    for (const v of personalityIds)
      expect(ILLNESS_NOT_SHOWN[v]).toMatch(
        /can.?not show illness|can't show illness|does not show illness|can show an illness/,
      );
  });
});

describe('carriedSituation', () => {
  it('carries the latest hard situation of the chat', () => {
    expect(carriedSituation([null, 'bereavement', null])).toBe('bereavement');
    expect(carriedSituation(['illness', 'anxiety'])).toBe('anxiety');
    expect(carriedSituation([null, null])).toBeNull();
  });
  it('takes a question about results to the illness shared earlier', () => {
    expect(carriedSituation(['illness', 'anxiety'], 'when will i get the results')).toBe('illness');
  });
});

describe('outcomeAsked, inside a hard chat', () => {
  it('hears how or when something hard ends', () => {
    for (const m of [
      'will this get easier?',
      'does it ever get easier',
      'when will i get the results, is the timing good',
    ]) {
      expect(outcomeAsked(m).easing, m).toBe(true);
    }
    expect(outcomeAsked("what's my moon sign")).toEqual({ prediction: false, easing: false });
  });
  it('has an honest answer for grief and for waiting on results in every voice', () => {
    for (const v of personalityIds) {
      expect(CARRIED_ANSWER.bereavement?.[v]).toMatch(/easier|soften|loosen/);
      expect(CARRIED_ANSWER.illness?.[v]).toMatch(/results|news/);
    }
  });
});

describe('feelings and apologies', () => {
  it('meets guilt after a death as guilt', () => {
    expect(feelingLine('i keep feeling guilty that i wasnt there at the end')).toMatch(/guilt/);
    expect(feelingLine('what is my venus sign')).toBeNull();
  });
  it('hears an apology for sharing, not doubt', () => {
    expect(apologisesForSharing('sorry for dumping all this on an app')).toBe(true);
    expect(apologisesForSharing('sorry for venting so much')).toBe(true);
    expect(apologisesForSharing("sorry. i know you're just an app")).toBe(true);
    expect(apologisesForSharing('sorry, what is a trine?')).toBe(false);
    for (const v of personalityIds) expect(APOLOGY_REPLY[v].split(/\s+/).length).toBeLessThanOrEqual(60);
  });
});
