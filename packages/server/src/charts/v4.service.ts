// Astrologer API v4 use cases over the chart engine: subject -> birth-chart.ts -> Kerykeion-shaped answer.
import {
  type ActiveAspect,
  type AspectName,
  calculateAspects,
  calculateComposite,
  calculateNatalChart,
  calculateSynastry,
  calculateTransits,
  type NatalChart,
  type PointName,
  relationshipScore,
  renderChartWheel,
} from '@stellara/astro';
import type { ChartSubject } from '@stellara/contract';
import {
  asHttpError,
  type Birth,
  type ChartSettings,
  castBirthChart,
  chartOrHttpError,
  type ToUtc,
} from './birth-chart.ts';
import { natalAnswerBytes } from './v4-answer.ts';
import {
  aspectJson,
  compositeJson,
  type SubjectMeta,
  subjectAsData,
  subjectJson,
  type TransitOrder,
  transitAspectJson,
} from './v4-presenter.ts';

export interface ChartOptions {
  theme: 'classic' | 'light' | 'dark';
  wheel_only: boolean;
  active_points?: PointName[] | undefined;
  active_aspects?: { name: AspectName; orb?: number | undefined }[] | undefined;
}

export interface SubjectChart extends SubjectMeta {
  chart: NatalChart;
}

/**
 * The v4 dialect's subject through the one birth path (birth-chart.ts): a DST gap or overlap is a 422 naming the
 * possible offsets; bad values the engine finds (date outside the ephemeris, ...) are 400s naming the field.
 */
export function chartForSubject(subject: ChartSubject, field: string, toUtc?: ToUtc): SubjectChart {
  const r = chartOrHttpError(() => castBirthChart(birthOfSubject(subject), settingsOfSubject(subject), toUtc), field);
  return { chart: r.chart, subject, localIso: r.localIso };
}

/** The v4 subject's birth (its seconds and altitude included). */
function birthOfSubject(s: ChartSubject): Birth {
  return {
    year: s.year,
    month: s.month,
    day: s.day,
    hour: s.hour,
    minute: s.minute,
    second: s.second ?? 0,
    timezone: s.timezone,
    latitude: s.latitude,
    longitude: s.longitude,
    altitude: s.altitude ?? 0,
    ...(s.birth_time_unknown ? { timeUnknown: true } : {}),
  };
}

/** The v4 subject's zodiac, ayanamsa, house system and perspective. */
function settingsOfSubject(s: ChartSubject): ChartSettings {
  return {
    zodiac: s.zodiac_type,
    ayanamsa: s.sidereal_mode ?? null,
    houseSystem: s.houses_system_identifier,
    perspective: s.perspective_type,
  };
}

const NO_ASPECT_OPTIONS = {};

function aspectOptions(o: ChartOptions) {
  // Most requests name no points or aspects: no object to make for them.
  if (!o.active_points && !o.active_aspects) return NO_ASPECT_OPTIONS;
  return {
    ...(o.active_points ? { activePoints: o.active_points } : {}),
    ...(o.active_aspects ? { activeAspects: o.active_aspects as ActiveAspect[] } : {}),
  };
}

/** birth-data: the subject's chart as `data` (the Astrologer API's layout), as the bytes of its JSON (v4-answer.ts). */
export function birthDataAnswer(s: SubjectChart): Buffer {
  return natalAnswerBytes(s, undefined, undefined, 'subject-as-data');
}

/** natal-aspects-data: the subject's chart and its aspects, as the bytes of their JSON. */
export function natalAnswer(s: SubjectChart, o: ChartOptions): Buffer {
  return natalAnswerBytes(s, calculateAspects(s.chart.points, aspectOptions(o)));
}

/** birth-chart: the chart, its aspects and the wheel SVG, as the bytes of their JSON. */
export function birthChartAnswer(s: SubjectChart, o: ChartOptions): Buffer {
  const aspects = calculateAspects(s.chart.points, aspectOptions(o));
  const chart = renderChartWheel(s.chart, {
    theme: o.theme,
    wheelOnly: o.wheel_only,
    title: s.subject.name,
    subtitle: `${s.localIso.replace('T', ' ')} · ${s.subject.city || `${s.subject.latitude}, ${s.subject.longitude}`}`,
    aspects,
  });
  return natalAnswerBytes(s, aspects, chart, 'subject-as-data');
}

