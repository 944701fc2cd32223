// Returns and cycles: Saturn (by default), Jupiter, nodal and Chiron returns, the Saturn and Uranus oppositions,
// each with every exact pass, and the solar return of a year. The orbs are the transit model's (transitOrb), so a
// return's season has the same dates as its passage on the Current Transits page.
import {
  angularDistance,
  calculateNatalChart,
  longitudeInFrameOf,
  type NatalChart,
  type PlanetReturn,
  planetaryReturns,
  type ReturnBody,
  solarReturn,
  transitOrb,
} from '@stellara/astro';
import { type ChartContext, ordinal } from '../../chart-context.ts';
import { humanDate, humanRange } from '../dates.ts';
import { SOLAR_RETURN } from '../frame-words.ts';
import { momentIn, personZone, zoneWords } from '../local-day.ts';
import { livedYearsLine } from './lived-years.ts';
import { returnTime } from './return-time.ts';
import { type Asked, capital, dayOf, isLeapDay, jdOf, list, position, type TechniqueAnswer } from './words.ts';

interface ReturnKind {
  body: ReturnBody;
  name: string;
  /** The returning body as a sentence names it. */
  subject: string;
  /** 'conjunction' for a return, 'opposition' for the half-way point of the cycle. */
  aspect: 'conjunction' | 'opposition';
  /** Within this many degrees of exact counts as "in it": the transit model's orb for the contact. */
  orb: number;
  /** What the body comes back to, as a sentence names it. */
  target: string;
  meaning: string;
}

const RETURN_TO = 'where it stood when you were born';
const OPPOSITE_TO = 'the point opposite where it stood when you were born';

const RETURN_KINDS: Readonly<
  Record<'Saturn' | 'Jupiter' | 'Node' | 'Chiron' | 'SaturnOpposition' | 'UranusOpposition', ReturnKind>
> = {
  Saturn: {
    body: 'Saturn',
    name: 'Saturn return',
    subject: 'Saturn',
    aspect: 'conjunction',
    orb: transitOrb('Saturn', 'conjunction'),
    target: RETURN_TO,
    meaning:
      'A Saturn return is Saturn coming back to where it stood when you were born, about every 29 years: a stretch that tends to ask what you are building and whether it is really yours.',
  },
  Jupiter: {
    body: 'Jupiter',
    name: 'Jupiter return',
    subject: 'Jupiter',
    aspect: 'conjunction',
    orb: transitOrb('Jupiter', 'conjunction'),
    target: RETURN_TO,
    meaning:
      'A Jupiter return is Jupiter coming back to its place in your chart, about every 12 years: a time when new chances and a wish to grow tend to show up.',
  },
  Node: {
    body: 'Mean_Node',
    name: 'nodal return',
    subject: 'the North Node',
    aspect: 'conjunction',
    orb: transitOrb('Mean_Node', 'conjunction'),
    target: RETURN_TO,
    meaning:
      "A nodal return is the Moon's nodes coming back to where they were at your birth, about every 18 and a half years: the question of where your life is heading comes round again.",
  },
  Chiron: {
    body: 'Chiron',
    name: 'Chiron return',
    subject: 'Chiron',
    aspect: 'conjunction',
    orb: transitOrb('Chiron', 'conjunction'),
    target: RETURN_TO,
    meaning:
      'A Chiron return is Chiron coming back to its birth place, once, around 50: an old hurt comes up again, this time with the years and the skill to tend it.',
  },
  SaturnOpposition: {
    body: 'Saturn',
    name: 'Saturn opposition',
    subject: 'Saturn',
    aspect: 'opposition',
    orb: transitOrb('Saturn', 'opposition'),
    target: OPPOSITE_TO,
    meaning:
      'The Saturn opposition is the half-way point of its 29-year round, around 14, 44 and 73: what you built at the last return is tested from the other side, and what is not really yours asks to be let go.',
  },
  UranusOpposition: {
    body: 'Uranus',
    name: 'Uranus opposition',
    subject: 'Uranus',
    aspect: 'opposition',
    orb: transitOrb('Uranus', 'opposition'),
    target: OPPOSITE_TO,
    meaning:
      'The Uranus opposition comes once, around 40 to 42, when Uranus is half-way round from its birth place: the classic midlife jolt, a push to live the parts of you that were put off.',
  },
};

const SOLAR_WORDS = /solar|birthday|cumpleanos|aniversario|revolucao|revolucion|bday|b-day/;

