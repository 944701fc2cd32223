import { describe, expect, it } from 'vitest';
import { CONTACT_ORB, compatibilityScale, type SynastryAspectInput, synastryContacts } from './compatibility.ts';
import { calculateNatalChart } from './natal.ts';
import { calculateSynastry } from './synastry.ts';

const asp = (p1: string, p2: string, aspect: string, orbit: number): SynastryAspectInput => ({ p1, p2, aspect, orbit });
const area = (s: ReturnType<typeof compatibilityScale>, key: string) => s.areas.find((a) => a.key === key)!;

describe('synastry contacts', () => {
  it('keeps major aspects within the contact orb between planets and angles, strongest first', () => {
    const contacts = synastryContacts([
      asp('Mercury', 'Saturn', 'square', 4.5),
      asp('Moon', 'Venus', 'trine', 0.4),
      asp('Sun', 'Mars', 'quintile', 0.1), // minor: not a contact
      asp('Venus', 'Mars', 'opposition', -CONTACT_ORB - 0.1), // beyond the orb
      asp('Uranus', 'Pluto', 'conjunction', 0), // generational: everyone of an age shares it
      asp('Mean_Lilith', 'Sun', 'conjunction', 0), // not a planet or angle
      asp('Sun', 'Ascendant', 'conjunction', -1),
    ]);
    expect(contacts.map((c) => `${c.p1}-${c.aspect}-${c.p2}`)).toEqual([
      'Moon-trine-Venus',
      'Sun-conjunction-Ascendant',
      'Mercury-square-Saturn',
    ]);
    expect(contacts[0]).toMatchObject({ orb: 0.4, strength: 'strong', tone: 'flowing' });
    expect(contacts[2]).toMatchObject({ orb: 4.5, strength: 'light', tone: 'challenging' });
    expect(contacts[1]!.orb).toBe(1);
  });

  it('weighs a tighter contact more than a wider one of the same points', () => {
    const [tight] = synastryContacts([asp('Moon', 'Venus', 'trine', 0.5)]);
    const [wide] = synastryContacts([asp('Moon', 'Venus', 'trine', 3)]);
    expect(tight!.weight).toBeGreaterThan(wide!.weight);
    expect(wide!.weight).toBeGreaterThan(0);
  });
});

describe('compatibility scale', () => {
  it('a tight Moon-Venus trine shows in the emotional bond (the bug: "No close contact" beside a Moon highlight)', () => {
    const s = compatibilityScale([asp('Moon', 'Venus', 'trine', 0.3), asp('Mercury', 'Jupiter', 'sextile', 4.8)]);
    const emotion = area(s, 'emotion');
    expect(emotion.contacts.map((c) => `${c.p1}-${c.p2}`)).toEqual(['Moon-Venus']);
    expect(emotion.dots).toBeGreaterThanOrEqual(3);
    // The same contact counts for attraction (Venus) and is the reading's strongest contact.
    expect(area(s, 'attraction').contacts[0]).toBe(s.contacts[0]);
    expect(s.contacts[0]).toMatchObject({ p1: 'Moon', p2: 'Venus' });
  });

  it('every area is made of the reading contacts touching its planets, and only those', () => {
    const a = calculateNatalChart({ ut: '1990-04-12T13:35:00Z', latitude: 51.5, longitude: -0.13 });
    const b = calculateNatalChart({ ut: '1988-09-30T06:05:00Z', latitude: 51.5, longitude: -0.13 });
    const s = compatibilityScale(calculateSynastry(a, b).aspects);
    expect(s.contacts.length).toBeGreaterThan(3);
    const planets = { communication: ['Mercury'], emotion: ['Moon'], attraction: ['Venus', 'Mars'] } as const;
    for (const [key, names] of Object.entries(planets)) {
      const expected = s.contacts.filter((c) => names.some((n) => c.p1 === n || c.p2 === n));
      expect(area(s, key).contacts).toEqual(expected);
      expect(area(s, key).dots).toBe(expected.length ? area(s, key).dots : 1);
    }
  });

  it('grows with more and closer contacts and stays within 0..100', () => {
    const none = compatibilityScale([]);
    const one = compatibilityScale([asp('Sun', 'Moon', 'conjunction', 0.5)]);
    const many = compatibilityScale([
      asp('Sun', 'Moon', 'conjunction', 0.5),
      asp('Venus', 'Mars', 'trine', 0.2),
      asp('Moon', 'Ascendant', 'sextile', 0.8),
      asp('Mercury', 'Mercury', 'conjunction', 1),
      asp('Sun', 'Sun', 'trine', 0.1),
      asp('Moon', 'Venus', 'conjunction', 0.3),
      asp('Jupiter', 'Sun', 'trine', 0.3),
      asp('Saturn', 'Moon', 'sextile', 0.9),
    ]);
    expect(none.percentage).toBe(0);
    expect(none.areas.every((x) => x.dots === 1)).toBe(true);
    expect(one.percentage).toBeGreaterThan(none.percentage);
    expect(many.percentage).toBeGreaterThan(one.percentage);
    expect(many.percentage).toBeGreaterThanOrEqual(70);
    expect(many.percentage).toBeLessThanOrEqual(100);
    // Suns of the same quality add a little.
    expect(
      compatibilityScale([asp('Sun', 'Moon', 'conjunction', 0.5)], { sameTempo: true }).percentage,
    ).toBeGreaterThan(one.percentage);
  });

  it('counts flowing contacts more than tense ones of the same closeness', () => {
    const flowing = compatibilityScale([asp('Venus', 'Mars', 'trine', 1)]);
    const tense = compatibilityScale([asp('Venus', 'Mars', 'square', 1)]);
    expect(flowing.percentage).toBeGreaterThan(tense.percentage);
  });
});