export function transitData(
  first: SubjectChart,
  transit: SubjectChart,
  o: ChartOptions,
  order: TransitOrder = 'natal-first',
) {
  const t = calculateTransits(first.chart, transit.chart.julianDay, {
    ...aspectOptions(o),
    latitude: transit.subject.latitude,
    longitude: transit.subject.longitude,
  });
  const natal = subjectJson(first.chart, first);
  const sky = subjectJson(t.chart, transit);
  return {
    status: 'OK' as const,
    // `subject` and `transit` as the Astrologer API names them; `first_subject` and `transit_subject` as our
    // request names them (the same objects, written twice).
    data: { subject: natal, transit: sky, first_subject: natal, transit_subject: sky },
    aspects: t.aspects.map((a) => transitAspectJson(a, first.subject.name, transit.subject.name, order)),
    t,
  };
}

export function transitChart(first: SubjectChart, transit: SubjectChart, o: ChartOptions) {
  const { t, ...body } = transitData(first, transit, o, 'transit-first');
  const chart = renderChartWheel(first.chart, {
    theme: o.theme,
    wheelOnly: o.wheel_only,
    outer: t.chart,
    title: first.subject.name,
    outerTitle: `Transits ${transit.localIso.slice(0, 16).replace('T', ' ')}`,
  });
  return { ...body, chart };
}

export function synastryData(first: SubjectChart, second: SubjectChart, o: ChartOptions) {
  const s = calculateSynastry(first.chart, second.chart, aspectOptions(o));
  const overlay = (list: typeof s.firstInSecondHouses) =>
    list.map((x) => ({ point: x.point, abs_pos: x.longitude, house: x.houseName, house_number: x.house }));
  return {
    status: 'OK' as const,
    data: { first_subject: subjectJson(first.chart, first), second_subject: subjectJson(second.chart, second) },
    aspects: s.aspects.map((a) => aspectJson(a, first.subject.name, second.subject.name)),
    house_overlays: {
      first_in_second_houses: overlay(s.firstInSecondHouses),
      second_in_first_houses: overlay(s.secondInFirstHouses),
    },
  };
}

export function synastryChart(first: SubjectChart, second: SubjectChart, o: ChartOptions) {
  const body = synastryData(first, second, o);
  const chart = renderChartWheel(first.chart, {
    theme: o.theme,
    wheelOnly: o.wheel_only,
    outer: second.chart,
    title: first.subject.name,
    outerTitle: second.subject.name,
  });
  return { ...body, chart };
}

export function compositeData(first: SubjectChart, second: SubjectChart, o: ChartOptions) {
  let composite: ReturnType<typeof calculateComposite>;
  try {
    composite = calculateComposite(first.chart, second.chart);
  } catch (e) {
    throw asHttpError(e, 'second_subject');
  }
  const name = `${first.subject.name} and ${second.subject.name} Composite Chart`;
  const aspects = calculateAspects(composite.points, aspectOptions(o));
  return {
    status: 'OK' as const,
    data: {
      composite_subject: compositeJson(composite, name),
      first_subject: subjectJson(first.chart, first),
      second_subject: subjectJson(second.chart, second),
    },
    aspects: aspects.map((a) => aspectJson(a, name, name)),
  };
}

export function relationshipScoreData(first: SubjectChart, second: SubjectChart) {
  const s = relationshipScore(first.chart, second.chart);
  return {
    status: 'OK' as const,
    score: s.value,
    score_description: s.description,
    is_destiny_sign: s.isDestinySign,
    aspects: s.aspects.map((a) => ({
      p1_name: a.p1,
      p2_name: a.p2,
      aspect: a.aspect,
      orbit: a.orbit,
      points: a.points,
    })),
    data: { first_subject: subjectJson(first.chart, first), second_subject: subjectJson(second.chart, second) },
  };
}

/** The sky now, cast for Greenwich (the spec's default transit place), with its aspects. */
export function nowData(nowMs: number) {
  const chart = calculateNatalChart({ ut: new Date(nowMs), latitude: 51.4825766, longitude: 0 });
  const d = new Date(nowMs);
  const subject: ChartSubject = {
    name: 'Now',
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
    second: d.getUTCSeconds(),
    longitude: 0,
    latitude: 51.4825766,
    city: 'Greenwich',
    nation: 'GB',
    timezone: 'Etc/UTC',
    zodiac_type: 'Tropic',
    perspective_type: 'Apparent Geocentric',
    houses_system_identifier: 'P',
  };
  const aspects = calculateAspects(chart.points);
  return {
    status: 'OK' as const,
    data: subjectAsData(subjectJson(chart, { subject, localIso: chart.utc })),
    aspects: aspects.map((a) => aspectJson(a, 'Now', 'Now')),
  };
}