export function returnAnswer(chart: ChartContext, ask: Asked): TechniqueAnswer | null {
  const natal = chart.birth?.natal;
  if (!natal) return null;
  const points = ask.heard.about.points;
  if (
    SOLAR_WORDS.test(ask.text) ||
    SOLAR_RETURN.test(ask.text) ||
    (points.includes('Sun') && !points.includes('Saturn'))
  ) {
    return solarReturnAnswer(chart, natal, ask);
  }
  const opposition = /\boppos/.test(ask.text);
  const kind =
    points.includes('Uranus') || /uranus|urano/.test(ask.text)
      ? RETURN_KINDS.UranusOpposition
      : points.includes('Chiron') || /chiron|quiron/.test(ask.text)
        ? RETURN_KINDS.Chiron
        : points.includes('Jupiter') || /jupiter/.test(ask.text)
          ? RETURN_KINDS.Jupiter
          : points.includes('North Node') || points.includes('South Node') || /\bnod(?:e|es|al|o|os)\b/.test(ask.text)
            ? RETURN_KINDS.Node
            : opposition
              ? RETURN_KINDS.SaturnOpposition
              : RETURN_KINDS.Saturn;
  return planetReturnAnswer(chart, natal, kind, ask);
}

function hitDays(chart: ChartContext, r: PlanetReturn): string {
  return list(r.hits.map((h) => dayOf(chart, h.at)));
}

/**
 * "14 March 2029", with the age clause after the first hit and the loop's other hits after it: "14 March 2029, when
 * you'll be 58, and again on 2 August 2029 and 1 January 2030 as it loops back and forth".
 */
function whenText(chart: ChartContext, r: PlanetReturn, age = ''): string {
  const [first, ...rest] = r.hits.map((h) => dayOf(chart, h.at));
  const again = rest.length ? `, and again on ${list(rest)} as it loops back and forth` : '';
  return `${first}${age ? `, ${age}` : ''}${again}`;
}

