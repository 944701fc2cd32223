// Birth-time sensitivity: angles and lights near a sign edge, what holds when the time is unknown, a leap-day birthday.

import { calculateNatalChart, type NatalChart, type PointName, signEdges, signOf, solarReturn } from '@stellara/astro';
import { formatDegree } from '@stellara/contract';
import { type ChartContext, displayPointName } from '../../chart-context.ts';
import { humanDate } from '../dates.ts';
import { momentIn, personZone } from '../local-day.ts';
import { partnerBirthIn } from '../partner-birth.ts';
import {
  type Asked,
  capital,
  dayOf,
  duration,
  isLeapDay,
  isYesNo,
  jdOf,
  list,
  position,
  type TechniqueAnswer,
} from './words.ts';

const UNKNOWN_TIME =
  /no (?:clue|idea)|don'?t know|dont know|not sure|unknown|adopted|uncertain|rectif|no (?:se|tengo) (?:la )?hora|nao sei|sem hora|no tengo hora|disagree|\bhour off\b|nicht genau|wei(?:ss|ß) nicht|je ne sais|sais pas|non so\b/;
const LEAP_WORDS = /leap|29 (?:de )?(?:feb|fev)|feb(?:ruary)? 29|bisiesto|bissexto|29\/0?2|29\.? (?:februar|febbraio)/;
const CUSP_WORDS = /\bcusp|cuspide/;
const RISING_WORDS = /rising|ascendant|ascendente/;

/** Parts of the day a person may only know they were born in, as local minutes after midnight. */
const DAY_PARTS: readonly { pattern: RegExp; name: string; from: number; to: number }[] = [
  { pattern: /morning|manana|manha|madrugada/, name: 'morning', from: 6 * 60, to: 12 * 60 },
  { pattern: /afternoon|\btarde\b/, name: 'afternoon', from: 12 * 60, to: 18 * 60 },
  { pattern: /evening|\bnoche\b|\bnoite\b/, name: 'evening', from: 18 * 60, to: 24 * 60 },
];

const EDGE_DISPLAY: Readonly<Record<string, PointName>> = {
  Ascendant: 'Ascendant',
  Midheaven: 'Medium_Coeli',
  Sun: 'Sun',
  Moon: 'Moon',
};

/** A shift of birth time named in the message ("15 minutes earlier", "an hour", "dos horas"), in minutes. */
function shiftIn(text: string): { minutes: number; words: string; direction: -1 | 1 | 0 } | null {
  let minutes: number | null = null;
  let words = '';
  const m = /(\d+)\s*(?:min|mins|minute|minutes|minutos)\b/.exec(text);
  const h = /(\d+)\s*(?:h|hr|hrs|hour|hours|hora|horas)\b/.exec(text);
  if (m?.[1]) {
    minutes = Number(m[1]);
    words = `${minutes} minutes`;
  } else if (h?.[1]) {
    minutes = Number(h[1]) * 60;
    words = Number(h[1]) === 1 ? 'an hour' : `${h[1]} hours`;
  } else if (/half an hour|media hora|meia hora/.test(text)) {
    minutes = 30;
    words = 'half an hour';
  } else if (/\ban hour\b|una hora|uma hora/.test(text)) {
    minutes = 60;
    words = 'an hour';
  }
  if (minutes === null || minutes <= 0 || minutes > 24 * 60) return null;
  const earlier = /earlier|before|antes|sooner/.test(text);
  const later = /later|after|despues|depois/.test(text);
  return { minutes, words, direction: earlier && !later ? -1 : later && !earlier ? 1 : 0 };
}

/** The chart cast again with the birth moved by some minutes (the engine, not a linear guess: angles speed up and slow down). */
function castShifted(natal: NatalChart, minutes: number): NatalChart {
  return calculateNatalChart({
    ut: natal.julianDay + minutes / 1440,
    latitude: natal.latitude,
    longitude: natal.longitude,
    altitude: natal.altitude,
    zodiac: natal.zodiac,
    ayanamsa: natal.ayanamsa,
    perspective: natal.perspective,
    houseSystem: natal.houseSystem.requested,
  });
}

/** Local minutes after midnight of the recorded birth time (noon when not known). */
function recordedMinutes(chart: ChartContext): number {
  const [h, m] = (chart.birth?.local?.time ?? '12:00').split(':').map(Number);
  return (h ?? 12) * 60 + (m ?? 0);
}

