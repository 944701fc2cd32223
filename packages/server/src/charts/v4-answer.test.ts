// The one-pass byte writer (v4-answer.ts) against the answers as they were served before it: the presenter's object
// tree (v4-presenter.ts), its user text and emoji escaped to ASCII by the preSerialization hook the natal routes
// had, serialised by fast-json-stringify with the response schemas they had (v4-schemas.ts). Byte for byte, over
// thousands of random birth moments and places and every option the natal endpoints take.
import { type Aspect, calculateAspects, type PointName, renderChartWheel } from '@stellara/astro';
import {
  ASPECT_NAMES,
  CHART_POINT_NAMES,
  HOUSE_SYSTEM_IDS,
  natalChartRequestSchema,
  PERSPECTIVE_TYPES,
  SIDEREAL_MODES,
} from '@stellara/contract';
import fastJson from 'fast-json-stringify';
import { describe, expect, test } from 'vitest';
import { HttpError } from '../http/errors.ts';
import { birthChartAnswer, birthDataAnswer, chartForSubject, natalAnswer, type SubjectChart } from './v4.service.ts';
import { type NatalDataLayout, natalAnswerBytes } from './v4-answer.ts';
import { aspectJson, subjectAsData, subjectJson } from './v4-presenter.ts';
import { asciiJson, birthChartAnswerSchema, birthDataAnswerSchema, natalAnswerSchema } from './v4-schemas.ts';

// The old serialisation path, as the natal routes ran it.
type Json = Record<string, unknown>;
const escapeField = (o: Json | undefined, key: string) => {
  if (o && typeof o[key] === 'string') o[key] = asciiJson(o[key] as string);
};
/** The natal routes' former preSerialization hook. */
function escapeToAscii(payload: unknown) {
  const answer = payload as { data?: { subject?: Json }; aspects?: Json[] };
  const subject = answer.data?.subject;
  if (subject) {
    for (const key of ['name', 'city', 'nation', 'tz_str']) escapeField(subject, key);
    for (const value of Object.values(subject)) {
      if (value && typeof value === 'object' && 'emoji' in value) escapeField(value as Json, 'emoji');
    }
    escapeField(subject.lunar_phase as Json | undefined, 'moon_emoji');
  }
  for (const a of answer.aspects ?? []) {
    escapeField(a, 'p1_owner');
    escapeField(a, 'p2_owner');
  }
  return payload;
}
const serialiseNatal = fastJson(natalAnswerSchema as never);
const serialiseBirthData = fastJson(birthDataAnswerSchema as never);
const serialiseBirthChart = fastJson(birthChartAnswerSchema as never);

/** The former answer: presenter objects (the former natalData / birthData / birthChart), escaped, serialised. */
function formerAnswer(
  s: SubjectChart,
  aspects?: readonly Aspect[],
  wheel?: string,
  layout: NatalDataLayout = 'subject',
): string {
  const answer: Json = { status: 'OK', data: { subject: subjectJson(s.chart, s) } };
  if (aspects) answer.aspects = aspects.map((a) => aspectJson(a, s.subject.name, s.subject.name));
  if (wheel !== undefined) answer.chart = wheel;
  // Escaped once, before the subject is laid out twice (its point objects are shared by both copies).
  escapeToAscii(answer);
  if (layout === 'subject') return serialiseNatal(answer);
  answer.data = subjectAsData((answer.data as { subject: Json }).subject);
  return wheel === undefined ? serialiseBirthData(answer) : serialiseBirthChart(answer);
}

// A small seeded generator: the same cases on every run, so a failure can be replayed.
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ZONES = [
  'Europe/Rome',
  'America/New_York',
  'Asia/Kathmandu',
  'Australia/Eucla',
  'America/St_Johns',
  'Pacific/Kiritimati',
  'Pacific/Pago_Pago',
  'Etc/UTC',
  'Asia/Tokyo',
  'Arctic/Longyearbyen',
  'Antarctica/McMurdo',
];
const NAMES = ['Ada', 'Zoë "Zo" Müller\\', '🌙 Luna ✨', '李小龙', '', "O'Brien / <b>&amp;</b>", 'x'.repeat(200)];
const CITIES = ['Rome', 'São Paulo', '', 'Tromsø', 'Reykjavík', '東京'];