function planetReturnAnswer(chart: ChartContext, natal: NatalChart, kind: ReturnKind, ask: Asked): TechniqueAnswer {
  const result = planetaryReturns(natal, kind.body, {
    orb: kind.orb,
    aspect: kind.aspect,
    now: ask.now,
    untilAge: 100,
  });
  const past = result.returns.filter((r) => r.status === 'past');
  const last = past[past.length - 1] ?? null;
  const active = result.returns.find((r) => r.status === 'active') ?? null;
  const next = result.returns.find((r) => r.status === 'upcoming') ?? null;
  const title = kind.name;
  const age = (r: PlanetReturn) => Math.floor(r.age);
  const { time, alsoNext } = returnTime(ask);
  const asksNow =
    time?.kind === 'now' ||
    time?.kind === 'today' ||
    time?.kind === 'this-week' ||
    time?.kind === 'this-month' ||
    /\b(right now|now|rn|currently|yet|ahora|agora|am i in|going through|am i having|estoy en|estou no)\b/.test(
      ask.text,
    );
  const yearAsked =
    time?.kind === 'year'
      ? time.year
      : time?.kind === 'this-year'
        ? ask.now.getUTCFullYear()
        : time?.kind === 'next-year'
          ? ask.now.getUTCFullYear() + 1
          : null;

  const inYear = (r: PlanetReturn, year: number) =>
    r.hits.some((h) => Number(h.at.slice(0, 4)) === year) ||
    (r.passage !== null && Number(r.passage.start.slice(0, 4)) <= year && Number(r.passage.end.slice(0, 4)) >= year);
  const season = (r: PlanetReturn) =>
    r.passage
      ? humanRange(momentIn(r.passage.start, personZone(chart)).date, momentIn(r.passage.end, personZone(chart)).date)
      : null;

  let answer: string;
  let focus: PlanetReturn | null;
  // The engine's passage ends when the body leaves the orb after its last exact hit; a later retrograde swing can
  // bring it back within the orb without touching the exact degree, and that is still felt as the return.
  const separation = angularDistance(longitudeInFrameOf(natal, kind.body, ask.now), result.natalLongitude);
  const distanceNow = kind.aspect === 'opposition' ? Math.abs(180 - separation) : separation;
  const nowJd = jdOf(ask.now);
  const sinceLast = last ? nowJd - (last.hits[last.hits.length - 1]?.jd ?? 0) : Number.POSITIVE_INFINITY;
  const untilNext = next ? (next.hits[0]?.jd ?? 0) - nowJd : Number.POSITIVE_INFINITY;
  // Within the orb outside any passage: the tail of the last return or the run-up to the next, whichever is nearer.
  const near = active === null && distanceNow <= kind.orb ? (sinceLast < untilNext ? last : next) : null;
  const nearText = (r: PlanetReturn) =>
    `${kind.subject} is ${r === last ? 'back' : 'already'} within ${Math.max(1, Math.round(distanceNow))}° of ${kind.target}, ${
      r === last
        ? `the tail of the ${title} that was exact on ${whenText(chart, r)}`
        : `the run-up to the ${title} that is exact on ${whenText(chart, r)}`
    }`;
  if (asksNow) {
    focus = active ?? near ?? next;
    answer = active
      ? `Yes: you are in your ${title} now, exact on ${whenText(chart, active)}.`
      : near
        ? `Yes: ${nearText(near)}.`
        : next
          ? `No: you are not in your ${title} now; the next one is exact on ${whenText(chart, next, `when you'll be ${age(next)}`)}.`
          : `No: you are not in your ${title} now.`;
  } else if (yearAsked !== null) {
    const hit = result.returns.find((r) => inYear(r, yearAsked)) ?? null;
    focus = hit ?? active ?? next;
    answer = hit
      ? `Yes: your ${title} falls in ${yearAsked}, exact on ${whenText(chart, hit)}.`
      : `No, not in ${yearAsked}: ${next ? `your next ${title} is exact on ${whenText(chart, next)}` : `your last ${title} was exact on ${last ? whenText(chart, last) : 'no date I can find'}`}.`;
  } else if (time?.kind === 'past') {
    focus = last ?? next;
    // "When was the last and when is the next?": both dates in the first sentence, the past one first.
    const then = alsoNext && (active ?? next) ? (active ?? next) : null;
    const andNext = then ? `; the next is exact on ${whenText(chart, then, `when you'll be ${age(then)}`)}` : '';
    answer = last
      ? `Your last ${title} was exact on ${whenText(chart, last, `when you were ${age(last)}`)}${andNext}.`
      : `You haven't had a ${title} yet: the first is exact on ${next ? whenText(chart, next) : 'a date beyond my tables'}.`;
  } else if (active) {
    focus = active;
    answer = `You are in your ${title} now: it is exact on ${whenText(chart, active, `when you are ${age(active)}`)}.`;
  } else if (near) {
    // Within its orb now, just after or just before: that is the return that matters, not one decades away.
    focus = near;
    answer = `${nearText(near).replace(/^./, (c) => c.toUpperCase())}.`;
  } else if (next) {
    focus = next;
    answer = `Your next ${title} is exact on ${whenText(chart, next, `when you'll be ${age(next)}`)}.`;
  } else {
    focus = last;
    answer = last
      ? `Your last ${title} was exact on ${whenText(chart, last, `when you were ${age(last)}`)}.`
      : `I can't find a ${title} within the ephemeris for your chart.`;
  }

  // Years they lived named with how they felt ("2019-2020 was a mess"): met first, against the return's real dates.
  const lived = kind.aspect === 'conjunction' ? livedYearsLine(ask.text, focus?.passage ?? null, title) : null;
  const details = [...(lived ? [lived] : []), kind.meaning];
  if (near && !asksNow && focus !== near) details.push(`Right now ${nearText(near)}.`);
  const span = focus ? season(focus) : null;
  if (focus && span) {
    details.push(
      `${focus === active ? 'This' : 'That'} season runs from about ${span}, while ${kind.subject} is within ${kind.orb}° of ${kind.target}.`,
    );
  }
  if (focus !== last && last) details.push(`Your last one was exact on ${hitDays(chart, last)}, at ${age(last)}.`);
  else if (focus === last && (active ?? next) && !(alsoNext && time?.kind === 'past')) {
    const coming = (active ?? next) as PlanetReturn;
    details.push(`The next one is exact on ${hitDays(chart, coming)}, at ${age(coming)}.`);
  }

  const zone = momentIn(natal.utc, personZone(chart)).zone;
  const technical = [
    `Natal ${kind.body === 'Mean_Node' ? 'mean North Node' : kind.body} ${position(result.natalLongitude)}; orb ${kind.orb}°; dates in ${zone === 'UT' ? 'UT' : `the birth zone (${zone})`}.`,
    ...result.returns.map((r) => {
      const hits = r.hits
        .map((h) => `${h.at.replace('T', ' ').slice(0, 16)} UT${h.retrograde ? ' (R)' : ''}`)
        .join(', ');
      const window = r.passage ? `; in orb ${r.passage.start.slice(0, 10)} to ${r.passage.end.slice(0, 10)}` : '';
      return `${ordinal(r.number)} ${kind.aspect === 'opposition' ? 'opposition' : 'return'} (age ${r.age.toFixed(1)}, ${r.status ?? ''}): ${hits}${window}.`;
    }),
  ];
  return { technique: 'return', answer, details: details.slice(0, 4), technical, ids: [capital(title)] };
}

