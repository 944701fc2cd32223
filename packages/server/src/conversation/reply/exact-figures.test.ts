// Whole chats for an exact figure asked for (an orb, applying or separating, a chart ruler's degree, a count of
// planets by element): the figure is the first line, checked against pyswisseph, and the reply stays short.
import { execFileSync } from 'node:child_process';
import { calculateNatalChart, findEphemerisPath } from '@stellara/astro';
import { oracleMissing, VENV_PYTHON } from '@stellara/astro/testing/kerykeion';
import { describe, expect, it } from 'vitest';
import { seedKnowledge } from '../../knowledge/meanings.ts';
import { chatReplies } from '../../test-support/chat.ts';
import { contextAt } from '../session-chart.ts';

const sent = new Date('2026-11-28T12:00:00Z');
const chart = contextAt(calculateNatalChart({ ut: '1990-07-15T12:30:00Z', latitude: 51.5, longitude: -0.12 }), sent);
const setup = {
  chart,
  knowledge: seedKnowledge(),
  personality: 'guide' as const,
  level: 'basic' as const,
  tier: 'free' as const,
  sent,
};
const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
/** The answer's first line, after the line saying the reading is in English, on a message in another language. */
const firstLine = (text: string) =>
  text
    .replace(/^[^\n]*?(?:inglés|inglês):\s*/, '')
    .split('\n')
    .find((line) => line.trim()) ?? '';

/** The birth chart's ten planets from pyswisseph: longitude and speed. */
function oracle(): Record<string, [number, number]> {
  const script = `
import json, sys, swisseph as swe
swe.set_ephe_path(sys.argv[1])
jd = swe.julday(1990, 7, 15, 12.5)
names = ['Sun', 'Moon', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto']
print(json.dumps({n: [swe.calc_ut(jd, i)[0][0], swe.calc_ut(jd, i)[0][3]] for i, n in enumerate(names)}))
`;
  return JSON.parse(execFileSync(VENV_PYTHON, ['-c', script, findEphemerisPath()], { encoding: 'utf8' }));
}
const missing = oracleMissing();
const required = process.env.REQUIRE_ALL_SUITES === '1';
if (missing && !required) console.warn(`[exact figures oracle] SKIPPED: ${missing}`);

const orbText = (orb: number) => {
  const d = Math.floor(orb);
  const m = Math.round((orb - d) * 60);
  return m === 60 ? `${d + 1}°00'` : `${d}°${String(m).padStart(2, '0')}'`;
};
const ELEMENT = ['fire', 'earth', 'air', 'water'];

describe.skipIf(missing !== null && !required)('an exact figure asked for, against pyswisseph', () => {
  const sky = missing ? {} : oracle();

  it('gives the orb and the motion of a named aspect in the first line, in several wordings', async () => {
    const [sun, sunSpeed] = sky.Sun ?? [0, 0];
    const [saturn, saturnSpeed] = sky.Saturn ?? [0, 0];
    const d = Math.abs(sun - saturn) % 360;
    const fromExact = 180 - (d > 180 ? 360 - d : d);
    // The orb shrinks when the Sun, moving faster, heads for the point opposite Saturn.
    const signed = ((sun - saturn + 360) % 360) - 180;
    const applying = Math.sign(signed) * (sunSpeed - saturnSpeed) < 0;
    for (const message of [
      "what's the orb on sun opposite saturn exactly? and is it applying or separating",
      'sun opp saturn - how exact, and applying or separating?',
      'mi sol opuesto a saturno: que orbe tiene? es aplicativo o separativo?',
    ]) {
      const [reply = ''] = await chatReplies([message], setup);
      const first = firstLine(reply);
      expect(first, message).toMatch(new RegExp(`^Your Sun opposite Saturn is ${orbText(fromExact)} from exact`));
      expect(first, message).toContain(applying ? 'applying' : 'separating');
      expect(words(reply), message).toBeLessThan(90);
    }
  });

  it('says a named aspect is not there, with the one that is', async () => {
    const [venus] = sky.Venus ?? [0, 0];
    const [moon] = sky.Moon ?? [0, 0];
    const d = Math.abs(venus - moon) % 360;
    const gap = d > 180 ? 360 - d : d;
    const [reply = ''] = await chatReplies(['how close to exact is my venus square moon?'], setup);
    expect(Math.abs(gap - 60)).toBeLessThan(2);
    expect(firstLine(reply)).toContain('form no square; the nearest aspect is a sextile');
    expect(firstLine(reply)).toContain(orbText(Math.abs(gap - 60)));
  });

  it('counts the ten planets by element, takes a felt lack seriously, and gives ties as ties', async () => {
    const counts = Object.fromEntries(ELEMENT.map((e) => [e, 0]));
    for (const [lon] of Object.values(sky)) {
      const element = ELEMENT[Math.floor(lon / 30) % 4] ?? '';
      counts[element] = (counts[element] ?? 0) + 1;
    }
    const least = Math.min(...Object.values(counts));
    expect(counts.air).toBe(least);
    for (const message of [
      "how many planets do i have in each element? i feel like i'm lacking air",
      'count my planets per element pls, i always feel like i have no air at all',
      'quantos planetas eu tenho em cada elemento? sinto que me falta ar',
    ]) {
      const [reply = ''] = await chatReplies([message], setup);
      const first = firstLine(reply);
      expect(first, message).toMatch(/^Counting your ten planets: /);
      for (const e of ELEMENT) expect(first, message).toContain(`${e} ${counts[e]}`);
      // The feeling is met, not dismissed: air is the lightest, and the rising sign carries it.
      expect(reply, message).not.toMatch(/\bNo: you do have air/);
      expect(reply, message).toMatch(/right to feel short of air: it is your lightest element/);
      expect(reply, message).toMatch(/rising sign, Libra, is an air sign/);
    }
    const [yesNo = ''] = await chatReplies(['do i lack air? feels like it'], setup);
    expect(firstLine(yesNo)).toMatch(/^Yes, by count: air is your lightest element, with only Venus/);
  });

  it('gives the chart ruler with its degree, sign and house first, and no dispositor list unasked', async () => {
    const [venus] = sky.Venus ?? [0, 0];
    const inSign = venus % 30;
    const degree = `${Math.floor(inSign)}°${String(Math.round((inSign % 1) * 60)).padStart(2, '0')}' Gemini`;
    for (const level of ['basic', 'technical'] as const) {
      const replies = await chatReplies(
        ['give me my chart ruler with house, sign and degree', "who's the final dispositor"],
        { ...setup, level },
      );
      const [ruler = '', dispositor = ''] = replies;
      expect(firstLine(ruler)).toContain(`Your chart ruler is Venus, at ${degree} in your 9th house`);
      expect(ruler).not.toMatch(/dispositor|Dispositors/);
      expect(firstLine(dispositor)).toMatch(/final dispositor/);
    }
  });
});

