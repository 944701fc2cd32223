import { type AspectName, calculateNatalChart } from '@stellara/astro';
import { MAJOR_ASPECT_NAMES } from '@stellara/contract';
import { describe, expect, it } from 'vitest';
import { seedKnowledge } from '../../knowledge/meanings.ts';
import { chatReplies } from '../../test-support/chat.ts';
import { contextAt } from '../session-chart.ts';
import { askedTerm } from './definition-ask.ts';
import { DEFINITIONS } from './definitions.ts';
import { termOf } from './question.ts';

// 1990-07-15 12:30 UT, London: Pluto trine Chiron, Mercury quincunx Uranus 0.15°, Sun conjunct Jupiter 0.21°.
const natal = calculateNatalChart({ ut: '1990-07-15T12:30:00Z', latitude: 51.5, longitude: -0.12 });
const now = new Date('2026-03-01T12:00:00Z');
const chart = contextAt(natal, now);
const knowledge = seedKnowledge();
const reply = async (message: string) =>
  (
    await chatReplies([message], { chart, knowledge, personality: 'guide', level: 'technical', tier: 'pro', sent: now })
  )[0]!;
/** The first sentence of the reply, headings skipped. */
const firstSentence = (text: string) =>
  text
    .replace(/^###.*$/gm, '')
    .trim()
    .split(/(?<=[.!?])\s/)[0] ?? '';

const ENGINE_ASPECTS: AspectName[] = [
  ...MAJOR_ASPECT_NAMES,
  'quincunx',
  'semi-sextile',
  'semi-square',
  'sesquiquadrate',
  'quintile',
  'biquintile',
];

describe('askedTerm', () => {
  it.each([
    ["what's a trine? do i have one?", 'trine'],
    ['so what is an orb exactly', 'orb'],
    ['whats a quincunx', 'quincunx'],
    ['what is a semi-square', 'semi-square'],
    ["what's the IC?", 'ic'],
    ['what is a house cusp', 'cusp'],
    ['what are the angles', 'angle'],
    ['what is a solar return', 'return'],
    ['what is the descendant in astrology?', 'descendant'],
    ['what does a sextile mean', 'sextile'],
    ['qué es un trígono?', 'trine'],
    ['o que é uma quadratura?', 'square'],
    ["cos'è un ascendente?", 'rising sign'],
  ])('%s → %s', (message, term) => {
    expect(askedTerm(message)).toBe(term);
  });

  it.each([
    "what's my trine about?",
    "what's the tightest aspect in my chart",
    'what is the best house for money in my chart',
    'what does my moon in aries mean',
    'qual è il mio segno ascendente?',
  ])('is not a definition: %s', (message) => {
    expect(askedTerm(message)).toBeNull();
  });

  it('has a definition for every aspect the engine computes, and for each term it recognises', () => {
    for (const aspect of ENGINE_ASPECTS) {
      expect(termOf(aspect.replace('-', ' '))).toBe(aspect);
      // Each says its angle (a conjunction's is "the same place").
      expect(DEFINITIONS[aspect], aspect).toMatch(/\d+°|same place/);
    }
    for (const term of ['cusp', 'angle', 'ic', 'descendant', 'dispositor', 'return', 'lilith', 'orb', 'house']) {
      expect(DEFINITIONS[term], term).toBeTruthy();
    }
  });
});

describe('a definition question is answered with the definition first, then their own example', () => {
  it.each([
    ["what's a trine? do i have one?", /^A trine is an angle of about 120°/, /Pluto trine Chiron/],
    ['whats a quincunx', /^A quincunx, or inconjunct, is an angle of about 150°/, /Mercury quincunx Uranus, 0°09'/],
    ['what is an orb', /^An orb is how far an aspect is from exact/, /Sun conjunction Jupiter|Sun conjunct Jupiter/],
    ["what's the IC?", /^The IC \(Imum Coeli/, /4th house/],
    ['what are the angles', /^The four angles are/, /Midheaven is at 28°22' Cancer/],
    ['qué es un trígono?', /^A trine is an angle of about 120°/, /trine/],
  ])('%s', async (message, definition, own) => {
    const text = await reply(message);
    // A reply in another language opens with one honest line in that language, then the answer.
    const body = text.replace(/^[^\n]*inglés[^\n]*\n+/, '');
    expect(firstSentence(body)).toMatch(definition);
    expect(body).toMatch(own);
    expect(body).not.toMatch(/has no (cusp|angle|ic) among its major patterns/);
  });
});

describe('a term asked about mid-chat', () => {
  it.each([
    ["ok what is a 'square' even, you keep saying it", 'square'],
    ['wait what’s a “trine” anyway', 'trine'],
    ['ok y qué es una "cuadratura" entonces', 'square'],
  ])('"%s" is defined and shown in their chart, never taken as a goodbye', async (message, term) => {
    expect(askedTerm(message)).toBe(term);
    const [, answer] = await chatReplies(['what is my sun sign', message], {
      chart,
      knowledge,
      personality: 'guide',
      level: 'basic',
      tier: 'free',
      sent: now,
    });
    expect(answer).toMatch(new RegExp(`### What an? ${term} is`));
    expect(answer).toMatch(new RegExp(`### \\w+ ${term} \\w+`));
    expect(answer).not.toMatch(/Take care|Bye for now|come back whenever/);
  });
});
