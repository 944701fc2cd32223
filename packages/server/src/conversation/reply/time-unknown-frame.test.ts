// A chart without a birth time in a frame the member chose (Whole Sign, a sidereal zodiac): the frame still sets the
// signs, but nothing names a house, the house system or a polar fallback. A chart with a known time follows the frame.
import { type BirthData, type ChartFrame, engineSettingsOf, type TechnicalLevel } from '@stellara/contract';
import { describe, expect, it } from 'vitest';
import { birthDataChart } from '../../charts/birth-chart.ts';
import { chartSettingsOf } from '../../charts/chart-frame.ts';
import { birthMoonDay } from '../../charts/moon-day.ts';
import { natalRecord } from '../../charts/natal-record.ts';
import { seedKnowledge } from '../../knowledge/meanings.ts';
import { builtinSections } from '../personalities/catalogue.ts';
import { contextAt } from '../session-chart.ts';
import { builtinReply } from './builtin-writer.ts';
import { knowledgeForPlan, modelMessages } from './model-writer.ts';
import { planReply } from './plan.ts';
import { TIME_UNKNOWN_ANSWER, TIME_UNKNOWN_NOTE } from './time-unknown.ts';

// 1990-07-18 in London: the tropical Moon went from Taurus into Gemini that day.
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
const wholeSign: ChartFrame = { houseSystem: 'W', zodiac: 'tropical' };
const wholeSignLahiri: ChartFrame = { houseSystem: 'W', zodiac: 'sidereal-lahiri' };
const now = new Date('2026-03-01T12:00:00Z');
const local = { date: birth.birthDate, time: birth.birthTime, timezone: birth.timezone };

function natalIn(data: BirthData, frame: ChartFrame) {
  const r = birthDataChart(data, chartSettingsOf(frame));
  if (r.status !== 'ok') throw new Error('the test birth must cast');
  return r.chart;
}

/** The sidereal Moon's sign at a local time of the birth date, from a chart cast for that time. */
const siderealMoonAt = (time: string) =>
  natalIn({ ...birth, birthTime: time, birthTimeUnknown: false }, wholeSignLahiri).points.Moon.signName;

describe('a chart without a birth time in a chosen frame', () => {
  it('keeps no house in the record, but keeps the frame and reads the Moon in its zodiac', () => {
    const record = natalRecord(birth, now, 'birthData', wholeSignLahiri);
    expect(record.natal_houses).toEqual({});
    expect(record.natal_planets.every((p) => p.house === null)).toBe(true);
    expect(record.natal_planets.map((p) => p.name)).not.toContain('Ascendant');
    expect(record.frame).toEqual({ houseSystem: 'W', zodiac: 'sidereal-lahiri', houseSystemUsed: 'W' });
    // The day's Moon in the sidereal zodiac the chart is cast in, not the tropical one.
    const sidereal = birthMoonDay(birth, engineSettingsOf(wholeSignLahiri).ayanamsa);
    expect(record.moon_day).toEqual(sidereal);
    expect(sidereal).not.toEqual(birthMoonDay(birth));
    expect(sidereal?.startSign).toBe(siderealMoonAt('00:00'));
    expect(sidereal?.endSign).toBe(siderealMoonAt('23:59'));
  });

  it('names the zodiac only, never the house system, in the chat context', () => {
    const tropical = contextAt(natalIn(birth, wholeSign), now, { local });
    expect(tropical.timeUnknown).toBe(true);
    expect(tropical.houses).toEqual([]);
    expect(tropical.frame.text).toBe('tropical zodiac');
    // Whole Sign alone needs no saying without houses: the default zodiac says nothing.
    expect(tropical.frame.once).toBeNull();
    const lahiri = contextAt(natalIn(birth, wholeSignLahiri), now, { local });
    expect(lahiri.frame.text).toBe('sidereal zodiac, Lahiri ayanamsa');
    expect(lahiri.frame.once).toContain('Lahiri');
    expect(lahiri.frame.once).not.toMatch(/house|Whole Sign/i);
  });

  it('names no house system in a reply or the model request, at either level', async () => {
    const knowledge = seedKnowledge();
    const chart = contextAt(natalIn(birth, wholeSignLahiri), now, { local });
    const levels: TechnicalLevel[] = ['basic', 'technical'];
    for (const level of levels) {
      for (const message of ['Tell me about my chart', 'Which house system do you use?']) {
        const r = await builtinReply(
          { message, chart, tier: 'pro', personality: 'guide', level, history: [] },
          knowledge,
        );
        const rest = r.text.replace(TIME_UNKNOWN_NOTE, '').replace(TIME_UNKNOWN_ANSWER, '');
        expect(rest, `${level}: ${message}\n${r.text}`).not.toMatch(/Whole Sign|Porphyry|\bhouses?\b/i);
        const plan = planReply({ message, chart, tier: 'pro', level, earlierQuestions: [], used: [], hook: null });
        const system = modelMessages({
          plan,
          chart,
          personality: 'guide',
          level,
          tier: 'pro',
          sections: builtinSections.guide,
          birth: {
            name: 'Ada',
            date: birth.birthDate,
            time: birth.birthTime,
            place: birth.birthPlace,
            timezone: birth.timezone,
          },
          knowledge: await knowledgeForPlan(plan, knowledge),
          history: [],
          message,
          hook: null,
        })[0]!.content;
        expect(system, `${level}: ${message}`).not.toContain('Whole Sign');
        expect(system, `${level}: ${message}`).toContain('sidereal zodiac, Lahiri ayanamsa');
      }
    }
    const technical = await builtinReply(
      { message: 'Tell me about my chart', chart, tier: 'pro', personality: 'guide', level: 'technical', history: [] },
      knowledge,
    );
    expect(technical.text).toContain('Cast in the sidereal zodiac, Lahiri ayanamsa.');
  });

  it('follows the frame when the time is known', () => {
    const known = { ...birth, birthTime: '08:30', birthTimeUnknown: false };
    const record = natalRecord(known, now, 'birthData', wholeSign);
    expect(Object.keys(record.natal_houses)).toHaveLength(12);
    expect(record.frame).toEqual({ houseSystem: 'W', zodiac: 'tropical', houseSystemUsed: 'W' });
    expect(record.moon_day).toBeUndefined();
    const chart = contextAt(natalIn(known, wholeSign), now, { local: { ...local, time: '08:30' } });
    expect(chart.timeUnknown).toBeUndefined();
    expect(chart.frame.text).toBe('Whole Sign houses, tropical zodiac');
    expect(chart.houses).toHaveLength(12);
  });
});
