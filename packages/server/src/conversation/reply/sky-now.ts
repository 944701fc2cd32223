// The sky at the message's own moment, answered first: where a planet is now (sign, degree, its motion and a station
// within about three weeks), what the Moon is doing today (phase, sign, the next quarter, new and full Moon), and the
// transits to this chart now. Facts come from the ephemeris at the time the message was sent; the contacts to the
// chart come from the one passage model the Current Transits page and the Today card use (chart-passages.ts).
// Personal contacts are for the plans with personal transits; below them the sky is general, with the honest
// pointer. A natal placement is only ever named as natal. Pure.
import {
  birthMoonPhase,
  calendarPhase,
  chartFlags,
  type MoonQuarter,
  moonQuarters,
  moonSignChanges,
  type NatalChart,
  natalHouseOf,
  type PointName,
  type Station,
  stations,
  toJulianDay,
  transitingPosition,
} from '@stellara/astro';
import { planAtLeast, SLOW_PLANETS, type Tier } from '@stellara/contract';
import { type ChartContext, type ChartTransit, lookup, ordinal, planetOf, timeless } from '../chart-context.ts';
import { transitsNow } from '../chart-passages.ts';
import { THEME } from '../phrases.ts';
import { fold } from '../understanding/fold.ts';
import { humanDate, humanDates } from './dates.ts';
import { transitId } from './factors.ts';
import { sellsNothing } from './hard-chat.ts';
import { localDay } from './local-day.ts';
import type { PlanBuilder, PlanInput, ReplyPlan } from './plan-types.ts';
import { answeredAgain } from './said-again.ts';
import { sameSignReturn } from './same-sign-return.ts';
import { type SkyBody, type SkyNowAsk, skyNowAsk } from './sky-now-ask.ts';
import { position, type TechniqueAnswer } from './techniques/words.ts';
import { GATE_TIMING } from './timing-gate.ts';
import { OUTER_PLANETS, plainTransitLine, rankTransits, technicalTransitLine } from './transit-rank.ts';
import { andList, article, theBody, upperFirst } from './voices/grammar.ts';
import { ASPECT_FEEL, TRANSIT_PLANET } from './voices/shared.ts';

const DAY_MS = 86_400_000;
/** "The outer planets" asked for: the list keeps Saturn to Pluto. */
const OUTER_ASK =
  /\b(outer planets?|outer ones|aussere[nr]? planeten|planetas exteriores|pianeti esterni|planetes exterieures)\b/;
/** A station this close (days) is named with its date: the planet is visibly slowing, turning or just turned. */
const STATION_NEAR_DAYS = 21;
/** A station this close (days) means the planet is stationing: it barely moves. */
const STATIONARY_DAYS = 3;
/** How many transits the list names, by level. */
const LISTED = { basic: 5, technical: 8 } as const;

const day = (iso: string) => humanDate(iso.slice(0, 10));
const degrees = (orb: number) => (orb < 0.05 ? 'under 0.1°' : `${orb.toFixed(1)}°`);

/** The sky is read in the chart's own zodiac, so a position and its contacts agree; tropical without a chart. */
const flagsOf = (chart: ChartContext) => (chart.birth ? chartFlags(chart.birth.natal) : 0);

/** The transits in orb at the message's moment, from the one passage model (the chart's own, when not cast). */
export function contactsAt(chart: ChartContext, at: Date): ChartTransit[] {
  const natal = chart.birth?.natal;
  const all = natal ? transitsNow(natal, at) : chart.transits;
  return chart.timeUnknown ? timeless(all) : all;
}

/** Personal contacts on the plans with personal transits; below them the general sky, with the pointer unless the
 * chat holds something hard (nothing is sold there). */
export const personalTier = (plan: ReplyPlan, tier: Tier) =>
  planAtLeast(tier, 'plus') ? 'personal' : sellsNothing(plan) ? 'general' : 'gated';

// ------------------------------------------------------------------------------------------------- a planet now

