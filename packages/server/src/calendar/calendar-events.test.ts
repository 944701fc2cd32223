import {
  eclipses,
  lunations,
  planetaryReturns,
  STATION_BODIES,
  signIngresses,
  solarReturn,
  stations,
  transitPassages,
} from '@stellara/astro';
import { describe, expect, it } from 'vitest';
import { birthDataChartOrThrow } from '../charts/birth-chart.ts';
import { NATAL_TARGETS, YEAR_ASPECTS, YEAR_PLANETS } from '../member-charts/member-charts.ts';
import { sampleBirthData } from '../test-support/fixtures.ts';
import { CALENDAR_DAYS, type CalendarEvent, calendarEvents, calendarLevel, skyOf } from './calendar-events.ts';

const DAY_MS = 86_400_000;
const FROM = new Date('2026-11-28T00:00:00Z');
const TO = new Date(FROM.getTime() + CALENDAR_DAYS * DAY_MS);
const natal = birthDataChartOrThrow(sampleBirthData);
const events = calendarEvents(natal, 'timing', FROM);
const ofKind = (kind: CalendarEvent['kind'], list = events) => list.filter((e) => e.kind === kind);
const instants = (list: { at: string }[]) => list.map((e) => e.at).sort();

describe('calendarLevel: what a plan gets', () => {
  it('gives free the sky, plus the personal events, pro the exact transits too', () => {
    expect(calendarLevel('anonymous')).toBe('sky');
    expect(calendarLevel('free')).toBe('sky');
    expect(calendarLevel('plus')).toBe('personal');
    expect(calendarLevel('pro')).toBe('timing');
  });
});

describe('calendarEvents: the dates are the engine’s own', () => {
  it('dates each slow transit on an exact hit of the one transit model, and leaves none out', () => {
    const passages = transitPassages(natal, FROM, TO, {
      transiting: YEAR_PLANETS,
      targets: NATAL_TARGETS,
      aspects: YEAR_ASPECTS,
    });
    const hits = passages
      .flatMap((p) => p.exact.map((h) => ({ at: h.at })))
      .filter((h) => Date.parse(h.at) >= FROM.getTime() && Date.parse(h.at) < TO.getTime());
    expect(hits.length).toBeGreaterThan(0);
    expect(instants(ofKind('transit'))).toEqual(instants(hits));
    for (const t of ofKind('transit')) expect(t.allDay).toBe(true);
  });

  it('carries every new and full Moon, eclipse, station and sign change at its exact moment', () => {
    expect(instants(ofKind('lunation'))).toEqual(instants(lunations(FROM, TO)));
    expect(instants(ofKind('eclipse'))).toEqual(instants(eclipses(FROM, TO)));
    expect(instants(ofKind('ingress'))).toEqual(instants(signIngresses(FROM, TO)));
    const allStations = stations(FROM, TO, STATION_BODIES);
    expect(instants(ofKind('station'))).toEqual(instants(allStations));
  });

  it('carries the solar return of the year ahead', () => {
    const year = FROM.getUTCFullYear() + 1;
    expect(ofKind('solar-return').map((e) => e.at)).toEqual([solarReturn(natal, year).at]);
  });

  it('carries the returns and oppositions of Jupiter, Saturn and Chiron that fall in the year', () => {
    // Born in September 2015: Jupiter, then in Virgo, comes back there in the year from 1 October 2026.
    const young = birthDataChartOrThrow({ ...sampleBirthData, birthDate: '2015-09-15' });
    const from = new Date('2026-10-01T00:00:00Z');
    const to = new Date(from.getTime() + CALENDAR_DAYS * DAY_MS);
    const expected = (['Jupiter', 'Saturn', 'Chiron'] as const).flatMap((body) =>
      (['conjunction', 'opposition'] as const).flatMap((aspect) =>
        planetaryReturns(young, body, { aspect, untilAge: 14 }).returns.flatMap((r) =>
          r.hits.filter((h) => Date.parse(h.at) >= from.getTime() && Date.parse(h.at) < to.getTime()),
        ),
      ),
    );
    const found = ofKind('planet-return', calendarEvents(young, 'personal', from));
    expect(found.some((e) => e.summary.startsWith('Your Jupiter return'))).toBe(true);
    expect(instants(found)).toEqual(instants(expected));
  });

  it('keeps every event within the year, in time order, with unique UIDs', () => {
    for (const e of events) {
      expect(Date.parse(e.at)).toBeGreaterThanOrEqual(FROM.getTime());
      expect(Date.parse(e.at)).toBeLessThan(TO.getTime());
      expect(e.uid).toMatch(/^[a-z0-9-]+$/);
      expect(e.summary.length).toBeGreaterThan(0);
      expect(e.description.length).toBeGreaterThan(e.summary.length);
    }
    expect(new Set(events.map((e) => e.uid)).size).toBe(events.length);
    expect(events.map((e) => e.at)).toEqual([...events.map((e) => e.at)].sort());
  });
});

