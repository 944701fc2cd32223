// The built-in writer's timing section: the slow passages, this period's sky and its dated events, gated by plan.
import { SLOW_PLANETS } from '@stellara/contract';
import type { SlowTransit } from '../chart-context.ts';
import { lookup } from '../chart-context.ts';
import { THEME } from '../phrases.ts';
import { humanDate, humanDates, passageDates } from './dates.ts';
import { sentencesOf } from './format-asks.ts';
import { FrameMemory } from './frames.ts';
import { sellsNothing } from './hard-chat.ts';
import { eventItems, eventPhrases } from './period-events.ts';
import { transitId } from './plan.ts';
import type { ReplyPlan } from './plan-types.ts';
import { orbText } from './techniques/chart-facts.ts';
import { GATE_TIMING } from './timing-gate.ts';
import { transitPlace, transitVerb } from './transit-words.ts';
import { andList, article, lowerFirst, theBody, upperFirst } from './voices/grammar.ts';
import type { Voice } from './voices/index.ts';
import { ASPECT_FEEL, TRANSIT_PLANET } from './voices/shared.ts';

/** "June 2027" from an ISO date: people read months, not ISO strings. */
export const dayMonth = (iso: string) => humanDate(iso, { year: false });

const verb = transitVerb;

/** "orb 0°35' today, separating": what a technical reader asks of a passage in orb now. */
const orbToday = (t: SlowTransit) =>
  t.now ? `orb ${orbText(t.orb)} today${t.applying === null ? '' : t.applying ? ', applying' : ', separating'}` : null;

/** A passage of the period in words, with every date the pages show: the fullest wording this chat has not heard yet. */
function slowLine(t: SlowTransit, voice: Voice, said: FrameMemory): string {
  const dates = passageDates(t);
  const head = voice.transitHead;
  const how = `${upperFirst(theBody(t.planet))} ${TRANSIT_PLANET[t.planet] ?? 'touches what it meets'}`;
  const target = lookup(THEME, t.target) ?? t.target;
  const feel = ASPECT_FEEL[t.aspect] ?? 'contact marks it';
  const options = [
    `${head} ${t.planet} ${verb(t.aspect)} your natal ${t.target}, ${dates}. ${how}; here that is your ${target}, and the ${feel}.`,
    `${head} ${t.planet} makes ${article(t.aspect)} to your ${t.target}, ${dates}: a ${t.planet} season for your ${target}.`,
    `In focus: your ${target}, as transiting ${t.planet} makes ${article(t.aspect)} to your ${t.target}, ${dates}.`,
  ];
  return said.first(options) ?? `Transiting ${t.planet} ${verb(t.aspect)} your natal ${t.target}, ${dates}.`;
}

function skyLine(plan: ReplyPlan): string | null {
  const sky = plan.timing?.sky;
  // "Right now" has no place in a reply about a month still ahead: that month's own markers say what it holds.
  const ahead = ['month', 'next-month', 'next-week', 'next-year'].includes(plan.heard?.time?.kind ?? '');
  if (!sky || (ahead && plan.timing && Date.parse(sky.at) < plan.timing.period.from.getTime() - 86_400_000))
    return null;
  const slow = sky.positions.filter((p) => (SLOW_PLANETS as readonly string[]).includes(p.name));
  const merc = sky.mercury.retrograde
    ? `Mercury is retrograde${sky.mercury.nextStation ? ` until about ${dayMonth(sky.mercury.nextStation)}` : ''}`
    : `Mercury is moving direct${sky.mercury.nextStation ? ` (its next retrograde starts around ${dayMonth(sky.mercury.nextStation)})` : ''}`;
  return `In the sky right now, ${andList(slow.slice(0, 3).map((p) => `${p.name} is in ${p.sign}`))}; ${merc}, and the Moon is in its ${sky.moonPhase} phase.`;
}

/** The sky's markers in the period asked about (eclipses, lunations, stations, the Moon's signs), in one sentence. */
function eventsLine(t: NonNullable<ReplyPlan['timing']>, said: FrameMemory): string | null {
  if (!t.events.length) return null;
  // One phrase per kind of event, the kinds apart: 'the Moon is new … and full …; Mars moves into …'.
  const list = eventPhrases(t.events).join('; ');
  return (
    said.first([
      `The sky's own markers ${t.period.during}: ${list}.`,
      `Worth a note in your calendar ${t.period.during}: ${list}.`,
      `And for everyone ${t.period.during}: ${list}.`,
    ]) ?? `For everyone: ${list}.`
  );
}