function randomRequest(rnd: () => number, i: number) {
  const pick = <T>(list: readonly T[]) => list[Math.floor(rnd() * list.length)]!;
  const sidereal = rnd() < 0.3;
  // A third of the places inside or near the polar circles, where some house systems are undefined.
  const latitude = rnd() < 0.33 ? (rnd() < 0.5 ? -1 : 1) * (60 + rnd() * 30) : -90 + rnd() * 180;
  return {
    subject: {
      name: pick(NAMES),
      year: 1800 + Math.floor(rnd() * 600),
      month: 1 + Math.floor(rnd() * 12),
      day: 1 + Math.floor(rnd() * 28),
      hour: Math.floor(rnd() * 24),
      minute: Math.floor(rnd() * 60),
      ...(rnd() < 0.3 ? { second: Math.floor(rnd() * 60) } : {}),
      latitude: i % 50 === 0 ? (i % 100 === 0 ? 90 : -90) : latitude,
      longitude: i % 37 === 0 ? -0 : i % 41 === 0 ? 180 : -180 + rnd() * 360,
      ...(rnd() < 0.1 ? { altitude: Math.floor(rnd() * 3000) } : {}),
      city: pick(CITIES),
      nation: pick(['IT', 'BR', '', 'NO']),
      timezone: pick(ZONES),
      zodiac_type: sidereal ? 'Sidereal' : 'Tropic',
      ...(sidereal && rnd() < 0.8 ? { sidereal_mode: pick(SIDEREAL_MODES) } : {}),
      perspective_type: rnd() < 0.6 ? 'Apparent Geocentric' : pick(PERSPECTIVE_TYPES),
      houses_system_identifier: pick(HOUSE_SYSTEM_IDS),
    },
    ...(rnd() < 0.15 ? { active_points: CHART_POINT_NAMES.filter(() => rnd() < 0.5) as PointName[] } : {}),
    ...(rnd() < 0.15
      ? { active_aspects: ASPECT_NAMES.filter(() => rnd() < 0.5).map((name) => ({ name, orb: rnd() * 12 })) }
      : {}),
  };
}

/** The subject's chart, or null when the request is one the routes refuse (a DST gap, a date out of range). */
function chartOf(request: unknown): { s: SubjectChart; body: ReturnType<typeof natalChartRequestSchema.parse> } | null {
  const body = natalChartRequestSchema.parse(request);
  try {
    return { s: chartForSubject(body.subject, 'subject'), body };
  } catch (e) {
    if (e instanceof HttpError && e.statusCode < 500) return null;
    throw e;
  }
}