describe('calendarEvents: the shared sky', () => {
  it('gives the same events from a day’s shared sky as from one worked out alone, and refuses another window’s', () => {
    const sky = skyOf(FROM);
    expect(calendarEvents(natal, 'timing', FROM, CALENDAR_DAYS, sky)).toEqual(events);
    const tomorrow = new Date(FROM.getTime() + DAY_MS);
    expect(() => calendarEvents(natal, 'timing', tomorrow, CALENDAR_DAYS, sky)).toThrow(RangeError);
  });
});

describe('calendarEvents: what each plan sees', () => {
  it('gives the sky level no personal event and no natal house', () => {
    const sky = calendarEvents(natal, 'sky', FROM);
    expect(sky.filter((e) => ['transit', 'solar-return', 'planet-return'].includes(e.kind))).toEqual([]);
    for (const e of sky) expect(`${e.summary} ${e.description}`).not.toMatch(/\byour\b/i);
    // The same sky as the personal feed, only without the houses.
    expect(instants(ofKind('lunation', sky))).toEqual(instants(ofKind('lunation')));
  });

  it('gives a member without birth data the sky only, whatever the plan', () => {
    const none = calendarEvents(null, 'timing', FROM);
    expect(none.map((e) => e.uid)).toEqual(calendarEvents(natal, 'sky', FROM).map((e) => e.uid));
  });

  it('names the natal house of each lunation for plus, but leaves the exact transits to pro', () => {
    const personal = calendarEvents(natal, 'personal', FROM);
    expect(ofKind('transit', personal)).toEqual([]);
    for (const l of ofKind('lunation', personal)) expect(l.summary).toMatch(/, in your \d+(st|nd|rd|th) house$/);
  });
});

describe('calendarEvents: UIDs stay put', () => {
  it('gives an event the same UID when the feed is made on a later day, so calendars update it', () => {
    const later = new Date(FROM.getTime() + 9 * DAY_MS);
    const again = calendarEvents(natal, 'timing', later);
    const overlap = (list: CalendarEvent[]) =>
      list.filter((e) => Date.parse(e.at) >= later.getTime() && Date.parse(e.at) < TO.getTime());
    const first = overlap(events);
    const second = overlap(again);
    expect(first.length).toBeGreaterThan(50);
    expect(second.map((e) => e.uid)).toEqual(first.map((e) => e.uid));
    // The same moments too (the searches start from another day; the roots agree to the second).
    for (const [i, e] of second.entries()) {
      expect(Math.abs(Date.parse(e.at) - Date.parse(first[i]!.at))).toBeLessThanOrEqual(2000);
    }
  });
});

describe('calendarEvents: a chart without a birth time', () => {
  it('names no natal house and no angle, in any house system the member chose', () => {
    const noTime = { ...sampleBirthData, birthTimeUnknown: true };
    const wholeSign = birthDataChartOrThrow(noTime, 'birthData', { houseSystem: 'W' });
    const list = calendarEvents(wholeSign, 'timing', FROM, CALENDAR_DAYS, skyOf(FROM, CALENDAR_DAYS));
    expect(ofKind('lunation', list).length).toBeGreaterThan(0);
    expect(ofKind('transit', list).length).toBeGreaterThan(0);
    for (const e of list) {
      expect(`${e.summary} ${e.description}`, e.uid).not.toMatch(/\bhouse\b|Ascendant|Midheaven/i);
    }
    // The same chart with its time known reads the houses.
    const timed = calendarEvents(
      birthDataChartOrThrow(sampleBirthData, 'birthData', { houseSystem: 'W' }),
      'timing',
      FROM,
    );
    expect(timed.some((e) => /\bhouse\b/.test(e.description))).toBe(true);
  });
});