export { GATE_TIMING } from './timing-gate.ts';

/** The timing section (heading and text), and the memory labels of the transits it names. */
export function timingSection(
  plan: ReplyPlan,
  voice: Voice,
  technicalLevel = false,
  chatSaid: FrameMemory = new FrameMemory(),
): { section: string | null; transits: string[] } {
  const t = plan.timing;
  if (!t) return { section: null, transits: [] };
  const heading = `### ${t.period.span === 'now' ? 'Right now' : upperFirst(t.period.label)}`;
  if (!t.personal) {
    // Nothing is sold on a turn where the person shares something hard.
    const gate = sellsNothing(plan) ? null : GATE_TIMING;
    const text = [skyLine(plan), eventsLine(t, chatSaid), 'That is the weather for everyone.', gate]
      .filter(Boolean)
      .join(' ');
    return { section: `${heading}\n${text}`, transits: [] };
  }
  const lines: string[] = [];
  const named: string[] = [];
  const said = chatSaid.with(lines);
  if (t.period.span === 'range') {
    const [lead, ...others] = t.slow;
    if (lead) {
      lines.push(slowLine(lead, voice, said));
      const orb = technicalLevel ? orbToday(lead) : null;
      if (orb) lines.push(`(${upperFirst(orb)}.)`);
      named.push(transitId(lead));
    }
    // The technical level names two more, briefly: their exact hits (the full dates are one question away).
    // A list asked of the period names them too, each its own dated line.
    const more = technicalLevel || plan.list ? others.slice(0, 2) : [];
    if (more.length) {
      const brief = (s: SlowTransit) =>
        `transiting ${s.planet} ${verb(s.aspect)} your ${s.target} (${[technicalLevel ? orbToday(s) : null, s.exact.length ? `exact ${humanDates(s.exact)}` : s.end ? `in orb until ${humanDate(s.end.slice(0, 10))}` : 'in orb'].filter(Boolean).join('; ')})`;
      if (plan.list) lines.push(...more.map((s) => `${upperFirst(brief(s))}.`));
      else lines.push(`Also ${t.period.during}: ${andList(more.map(brief))}.`);
      named.push(...more.map(transitId));
    }
    if (!t.slow.length)
      lines.push(
        `No planet makes a contact to the points behind this question ${t.period.during}: a steadier stretch here, shaped more by your choices than by outside pressure.`,
      );
  } else {
    for (const c of t.current.slice(0, 2)) {
      const until = c.end ? ` until ${humanDate(c.end.slice(0, 10))}` : '';
      const target = lookup(THEME, c.target) ?? c.target;
      lines.push(
        said.first([
          `Transiting ${c.planet} ${verb(c.aspect)} your natal ${c.target}${until} (intensity ${c.intensity}/10). ${upperFirst(theBody(c.planet))} ${TRANSIT_PLANET[c.planet] ?? 'touches what it meets'}; here that is your ${target}.`,
          `Transiting ${c.planet} is also active, ${transitPlace(c.aspect)} your natal ${c.target}${until} at ${c.intensity}/10: it ${lowerFirst(TRANSIT_PLANET[c.planet] ?? 'touches what it meets')}, and here that means your ${target}.`,
        ]) ?? `Transiting ${c.planet} ${verb(c.aspect)} your natal ${c.target}${until}.`,
      );
      named.push(transitId(c));
    }
    const slowNow = t.slow.filter((s) => !named.includes(transitId(s))).slice(0, 1);
    for (const s of slowNow) {
      lines.push(slowLine(s, voice, said));
      named.push(transitId(s));
    }
    // On a hard turn a quiet sky is not news worth a section ("good for consolidating" to someone grieving).
    if (!lines.length && plan.situation) return { section: null, transits: [] };
    if (!lines.length)
      lines.push(
        'Nothing heavy is touching your chart closely at the moment: a quieter stretch, good for consolidating.',
      );
  }
  // A list asked for ("what to watch in December, with dates"): each passage and each of the sky's markers its own
  // dated line, so the list keeps every date rather than one sentence of the section.
  if (plan.list && t.events.length) {
    const items = [...lines.map((l) => sentencesOf(l)[0]!), ...eventItems(t.events)];
    return { section: `${heading}\n${items.map((i) => `- ${i}`).join('\n')}`, transits: named };
  }
  const events = eventsLine(t, said);
  if (events) lines.push(events);
  return { section: `${heading}\n${lines.join(' ')}`, transits: named };
}

// ---------------------------------------------------------------------------------------------