const word = (name: PointName) => (name === 'Ascendant' ? 'your rising sign' : `your ${displayPointName(name)}`);

/** How far the birth time can move before a point changes sign, each way, in minutes (from its speed at birth). */
function margins(natal: NatalChart, name: PointName): { earlier: number; later: number } {
  const p = natal.points[name];
  const perDay = Math.abs(p.speed) || 1;
  return { earlier: (p.position / perDay) * 1440, later: ((30 - p.position) / perDay) * 1440 };
}

/** The sign edge a point is nearer to in birth time: its distance, the sign across it, the minutes to reach it. */
function nearestEdge(
  natal: NatalChart,
  name: PointName,
): { distance: number; neighbour: string; minutes: number; earlier: boolean } {
  const p = natal.points[name];
  const m = margins(natal, name);
  const earlier = m.earlier < m.later;
  const distance = earlier ? p.position : 30 - p.position;
  return {
    distance,
    neighbour: signOf(p.longitude + (earlier ? -distance - 0.5 : distance + 0.5)).name,
    minutes: earlier ? m.earlier : m.later,
    earlier,
  };
}

/** Near enough to an edge that a birth time rounded as people round them could cross it. */
function nearEdge(natal: NatalChart, name: PointName): boolean {
  const { earlier, later } = margins(natal, name);
  // A quarter of an hour for the angles (birth times are often rounded to it); a degree's worth for the lights.
  const limit = name === 'Sun' ? 1440 : name === 'Moon' ? 120 : 15;
  return Math.min(earlier, later) < limit || signEdges(natal).edges.some((e) => e.point === name);
}