describe('the one-pass v4 natal answer', () => {
  test('is byte-identical to the presenter serialised by the former response schema, over 4,000 random charts', () => {
    const rnd = random(19);
    let compared = 0;
    let polarFallbacks = 0;
    let retrogrades = 0;
    for (let i = 0; i < 4000; i++) {
      const cast = chartOf(randomRequest(rnd, i));
      if (!cast) continue;
      const { s, body } = cast;
      const aspects = calculateAspects(s.chart.points, {
        ...(body.active_points ? { activePoints: body.active_points } : {}),
        ...(body.active_aspects ? { activeAspects: body.active_aspects } : {}),
      });
      const text = natalAnswerBytes(s, aspects).toString('latin1');
      // The first difference, with its surroundings, says more than two 20 KB strings.
      const expected = formerAnswer(s, aspects);
      if (text !== expected) {
        let at = 0;
        while (text[at] === expected[at]) at++;
        expect({ case: i, got: text.slice(at - 80, at + 80) }).toEqual({
          case: i,
          got: expected.slice(at - 80, at + 80),
        });
      }
      // The service's own answers go through the same writer.
      expect(natalAnswer(s, body).toString('latin1')).toBe(text);
      expect(birthDataAnswer(s).toString('latin1')).toBe(formerAnswer(s, undefined, undefined, 'subject-as-data'));
      compared++;
      if (s.chart.houseSystem.fallback) polarFallbacks++;
      retrogrades += s.chart.retrogrades.count;
    }
    // The cases did cover what they are meant to.
    expect(compared).toBeGreaterThan(3500);
    expect(polarFallbacks).toBeGreaterThan(100);
    expect(retrogrades).toBeGreaterThan(1000);
  });

  test('writes birth-chart with its wheel SVG as the former schema did', () => {
    const rnd = random(7);
    let compared = 0;
    for (let i = 0; compared < 60; i++) {
      const request = {
        ...randomRequest(rnd, i),
        theme: (['classic', 'light', 'dark'] as const)[i % 3],
        wheel_only: i % 2 === 0,
      };
      const cast = chartOf(request);
      if (!cast) continue;
      const { s, body } = cast;
      const text = birthChartAnswer(s, body).toString('utf8');
      const aspects = calculateAspects(s.chart.points, {
        ...(body.active_points ? { activePoints: body.active_points } : {}),
        ...(body.active_aspects ? { activeAspects: body.active_aspects } : {}),
      });
      const wheel = renderChartWheel(s.chart, {
        theme: body.theme,
        wheelOnly: body.wheel_only,
        title: s.subject.name,
        subtitle: `${s.localIso.replace('T', ' ')} · ${s.subject.city || `${s.subject.latitude}, ${s.subject.longitude}`}`,
        aspects,
      });
      expect(text).toBe(formerAnswer(s, aspects, wheel, 'subject-as-data'));
      compared++;
    }
  });

  test('edge cases: the poles, the antimeridian, negative zero, the ends of the ephemeris, odd text', () => {
    const cases = [
      { latitude: 90, longitude: 0, houses_system_identifier: 'P' },
      { latitude: -90, longitude: -0, houses_system_identifier: 'K' },
      { latitude: -0, longitude: 180, houses_system_identifier: 'W' },
      { latitude: 89.99, longitude: -180, houses_system_identifier: 'B' },
      { latitude: 0, longitude: 0, year: 1800, month: 1, day: 1, hour: 12, timezone: 'Etc/UTC' },
      { latitude: 10, longitude: 10, year: 2399, month: 12, day: 31, hour: 23, minute: 59, timezone: 'Etc/UTC' },
      { name: '\u2028\u2029 "quoted" \\ back', city: '🌍🌎🌏', nation: 'ÄÖ', latitude: 51.5, longitude: -0.12 },
      {
        zodiac_type: 'Sidereal',
        sidereal_mode: 'J2000',
        latitude: 78.2,
        longitude: 15.6,
        timezone: 'Arctic/Longyearbyen',
      },
      { perspective_type: 'Heliocentric', latitude: 41.9, longitude: 12.5 },
      {
        perspective_type: 'Topocentric',
        altitude: 8000,
        latitude: 27.99,
        longitude: 86.93,
        timezone: 'Asia/Kathmandu',
      },
    ];
    for (const [i, over] of cases.entries()) {
      const cast = chartOf({
        subject: {
          name: 'Edge',
          year: 1990,
          month: 6,
          day: 15,
          hour: 14,
          minute: 30,
          city: 'Somewhere',
          nation: 'XX',
          timezone: 'Europe/Rome',
          ...over,
        },
      });
      expect([i, cast === null]).toEqual([i, false]);
      const { s } = cast!;
      const aspects = calculateAspects(s.chart.points);
      const text = natalAnswerBytes(s, aspects).toString('latin1');
      expect([i, text]).toEqual([i, formerAnswer(s, aspects)]);
      // Still JSON, and pure ASCII.
      expect(JSON.parse(text).data.subject.name).toBe(s.subject.name);
      expect(text).toMatch(/^[\x20-\x7e]*$/);
    }
  });
});
