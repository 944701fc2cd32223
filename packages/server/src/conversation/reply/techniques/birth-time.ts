// Birth-time sensitivity: angles and lights near a sign edge, what holds when the time is unknown, a leap-day birthday.
import { type NatalChart, type PointName, SIGN_EDGE_ORB, signEdges, signOf, solarReturn } from '@stellara/astro';
import { type ChartContext, displayPointName, formatDegree } from '../../chart-context.ts';
import { humanDate } from '../dates.ts';
import {
  type Asked,
  capital,
  dayOf,
  duration,
  isLeapDay,
  isYesNo,
  jdOf,
  list,
  localMoment,
  position,
  signName,
  type TechniqueAnswer,
  zoneOf,
} from './words.ts';

const UNKNOWN_TIME =
  /no (?:clue|idea)|don'?t know|dont know|not sure|unknown|adopted|uncertain|rectif|in the (?:morning|afternoon|evening|night)|no (?:se|tengo) (?:la )?hora|nao sei|sem hora|no tengo hora|disagree|an hour|\bhour off\b/;
const LEAP_WORDS = /leap|29 (?:de )?feb|feb(?:ruary)? 29|bisiesto|bissexto|29\/0?2/;

const EDGE_DISPLAY: Readonly<Record<string, PointName>> = {
  Ascendant: 'Ascendant',
  Midheaven: 'Medium_Coeli',
  Sun: 'Sun',
  Moon: 'Moon',
};

export function birthTimeAnswer(chart: ChartContext, ask: Asked): TechniqueAnswer | null {
  const natal = chart.birth?.natal;
  if (!natal) return null;
  if (isLeapDay(chart) || (LEAP_WORDS.test(ask.text) && chart.birth?.local)) return leapDayAnswer(chart, natal, ask);
  if (UNKNOWN_TIME.test(ask.text)) return unknownTimeAnswer(chart, natal, ask);

  const edges = signEdges(natal);
  const asked = ask.heard.about.points.filter((p) => p in EDGE_DISPLAY);
  // "Aries or Taurus?" with no point named: the sign people mean is the Sun's.
  const signsAsked = ask.heard.about.signs;
  const focus: PointName[] = asked.length
    ? asked.map((p) => EDGE_DISPLAY[p] as PointName)
    : signsAsked.length
      ? [
          (['Sun', 'Moon', 'Ascendant', 'Medium_Coeli'] as PointName[]).find((p) =>
            signsAsked.includes(natal.points[p].signName as never),
          ) ?? 'Sun',
        ]
      : [];
  const shift = (name: PointName) => {
    const p = natal.points[name];
    const degree = p.position;
    const perDay = Math.abs(p.speed) || 1;
    return { earlier: (degree / perDay) * 1440, later: ((30 - degree) / perDay) * 1440 };
  };
  const signNow = (name: PointName) => natal.points[name].signName;
  const word = (name: PointName) => (name === 'Ascendant' ? 'your rising sign' : `your ${displayPointName(name)}`);

  let answer: string;
  const details: string[] = [];
  if (focus.length) {
    const name = focus[0] as PointName;
    const edge = edges.edges.find((e) => e.point === name);
    if (edge) {
      const when = `${duration(edge.minutesToEdge)} ${edge.minutesToEdge < 0 ? 'earlier' : 'later'}`;
      const fact = `${capital(word(name))} is in ${signNow(name)}, but only just: ${formatDegree(edge.distance)} from ${signName(edge.neighbour)}, so a birth ${when} would put it in ${signName(edge.neighbour)}`;
      answer =
        isYesNo(ask) && !signsAsked.length ? `Yes: ${fact.charAt(0).toLowerCase()}${fact.slice(1)}.` : `${fact}.`;
      details.push(
        'If your recorded birth time is exact to the minute, trust it; if it was rounded, it is worth reading both signs and seeing which one sounds like you.',
      );
    } else {
      const s = shift(name);
      const fact = `${word(name)} is safely inside ${signNow(name)}: it would take a birth ${duration(s.earlier)} earlier or ${duration(s.later)} later to change it`;
      answer = isYesNo(ask) && !signsAsked.length ? `No: ${fact}.` : `${capital(fact)}.`;
    }
    for (const other of focus.slice(1)) {
      const e = edges.edges.find((x) => x.point === other);
      details.push(
        e
          ? `${capital(word(other))} is close to an edge too: ${formatDegree(e.distance)} from ${signName(e.neighbour)}.`
          : `${capital(word(other))} sits well inside ${signNow(other)}.`,
      );
    }
  } else if (edges.birthTimeMatters) {
    const parts = edges.edges.map(
      (e) => `${word(e.point)} is ${formatDegree(e.distance)} from the ${signName(e.neighbour)} edge`,
    );
    answer = `${isYesNo(ask) ? 'Yes: ' : ''}${isYesNo(ask) ? '' : 'Your exact birth time matters here: '}${list(parts)}.`;
    answer = capital(answer);
  } else {
    answer = `${isYesNo(ask) ? 'No: ' : ''}none of your Ascendant, Midheaven, Sun or Moon sits within ${SIGN_EDGE_ORB}° of a sign edge, so a few minutes either way would not change their signs.`;
    answer = capital(answer);
  }
  if (!focus.includes('Ascendant')) {
    const s = shift('Ascendant');
    details.push(
      `Your rising sign is the most time-sensitive: yours, ${signNow('Ascendant')}, would change with a birth ${duration(s.earlier)} earlier or ${duration(s.later)} later.`,
    );
  }
  details.push('The houses move with the rising sign; the planets’ signs and aspects barely move in a few minutes.');

  return {
    technique: 'birth-time',
    answer,
    details: details.slice(0, 4),
    technical: [
      `Chart cast for ${chart.birth?.local ? `${chart.birth.local.date} ${chart.birth.local.time} ${chart.birth.local.timezone} (` : ''}${natal.utc.replace('T', ' ').slice(0, 16)} UT${chart.birth?.local ? ')' : ''}.`,
      ...(['Ascendant', 'Medium_Coeli', 'Sun', 'Moon'] as PointName[]).map((name) => {
        const p = natal.points[name];
        const s = shift(name);
        return `${displayPointName(name)} ${position(p.longitude)}: ${formatDegree(p.position)} into the sign, ${formatDegree(30 - p.position)} to go; sign holds from ${duration(s.earlier)} earlier to ${duration(s.later)} later (speed ${p.speed.toFixed(2)}°/day).`;
      }),
    ],
    ids: ['Birth time sensitivity'],
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
  const moments = years.map((y) => ({ y, at: localMoment(solarReturn(natal, y).at, zoneOf(chart)) }));
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