export function birthTimeAnswer(chart: ChartContext, ask: Asked): TechniqueAnswer | null {
  const natal = chart.birth?.natal;
  // "she was born 9 Oct 1958, don't know the time": the unknown time is the other person's, not this chart's.
  if (!natal || partnerBirthIn(ask.text)) return null;
  if (isLeapDay(chart) || (LEAP_WORDS.test(ask.text) && chart.birth?.local)) return leapDayAnswer(chart, natal, ask);
  const dayPart = DAY_PARTS.find((d) => d.pattern.test(ask.text));
  if (dayPart && chart.birth?.local) return dayPartAnswer(chart, natal, ask, dayPart);
  const asked = ask.heard.about.points.filter((p) => p in EDGE_DISPLAY).map((p) => EDGE_DISPLAY[p] as PointName);
  const shift = shiftIn(ask.text);
  if (shift) return shiftAnswer(chart, natal, ask, shift, asked[0] ?? 'Ascendant');
  if (UNKNOWN_TIME.test(ask.text)) return unknownTimeAnswer(chart, natal, ask);

  const signsAsked = ask.heard.about.signs;
  // "A cusp baby", "Aries or Taurus?" with no point named: the sign people mean is the Sun's, unless only another
  // point stands in one of the signs they name ("could my rising be Virgo?").
  let focus: PointName[] = asked;
  if (!focus.length && RISING_WORDS.test(ask.text)) focus = ['Ascendant'];
  if (!focus.length && (signsAsked.length || CUSP_WORDS.test(ask.text))) {
    const other = (['Moon', 'Ascendant', 'Medium_Coeli'] as PointName[]).find((p) =>
      signsAsked.includes(natal.points[p].signName as never),
    );
    const sunNamed = signsAsked.includes(natal.points.Sun.signName as never);
    // "Am I Aries or Taurus?" is the Sun sign, as people say it.
    const aboutThemselves = CUSP_WORDS.test(ask.text) || /\bam i\b|\bsoy\b|\bsou\b/.test(ask.text);
    focus = [!sunNamed && other && !aboutThemselves ? other : 'Sun'];
  }
  const signNow = (name: PointName) => natal.points[name].signName;
  const sayYesNo = isYesNo(ask) && !signsAsked.length;

  let answer: string;
  const details: string[] = [];
  const [name, ...others] = focus;
  if (name) {
    const m = margins(natal, name);
    if (nearEdge(natal, name)) {
      const { distance, neighbour, minutes, earlier } = nearestEdge(natal, name);
      const when = `${duration(minutes)} ${earlier ? 'earlier' : 'later'}`;
      const fact = `${word(name)} is in ${signNow(name)}, but only just: ${formatDegree(distance)} from ${neighbour}, so a birth ${when} would put it in ${neighbour}`;
      answer = sayYesNo ? `Yes: ${fact}.` : `${capital(fact)}.`;
      details.push(
        'If your recorded birth time is exact to the minute, trust it; if it was rounded, it is worth reading both signs and seeing which one sounds like you.',
      );
    } else {
      const fact = `${word(name)} is safely inside ${signNow(name)}: it would take a birth ${duration(m.earlier)} earlier or ${duration(m.later)} later to change it`;
      answer = sayYesNo ? `No: ${fact}.` : `${capital(fact)}.`;
    }
    for (const other of others) {
      details.push(
        nearEdge(natal, other)
          ? `${capital(word(other))} is close to a sign edge too, so the exact time matters for it as well.`
          : `${capital(word(other))} sits well inside ${signNow(other)}.`,
      );
    }
  } else {
    // Within a degree of an edge (the engine's sign edges), or close enough in birth time that a rounded time could
    // cross it: the Midheaven 1.5° from an edge is only minutes away.
    const near = (['Ascendant', 'Medium_Coeli', 'Sun', 'Moon'] as PointName[]).filter((n) => nearEdge(natal, n));
    if (near.length) {
      const parts = near.map((n) => {
        const { distance, neighbour, minutes, earlier } = nearestEdge(natal, n);
        return `${word(n)} is ${formatDegree(distance)} from ${neighbour}, which a birth ${duration(minutes)} ${earlier ? 'earlier' : 'later'} would reach`;
      });
      const joined = parts.length > 1 ? `${parts.slice(0, -1).join('; ')}; and ${parts[parts.length - 1]}` : parts[0];
      answer = isYesNo(ask) ? `Yes: ${joined}.` : `Your exact birth time matters here: ${joined}.`;
    } else {
      const body = `none of your Ascendant, Midheaven, Sun or Moon sits near a sign edge, so a few minutes either way would not change their signs.`;
      answer = isYesNo(ask) ? `No: ${body}` : capital(body);
    }
  }
  if (!focus.includes('Ascendant')) {
    const m = margins(natal, 'Ascendant');
    details.push(
      `Your rising sign moves with the clock too: yours, ${signNow('Ascendant')}, would change with a birth ${duration(m.earlier)} earlier or ${duration(m.later)} later.`,
    );
  }
  details.push('The houses move with the rising sign; the planets’ signs and aspects barely move in a few minutes.');
  return {
    technique: 'birth-time',
    answer,
    details: details.slice(0, 4),
    technical: edgeLines(chart, natal),
    ids: ['Birth time sensitivity'],
  };
}

