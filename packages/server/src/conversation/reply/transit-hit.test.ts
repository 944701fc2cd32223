// A transiting planet to a natal point, asked when (docs/voice.md: what the chart can compute comes first): the next
// exact hit first, from the engine's passages, never a return of the planet to itself or the natal aspect. Whole
// chats with Ada's chart (15 July 1990, 13:30 London, read on 28 November 2026).
import { transitPassages } from '@stellara/astro';
import { describe, expect, it } from 'vitest';
import { adaChart, adaChat } from '../../test-support/chat.ts';

const NOW = new Date('2026-11-28T12:00:00Z');
const plus = { tier: 'plus' as const };
const day = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
/** The answer's first line, after the one-line language lead a message in another language gets. */
const firstLine = (text: string) => {
  const lines = text.split('\n').filter(Boolean);
  return (lines[0]!.endsWith(':') ? lines[1] : lines[0]) ?? '';
};
/** The engine's next exact hit of a transiting planet to a natal point, after NOW. */
function nextHit(
  transiting: 'Saturn' | 'Jupiter',
  natal: 'Sun' | 'Ascendant' | 'Medium_Coeli',
  aspect = 'conjunction',
) {
  const to = new Date(NOW.getTime() + 30 * 365.25 * 86_400_000);
  const passages = transitPassages(adaChart().birth!.natal, NOW, to, {
    transiting: [transiting],
    targets: [natal],
    aspects: [aspect as 'conjunction'],
  });
  return passages.flatMap((p) => p.exact).find((e) => e.at > NOW.toISOString())!.at;
}

describe('when a transiting planet reaches a natal point', () => {
  it.each([
    'when is transiting saturn conjunct my sun',
    'when does saturn cross my sun?',
    'wann erreicht saturn meine sonne?',
  ])('gives the date of the next hit first, not the Saturn return, for "%s"', async (message) => {
    const [reply] = await adaChat([message], plus);
    expect(firstLine(reply!.text).startsWith(`Saturn crosses your Sun on ${day(nextHit('Saturn', 'Sun'))}.`)).toBe(
      true,
    );
    expect(reply!.text).not.toMatch(/Saturn return/);
    expect(reply!.text).toMatch(/The last time it crossed your Sun was on \d+ \w+ 20\d\d\./);
  });

  it.each(["when does jupiter cross my ascendant? i've always felt that year", 'cuándo toca júpiter mi ascendente'])(
    'gives Jupiter on the Ascendant for "%s"',
    async (message) => {
      const [reply] = await adaChat([message], plus);
      expect(firstLine(reply!.text)).toContain(`Jupiter crosses your Ascendant`);
      expect(firstLine(reply!.text)).toContain(day(nextHit('Jupiter', 'Ascendant')));
      expect(reply!.text).not.toMatch(/no major aspect|does not have/);
    },
  );

  it('names each exact hit of a retrograde loop, across the axis for the IC', async () => {
    const [reply] = await adaChat(['when does jupiter cross my IC?'], plus);
    const hit = day(nextHit('Jupiter', 'Medium_Coeli', 'opposition'));
    expect(firstLine(reply!.text)).toMatch(/^Jupiter crosses your IC (on|exact on) /);
    expect(firstLine(reply!.text)).toContain(hit.replace(/ \d{4}$/, ''));
  });

  it('says when the next one is beyond the search, with the last one', async () => {
    const [reply] = await adaChat(['when does pluto square my moon'], plus);
    expect(firstLine(reply!.text)).toMatch(/^Pluto next squares your Moon more than 40 years from now/);
    expect(reply!.text).toMatch(/The last time it squared your Moon was on \d+ \w+ 2020\./);
  });

  it('below Plus gives the sky for everyone and the plan pointer, no personal date', async () => {
    const [reply] = await adaChat(['when does jupiter cross my ascendant'], { tier: 'free' });
    expect(reply!.text).toMatch(/^As of 28 November 2026, Jupiter is in /);
    expect(reply!.text).not.toMatch(/crosses your Ascendant/);
  });

  it.each([
    ['when is my saturn return', /^Your next Saturn return is exact on/],
    ['what does saturn conjunct my sun mean', /does not have Saturn conjunction Sun/],
  ])('keeps "%s" on its own answer', async (message, expected) => {
    const [reply] = await adaChat([message], plus);
    expect(reply!.text).toMatch(expected);
  });
});

describe('a transiting planet through a natal house', () => {
  it.each(['when will jupiter transit my 10th house', 'when does jupiter go through my 10th house?'])(
    'reads "%s" as the house passage',
    async (message) => {
      const [reply] = await adaChat([message], plus);
      expect(reply!.text).toMatch(/^It is there already: Jupiter is in your 10th house now, and leaves it on /);
    },
  );
});
