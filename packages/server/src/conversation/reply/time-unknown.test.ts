// A chart without a birth time, end to end through the pure layers: the profile record, the wheel, the transits, the
// built-in reader's replies to a scripted chat and the model request hold no house, Rising sign or angle; the chat
// says once that the time is unknown; the Moon's birth day is told.
import { renderChartWheel } from '@stellara/astro';
import { type BirthData, personalityIds, type TechnicalLevel, type Tier } from '@stellara/contract';
import { describe, expect, it } from 'vitest';
import { birthDataChart } from '../../charts/birth-chart.ts';
import { birthMoonDay } from '../../charts/moon-day.ts';
import { natalRecord } from '../../charts/natal-record.ts';
import { seedKnowledge } from '../../knowledge/meanings.ts';
import { yearTransits } from '../../member-charts/member-charts.ts';
import type { ChartContext } from '../chart-context.ts';
import { hookCandidates } from '../hook-select.ts';
import { builtinSections } from '../personalities/catalogue.ts';
import { contextAt, storedBirthData } from '../session-chart.ts';
import { builtinReply } from './builtin-writer.ts';
import { knowledgeForPlan, type ModelMessage, modelMessages } from './model-writer.ts';
import { planReply } from './plan.ts';
import {
  asksAboutTimedPoints,
  statesTimedPoint,
  TIME_UNKNOWN_ANSWER,
  TIME_UNKNOWN_NOTE,
  timeUnknownSaid,
  withoutTimedStatements,
} from './time-unknown.ts';

// 1990-07-18 in London: the Moon moved from Taurus into Gemini that day (pyswisseph agrees).
const birth: BirthData = {
  name: 'Ada',
  birthDate: '1990-07-18',
  birthTime: '12:00',
  birthTimeUnknown: true,
  birthPlace: 'London, United Kingdom',
  latitude: 51.5074,
  longitude: -0.1278,
  timezone: 'Europe/London',
};
const cast = birthDataChart(birth);
if (cast.status !== 'ok') throw new Error('the test birth must cast');
const natal = cast.chart;
const now = new Date('2026-03-01T12:00:00Z');
const local = { date: birth.birthDate, time: birth.birthTime, timezone: birth.timezone };
const chart: ChartContext = contextAt(natal, now, { name: 'Ada', local });
const knowledge = seedKnowledge();

/** The text without the sentences that say the time is unknown (they name the Rising sign and houses as absent). */
const withoutNotes = (text: string) => text.replace(TIME_UNKNOWN_NOTE, '').replace(TIME_UNKNOWN_ANSWER, '');

const SCRIPT = [
  'Tell me about my chart',
  "What's my rising sign?",
  "What's in my 7th house?",
  'Tell me about my moon',
  'What transits are hitting me?',
  'What about my career?',
  'What does my Venus say about love?',
  'Who am I at my core?',
];