function edgeLines(chart: ChartContext, natal: NatalChart): string[] {
  const local = chart.birth?.local;
  return [
    `Chart cast for ${local ? `${local.date} ${local.time} ${local.timezone} (` : ''}${natal.utc.replace('T', ' ').slice(0, 16)} UT${local ? ')' : ''}.`,
    ...(['Ascendant', 'Medium_Coeli', 'Sun', 'Moon'] as PointName[]).map((name) => {
      const p = natal.points[name];
      const m = margins(natal, name);
      return `${displayPointName(name)} ${position(p.longitude)}: ${formatDegree(p.position)} into the sign, ${formatDegree(30 - p.position)} to go; sign holds from ${duration(m.earlier)} earlier to ${duration(m.later)} later (speed ${p.speed.toFixed(2)}°/day).`;
    }),
  ];
}

/** "If I was born 15 minutes earlier would my rising change?": the chart cast at the shifted times. */
function shiftAnswer(
  chart: ChartContext,
  natal: NatalChart,
  ask: Asked,
  shift: { minutes: number; words: string; direction: -1 | 1 | 0 },
  name: PointName,
): TechniqueAnswer {
  const sides = (shift.direction === 0 ? [-1, 1] : [shift.direction]).map((d) => ({
    d,
    sign: castShifted(natal, d * shift.minutes).points[name].signName,
  }));
  const now = natal.points[name].signName;
  const changes = sides.some((s) => s.sign !== now);
  // "An hour earlier your rising sign would still be Libra, and an hour later it would be Scorpio."
  const phrase = (s: { d: number; sign: string }, i: number) =>
    `${shift.words} ${s.d < 0 ? 'earlier' : 'later'} ${i === 0 ? word(name) : 'it'} would ${s.sign === now ? `still be ${now}` : `be ${s.sign} instead of ${now}`}`;
  const m = margins(natal, name);
  const body = sides.map(phrase).join(', and ');
  const answer = isYesNo(ask) ? `${changes ? 'Yes' : 'No'}: ${body}.` : `${capital(body)}.`;
  return {
    technique: 'birth-time',
    answer,
    details: [
      changes
        ? 'That makes the exact time worth checking: a birth certificate or hospital record is the surest source.'
        : `It would take a birth ${duration(m.earlier)} earlier or ${duration(m.later)} later to change it.`,
      'The houses move with the rising sign; the planets’ signs and aspects barely move in a few minutes.',
    ],
    technical: [
      ...sides.map((s) => {
        const p = castShifted(natal, s.d * shift.minutes).points[name];
        return `${displayPointName(name)} with the birth ${shift.minutes} min ${s.d < 0 ? 'earlier' : 'later'}: ${position(p.longitude)}.`;
      }),
      ...edgeLines(chart, natal),
    ],
    ids: ['Birth time sensitivity'],
  };
}

/** "I only know I was born in the morning": the rising signs that part of the day can give. */
function dayPartAnswer(
  chart: ChartContext,
  natal: NatalChart,
  ask: Asked,
  part: { name: string; from: number; to: number },
): TechniqueAnswer {
  const recorded = recordedMinutes(chart);
  const signs: string[] = [];
  const lights = { Sun: new Set<string>(), Moon: new Set<string>() };
  // Every ten minutes across the window, the chart cast again: the rising signs in the order they rise.
  for (let t = part.from; t < part.to; t += 10) {
    const shifted = castShifted(natal, t - recorded).points;
    if (!signs.includes(shifted.Ascendant.signName)) signs.push(shifted.Ascendant.signName);
    lights.Sun.add(shifted.Sun.signName);
    lights.Moon.add(shifted.Moon.signName);
  }
  const moving = (['Sun', 'Moon'] as const).filter((l) => lights[l].size > 1);
  const one = signs.length === 1;
  const body = one
    ? `a ${part.name} birth gives you ${signs[0]} rising whatever the hour`
    : `a ${part.name} birth could give you ${list(signs).replace(/ and ([^ ]+)$/, ' or $1')} rising, so the hour decides it`;
  const answer = isYesNo(ask) ? `${one ? 'Yes' : 'No'}: ${body}.` : `${capital(body)}.`;
  return {
    technique: 'birth-time',
    answer,
    details: [
      `Your chart here is cast for ${chart.birth?.local?.time ?? 'the time given'}, which gives ${natal.points.Ascendant.signName} rising.`,
      moving.length
        ? `${capital(moving.map((l) => `your ${l} could be ${[...lights[l]].join(' or ')}`).join(', and '))}, depending on the hour.`
        : `Your Sun in ${natal.points.Sun.signName} and your Moon in ${natal.points.Moon.signName} are the same all ${part.name}, so those readings hold.`,
      'If you can find a record of the time, even a rough one, the rising sign and houses come into focus.',
    ],
    technical: [
      `Ascendant sampled every 10 minutes from ${String(part.from / 60).padStart(2, '0')}:00 to ${String(part.to / 60).padStart(2, '0')}:00 local: ${signs.join(', ')}.`,
      ...edgeLines(chart, natal),
    ],
    ids: ['Birth time unknown'],
  };
}

/** "I don't know my birth time": what holds over the whole birth day and what does not. */
function unknownTimeAnswer(chart: ChartContext, natal: NatalChart, ask: Asked): TechniqueAnswer {
  const local = chart.birth?.local;
  const [h, m] = (local?.time ?? '12:00').split(':').map(Number);
  const sinceMidnight = (h ?? 12) * 60 + (m ?? 0);
  const untilMidnight = 1440 - sinceMidnight;
  // Where a light could be at the day's first and last minute, from its speed at the recorded time.
  const range = (name: 'Sun' | 'Moon') => {
    const p = natal.points[name];
    const from = signOf(p.longitude - (p.speed * sinceMidnight) / 1440).name;
    const to = signOf(p.longitude + (p.speed * untilMidnight) / 1440).name;
    return { sign: p.signName, from, to, holds: from === to };
  };
  const sun = range('Sun');
  const moon = range('Moon');
  const holding = [sun, moon].every((r) => r.holds);
  const lightText = (label: string, r: ReturnType<typeof range>) =>
    r.holds
      ? `your ${label} stays in ${r.sign} all day`
      : `your ${label} could be ${r.from} or ${r.to}, depending on the hour`;
  const asc = natal.points.Ascendant;
  const answer = holding
    ? `Without a sure birth time your Sun and Moon signs still hold, ${sun.sign} and ${moon.sign}, but your rising sign and houses don't.`
    : `Without a sure birth time, ${lightText('Sun', sun)} and ${lightText('Moon', moon)}, and your rising sign and houses are open.`;
  return {
    technique: 'birth-time',
    answer,
    details: [
      `Your chart here is cast for ${local?.time ?? 'the time given'}, which gives ${asc.signName} rising; the rising sign moves on about every two hours, so a different hour can mean a different one.`,
      'The planets’ signs and most aspects stay the same through the day, so those readings are safe to trust.',
      isYesNo(ask) || /rectif/.test(ask.text)
        ? 'Rectifying a birth time from life events is skilled, slow work that I can’t do reliably here; a birth certificate or hospital record is the surest source.'
        : 'If you can find a record of the time, even a rough one, the rising sign and houses come into focus.',
    ],
    technical: [
      `Recorded ${local ? `${local.date} ${local.time} ${local.timezone}` : natal.utc}; Sun ${position(natal.points.Sun.longitude)} (${natal.points.Sun.speed.toFixed(2)}°/day), Moon ${position(natal.points.Moon.longitude)} (${natal.points.Moon.speed.toFixed(2)}°/day).`,
      `Over the birth day: Sun ${sun.from}${sun.holds ? '' : `–${sun.to}`}, Moon ${moon.from}${moon.holds ? '' : `–${moon.to}`}; Ascendant ${position(asc.longitude)} at the recorded time.`,
    ],
    ids: ['Birth time unknown'],
  };
}

/** A 29 February birthday: when the Sun's return falls in the years without one. */
function leapDayAnswer(chart: ChartContext, natal: NatalChart, ask: Asked): TechniqueAnswer {
  const local = chart.birth?.local;
  if (!isLeapDay(chart)) {
    // They named a leap day, the chart says otherwise: say what the chart holds.
    const date = local ? humanDate(local.date) : dayOf(chart, natal.utc);
    return {
      technique: 'birth-time',
      answer: `The birth date I have for you is ${date}, not 29 February: if that is wrong, change it in your birth details and I'll cast the chart again.`,
      details: ['Everything in your chart, from the rising sign to the Moon, follows from that date and time.'],
      technical: [`Chart cast for ${local ? `${local.date} ${local.time} ${local.timezone}` : natal.utc}.`],
      ids: ['Birth date'],
    };
  }
  const thisYear = ask.now.getUTCFullYear();
  const first = solarReturn(natal, thisYear).jd >= jdOf(ask.now) ? thisYear : thisYear + 1;
  const years = [0, 1, 2, 3].map((i) => first + i);
  const moments = years.map((y) => ({ y, at: momentIn(solarReturn(natal, y).at, personZone(chart)) }));
  const upcoming = moments[0];
  const answer = `${isYesNo(ask) ? 'Yes: ' : ''}${isYesNo(ask) ? 'your' : 'Your'} birthday in the sky comes every year, leap year or not: it is the moment the Sun returns to ${position(natal.points.Sun.longitude)}, and next it falls on ${humanDate(upcoming?.at.date ?? '')}.`;
  return {
    technique: 'birth-time',
    answer,
    details: [
      'In years without 29 February that moment lands on 28 February or 1 March, depending on the year and the hour you were born, so your solar return chart is just as real as anyone’s.',
      `Over the next few years it falls on ${list(moments.map((m) => humanDate(m.at.date)))}.`,
      'Nothing else in your chart is touched by the leap day: your placements are the same as for any other date.',
    ],
    technical: moments.map(
      (m) =>
        `Solar return ${m.y}: ${m.at.date} ${m.at.time} ${m.at.zone} (natal Sun ${position(natal.points.Sun.longitude)}).`,
    ),
    ids: ['Leap-day birthday'],
  };
}