describe.skipIf(missing !== null && !required)('a weakness asked of the whole chart, against pyswisseph', () => {
  const sky = missing ? {} : oracle();
  const gap = (a: string, b: string) => {
    const d = Math.abs((sky[a]?.[0] ?? 0) - (sky[b]?.[0] ?? 0)) % 360;
    return d > 180 ? 360 - d : d;
  };

  it('names the most binding tension (the T-square through the Sun and Moon), not a lone placement', async () => {
    // The oracle's T-square: Sun square Moon, Sun opposite Saturn, Moon square Saturn, each within 2°.
    const sunMoon = Math.abs(gap('Sun', 'Moon') - 90);
    expect(sunMoon).toBeLessThan(2);
    expect(Math.abs(gap('Sun', 'Saturn') - 180)).toBeLessThan(2);
    expect(Math.abs(gap('Moon', 'Saturn') - 90)).toBeLessThan(2);
    for (const message of [
      'whats my biggest weakness in 2 lines max',
      'my worst flaw? short answer',
      'weakness? one line pls',
      'mi mayor debilidad, en una frase',
    ]) {
      const [reply = ''] = await chatReplies([message], setup);
      const first = firstLine(reply);
      expect(first, message).toMatch(
        new RegExp(
          // Named with the person's own noun: "my worst flaw" gets the flaw.
          `^The ${/flaw/.test(message) ? 'flaw' : 'weakness'} I'd name first comes from your Sun square Moon, ${orbText(sunMoon)} from exact and part of a T-square with Saturn: under pressure you can be someone who shuts one need down to keep another safe\\.`,
        ),
      );
      expect(reply, message).not.toMatch(/in the 9th|Sun in Cancer/);
      expect(words(reply), message).toBeLessThanOrEqual(80);
    }
  });
});

describe('an orb asked with a second question about its motion', () => {
  it('keeps "applying or separating?" with the orb, not as a question of its own', async () => {
    for (const message of [
      'how exact is the aspect between my sun and moon? applying or separating?',
      'sun square moon orb? and is it separating?',
    ]) {
      const [reply = ''] = await chatReplies([message], setup);
      expect(firstLine(reply), message).toMatch(
        /^Your Sun square Moon is \d+°\d\d' from exact, and (applying|separating)/,
      );
      expect(reply, message).not.toMatch(/^### /m);
    }
  });

  it('says when two planets make no major aspect, rather than a wide orb', async () => {
    // Venus in Gemini and Saturn in Capricorn: about 150° apart, a quincunx at most.
    const [reply = ''] = await chatReplies(['how exact is the aspect between my venus and saturn?'], setup);
    expect(firstLine(reply)).toMatch(/^Your Venus and Saturn make no major aspect: they are \d+°\d\d' apart/);
  });
});

describe('a figure asked again', () => {
  it('refers back briefly instead of repeating the earlier answer', async () => {
    const [first = '', again = ''] = await chatReplies(
      ["who's my final dispositor?", 'so what was the final dispositor again'],
      setup,
    );
    expect(firstLine(again)).toMatch(/^You have no single final dispositor.*, as I worked out earlier\.$/);
    expect(words(again)).toBeLessThan(words(first) + 1);
    // No capital after a colon where the mark was added.
    expect(again).not.toMatch(/earlier: [A-Z]/);
  });
});
