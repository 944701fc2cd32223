import { calculateNatalChart } from '@stellara/astro';
import { personalityIds } from '@stellara/contract';
import { describe, expect, it } from 'vitest';
import { seedKnowledge } from '../../knowledge/meanings.ts';
import { chatReplies } from '../../test-support/chat.ts';
import { type ChartContext, chartContextFrom } from '../chart-context.ts';
import { ANGLE_MEANING, ANGLE_PLAY } from './voices/shared.ts';

const sent = new Date('2026-11-28T12:00:00Z');
const natal = chartContextFrom(calculateNatalChart({ ut: '1990-07-15T12:30:00Z', latitude: 51.5, longitude: -0.12 }));
const at = (name: string) => natal.planets.find((p) => p.name === name)!.longitude;
const ANGLE_AT: Record<string, number> = {
  Ascendant: at('Ascendant'),
  Descendant: (at('Ascendant') + 180) % 360,
  Midheaven: at('Midheaven'),
  IC: (at('Midheaven') + 180) % 360,
};

/** The same chart with one planet moved 1° from an angle (and no other planet near that angle). */
function withPlanetOn(planet: string, angle: string): ChartContext {
  const target = ANGLE_AT[angle]!;
  return {
    ...natal,
    planets: natal.planets.map((p) => (p.name === planet ? { ...p, longitude: (target + 1) % 360 } : p)),
  };
}

/** The reply's section about the planet on the angle. */
async function angleSection(
  planet: string,
  angle: string,
  message: string,
  personality: (typeof personalityIds)[number],
) {
  const chart = withPlanetOn(planet, angle);
  const setup = { chart, knowledge: seedKnowledge(), personality, level: 'basic', tier: 'pro', sent } as const;
  const [text = ''] = await chatReplies([message], setup);
  return text.match(new RegExp(`### ${planet} on the ${angle}\\n[^\\n]+`))?.[0] ?? '';
}

const PUBLIC =
  /out in the open|public|on show|everyone|every passer-by|front window|where other people see|visible|summit/i;

describe('points read correctly', () => {
  it('the IC is private, the Midheaven public, the Descendant others, the Ascendant the first meeting', () => {
    expect(ANGLE_MEANING.IC).toMatch(/home|roots/);
    expect(`${ANGLE_MEANING.IC} ${Object.values(ANGLE_PLAY.IC!).join(' ')}`).not.toMatch(PUBLIC);
    expect(`${ANGLE_MEANING.IC} ${ANGLE_PLAY.IC!.guide}`).toMatch(/private|inward|keep to yourself/);
    expect(`${ANGLE_MEANING.Midheaven} ${ANGLE_PLAY.Midheaven!.guide}`).toMatch(/public|reputation|known/);
    expect(`${ANGLE_MEANING.Descendant} ${ANGLE_PLAY.Descendant!.guide}`).toMatch(/partners|close/);
    expect(`${ANGLE_MEANING.Ascendant} ${ANGLE_PLAY.Ascendant!.guide}`).toMatch(/meet the world|come across/);
  });

  it.each(personalityIds)('a planet on the IC is read as private, never as out in the open (%s)', async (p) => {
    const section = await angleSection('Mars', 'IC', 'Tell me about my home and family', p);
    expect(section).toMatch(/### Mars on the IC/);
    expect(section).not.toMatch(PUBLIC);
    expect(section).toMatch(/home|roots|private|inward|hearth|keep to yourself|closed doors/i);
  });

  it.each(personalityIds)('a planet on the Midheaven is read as public (%s)', async (p) => {
    const section = await angleSection('Mars', 'Midheaven', 'What about my career?', p);
    expect(section).toMatch(/public|reputation|known|summit|work/i);
    expect(section).not.toMatch(/private|inward|keep to yourself/i);
  });

  it.each(personalityIds)('a planet on the Descendant is read through partners (%s)', async (p) => {
    const section = await angleSection('Mars', 'Descendant', 'What does my chart say about love?', p);
    expect(section).toMatch(/partner|close others|people closest|faces of the people|other people/i);
  });
});

describe('a planet a few degrees from an angle is a contact, though the aspect list counts angles within 1°', () => {
  // Ada's Moon is 2°06' from her Descendant: outside the list's 1°, inside any astrologer's orb for an angle.
  const setup = {
    chart: natal,
    knowledge: seedKnowledge(),
    personality: 'guide',
    level: 'basic',
    tier: 'plus',
    sent,
  } as const;

  it.each(['does my jupiter conjunct my ascendant?', 'is jupiter conjunct my rising'])(
    'says how close, never that the two work independently, for "%s"',
    async (message) => {
      // Jupiter moved 2.5° from the Ascendant: no aspect in the list, plainly a planet on the angle.
      const chart = {
        ...natal,
        planets: natal.planets.map((p) => (p.name === 'Jupiter' ? { ...p, longitude: ANGLE_AT.Ascendant! + 2.5 } : p)),
      };
      const [text = ''] = await chatReplies([message], { ...setup, chart });
      expect(text).toMatch(/Your Jupiter is 2°30' from your Ascendant, a conjunction to an angle/);
      expect(text).not.toMatch(/no major aspect|more independently|does not have/);
    },
  );

  it('measures it without calling it a faint link when the orb is asked', async () => {
    const [text = ''] = await chatReplies(['how close is my moon to my descendant?'], setup);
    expect(Math.abs(at('Moon') - ANGLE_AT.Descendant!)).toBeGreaterThan(1);
    expect(text).toMatch(/^Your Moon is 2°0\d' from your Descendant: a conjunction to an angle/m);
    expect(text).not.toMatch(/faint/);
  });
});
