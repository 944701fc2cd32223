import { describe, expect, it } from 'vitest';
import { personIn, situationPhrase } from '../told-phrases.ts';
import type { Understanding } from '../understanding/understanding.ts';
import { asksTheChart, hardShare, refineHeard, shareFactors, withdraws } from './hard-shares.ts';

describe('hardShare', () => {
  it('names a lost pregnancy as that, in several languages', () => {
    expect(hardShare('we lost the baby at 12 weeks')?.terms).toBe('losing your baby');
    expect(hardShare('had a miscarriage yesterday')?.terms).toBe('losing the pregnancy');
    expect(hardShare('perdí el bebé el martes')?.situation).toBe('bereavement');
  });
  it('hears burnout and exhaustion, not worry', () => {
    expect(hardShare("i'm so burned out at the hospital")).toMatchObject({ kind: 'burnout', terms: 'the burnout' });
    expect(hardShare('sono esausta, non ce la faccio più')?.kind).toBe('burnout');
    expect(hardShare('sono sfinita dal lavoro')?.kind).toBe('burnout');
  });
  it('hears fear of a step with a partner and of a move, and names the step', () => {
    expect(hardShare('he wants us to move in together and im nervous')).toMatchObject({
      kind: 'partner-step',
      terms: 'moving in together',
      afraid: true,
    });
    expect(hardShare('tenho medo de mudar de cidade')).toMatchObject({ kind: 'move', afraid: true });
    expect(hardShare('what does my 4th house say about home')).toBeNull();
  });
});

describe('refineHeard', () => {
  const heard = (situation: Understanding['situation']) => ({ situation }) as Understanding;
  it('keeps a reader situation that has its own words in the message', () => {
    expect(refineHeard(heard('job-loss'), 'lost my job and im exhausted', []).situation).toBe('job-loss');
  });
  it('takes wanting no one near inside a hard chat back to the hard thing', () => {
    expect(
      refineHeard(heard('conflict'), 'dad keeps calling, i dont want to talk to anyone', ['bereavement']).situation,
    ).toBeNull();
    expect(refineHeard(heard('conflict'), 'dad keeps calling, i dont want to talk to anyone', []).situation).toBe(
      'conflict',
    );
  });
  it('gives a missed share its situation', () => {
    expect(refineHeard(heard(null), 'burnt out and thinking of quitting', []).situation).toBe('anxiety');
  });
});

describe('shareFactors and asksTheChart', () => {
  it('reads a sibling fight from the 3rd and 4th houses, a move from the 4th and 9th', () => {
    expect(shareFactors('conflict', 'my brother and i keep fighting')?.houses).toEqual([3, 4]);
    expect(shareFactors('decision', 'scared of moving to a new city, should i?')?.houses).toEqual([4, 9]);
    expect(shareFactors('conflict', 'my boss and i keep clashing')).toBeNull();
  });
  it('hears a question put to the chart, and wanting to be left alone', () => {
    expect(asksTheChart('tem algo no mapa sobre isso?')).toBe(true);
    expect(asksTheChart('how do i get through this week')).toBe(false);
    expect(withdraws('no quiero hablar con nadie')).toBe(true);
  });
});

describe('what a chat remembers of a lost pregnancy', () => {
  it('remembers the loss, never the partner the message names', () => {
    for (const text of [
      'lost the baby on friday, my husband keeps saying we can try again',
      'my girlfriend and i had a miscarriage',
    ]) {
      const phrase = situationPhrase('bereavement', text, personIn(text));
      expect(phrase).toMatch(/losing (your baby|the pregnancy)/);
    }
  });
});

describe('a letter is not a chart', () => {
  it('hears "carta de desalojo" as a letter and "carta natal" as the chart', () => {
    expect(asksTheChart('me llegó una carta de desalojo')).toBe(false);
    expect(asksTheChart('recibí una carta de despido hoy')).toBe(false);
    expect(asksTheChart('¿qué dice mi carta natal de esto?')).toBe(true);
  });
});

describe('hardShare: a home lost and an ex in touch', () => {
  it.each([
    ['my landlord is evicting us', 'the eviction'],
    ['recebi uma ordem de despejo', 'the eviction notice'],
    ['got kicked out of my flat', 'having to leave your home'],
  ])('%s', (message, terms) => {
    expect(hardShare(message)).toMatchObject({ kind: 'home-loss', terms });
  });
  it('names how long it has been when they say it', () => {
    expect(hardShare('my ex texted me after 8 months')?.terms).toBe('hearing from your ex after 8 months');
    expect(hardShare('mon ex m’a écrit hier')?.kind).toBe('ex-contact');
  });
});