/** How the planet moves now, with a station's date when one is within about three weeks. */
function motionOf(planet: SkyBody, at: Date, retrograde: boolean): string {
  if (planet === 'Sun') return 'moving as always, about a degree a day';
  const jd = toJulianDay(at);
  const near = stations(
    new Date(at.getTime() - STATION_NEAR_DAYS * DAY_MS),
    new Date(at.getTime() + STATION_NEAR_DAYS * DAY_MS),
    [planet],
  );
  const still = near.find((s) => Math.abs(s.jd - jd) <= STATIONARY_DAYS);
  if (still) {
    const when = still.jd > jd ? `it turns ${still.kind} on` : `it turned ${still.kind} on`;
    return `stationing: ${when} ${day(still.at)}, so it is barely moving`;
  }
  const next = near.find((s) => s.jd > jd);
  if (next) return `${retrograde ? 'retrograde' : 'moving direct'}, and it turns ${next.kind} on ${day(next.at)}`;
  const last: Station | undefined = near.filter((s) => s.jd <= jd).at(-1);
  if (last) return `${retrograde ? 'retrograde' : 'moving direct'}: it turned ${last.kind} on ${day(last.at)}`;
  if (!retrograde) return 'moving direct';
  const direct = stations(at, new Date(at.getTime() + 200 * DAY_MS), [planet])[0];
  return direct ? `retrograde until ${day(direct.at)}` : 'retrograde';
}

/** A contact's dates: "exact on 26 November and 24 December 2026; in orb until 30 January 2027". */
export function contactDates(c: ChartTransit, at: Date): string {
  const isoDays = (list: string[]) => humanDates(list.map((x) => x.slice(0, 10)));
  const past = c.exact.filter((x) => Date.parse(x) <= at.getTime());
  const ahead = c.exact.filter((x) => Date.parse(x) > at.getTime());
  const when = [
    ...(past.length ? [`was exact on ${isoDays(past)}`] : []),
    ...(ahead.length ? [`${past.length ? 'is exact again' : 'exact'} on ${isoDays(ahead)}`] : []),
  ];
  const dates = when.length ? when.join(' and ') : 'close, but not exact this time';
  return c.end ? `${dates}; in orb until ${day(c.end)}` : dates;
}

/** "0.6° from a sextile to your natal North Node (exact on 26 November 2026; in orb until …)". */
const contactPhrase = (c: ChartTransit, at: Date) =>
  `${degrees(c.orb)} from ${article(c.aspect)} to your natal ${c.target} (${contactDates(c, at)})`;

/** What the tightest contact asks, in one sentence. */
function contactMeaning(c: ChartTransit): string {
  const how = TRANSIT_PLANET[c.planet] ?? 'touches what it meets';
  const target = lookup(THEME, c.target) ?? c.target;
  const feel = ASPECT_FEEL[c.aspect] ?? 'contact marks it';
  return `${upperFirst(theBody(c.planet))} ${how}; here that is your ${target}, and the ${feel}.`;
}

/** Whether the sign or the motion was asked as a yes/no ("is mercury retrograde rn?", "is saturn in aries now?"). */
function yesNo(text: string, planet: string, sign: string, retrograde: boolean, signAsked: string | null): string {
  if (!/^\W*(is|esta|ist|est|e|sta)\b/i.test(text.normalize('NFD').replace(/\p{M}/gu, ''))) return '';
  if (signAsked) return signAsked === sign ? 'Yes: ' : 'No: ';
  // The word asked about is said back: "No, Mercury is not retrograde now", not only a "No" before the position.
  if (/retrograd|r[uü]ckl[aä]ufig|\brx\b/i.test(text))
    return retrograde ? `Yes, ${planet} is retrograde now: ` : `No, ${planet} is not retrograde now: `;
  return '';
}

