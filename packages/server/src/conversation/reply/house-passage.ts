// A transiting planet and one of the person's natal houses: "when does Saturn leave my 4th house", "when will Jupiter
// enter my 10th", "is Saturn in my 4th house now". The answer is a date (or a yes/no) computed from the ephemeris: the
// day the planet crosses the natal house cusp, with the re-crossings a retrograde loop makes, never a Saturn return or
// a reading in its place. Below Plus the general sky answers, with the plan's pointer (sky-now.ts). Pure.
import {
  chartFlags,
  type HouseIngress,
  houseIngresses,
  type IngressBody,
  type NatalChart,
  natalHouseOf,
  toJulianDay,
  transitingPosition,
} from '@stellara/astro';
import { ordinal } from '../chart-context.ts';
import { fold } from '../understanding/fold.ts';
import type { Understanding } from '../understanding/understanding.ts';
import { humanDate } from './dates.ts';
import type { PlanBuilder } from './plan-types.ts';
import { personalTimingPlan } from './sky-now.ts';
import { SKY_BODIES, type SkyBody } from './sky-now-ask.ts';
import { position, type TechniqueAnswer } from './techniques/words.ts';
import { claimNotes, transitHouseClaim } from './transit-house-claim.ts';

export type PassageAsk = 'leave' | 'enter' | 'now';

/** Leaving a house, in the languages the reader hears (folded): "leave", "get out of", "sale de", "verlässt". */
const LEAVE =
  /\b(leave|leaves|leaving|left|exit|exits|get out of|gets out of|move out of|moves out of|out of|done with|finish(?:es)? with|how long (?:is|will|does)|until when|sale|salir|saldra|sai|sair|saira|quitte|quitter|quittera|sort|sortir|verlasst|verlassen|geht aus|esce|uscire|uscira|lascia)\b/;
/** Entering a house: "enter", "move into", "get to", "entra en", "entre dans", "betritt", "kommt in". */
const ENTER =
  /\b(enter|enters|entering|transits?|go(?:es)? through|pass(?:es)? through|move into|moves into|come into|comes into|get into|gets into|go into|goes into|arrive in|reach|reaches|entra|entrar|entrara|entre|entrer|entrera|betritt|betreten|kommt in|tritt in)\b/;
/** A time the question is asked at: a date asked for ("when"), or the present ("now"). */
const ASKED_TIMES = new Set(['when', 'now', 'today', 'this-week']);
/** "Transiting", "currently", "right now": the sky's planet, not the natal one, even without a time word. */
const TRANSITING = /\b(transit\w*|currently|right now|at the moment|ahora|agora|maintenant|jetzt|gerade|adesso|ora)\b/;
/** "My natal Saturn in the 4th", "the Saturn I was born with": the birth chart, not the sky. */
const NATAL = /\b(natal|birth|born|nacimiento|nascimento|naissance|geburt\w*|nascita)\b/;

/**
 * "Transiting Jupiter in my 10th?": an ordinal after "my" or "the" that ends the phrase is a house, here where a
 * moving planet is asked about (never "my 3rd attempt", "the 5th of May").
 */
const BARE_HOUSE =
  /\b(?:my|the) (1[0-2]|[1-9])(?:st|nd|rd|th)\b(?= ?(?:$|[?.!,;)]|now\b|right now\b|currently\b|at the moment\b|this (?:year|month|week)\b|yet\b|already\b))/;
const bareHouse = (text: string): number[] => {
  const m = text.match(BARE_HOUSE);
  return m ? [Number(m[1])] : [];
};

/** The houses a message names, with a bare "my 6th" the reader does not count as one. */
const housesNamed = (message: string, heard: Understanding): number[] =>
  heard.about.houses.length ? [...heard.about.houses] : bareHouse(fold(message));

/**
 * What a message asks of a transiting planet and one natal house, or null: one planet and one house named, and it
 * asks when the planet leaves or enters the house, or whether it is in it now.
 */