const HOUSE_THEME: readonly string[] = [
  'yourself, your body and fresh starts',
  'money, resources and what you value',
  'learning, talk and the people nearby',
  'home, family and roots',
  'creativity, pleasure and romance',
  'work, routines and health habits',
  'partnerships and close one-to-one ties',
  'shared resources, intimacy and change',
  'travel, study and the bigger picture',
  'career and your public role',
  'friends, groups and hopes for the future',
  'rest, retreat and the inner life',
];

/** Days before a birthday from which "my solar return" means the coming one. */
const NEAR_BIRTHDAY_DAYS = 30;
/** "My next birthday's solar return", "la prossima rivoluzione solare": the coming one, however far. */
const COMING =
  /\b(next|coming|upcoming|proxim[oa]|prochaine?|nachste[nmr]?|kommende[nmr]?|prossim[oa]|volgende|komende)\b/;

/** The solar return of the year asked for (by default the one in effect now, or the coming one a month before). */
function solarReturnAnswer(chart: ChartContext, natal: NatalChart, ask: Asked): TechniqueAnswer {
  const { time } = returnTime(ask);
  const thisYear = ask.now.getUTCFullYear();
  let year: number;
  if (time?.kind === 'year') year = time.year;
  else if (time?.kind === 'next-year') year = thisYear + 1;
  else if (time?.kind === 'this-year') year = thisYear;
  else if (time?.kind === 'past')
    year = time.year ?? thisYear - (solarReturn(natal, thisYear).jd > jdOf(ask.now) ? 1 : 0);
  else {
    // The year's chart in effect now (from the last birthday to the next), unless the next birthday is within a month
    // or named: then the coming year is the one being asked about.
    const nowJd = jdOf(ask.now);
    const nextYear = solarReturn(natal, thisYear).jd >= nowJd ? thisYear : thisYear + 1;
    const untilNext = solarReturn(natal, nextYear).jd - nowJd;
    year = untilNext <= NEAR_BIRTHDAY_DAYS || COMING.test(ask.text) ? nextYear : nextYear - 1;
  }
  const sr = solarReturn(natal, year);
  const local = momentIn(sr.at, personZone(chart));
  const sun = natal.points.Sun;
  const past = sr.jd < jdOf(ask.now);
  const answer = `Your solar return in ${year} ${past ? 'fell' : 'falls'} on ${humanDate(local.date)} at ${local.time} ${zoneWords(local.zone)}, the moment the Sun ${past ? 'came' : 'comes'} back to exactly where it was when you were born.`;

  const details = ['A chart cast for that moment is read as the theme of your year, from that birthday to the next.'];
  // The year's chart, cast for the birth place (where the person is then is not known here).
  const yearChart = calculateNatalChart({ ut: sr.jd, latitude: natal.latitude, longitude: natal.longitude });
  const srAsc = yearChart.points.Ascendant;
  const srSunHouse = yearChart.points.Sun.house;
  details.push(
    `Cast for your birth place, that chart has ${srAsc.signName} rising and puts the Sun in its ${ordinal(srSunHouse)} house, which points the year towards ${HOUSE_THEME[srSunHouse - 1] ?? 'the Sun’s house'}.`,
  );
  // This year's has passed and the past was not what was asked: the coming one too, so no one is left without it.
  if (past && time?.kind !== 'past') {
    const coming = momentIn(solarReturn(natal, year + 1).at, personZone(chart));
    details.push(`Your next one falls on ${humanDate(coming.date)} at ${coming.time} ${zoneWords(coming.zone)}.`);
  }
  if (isLeapDay(chart)) {
    details.push(
      'Because you were born on 29 February, in years without that date your birthday in the sky falls on 28 February or 1 March: it follows the Sun, not the calendar.',
    );
  }
  return {
    technique: 'return',
    answer,
    details,
    technical: [
      `Solar return ${year}: ${sr.at.replace('T', ' ').slice(0, 19)} UT (${local.date} ${local.time} ${local.zone}); natal Sun ${position(sun.longitude)}.`,
      `Solar return chart for the birth place (${natal.latitude.toFixed(2)}, ${natal.longitude.toFixed(2)}): Ascendant ${position(srAsc.longitude)}, Midheaven ${position(yearChart.points.Medium_Coeli.longitude)}, Sun in the ${ordinal(srSunHouse)} house (${yearChart.houseSystem.name}), Moon ${position(yearChart.points.Moon.longitude)} in the ${ordinal(yearChart.points.Moon.house)}.`,
    ],
    ids: [`Solar return ${year}`],
  };
}