export function planetNowAnswer(
  chart: ChartContext,
  planet: SkyBody,
  at: Date,
  access: 'personal' | 'general' | 'gated',
  asked: { text: string; sign: string | null; target?: string | null },
): TechniqueAnswer {
  const point = planet as PointName;
  const pos = transitingPosition(point, toJulianDay(at), flagsOf(chart));
  if (!pos) throw new RangeError(`no position for ${planet}`);
  const [deg, sign] = splitPosition(pos.longitude);
  const retrograde = pos.speed < 0;
  const lead = yesNo(asked.text, planet, sign, retrograde, asked.sign);
  const answer = `${lead}${lead ? 'as' : 'As'} of ${day(at.toISOString())}, ${planet} is in ${sign}, at ${deg}, ${motionOf(planet, at, retrograde)}.`;
  const natal = planetOf(chart, planet);
  const details: string[] = [];
  const ids = [`sky ${planet} ${at.toISOString().slice(0, 10)}`];
  const technical = [
    `Transiting ${planet} ${position(pos.longitude)}, ${pos.speed.toFixed(3)}°/day (${chart.frame.text}).`,
  ];
  let tightest: ChartTransit | undefined;
  if (access === 'personal') {
    // The point they named first ("to my Sun"), then the rest, tightest first.
    const named = (c: ChartTransit) => (asked.target && c.target === asked.target ? 0 : 1);
    const contacts = contactsAt(chart, at)
      .filter((c) => c.planet === planet)
      .sort((a, b) => named(a) - named(b) || a.orb - b.orb);
    if (asked.target && !contacts.some((c) => c.target === asked.target))
      details.push(`It makes no close contact to your natal ${asked.target} right now.`);
    const natalHouse = chart.birth && !chart.timeUnknown ? natalHouseOf(chart.birth.natal, pos.longitude) : null;
    if (natalHouse) details.push(`In your chart it is passing through your ${ordinal(natalHouse)} house.`);
    const back = sameSignReturn(chart, planet, sign, at);
    if (back) details.push(back);
    if (contacts.length) {
      details.push(`Against your own chart it is ${andList(contacts.slice(0, 3).map((c) => contactPhrase(c, at)))}.`);
      tightest = contacts[0]!;
      details.push(contactMeaning(tightest));
      ids.push(...contacts.slice(0, 3).map(transitId));
      technical.push(
        ...contacts
          .slice(0, 3)
          .map(
            (c) =>
              `${planet} ${c.aspect} natal ${c.target}: orb ${degrees(c.orb)}, ${c.applying ? 'applying' : 'separating'}.`,
          ),
      );
    } else {
      details.push(
        `It makes no close contact to the main points of your chart right now: this is the sky's weather more than a passage of your own.`,
      );
    }
  } else {
    details.push(`That is the sky for everyone, the same wherever you were born.`);
    if (access === 'gated') details.push(GATE_TIMING);
  }
  const closing = tightest
    ? `If you like, I can say more about what that ${tightest.aspect} to your ${tightest.target} asks of you.`
    : `If you like, I can read your natal ${planet} and what it means for you.`;
  // The birth placement is a different thing, and said to be one: never "now".
  if (natal)
    details.push(
      `(Your natal ${planet}, where it stood when you were born, is in ${natal.sign}: a different thing from today's sky.)`,
    );
  return { technique: 'sky-now', answer, details, technical, ids, closing };
}

/** "1°23'" and "Aries" from a longitude. */
function splitPosition(longitude: number): [string, string] {
  const text = position(longitude);
  const at = text.lastIndexOf(' ');
  return [text.slice(0, at), text.slice(at + 1)];
}

// ------------------------------------------------------------------------------------------------ the Moon today

const QUARTER_WORD: Record<MoonQuarter['kind'], string> = {
  new: 'new Moon',
  'first-quarter': 'first quarter',
  full: 'full Moon',
  'last-quarter': 'last quarter',
};