export function passageAsk(
  message: string,
  heard: Understanding,
): { planet: SkyBody; house: number; ask: PassageAsk } | null {
  const { points } = heard.about;
  const text = fold(message);
  const houses = housesNamed(message, heard);
  const planet = SKY_BODIES.find((b) => points.length === 1 && points[0] === b);
  if (!planet || houses.length !== 1) return null;
  if (NATAL.test(text)) return null;
  const timed = (!!heard.time && ASKED_TIMES.has(heard.time.kind)) || TRANSITING.test(text);
  if (!timed) return null;
  const ask: PassageAsk | null = LEAVE.test(text)
    ? 'leave'
    : ENTER.test(text)
      ? 'enter'
      : heard.time?.kind === 'when'
        ? null
        : 'now';
  return ask ? { planet, house: houses[0]!, ask } : null;
}

/** How far ahead a crossing is looked for: longer than the slowest stay of the body in one house. */
const HORIZON_YEARS: Record<SkyBody, number> = {
  Sun: 1.2,
  Mercury: 1.5,
  Venus: 2,
  Mars: 3,
  Jupiter: 13,
  Saturn: 30,
  Uranus: 40,
  Neptune: 40,
  Pluto: 40,
  Chiron: 40,
};
const YEAR_DAYS = 365.25;
/** A retrograde loop back over a cusp is over within this many days of the first crossing. */
const LOOP_DAYS = 400;

/** The house the planet is in at `jd`, and the crossings ahead of it, in order. */
function passagesAhead(
  natal: NatalChart,
  planet: SkyBody,
  at: Date,
): { now: number; longitude: number; ahead: HouseIngress[] } {
  const jd = toJulianDay(at);
  const pos = transitingPosition(planet, jd, chartFlags(natal));
  if (!pos) throw new RangeError(`no position for ${planet}`);
  const end = Math.min(jd + HORIZON_YEARS[planet] * YEAR_DAYS, toJulianDay('2399-01-01T00:00:00Z'));
  return {
    now: natalHouseOf(natal, pos.longitude),
    longitude: pos.longitude,
    ahead: houseIngresses(natal, at, end, [planet as IngressBody]),
  };
}

/** The cusp a crossing goes over: forward, the cusp of the house entered; backward, the cusp of the house left. */
const cuspOf = (e: HouseIngress, before: number) => (e.retrograde ? before : e.house);

/**
 * The crossings of one passage: the first crossing that meets `first`, and the crossings back and forth over the same
 * cusp within a retrograde loop of it (never the planet's next cusp).
 */
function loopFrom(
  ahead: HouseIngress[],
  first: (e: HouseIngress, before: number) => boolean,
  now: number,
): HouseIngress[] {
  let before = now;
  const loop: HouseIngress[] = [];
  let cusp = 0;
  for (const e of ahead) {
    const start = loop[0];
    if (start ? e.jd - start.jd <= LOOP_DAYS && cuspOf(e, before) === cusp : first(e, before)) {
      if (!start) cusp = cuspOf(e, before);
      loop.push(e);
    }
    before = e.house;
  }
  return loop;
}

const day = (iso: string) => humanDate(iso.slice(0, 10));

/** The crossings after the first, as one sentence: "A retrograde loop takes it back into …, then out of it again …". */
function loopSentence(loop: HouseIngress[], house: number): string | null {
  if (loop.length < 2) return null;
  const steps = loop.slice(1).map((e) => {
    const move = e.house === house ? `back into your ${ordinal(house)} house` : 'out of it again';
    return `${move} on ${day(e.at)}${e.retrograde ? ' (moving backward)' : ''}`;
  });
  const final = loop.at(-1)!.house === house ? ', where it then stays' : ', for good';
  return `A retrograde loop takes it ${steps.join(', then ')}${final}.`;
}