describe('a chart without a birth time', () => {
  it('is cast for local noon and marked so', () => {
    expect(natal.timeUnknown).toBe(true);
    const atNoon = birthDataChart({ ...birth, birthTime: '03:15' });
    // The row's time is ignored while the flag is set: noon it is.
    expect(atNoon.status === 'ok' && atNoon.chart.julianDay).toBe(natal.julianDay);
    expect(natal.utc.slice(11, 16)).toBe('11:00'); // noon BST
  });

  it('gives a profile record without houses, Rising or aspects to it', () => {
    const record = natalRecord(birth, now);
    expect(record.natal_houses).toEqual({});
    expect(record.natal_planets.map((p) => p.name)).not.toContain('Ascendant');
    expect(record.natal_planets.every((p) => p.house === null)).toBe(true);
    expect(record.natal_aspects.some((a) => a.planet1 === 'Ascendant' || a.planet2 === 'Ascendant')).toBe(false);
    expect(record.natal_planets.find((p) => p.name === 'Sun')?.sign).toBe('Cancer');
    // With the time the houses come back.
    const timed = natalRecord({ ...birth, birthTime: '09:30', birthTimeUnknown: false }, now);
    expect(Object.keys(timed.natal_houses)).toHaveLength(12);
    expect(timed.natal_planets.map((p) => p.name)).toContain('Ascendant');
  });

  it('draws a wheel without cusps, axes or house numbers', () => {
    const svg = renderChartWheel(natal, { wheelOnly: false });
    expect(svg).not.toMatch(/>A[CS]C?<|>MC<|>DC<|>IC</);
    expect(svg).not.toMatch(/>H\d{1,2}</);
    expect(svg).toContain('Birth time unknown');
    // The house numbers 1-12 are drawn as lone text in a timed wheel; none here.
    const timed = birthDataChart({ ...birth, birthTimeUnknown: false });
    if (timed.status !== 'ok') throw new Error('timed chart');
    const houseNumbers = (s: string) => (s.match(/>(?:[1-9]|1[0-2])<\/text>/g) ?? []).length;
    expect(houseNumbers(renderChartWheel(timed.chart, { wheelOnly: true }))).toBeGreaterThanOrEqual(12);
    expect(houseNumbers(renderChartWheel(natal, { wheelOnly: true }))).toBe(0);
    expect(renderChartWheel(timed.chart, { wheelOnly: true })).toMatch(/>AC</);
  });

  it('gives transits without a natal house or an angle', () => {
    expect(chart.transits.length + chart.yearAhead.length).toBeGreaterThan(0);
    for (const t of [...chart.transits, ...chart.yearAhead]) {
      expect(t.house, `${t.planet} ${t.aspect} ${t.target}`).toBeNull();
      expect(['Ascendant', 'Midheaven']).not.toContain(t.target);
    }
    const year = yearTransits(natal, now, 365);
    expect(year.length).toBeGreaterThan(0);
    expect(year.some((t) => ['Ascendant', 'Midheaven', 'Medium_Coeli'].includes(t.target))).toBe(false);
  });

  it('reads a chat context without angles or houses', () => {
    expect(chart.timeUnknown).toBe(true);
    expect(chart.houses).toEqual([]);
    expect(chart.planets.map((p) => p.name)).not.toContain('Ascendant');
    expect(chart.planets.map((p) => p.name)).not.toContain('Midheaven');
    expect(chart.aspects.some((a) => a.p1 === 'Ascendant' || a.p2 === 'Midheaven')).toBe(false);
    expect(chart.moonDay).toEqual(birthMoonDay(birth));
  });

  it('tells the Moon over the birth day', () => {
    const day = birthMoonDay(birth);
    expect(day).toMatchObject({ startSign: 'Taurus', endSign: 'Gemini' });
    expect(day?.changeAt).toMatch(/^\d\d:\d\d$/);
    const quiet = birthMoonDay({ birthDate: '1990-07-19', timezone: 'Europe/London' });
    expect(quiet?.changeAt ?? null).toBeNull();
    expect(quiet?.startSign).toBe(quiet?.endSign);
  });

  it.each(personalityIds)('answers a scripted chat with no house, Rising or angle, saying so once (%s)', async (p) => {
    const history: { role: string; content: string }[] = [];
    const replies: string[] = [];
    for (const message of SCRIPT) {
      const r = await builtinReply(
        { message, chart, tier: 'pro', personality: p, level: 'basic', history: [...history] },
        knowledge,
      );
      history.push({ role: 'user', content: message }, { role: 'assistant', content: r.text });
      replies.push(r.text);
      const rest = withoutNotes(r.text);
      expect(statesTimedPoint(rest), `${message}\n---\n${r.text}`).toBe(false);
      expect(r.placements.some(statesTimedPoint), `${message}: ${r.placements.join(', ')}`).toBe(false);
    }
    // Said once: the first reply, and no other.
    expect(replies[0]).toContain(TIME_UNKNOWN_NOTE);
    expect(replies.filter((r) => r.includes(TIME_UNKNOWN_NOTE))).toHaveLength(1);
    // The Rising sign and the 7th house get the honest answer.
    expect(replies[1]).toContain(TIME_UNKNOWN_ANSWER);
    expect(replies[2]).toContain(TIME_UNKNOWN_ANSWER);
    // The Moon: both signs of the day and when it changed.
    expect(replies[3]).toMatch(/Your Moon was in Taurus or Gemini: it changed sign at \d\d:\d\d that day\./);
    expect(replies[4]?.length ?? 0).toBeGreaterThan(80);
  });

  it('tells the model the time is unknown, gives it no house, Rising or angle, and has it say so once', async () => {
    const tiers: Tier[] = ['free', 'pro'];
    const levels: TechnicalLevel[] = ['basic', 'technical'];
    for (const tier of tiers) {
      for (const level of levels) {
        for (const [i, message] of SCRIPT.entries()) {
          const plan = planReply({
            message,
            chart,
            tier,
            level,
            earlierQuestions: [],
            used: [],
            hook: null,
            sent: now,
          });
          const history: ModelMessage[] =
            i === 0
              ? []
              : [
                  { role: 'user', content: 'Tell me about my chart' },
                  { role: 'assistant', content: `${TIME_UNKNOWN_NOTE}\n\nYour Sun in Cancer...` },
                ];
          const messages = modelMessages({
            plan,
            chart,
            personality: 'guide',
            level,
            tier,
            sections: builtinSections.guide,
            birth: {
              name: 'Ada',
              date: birth.birthDate,
              time: birth.birthTime,
              place: birth.birthPlace,
              timezone: birth.timezone,
            },
            knowledge: await knowledgeForPlan(plan, knowledge),
            history,
            message,
            hook: null,
          });
          const system = messages[0]!.content;
          const label = `${message} [${tier}, ${level}]`;
          expect(system, label).toContain('Birth time: NOT KNOWN');
          expect(system, label).toContain('time not known');
          expect(system, label).not.toContain('12:00');
          expect(system, label).toMatch(/Taurus or Gemini: it changed sign at \d\d:\d\d/);
          // The chart facts and the plan: no house, cusp, Rising or angle anywhere in them.
          const facts = system
            .split('\n')
            .filter((l) => /^(Chart|Placements|Cusps|Chart ruler|Within 5°|Stelliums|Aspects|- \w+ \w+ natal)/.test(l));
          expect(facts.length, label).toBeGreaterThan(2);
          for (const line of facts.filter((l) => !l.startsWith('Chart ('))) {
            expect(statesTimedPoint(line), `${label}: ${line}`).toBe(false);
          }
          expect(system, label).not.toMatch(/\bH(?:1[0-2]|[1-9])\b|natal house|Cusps|Chart ruler:/);
          // The resolved question echoes what they asked ("their 7th house"); the factors never name one.
          const plansHouse = (system.split('\nThis message:\n')[1] ?? '')
            .split('\n')
            .filter((l) => !/^(Resolved question|Answer the question they asked)/.test(l))
            .join('\n');
          expect(plansHouse, label).not.toMatch(/\b(?:\d{1,2}(?:st|nd|rd|th)) house\b|Ascendant [A-Z]|Midheaven [A-Z]/);
          // Said once: the first reply is asked to say it; later ones are told it was said.
          if (asksAboutTimedPoints(message)) expect(system, label).toContain('only the birth time shows');
          if (i === 0) expect(system, label).toContain('Say once in this reply');
          else expect(system, label).toContain('has already told them the time is unknown');
        }
      }
    }
  });

  it('opens the chat with an observation that names no house or angle', () => {
    const hooks = hookCandidates(chart);
    expect(hooks.length).toBeGreaterThan(0);
    for (const h of hooks) {
      const text = [h.hook.hook, h.hook.meaning, h.hook.contradiction.tension, ...h.placements].join(' ');
      expect(statesTimedPoint(text), text).toBe(false);
    }
  });

  it('keeps every statement but the timed ones', () => {
    expect(withoutTimedStatements('Your Sun is in Cancer. Your Rising is Leo. You care deeply.')).toBe(
      'Your Sun is in Cancer. You care deeply.',
    );
    expect(withoutTimedStatements('### Your 7th house\n\nMars in the seventh house.\n\nVenus loves beauty.')).toBe(
      'Venus loves beauty.',
    );
    expect(asksAboutTimedPoints("what's my rising sign")).toBe(true);
    expect(asksAboutTimedPoints('what is in my 7th house')).toBe(true);
    expect(asksAboutTimedPoints('tell me about my moon')).toBe(false);
    expect(timeUnknownSaid(['Hello', TIME_UNKNOWN_NOTE])).toBe(true);
    expect(timeUnknownSaid(['Hello'])).toBe(false);
  });

  it('keeps the flag through a stored conversation row', () => {
    expect(storedBirthData(JSON.parse(JSON.stringify(birth)))?.birthTimeUnknown).toBe(true);
  });
});