export function moonNowAnswer(
  chart: ChartContext,
  at: Date,
  access: 'personal' | 'general' | 'gated',
): TechniqueAnswer {
  const jd = toJulianDay(at);
  const flags = flagsOf(chart);
  const moon = transitingPosition('Moon', jd, flags);
  const sun = transitingPosition('Sun', jd, flags);
  if (!moon || !sun) throw new RangeError('no position for the lights');
  const elongation = (((moon.longitude - sun.longitude) % 360) + 360) % 360;
  const lit = Math.round(((1 - Math.cos((elongation * Math.PI) / 180)) / 2) * 100);
  const phase = calendarPhase(at);
  const name = phase.endsWith('Moon') ? phase : `${phase} Moon`;
  const [deg, sign] = splitPosition(moon.longitude);
  const nextSign = moonSignChanges(at, new Date(at.getTime() + 3 * DAY_MS))[0];
  const marks = moonQuarters(at, new Date(at.getTime() + 32 * DAY_MS)).slice(0, 4);
  const answer = `As of ${day(at.toISOString())}, the Moon is a ${name}, ${lit}% lit, in ${sign} at ${deg}${nextSign ? ` (it moves into ${nextSign.sign} on ${localDay(chart, nextSign.at)})` : ''}.`;
  const details: string[] = [];
  const natal: NatalChart | undefined = chart.birth?.natal;
  if (access === 'personal' && natal && !chart.timeUnknown) {
    details.push(`In your chart it is passing through your ${ordinal(natalHouseOf(natal, moon.longitude))} house.`);
  }
  if (marks.length)
    details.push(
      `Next: ${andList(marks.map((m) => `the ${QUARTER_WORD[m.kind]} on ${localDay(chart, m.at)}, in ${m.sign}`))}.`,
    );
  // The phase they were born under is its own question: named as that, so the two are never mixed up.
  if (natal) {
    const birth = birthMoonPhase(natal);
    const born = birth.phase.endsWith('Moon') ? birth.phase : `${birth.phase} Moon`;
    details.push(`That is today's sky; the phase you were born under, a ${born}, is a separate thing and stays yours.`);
  }
  return {
    technique: 'sky-now',
    answer,
    details,
    technical: [
      `Sun–Moon elongation ${elongation.toFixed(1)}°; Moon ${position(moon.longitude)}.`,
      ...marks.map(
        (m) => `${QUARTER_WORD[m.kind]}: ${m.at.slice(0, 16).replace('T', ' ')} UT, Moon at ${position(m.longitude)}.`,
      ),
    ],
    ids: [`sky Moon ${at.toISOString().slice(0, 10)}`],
    closing: planetOf(chart, 'Moon')
      ? `If you like, I can look at what your own Moon, in ${planetOf(chart, 'Moon')!.sign}, needs on a day like this.`
      : 'If you like, I can say what this Moon tends to stir.',
  };
}

// ------------------------------------------------------------------------------------------------ transits now

/** The slow planets' signs now and Mercury's motion: the general sky, for everyone. */
function generalSky(chart: ChartContext, at: Date): string {
  const jd = toJulianDay(at);
  const flags = flagsOf(chart);
  const slow = (SLOW_PLANETS as readonly string[]).filter((p) => p !== 'Chiron').slice(0, 4);
  const said = slow.flatMap((p) => {
    const pos = transitingPosition(p as PointName, jd, flags);
    return pos ? [`${p} is in ${splitPosition(pos.longitude)[1]}${pos.speed < 0 ? ' (retrograde)' : ''}`] : [];
  });
  const mercury = transitingPosition('Mercury', jd, flags);
  const merc = mercury && mercury.speed < 0 ? 'Mercury is retrograde' : 'Mercury is moving direct';
  return `In the sky as of ${day(at.toISOString())}, ${andList(said)}, and ${merc}.`;
}

