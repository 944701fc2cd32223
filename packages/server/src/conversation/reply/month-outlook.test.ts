import { describe, expect, it } from 'vitest';
import { adaPlanner } from '../../test-support/chat.ts';
import { monthsAsked } from './month-outlook.ts';

const plan = adaPlanner({ local: true });

describe('a month-by-month outlook', () => {
  it('hears how many months, in several languages', () => {
    expect(monthsAsked('can u give me like a month by month for the next 3 months')).toBe(3);
    expect(monthsAsked('month-by-month for the next two months pls')).toBe(2);
    expect(monthsAsked('me das un resumen mes a mes de los próximos 4 meses?')).toBe(4);
    expect(monthsAsked('previsão mês a mês')).toBe(3);
    expect(monthsAsked('Monat für Monat, die nächsten zwölf?')).toBe(3);
    expect(monthsAsked('what does next month hold')).toBe(0);
  });

  for (const message of [
    'can u give me like a month by month for the next 3 months',
    'month by month outlook please, next three months',
    'me das un resumen mes a mes de los próximos 3 meses?',
  ])
    it(`gives "${message}" one dated paragraph a month, with the personal transits`, () => {
      const p = plan(message);
      expect(p.mode).toBe('technique');
      const months = p.techniques.map((t) => t.answer);
      expect(months.map((m) => /^\*\*(\w+ \d{4})\.\*\*/.exec(m)?.[1])).toEqual([
        'December 2026',
        'January 2027',
        'February 2027',
      ]);
      // December: the Pluto-Mars square ends on the 17th; the full Moon falls in the 9th house.
      expect(months[0]).toContain('Pluto squares your Mars, in orb until 17 December');
      expect(months[0]).toContain('full in Cancer on 24 December 2026 (your 9th house)');
      // February: the annular eclipse in the 4th house.
      expect(months[2]).toMatch(/Aquarius on 6 February 2027 \(annular solar, your 4th house\)/);
      expect(months.join(' ')).not.toMatch(/As we saw|Moon is in Aries\./);
    });

  it('says plainly what a free plan gives: the sky for everyone, and personal timing with Stellara+', () => {
    const p = plan('month by month for the next 3 months?', { tier: 'free' });
    expect(p.techniques).toHaveLength(3);
    const text = p.techniques.map((t) => t.answer).join(' ');
    expect(text).not.toMatch(/your \d+\w\w house|squares your/);
    expect(p.techniques[0]?.closing).toMatch(
      /^These dates are the same for everyone\. Which of them touch your own chart, and when, is personal timing/,
    );
  });

  it('caps the outlook at six months', () => {
    expect(plan('month by month for the next 12 months', { tier: 'plus' }).techniques).toHaveLength(6);
  });
});
