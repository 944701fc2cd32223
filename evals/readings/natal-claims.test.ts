// The natal claims a reply makes, and which of them the person's chart contradicts (Ada's chart, as checks.test.ts
// describes it).
import { chartContextFrom, natalFromBirthData } from '@stellara/server/readings-eval';
import { describe, expect, it } from 'vitest';
import { contradictions, natalClaims } from './natal-claims.ts';
import { people } from './scenarios.ts';

const chartOf = (person: keyof typeof people) => chartContextFrom(natalFromBirthData(people[person])!);

// Ada (London, 1990-07-15 13:30): Sun Cancer 9th, Moon Aries 7th (2° from the Descendant), Mercury Leo 10th,
// Venus Gemini 9th, Mars Taurus 7th, Saturn Capricorn 3rd retrograde, Libra rising, Midheaven Cancer; cusps 2nd
// Scorpio, 4th Capricorn, 7th Aries, 10th Cancer. Sun square Moon, Moon square Saturn; no Venus square Mars.
const ada = chartOf('ada');

describe('placements that contradict the chart', () => {
  it('accepts true statements in the forms readers use', () => {
    const reply = [
      '### Saturn in Capricorn, in the 3rd house (ruler of your 4th house)',
      'Your Sun in Cancer squares your Moon in Aries. Your Moon is in the 7th house, and your Moon sits 2.1° from your Descendant.',
      'The Moon, ruler of your 10th house is in Aries. Your 10th house begins in Cancer and holds your Mercury; your 2nd house holds no planets.',
      'Saturn is in Capricorn in your 3rd house. Your Saturn is retrograde. You have Libra rising, and your Cancer Sun likes a home.',
      "- Saturn 24°13' Capricorn, 3rd house (Placidus); Capricorn is ruled by Saturn.\n- 10th cusp 7°58' Cancer (Placidus).",
      'Placements used: Sun in Cancer in the 9th house; Moon square Saturn; transiting Pluto square natal Sun.',
    ].join('\n\n');
    expect(natalClaims(reply).length).toBeGreaterThanOrEqual(15);
    expect(contradictions(reply, ada)).toEqual([]);
  });

  it('flags each placement, aspect, cusp and retrograde the chart does not have', () => {
    const cases = [
      'Your Moon in Taurus needs calm.',
      'Your Venus is in the 7th house.',
      'Your Venus square Mars makes love a tug of war.',
      'Your 10th house is in Aries.',
      'Your rising sign is Leo.',
      'Your Mercury is retrograde.',
      'Your 9th house holds no planets.',
      'Your Mars sits 1.0° from your Midheaven.',
      'Saturn is in Leo in your 3rd house.',
      '### Saturn in Virgo, in the 3rd house',
      "- Saturn 4°48' Virgo, 3rd house (Placidus)",
      "- 10th cusp 0°01' Aquarius (Placidus)",
      'Placements used: Moon in the 12th house.',
      'Placements used: Moon opposition Mercury.',
      'Your Aquarius Moon keeps a distance.',
    ];
    for (const text of cases) expect(contradictions(text, ada), text).toHaveLength(1);
  });

  it('leaves transits, the sky now, general talk, negations and conditions alone', () => {
    const reply = [
      'Transiting Saturn square your natal Moon asks for patience.',
      'Jupiter is in Cancer right now, and Mercury turns retrograde in your 12th house this month.',
      'A planet in Aries acts fast; someone with Venus in Scorpio loves deeply.',
      "You don't have your Venus square your Mars, so love is not a tug of war.",
      'If your Moon were in Leo, you would want applause.',
      'Placements used: transiting Jupiter trine natal Venus.',
      'After it: Pluto squares your Midheaven, in orb next month.',
      "- **Pluto's conjunction to your Midheaven** is in force that month: a slow change in how you are seen.",
      '- **Pluto conjunction your Saturn, the ruler of your Midheaven**, from 26 March 2027 to 21 June 2027: a deep shift.',
      '- **Pluto conjunction your Saturn**, from 2 March 2027 to 9 April 2027, exact on 20 March 2027: a slow test.',
    ].join('\n\n');
    expect(contradictions(reply, ada)).toEqual([]);
  });
});