export function transitsNowAnswers(
  chart: ChartContext,
  at: Date,
  access: 'personal' | 'general' | 'gated',
  level: 'basic' | 'technical',
  outerOnly = false,
): TechniqueAnswer[] {
  const ids = [`sky transits ${at.toISOString().slice(0, 10)}`];
  if (access !== 'personal') {
    const details = ['That is the weather for everyone.', ...(access === 'gated' ? [GATE_TIMING] : [])];
    return [{ technique: 'sky-now', answer: generalSky(chart, at), details, technical: [], ids }];
  }
  const all = contactsAt(chart, at);
  // The Moon's contacts pass within hours: left out of a list meant to hold for days.
  // Ranked by weight (outer planets and angles first, then by orb); "the outer planets" asked keeps only theirs.
  const kept = all.filter((t) => t.planet !== 'Moon' && (!outerOnly || OUTER_PLANETS.has(t.planet)));
  const listed = rankTransits(kept).slice(0, LISTED[level]);
  const moonLeftOut = all.some((t) => t.planet === 'Moon');
  if (!listed.length) {
    return [
      {
        technique: 'sky-now',
        answer: `As of ${day(at.toISOString())}, no planet is within orb of the main points of your chart: a quieter stretch.`,
        details: [generalSky(chart, at)],
        technical: [],
        ids,
      },
    ];
  }
  // Technical: the numbers a technical reader checks; basic: the same facts in plain words.
  const line = (t: ChartTransit) =>
    `- ${level === 'technical' ? technicalTransitLine(chart, t, at, flagsOf(chart)) : plainTransitLine(t, at)}`;
  const list = {
    technique: 'sky-now' as const,
    answer: `Your ${outerOnly ? 'outer-planet ' : ''}transits as of ${day(at.toISOString())}, the weightiest first (outer planets and angles, then the tightest):\n${listed.map(line).join('\n')}`,
    details: [],
    technical: listed.map((t) => `${t.planet} ${t.aspect} ${t.target}: ${t.applying ? 'applying' : 'separating'}.`),
    ids: [...ids, ...listed.map(transitId)],
  };
  const meaning = {
    technique: 'sky-now' as const,
    answer: contactMeaning(listed[0]!),
    details: moonLeftOut ? ["The Moon's own contacts pass within hours, so I have left them out."] : [],
    technical: [],
    // The transit read out is the one the chat is now on ("how long does it last?" means this one).
    ids: [transitId(listed[0]!)],
    closing: 'If you like, I can go deeper into any one of these.',
  };
  return [list, meaning];
}

// ------------------------------------------------------------------------------------------------ the plan

/** A question about the sky now: its computed answer first (technique mode), before any natal reading. */
export const planSkyNow: PlanBuilder = ({ heard, input, base }) => {
  if (!heard || input.automatic || base.situation) return null;
  // Several questions are answered one by one; each comes back here on its own.
  if (heard.acts.includes('ask-several') && !input.part) return null;
  const ask: SkyNowAsk | null = skyNowAsk(input.message, heard);
  if (!ask) return null;
  const at = input.sent ?? new Date();
  const access = personalTier(base, input.tier);
  const techniques =
    ask.kind === 'planet'
      ? [
          planetNowAnswer(input.chart, ask.planet, at, access, {
            text: input.message,
            sign: heard.about.signs[0] ?? null,
            target: ask.target,
          }),
        ]
      : ask.kind === 'moon'
        ? [moonNowAnswer(input.chart, at, access)]
        : transitsNowAnswers(input.chart, at, access, input.level, OUTER_ASK.test(fold(input.message)));
  const fresh = techniques.some((t) => t.ids.some((id) => !input.used.includes(id)));
  return { ...base, mode: 'technique', topic: 'the sky now', techniques: fresh ? techniques : saidBefore(techniques) };
};

/**
 * Asked again in this chat: the first line of the same answer, said to be the one given before, and no closing
 * offer (the chat has heard it): the reply refers back in one line instead of sending the same text again.
 */
function saidBefore(answers: TechniqueAnswer[]): TechniqueAnswer[] {
  const [first] = answers;
  if (!first) return [];
  // A list refers back to its first line, the weightiest ("the weightiest is still …"), not to its heading.
  const [head, weightiest] = first.answer.split('\n');
  const line = weightiest
    ? `As listed above, the weightiest is still this one: ${weightiest.replace(/^- /, '')}`
    : head!.replace(/[:.]\s*$/, '');
  return answeredAgain([{ ...first, answer: line, technical: [], closing: '' }]);
}

/**
 * A personal timing answer on Plus and Pro; below Plus, the sky's own answer for the planet, with the plan's pointer
 * unless the chat is hard (personal timing is a Plus feature).
 */
export function personalTimingPlan(
  input: PlanInput,
  base: ReplyPlan,
  planet: SkyBody,
  personal: (at: Date) => TechniqueAnswer,
  target: string | null = null,
): ReplyPlan {
  const at = input.sent ?? new Date();
  const answer = planAtLeast(input.tier, 'plus')
    ? personal(at)
    : planetNowAnswer(input.chart, planet, at, sellsNothing(base) ? 'general' : 'gated', {
        text: input.message,
        sign: null,
        target,
      });
  return { ...base, mode: 'technique', topic: 'the sky now', techniques: [answer] };
}