/** The computed answer, for the plans with personal timing. */
export function passageAnswer(
  natal: NatalChart,
  planet: SkyBody,
  house: number,
  ask: PassageAsk,
  at: Date,
): TechniqueAnswer {
  const { now, longitude, ahead } = passagesAhead(natal, planet, at);
  const ids = [`house passage ${planet} ${house}`];
  const where = `your ${ordinal(house)} house`;
  const next = ahead.slice(0, 1);
  const moveOn = next[0] ? ` and moves into your ${ordinal(next[0].house)} on ${day(next[0].at)}` : '';
  const nowLine = `As of ${day(at.toISOString())}, ${planet} is passing through your ${ordinal(now)} house${moveOn}.`;
  const details: string[] = [];
  let answer: string;
  if (ask === 'enter' && now !== house) {
    const loop = loopFrom(ahead, (e) => e.house === house, now);
    answer = loop[0]
      ? `${planet} enters ${where} on ${day(loop[0].at)}${loop[0].retrograde ? ', moving backward while retrograde' : ''}.`
      : `${planet} does not reach ${where} within the next ${HORIZON_YEARS[planet]} years.`;
    const again = loopSentence(loop, house);
    if (again) details.push(again);
    details.push(nowLine);
  } else if (now === house) {
    const loop = loopFrom(ahead, (e, before) => before === house && e.house !== house, now);
    const leaves = loop[0] ? `, and leaves it on ${day(loop[0].at)}, crossing into your ${ordinal(loop[0].house)}` : '';
    answer =
      ask !== 'leave'
        ? `${ask === 'now' ? 'Yes' : 'It is there already'}: ${planet} is in ${where} now${leaves}.`
        : loop[0]
          ? `${planet} leaves ${where} on ${day(loop[0].at)}, crossing into your ${ordinal(loop[0].house)} house.`
          : `${planet} stays in ${where} for more than the next ${HORIZON_YEARS[planet]} years.`;
    const again = loopSentence(loop, house);
    if (again) details.push(again);
  } else {
    // Not in that house now: said first, then where it is, and when it reaches the house asked about.
    answer = `${planet} is not in ${where} now: it is passing through your ${ordinal(now)} house${moveOn}.`;
    const reach = loopFrom(ahead, (e) => e.house === house, now)[0];
    details.push(
      reach
        ? `It next reaches ${where} on ${day(reach.at)}.`
        : `It does not reach ${where} within the next ${HORIZON_YEARS[planet]} years.`,
    );
  }
  // Asked about the planet in the sky, its degree today comes with the yes or no: never the natal placement.
  if (ask === 'now') answer += ` Today it stands at ${position(longitude)}.`;
  details.push(
    'The dates are when it crosses the cusp, the line where the house begins, in your chart’s house system.',
  );
  const technical = next
    .slice(0, 4)
    .map(
      (e) =>
        `${planet} enters natal house ${e.house}: ${e.at.slice(0, 16).replace('T', ' ')} UT${e.retrograde ? ' (retrograde)' : ''}.`,
    );
  return {
    technique: 'sky-now',
    answer,
    details,
    technical,
    ids,
    closing: `If you like, I can say what ${planet} in ${where} tends to ask of you.`,
  };
}

/** The planner's step: a transiting planet and a natal house get a computed date, or the general sky below Plus. */
export const planHousePassage: PlanBuilder = ({ heard, input, base }) => {
  if (!heard || input.automatic || base.situation) return null;
  const at = input.sent ?? new Date();
  // "Saturn in my 6th, where exactly?" with their own Saturn elsewhere: today's Saturn (transit-house-claim.ts).
  const claim = passageAsk(input.message, heard)
    ? null
    : transitHouseClaim(input.message, heard, housesNamed(input.message, heard), input.chart, at);
  // Several questions go one by one, except "Saturn in my 9th? Where is it exactly?": one ask in two sentences.
  if (heard.acts.includes('ask-several') && !claim?.whereAsked) return null;
  const asked = claim ? { ...claim, ask: 'now' as const } : passageAsk(input.message, heard);
  const natal = input.chart.birth?.natal;
  // Without a birth time there are no houses to cross: the planners after this one say so.
  if (!asked || !natal || input.chart.timeUnknown) return null;
  return personalTimingPlan(input, base, asked.planet, (when) => {
    const answer = passageAnswer(natal, asked.planet, asked.house, asked.ask, when);
    return claim
      ? { ...answer, details: [...claimNotes(input.chart, claim.planet, claim.house), ...answer.details] }
      : answer;
  });
};
