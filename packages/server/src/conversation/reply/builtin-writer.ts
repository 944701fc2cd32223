// The built-in writer: turns a reply plan into a reading without a language model, in short Markdown sections,
// in the personality's voice, from the knowledge base's interpretation texts. It never sends a paragraph the
// chat already holds. Deterministic.

import {
  CLASSICAL_PLANETS,
  formatDegree,
  type PersonalityId,
  polarFallbackText,
  type SignName,
  SLOW_PLANETS,
  TEN_PLANETS,
  type Tier,
} from '@stellara/contract';
import type { Meaning, ReaderKnowledge } from '../../knowledge/meanings.ts';
import { sentences } from '../../knowledge/seed/vocabulary.ts';
import type { SlowTransit } from '../chart-context.ts';
import { type ChartContext, type ChartPointName, lookup, ordinal, planetOf, rulerOf } from '../chart-context.ts';
import type { PersonalitySections } from '../personalities/catalogue.ts';
import { DRIVE, HOUSE_AREA, SIGN_STYLE, THEME } from '../phrases.ts';
import type { Situation } from '../understanding/understanding.ts';
import { focusLead, planWithSubject } from './about-plan.ts';
import { aboutStellaraReply, doubtOpening, languageNotice, leaveReply, thanksReply } from './acts.ts';
import { humanDate, humanDates, passageDates } from './dates.ts';
import { applyDirectives, promptDirectives } from './directives.ts';
import { FrameMemory } from './frames.ts';
import { eventPhrases } from './period-events.ts';
import { type PhraseKind, phraseSentence } from './phrase-grammar.ts';
import type { Factor, ReplyPlan } from './plan.ts';
import { pointOf, transitId } from './plan.ts';
import {
  empathyOpening,
  goOnClosing,
  noPromiseLine,
  SUPPORT_CLOSINGS,
  SUPPORT_SITUATIONS,
  situationClosing,
} from './situations.ts';
import { partnerIds, partnerSection } from './synastry-plan.ts';
import { statesTimedPoint, timelessReply } from './time-unknown.ts';
import { andList, article, lowerFirst, theBody, upperFirst } from './voices/grammar.ts';
import { type Voice, voiceOf } from './voices/index.ts';
import { ANGLE_MEANING, ANGLE_PLAY, ASPECT_FEEL, TRANSIT_PLANET } from './voices/shared.ts';

export interface WriterInput {
  plan: ReplyPlan;
  chart: ChartContext;
  personality: PersonalityId;
  level: 'basic' | 'technical';
  /** The texts of the chat's earlier replies (nothing in them is said again). */
  earlier: readonly string[];
}

export interface Reading {
  text: string;
  placements: string[];
}

/** Basic replies aim for 120-250 words (docs/voice.md); sections stop before the upper bound. */
const BASIC_MAX_WORDS = 240;

const words = (text: string) =>
  text
    .replace(/[#*_>-]/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length;
const normal = (s: string) =>
  s
    .toLowerCase()
    .replace(/[#*_`>]/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/** "June 2027" from an ISO date: people read months, not ISO strings. */
const dayMonth = (iso: string) => humanDate(iso, { year: false });

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

const fill = (t: string, v: Record<string, string>) => t.replace(/\{(\w+)\}/g, (_, k: string) => v[k] ?? '');

/** The meaning a factor is mainly written from. */
const mainOf = (m: FactorMeaning): Meaning | null => m.sign ?? m.aspect ?? m.entity ?? m.house;

/** Meanings a factor is written from. */
interface FactorMeaning {
  sign: Meaning | null;
  house: Meaning | null;
  aspect: Meaning | null;
  entity: Meaning | null;
}

async function meaningsOf(f: Factor, knowledge: ReaderKnowledge): Promise<FactorMeaning> {
  const m: FactorMeaning = { sign: null, house: null, aspect: null, entity: null };
  if (f.kind === 'placement') {
    const p = f.point;
    if (f.showSign) {
      m.sign =
        p.name === 'Ascendant'
          ? await knowledge.interpretation({ kind: 'ascendant-in-sign', sign: p.sign })
          : p.name === 'Midheaven' || p.name === 'North Node'
            ? await knowledge.entity('Sign', p.sign)
            : await knowledge.interpretation({ kind: 'planet-in-sign', planet: p.name, sign: p.sign });
    }
    if (f.showHouse && p.name !== 'North Node') {
      m.house = await knowledge.interpretation({ kind: 'planet-in-house', planet: p.name, house: p.house });
    }
  } else if (f.kind === 'aspect') {
    const a = f.aspect;
    const planets: readonly string[] = TEN_PLANETS;
    if (planets.includes(a.p1) && planets.includes(a.p2)) {
      m.aspect = await knowledge.interpretation({ kind: 'aspect', planet1: a.p1, planet2: a.p2, aspect: a.type });
    }
    m.entity = await knowledge.entity('Aspect', a.type);
  } else if (f.kind === 'house') {
    m.entity = await knowledge.entity('House', f.house);
  } else if (f.kind === 'stellium' && f.stellium.by === 'sign') {
    m.entity = await knowledge.entity('Sign', f.stellium.sign);
  }
  return m;
}

// ---------------------------------------------------------------------------------------------
// Factors in words

const pointWord = (name: string) => (name === 'Ascendant' ? 'Rising sign' : name);

function heading(f: Factor, voice: Voice): string {
  let label: string;
  switch (f.kind) {
    case 'placement': {
      const p = f.point;
      const parts = [
        f.showSign || f.asked ? `in ${p.sign}` : null,
        (f.showHouse || f.asked) && !['Midheaven', 'North Node'].includes(p.name)
          ? `in the ${ordinal(p.house)} house`
          : null,
      ];
      label = p.name === 'Ascendant' ? `${p.sign} rising` : `${p.name} ${parts.filter(Boolean).join(', ')}`;
      if (f.role) label = `${label} (${f.role.replace(/^your /, '').replace(/ \(.*$/, '')})`;
      if (voice.placementImage && f.showSign) label = voice.placementImage(p);
      break;
    }
    case 'aspect':
      label = `${f.aspect.p1} ${f.aspect.type} ${f.aspect.p2}`;
      break;
    case 'house':
      label = `Your ${ordinal(f.house)} house`;
      break;
    case 'angle':
      label = `${f.angle.planet} on the ${f.angle.angle}`;
      break;
    case 'stellium':
      label =
        f.stellium.by === 'sign' ? `A crowd in ${f.stellium.sign}` : `A crowded ${ordinal(f.stellium.house)} house`;
      break;
  }
  return `### ${label.startsWith('Your') || voice.placementImage ? label : upperFirst(label)}`;
}

/**
 * The factual first sentence, in the voice's manner. Facts are the same in every voice; the sentence is not. Each
 * factor offers a few wordings built around its own words (its drive, its house's area, the aspect's two themes);
 * the first that repeats no frame this chat has said is used, and the last, a bare statement of the fact under
 * eight words, always fits.
 */
function factSentence(f: Factor, voice: Voice, chart: ChartContext, said: FrameMemory, brief = false): string {
  // A role ("ruler of your 7th house") sits between commas; where the template adds its own, keep one.
  const options = factWords(f, voice, chart, brief).map((s) => s.replace(/,(\s*,)+/g, ',').replace(/,([.:])/g, '$1'));
  return said.first(options) ?? options[options.length - 1]!;
}

function factWords(f: Factor, voice: Voice, chart: ChartContext, brief: boolean): string[] {
  switch (f.kind) {
    case 'placement': {
      const p2 = f.point;
      const role = f.role ? `, ${f.role},` : '';
      const noHouse = ['Ascendant', 'Midheaven', 'North Node'].includes(p2.name);
      if (f.asked && !f.showSign && !f.showHouse) {
        const house = noHouse ? '' : `, in the ${ordinal(p2.house)} house`;
        return [
          // A brief answer has nothing after it to connect to.
          `As we saw, your ${pointWord(p2.name)} is in ${p2.sign}${house}${brief ? '.' : '; here is what it connects to.'}`,
          `Your ${pointWord(p2.name)}: ${p2.sign}${noHouse ? '' : `, ${ordinal(p2.house)} house`}.`,
        ];
      }
      if (p2.name === 'Ascendant') {
        return [voice.ascendant({ p2, role }), `Your Rising sign: ${p2.sign}.`];
      }
      // A point asked about by name is stated in full, even where its sign or house was read before.
      const showHouse = (f.showHouse || f.asked) && !noHouse;
      const h = showHouse ? ordinal(p2.house) : null;
      const area = showHouse ? (HOUSE_AREA[p2.house] ?? null) : null;
      const sign = f.showSign || f.asked ? p2.sign : null;
      const where = [sign ? `in ${sign}` : null, h ? `in the ${h} house` : null].filter(Boolean).join(', ');
      const rx = p2.retrograde && p2.name !== 'North Node' ? ' (retrograde at your birth)' : '';
      const theme = THEME[p2.name];
      const bare = `Your ${p2.name}: ${[sign, h ? `${h} house` : null].filter(Boolean).join(', ')}.`;
      const options = voice.placement({ p2, role, theme, where, rx, area, sign, h, brief });
      return [...options.filter(Boolean), bare];
    }
    case 'aspect': {
      const a = f.aspect;
      const close = a.orb < 1 ? 'almost exact' : a.orb < 3 ? 'close' : 'fairly wide';
      const t1 = THEME[a.p1];
      const t2 = THEME[a.p2];
      const orb = `${a.orb.toFixed(1)}°`;
      const options = voice.aspect({ a, close, orb, t1, t2 });
      // A side of a tight pattern says so: the figure, not the single contact, is what makes it loud.
      const pattern = f.reasons.find((r) => r.startsWith('part of '));
      const note = pattern ? ` It is ${pattern}, and a figure like that is one of the loudest things in a chart.` : '';
      return [...options.map((o) => o + note), `${a.p1} ${a.type} ${a.p2}, ${orb}.`];
    }
    case 'house': {
      const n = f.house;
      const r = f.ruler;
      const inside = f.occupants;
      const area = HOUSE_AREA[n] ?? `the ${ordinal(n)} house`;
      const holds = inside.length
        ? `holds your ${andList(inside.map((x) => x.name))}`
        : `holds no planets, so its ruler ${r.ruler} tells its story${r.rulerSign ? `: ${r.ruler} is in ${r.rulerSign} in your ${ordinal(r.rulerHouse ?? 0)} house` : ''}`;
      const options = voice.house({ n, r, area, holds });
      return [...options, `Your ${ordinal(n)} house: ${r.cuspSign} on the cusp.`];
    }
    case 'angle': {
      const c = f.angle;
      const orb = `${c.orb.toFixed(1)}°`;
      const about = ANGLE_MEANING[c.angle];
      const options = voice.angle({ c, orb, about });
      return [...options, `${c.planet} on your ${c.angle}, ${orb}.`];
    }
    case 'stellium': {
      const s = f.stellium;
      const where =
        s.by === 'sign' ? `in ${s.sign}` : `in your ${ordinal(s.house)} house, the area of ${HOUSE_AREA[s.house]}`;
      const style = s.by === 'sign' ? SIGN_STYLE[s.sign] : null;
      const options = voice.stellium({ s, where, style });
      const second = `Your ${andList(s.planets)} all stand ${where}, ${s.planets.length} voices in one room.`;
      return [options, second, `${andList(s.planets)}: one ${s.by}.`];
    }
  }
  void chart;
  return [];
}

/** The names a meaning's phrases are said of: the placement itself, and someone who has it. */
function namesOf(f: Factor, m: FactorMeaning): { subject: string; person: string } | null {
  if (f.kind === 'placement') {
    const p = f.point;
    if (m.sign) {
      return p.name === 'Ascendant'
        ? { subject: `your ${p.sign} rising`, person: `someone with ${p.sign} rising` }
        : { subject: `your ${p.name} in ${p.sign}`, person: `someone with ${theBody(p.name)} in ${p.sign}` };
    }
    if (m.house) {
      const h = `${theBody(p.name)} in the ${ordinal(p.house)} house`;
      return { subject: `your ${p.name} in the ${ordinal(p.house)} house`, person: `someone with ${h}` };
    }
  }
  if (f.kind === 'aspect' && m.aspect) {
    const a = f.aspect;
    return {
      subject: `your ${a.p1}-${a.p2} ${a.type}`,
      person: `someone with ${article(`${a.p1}-${a.p2} ${a.type}`)}`,
    };
  }
  if (f.kind === 'stellium' && f.stellium.by === 'sign' && m.entity) {
    return {
      subject: `your crowd of planets in ${f.stellium.sign}`,
      person: `someone with that much ${f.stellium.sign}`,
    };
  }
  return null;
}

/** What a sign means at a point read from the sign's own text: the Midheaven is public, the North Node a direction. */
const POINT_IN_SIGN: Partial<Record<ChartPointName, (sign: SignName, style: string) => string>> = {
  Midheaven: (sign, style) =>
    `With ${sign} at the top of your chart, the way you are seen at work and in public tends to be ${style}.`,
  'North Node': (sign, style) =>
    `Growth, for you, runs towards the ${sign} way of being: ${style}, even when that feels unfamiliar.`,
};

const SAME = { subject: 'the same placement', person: 'the same person' };

/** A gift or shadow of the meaning in a sentence of the voice, with its own subject; null when none is fresh. */
function phraseLine(
  phrase: string | undefined,
  names: { subject: string; person: string } | null,
  frames: readonly Record<PhraseKind, string>[],
  said: FrameMemory,
  tone: 'gift' | 'shadow',
): string | null {
  if (!phrase || !names) return null;
  return said.first(frames.map((fr) => phraseSentence(phrase, names, fr, tone)));
}

/**
 * What the factor means, chosen and framed by the voice: each voice takes a different sentence of the knowledge
 * text (the guide the first, the mentor the second, the oracle the last) and its own way of saying the gift and the
 * shadow, always as a sentence about this placement, so voices share facts, not sentences. `brief` leaves out the
 * house's sentence when the length is tight. Nothing this chat has said is said again.
 */
function meaningText(
  f: Factor,
  m: FactorMeaning,
  voice: Voice,
  said: FrameMemory,
  brief = false,
  index = 0,
  gentle = false,
): string[] {
  const main = m.sign ?? m.aspect ?? m.entity ?? m.house;
  const second = m.sign ? m.house : null;
  if (!main) {
    if (f.kind === 'angle') {
      const drive = DRIVE[f.point.name];
      return [said.first(voice.angleLine({ drive, play: ANGLE_PLAY[f.angle.angle] })) ?? ''].filter(Boolean);
    }
    return [];
  }
  const once = (text: string | undefined) => (text && !said.repeats(text) ? text : '');
  // The Midheaven and the North Node are read from their sign's general text: a first sentence says what the sign
  // means at that point (public direction, direction of growth), not what the sign is in general.
  const point = f.kind === 'placement' ? f.point : undefined;
  const inSign = point && m.sign ? POINT_IN_SIGN[point.name] : undefined;
  const pointLead = point && inSign ? inSign(point.sign, SIGN_STYLE[point.sign]) : null;
  const s = pointLead ? [pointLead, ...sentences(main.summary).slice(1)] : sentences(main.summary);
  const s2 = second ? sentences(second.summary) : [];
  const names = namesOf(f, m);
  // On a hard turn (a loss, an illness) a placement's shadow is not what the person needs to hear.
  const shadow = gentle
    ? ''
    : phraseLine(main.shadow[index % Math.max(1, main.shadow.length)], names, voice.shadowFrames, said, 'shadow');
  // After the shadow, the gift belongs to the same person: named again in full, the two would chant.
  const giftNames = shadow && names && voice.giftSharesShadowSubject ? SAME : names;
  const gift = phraseLine(
    main.gifts[index % Math.max(1, main.gifts.length)],
    giftNames,
    voice.giftFrames,
    said,
    'gift',
  );
  return voice.meaning({ s, s2, pointLead, shadow, gift, brief, once }).filter(Boolean);
}

function technicalLine(f: Factor, chart: ChartContext): string | null {
  switch (f.kind) {
    case 'placement': {
      const p = f.point;
      const r = rulerOf(p.sign);
      const at = planetOf(chart, r.traditional);
      const house = ['Ascendant', 'Midheaven'].includes(p.name)
        ? ''
        : `, ${ordinal(p.house)} house (${chart.houseSystem})`;
      const dignity = f.dignity
        ? `in its ${f.dignity}`
        : (CLASSICAL_PLANETS as readonly string[]).includes(p.name)
          ? 'peregrine by sign'
          : null;
      return `${p.name} ${formatDegree(p.degree)} ${p.sign}${p.retrograde ? ' retrograde' : ''}${house}${dignity ? `; ${dignity}` : ''}; ${p.sign} is ruled by ${r.traditional}${r.modern ? ` (modern: ${r.modern})` : ''}${at && at.name !== p.name ? `, which stands in ${at.sign} in the ${ordinal(at.house)} house` : ''}.`;
    }
    case 'aspect': {
      const a = f.aspect;
      return `${a.p1} ${a.type} ${a.p2}, orb ${a.orb.toFixed(2)}° (${a.applying ? 'applying' : 'separating'}).`;
    }
    case 'house': {
      const r = f.ruler;
      return `${ordinal(r.house)} cusp ${formatDegree(r.cuspDegree)} ${r.cuspSign} (${chart.houseSystem}); ruler ${r.ruler}${r.rulerSign ? ` in ${r.rulerSign}, ${ordinal(r.rulerHouse ?? 0)} house` : ''}.`;
    }
    case 'angle':
      return `${f.angle.planet} ${formatDegree(f.point.degree)} ${f.point.sign}, ${f.angle.orb.toFixed(2)}° from the ${f.angle.angle}.`;
    case 'stellium':
      return `Stellium: ${f.stellium.planets
        .map((n) => {
          const q = planetOf(chart, n);
          return q ? `${n} ${formatDegree(q.degree)} ${q.sign}` : n;
        })
        .join(', ')}.`;
  }
}

// ---------------------------------------------------------------------------------------------
// Sections

/** Which factor weighs most, and why (angular, tight orb, chart ruler), in the voice's words; null when said before. */
function whyItWeighs(factors: Factor[], voice: Voice, said: FrameMemory): string | null {
  const heavy = factors.find((f) => f.reasons.length > 0 && (f.kind === 'placement' || f.kind === 'angle'));
  const point = pointOf(heavy);
  if (!heavy || !point) return null;
  const name = `your ${pointWord(point.name)}`;
  const why = heavy.reasons.slice(0, 2).join(' and ');
  const options = voice.weighs({ name, why });
  return said.first(options);
}

/** The parts of the Big Three this chat gave before, named again: "once more" only when all three were given. */
function recapLine(recap: readonly string[]): string {
  if (recap.length === 3) return `Your Big Three, once more: ${andList([...recap])}.`;
  const said = recap.map((r) =>
    r.endsWith(' rising') ? `your Rising sign is ${r.replace(/ rising$/, '')}` : `your ${r.replace(/ in /, ' is in ')}`,
  );
  return `As we saw, ${andList(said)}.`;
}

/** A factor named inside a sentence ("the planets gathered in Taurus"). */
function offerLabel(f: Factor): string {
  switch (f.kind) {
    case 'placement':
      return f.point.name === 'Ascendant' ? `your ${f.point.sign} rising` : `your ${f.point.name} in ${f.point.sign}`;
    case 'aspect':
      return `your ${f.aspect.p1}-${f.aspect.p2} ${f.aspect.type}`;
    case 'house':
      return `your ${ordinal(f.house)} house`;
    case 'angle':
      return `your ${f.angle.planet} on the ${f.angle.angle}`;
    case 'stellium':
      return f.stellium.by === 'sign'
        ? `the planets gathered in ${f.stellium.sign}`
        : `the planets gathered in your ${ordinal(f.stellium.house)} house`;
  }
}

/** The reading's main factor in its own words ("your feelings and needs"), for the closing question. */
function focusOf(plan: ReplyPlan): string {
  const f = plan.factors[0];
  switch (f?.kind) {
    case 'aspect':
      return `your ${f.aspect.p1}-${f.aspect.p2} ${f.aspect.type}`;
    case 'placement':
    case 'angle':
      return THEME[f.point.name] ? `your ${THEME[f.point.name]}` : `your ${pointWord(f.point.name)}`;
    case 'house':
      return (HOUSE_AREA[f.house] ?? `your ${ordinal(f.house)} house`).replace(/^(?!your )/, 'your ');
    case 'stellium':
      return `that crowd of planets`;
    default:
      return 'this pattern';
  }
}

/** What the lead factor is, in its own words: the drive, where it plays out, and what to try with it. */
interface Nature {
  drive: string;
  /** What the factor is about, as the object of a sentence ("your feelings and needs"). */
  theme: string;
  where: string | null;
  step: string;
}

/** What to try with each kind of aspect: the contact's own nature decides the step. */
const ASPECT_STEP: Record<string, string> = {
  square: 'notice the moment one of them blocks the other, and look for a third option that serves both',
  opposition: 'notice when you swing from one to the other, and try holding the middle for one day',
  trine: 'use the ease between them on purpose for something that matters, since an easy gift is easy to leave unused',
  sextile: 'take one small opening where the two can work together; this contact rewards a first step',
  conjunction: 'notice that they act as one, and ask which of the two is leading today',
};

function natureOf(f: Factor | undefined): Nature | null {
  if (!f) return null;
  if (f.kind === 'aspect') {
    const a = f.aspect;
    return {
      drive: `${DRIVE[a.p1]}, and the need ${DRIVE[a.p2]}`,
      // Short: the section above has named both themes already.
      theme: `the ${a.p1}-${a.p2} ${a.type}`,
      where: null,
      step: `with your ${THEME[a.p1]} and your ${THEME[a.p2]}, ${ASPECT_STEP[a.type] ?? 'notice how they meet'}`,
    };
  }
  if (f.kind === 'angle') {
    return {
      drive: DRIVE[f.point.name],
      theme: `your ${THEME[f.point.name]}`,
      // The angle's side of life is named in the section above; the step says it again in its own way.
      where: null,
      step: ANGLE_PLAY[f.angle.angle]?.step ?? 'notice where it shows',
    };
  }
  if (f.kind === 'house') {
    const area = HOUSE_AREA[f.house] ?? 'this area';
    return {
      drive: `to look after ${area.replace(/^your /, 'your own ')}`,
      theme: area.replace(/^(?!your )/, 'your '),
      where: null,
      step: `do one thing in that part of your life in a way that is ${SIGN_STYLE[f.ruler.cuspSign]}`,
    };
  }
  if (f.kind === 'stellium') {
    const s = f.stellium;
    const style = s.by === 'sign' ? SIGN_STYLE[s.sign] : null;
    return {
      drive: style ? `to be ${style}` : 'to pour everything into one place',
      theme: 'that crowd of planets',
      where: s.by === 'house' ? (HOUSE_AREA[s.house] ?? null) : null,
      step: `give one hour to a part of life that crowd of planets leaves waiting`,
    };
  }
  if (f.kind === 'placement') {
    const p = f.point;
    const noHouse = ['Ascendant', 'Midheaven', 'North Node'].includes(p.name);
    const style = SIGN_STYLE[p.sign];
    return {
      drive: DRIVE[p.name],
      theme: `your ${THEME[p.name]}`,
      where: noHouse ? null : (HOUSE_AREA[p.house] ?? null),
      step: style ? `try being ${style} about it on purpose` : 'meet it on purpose',
    };
  }
  return null;
}

/**
 * The voice's suggestion, built from the lead factor's own nature (a planet's drive and house, an aspect's kind, an
 * angle's side of life), so two readings of different factors never share a suggestion; empty when every wording
 * would repeat what this chat has said.
 */
function suggestion(plan: ReplyPlan, voice: Voice, said: FrameMemory, index: number): string[] {
  const n = natureOf(plan.factors[0]);
  if (!n) return [];
  const around = n.where ? ` around ${n.where}` : '';
  const options = voice.suggestions({ n, around, index });
  return options.find((lines) => !said.repeats(lines.join('\n'))) ?? [];
}

const verb = (aspect: string) =>
  aspect === 'conjunction' ? 'meets' : aspect === 'opposition' ? 'opposes' : `${aspect}s`;

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
  return said.first(options) ?? `Transiting ${t.planet} ${t.aspect} your natal ${t.target}, ${dates}.`;
}

function skyLine(plan: ReplyPlan): string | null {
  const sky = plan.timing?.sky;
  if (!sky) return null;
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
    ]) ?? `Also ${t.period.during}: ${list}.`
  );
}

const GATE_TIMING =
  'Personal timing, meaning which of these touch your own chart and when, comes with Stellara+ ($25/month). I will not guess at it without your transits.';

/** The timing section (heading and text), and the memory labels of the transits it names. */
function timingSection(
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
    const gate = plan.situation ? null : GATE_TIMING;
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
      named.push(transitId(lead));
    }
    // The technical level names two more, briefly: their exact hits (the full dates are one question away).
    const more = technicalLevel ? others.slice(0, 2) : [];
    if (more.length) {
      const brief = (s: SlowTransit) =>
        `transiting ${s.planet} ${s.aspect} your ${s.target} (${s.exact.length ? `exact ${humanDates(s.exact)}` : s.end ? `in orb until ${humanDate(s.end.slice(0, 10))}` : 'in orb'})`;
      lines.push(`Also ${t.period.during}: ${andList(more.map(brief))}.`);
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
          `Transiting ${c.planet} is also active, on your natal ${c.target}${until} at ${c.intensity}/10: it ${lowerFirst(TRANSIT_PLANET[c.planet] ?? 'touches what it meets')}, and here that means your ${target}.`,
        ]) ?? `Transiting ${c.planet} ${c.aspect} your natal ${c.target}${until}.`,
      );
      named.push(transitId(c));
    }
    const slowNow = t.slow.filter((s) => !named.includes(transitId(s))).slice(0, 1);
    for (const s of slowNow) {
      lines.push(slowLine(s, voice, said));
      named.push(transitId(s));
    }
    if (!lines.length)
      lines.push(
        'Nothing heavy is touching your chart closely at the moment: a quieter stretch, good for consolidating.',
      );
  }
  const events = eventsLine(t, said);
  if (events) lines.push(events);
  return { section: `${heading}\n${lines.join(' ')}`, transits: named };
}

// ---------------------------------------------------------------------------------------------

const DEFINITIONS: Record<string, string> = {
  trine:
    'A trine is an angle of about 120° between two planets, usually in signs of the same element. It is the easiest aspect: the two drives support each other, so the talent comes naturally, sometimes so naturally that it goes unused.',
  square:
    "A square is an angle of about 90° between two planets. The two drives get in each other's way, which creates friction and pressure to act; over time squares tend to build strength, because they keep asking for a decision.",
  sextile:
    'A sextile is an angle of about 60° between two planets. It is a friendly, mild link: an opportunity that works when you do something with it.',
  opposition:
    'An opposition is an angle of about 180°: two planets face each other across the chart. It feels like a see-saw between two needs, and one side is often met through other people until you can hold both.',
  conjunction:
    'A conjunction is when two planets sit at nearly the same place in the zodiac. Their drives fuse and act as one, which makes that theme loud in a life.',
  aspect:
    'An aspect is an angle between two points in the chart. It shows which of your drives talk to each other and how: easily (trine, sextile), under tension (square, opposition) or fused (conjunction).',
  orb: 'An orb is how far an aspect is from exact, in degrees. The tighter the orb, the more strongly the aspect is felt.',
  retrograde:
    "Retrograde means a planet seems to move backwards against the stars, as seen from Earth. It is an optical effect of two orbits, and astrologers read it as a time (or a placement) that turns the planet's theme inward: reviewing, revising, second thoughts.",
  house:
    'The houses are twelve slices of the sky as seen from your birthplace at your birth time. Each is an area of life (money, home, partners, work...), and a planet in a house shows where its drive plays out.',
  'rising sign':
    'The rising sign, or Ascendant, is the sign that was coming up over the eastern horizon at your birth. It describes your manner, first impressions and the way you start things, and it needs an accurate birth time.',
  midheaven:
    'The Midheaven is the highest point of the zodiac at your birth. It points to your public direction: career, reputation and what you want to be known for.',
  stellium:
    'A stellium is a group of three or more planets in one sign or house. It concentrates a lot of energy in one place, which gives focus and can leave other areas underused.',
  'chart ruler':
    'The chart ruler is the planet that rules your rising sign. Wherever it stands in your chart becomes a thread through the whole reading.',
  transit:
    "A transit is a planet in today's sky making an angle to a point in your birth chart. Slow planets (Jupiter to Pluto) mark the long chapters; fast ones the days and weeks.",
  'birth chart':
    'A birth chart is a map of where the Sun, Moon and planets were at the moment you were born, seen from your birthplace: each planet is a drive (what), its sign a style (how), and its house an area of life (where).',
  dignity:
    'Dignity describes how at home a planet is in a sign: in its domicile or exaltation it works with ease; in its detriment or fall it has to work harder, which often builds a hard-won skill.',
  element:
    'The four elements group the signs: fire (Aries, Leo, Sagittarius) acts, earth (Taurus, Virgo, Capricorn) builds, air (Gemini, Libra, Aquarius) thinks and connects, water (Cancer, Scorpio, Pisces) feels.',
  modality:
    'The modalities sort the signs by how they move: cardinal signs start things, fixed signs hold and sustain, mutable signs adapt and change.',
  'north node':
    "The North Node is a point where the Moon's path crosses the Sun's. Astrologers read it as a direction of growth: unfamiliar at first, rewarding with practice.",
  'big three':
    'The Big Three are your Sun sign (who you are becoming), Moon sign (what you need to feel safe) and Rising sign (how you meet the world).',
  sign: 'A sign is one of twelve 30° slices of the zodiac. It colours how a planet in it behaves: the same drive, a different style.',
};

function definitionSections(plan: ReplyPlan, voice: Voice, taught: Meaning | null): string[] {
  const term = plan.definition?.term ?? '';
  const lead = voice.definitionLead;
  if (!DEFINITIONS[term]) return techniqueSections(term, lead, taught);
  const text = DEFINITIONS[term];
  const title =
    term === 'big three'
      ? 'What the Big Three are'
      : term === 'north node'
        ? 'What the North Node is'
        : ['retrograde', 'orb', 'dignity', 'element', 'modality'].includes(term)
          ? `What ${term} means`
          : `What ${article(term)} is`;
  const out = [`### ${title}\n${lead} ${text}`];
  if (!plan.definition?.example)
    out.push(
      `### In your chart\nYour chart has no ${term} among its major patterns, which is a reading in itself: that kind of energy is not emphasised for you.`,
    );
  return out;
}

/** The most of a knowledge text that reads as a short answer: its first sentences, whole. */
const TAUGHT_SENTENCES = 4;

/**
 * A technique the reader does not compute, from what the knowledge graph holds on it (an uploaded document); without
 * it, said plainly rather than guessed.
 */
function techniqueSections(term: string, lead: string, taught: Meaning | null): string[] {
  const name = term.replace(/\b\w/g, (c) => c.toUpperCase());
  if (!taught)
    return [
      `### ${name}\nI don't have notes on ${term} in my knowledge yet, so I won't guess at how it works. What I can read for you is your birth chart itself and the transits moving across it.`,
    ];
  const sentences = taught.summary.match(/[^.!?]+[.!?]+(?:\s|$)/g) ?? [taught.summary];
  return [`### ${name}\n${lead} ${sentences.slice(0, TAUGHT_SENTENCES).join('').trim()}`];
}

// ---------------------------------------------------------------------------------------------

export async function writeReply(input: WriterInput, knowledge: ReaderKnowledge): Promise<Reading> {
  const { plan, chart, personality, level } = input;
  const voice = voiceOf(personality);
  const technical = level === 'technical';
  const seed = hash(`${plan.question.kind}|${plan.topic}|${input.earlier.length}|${chart.planets[0]?.longitude ?? 0}`);
  const earlierText = input.earlier.map(normal).join('\n');
  const sections: string[] = [];
  // Every frame this chat has said, earlier replies and this reply's sections so far: nothing is said twice.
  const said = new FrameMemory(input.earlier, sections);
  const fresh = (options: string[], values: Record<string, string> = {}) => {
    const filled = options.map((o) => fill(o, values));
    const start = seed % filled.length;
    for (let i = 0; i < filled.length; i++) {
      const c = filled[(start + i) % filled.length]!;
      if (!earlierText.includes(normal(c)) && !said.repeats(c)) return c;
    }
    return null;
  };
  const offer = () => (plan.factors[0] ? offerLabel(plan.factors[0]) : 'your Big Three');

  if (plan.mode === 'validation-failed') {
    return {
      text: "I can't read your chart yet: the chart could not be calculated from the birth information given. Could you re-enter your birth date, time and place? As soon as they check out, I'll give you a full reading.",
      placements: [],
    };
  }
  if (plan.mode === 'off-topic' || plan.mode === 'injection') {
    const text =
      fresh(plan.mode === 'off-topic' ? voice.decline : voice.injection, { offer: offer() }) ??
      DECLINE_AGAIN[input.earlier.length % DECLINE_AGAIN.length]!;
    return { text, placements: [] };
  }

  // Another language: one honest line in it first (the reading itself is written in English).
  const turn = input.earlier.length;
  if (plan.language !== 'en') {
    const r = await writeReply({ ...input, plan: { ...plan, language: 'en' } }, knowledge);
    const notice = languageNotice(plan.language);
    // Said once in a chat; the reply under it keeps to the length asked for, the line included.
    if (!notice || earlierText.includes(normal(notice))) return r;
    const text = plan.shape ? capWords(r.text, shapeCap(plan) - words(notice)) : r.text;
    return { ...r, text: `${notice}\n\n${text}` };
  }
  if (plan.mode === 'thanks') {
    // A goodbye without thanks is let go warmly, with no offer to keep it going.
    if (!plan.heard?.acts.includes('thank')) {
      const bye = unsaid((i) => leaveReply(personality, turn + i), earlierText) ?? 'Take care.';
      return { text: bye, placements: [] };
    }
    const offered = plan.highlight ? offerLabel(plan.highlight) : 'your Big Three';
    const thanks = unsaid((i) => thanksReply(personality, offered, turn + i), earlierText);
    return { text: thanks ?? BRIEF_AGAIN[turn % BRIEF_AGAIN.length]!, placements: [] };
  }
  if (plan.mode === 'about-stellara') {
    const full = aboutStellaraReply(personality, null);
    const again = unsaid((i) => ABOUT_AGAIN[(turn + i) % ABOUT_AGAIN.length]!, earlierText, ABOUT_AGAIN.length);
    return { text: earlierText.includes(normal(full)) ? (again ?? BRIEF_AGAIN[turn % 4]!) : full, placements: [] };
  }
  if (plan.parts) return writeParts(input, knowledge);
  if (plan.mode === 'technique') return writeTechniques(input);

  const meanings = await Promise.all(plan.factors.map((f) => meaningsOf(f, knowledge)));
  const highlightMeaning = plan.highlight ? await meaningsOf(plan.highlight, knowledge) : null;

  // Opening: the acknowledgement the message needs, then the topic.
  const pre = plan.situation
    ? empathyOpening(plan.situation, plan.message, personality, turn)
    : plan.mode === 'doubt'
      ? doubtOpening(personality, turn)
      : plan.mode === 'hook-yes'
        ? fresh(voice.hookYes)
        : plan.mode === 'hook-no'
          ? fresh(voice.hookNo)
          : plan.mode === 'hook-neutral'
            ? fresh(voice.hookNeutral)
            : plan.mode === 'hostile'
              ? fresh(voice.hostile)
              : plan.note === 'moved-on'
                ? fresh(voice.movedOn, { topic: plan.topic })
                : plan.note === 'more'
                  ? fresh(voice.more)
                  : plan.note === 'gibberish' || plan.note === 'greeting' || plan.note === 'thanks'
                    ? fresh(voice[plan.note])
                    : null;
  const openers =
    plan.mode === 'transits' || plan.timing
      ? voice.timingOpeners
      : plan.theme === 'self'
        ? voice.selfOpeners
        : ['reading', 'compatibility'].includes(plan.mode)
          ? voice.openers
          : [];
  // A chosen subject is named in the first line; its timing follows right after.
  // A named period's heading and its first passage are the direct answer: no general opening before them.
  const namedPeriod = plan.mode === 'transits' && plan.timing?.period.span === 'range' && plan.timing.personal;
  const opener =
    pre || plan.recap || plan.shape || namedPeriod
      ? null
      : plan.focus
        ? focusLead(plan.focus, personality)
        : fresh(openers, { topic: plan.topic });
  // What they told earlier, referred back to once, right after the opening.
  const taken = plan.shared
    ? `${upperFirst(plan.shared)}: that is just what this part of your chart describes, so let's follow it one step further.`
    : null;
  const intro = [taken ?? pre, taken ? null : opener, plan.recall?.line].filter(Boolean).join(' ');
  if (intro) sections.push(intro);
  if (plan.outcome) sections.push(noPromiseLine(plan.situation, plan.topic, personality));
  if (plan.evidence) {
    sections.push(`What I read it from: ${lowerFirst(factSentence(plan.evidence, voice, chart, said, true))}`);
  }
  if (plan.recap) sections.push(recapLine(plan.recap));
  if (plan.missing) sections.push(plan.missing);

  if (plan.shape && plan.factors[0] && plan.mode !== 'definition') {
    // A weakness asked: the first factor whose meaning has a harder side to name.
    const at =
      plan.side === 'shadow'
        ? Math.max(
            0,
            meanings.findIndex((m) => mainOf(m)?.shadow.length),
          )
        : 0;
    const shaped = { ...plan, factors: [plan.factors[at]!] };
    const tips = suggestion(shaped, voice, said, input.earlier.length);
    const text = shapedReply(shaped, chart, voice, meanings[at]!, tips, sections.join(' '), said);
    return { text, placements: plan.factors[at]!.ids };
  }

  if (plan.mode === 'definition') {
    const term = plan.definition?.term ?? '';
    const taught = DEFINITIONS[term] ? null : ((await knowledge.technique?.(term)) ?? null);
    sections.push(...definitionSections(plan, voice, taught));
  }

  if (plan.mode === 'retrograde' && plan.retrograde) {
    const sky = plan.timing?.sky;
    const name = plan.retrograde.planet;
    const now = sky?.positions.find((p) => p.name === name);
    const rxNow = name === 'Mercury' ? sky?.mercury.retrograde : now?.retrograde;
    const station = name === 'Mercury' && sky?.mercury.nextStation ? dayMonth(sky.mercury.nextStation) : null;
    const status =
      rxNow === undefined
        ? `I can't see the sky right now, so I can't say whether ${name} is retrograde today.`
        : rxNow
          ? `Yes: ${name} is retrograde right now${now ? ` in ${now.sign}` : ''}${station ? `, until about ${station}` : ''}.`
          : `No: ${name} is moving direct right now${now ? ` in ${now.sign}` : ''}${station ? `; its next retrograde starts around ${station}` : ''}.`;
    const natal = plan.retrograde.natal;
    const natalLine = natal
      ? `At your birth your ${name} was ${natal.retrograde ? 'retrograde, so its review-and-revise mood is part of how you work anyway' : 'moving direct'}.`
      : '';
    const touches = plan.timing?.personal
      ? (() => {
          const c = plan.timing.current.find((t) => t.planet === name);
          return c
            ? `Transiting ${name} is making ${article(c.aspect)} to your natal ${c.target} at the moment, so it is personal for you: ${lookup(THEME, c.target) ?? c.target} is where you will feel it.`
            : `Transiting ${name} is not touching your personal points closely right now, so its effect on you is mild.`;
        })()
      : plan.situation
        ? ''
        : GATE_TIMING;
    sections.push(
      `### ${name} right now\n${[
        status,
        natalLine,
        rxNow ? `A retrograde ${name} favours reviewing, revising and finishing over launching.` : '',
        touches,
      ]
        .filter(Boolean)
        .join(' ')}`,
    );
  }

  // The factors, one section each, while the basic length allows (the timing and closing are counted first).
  const timing =
    plan.mode === 'retrograde' ? { section: null, transits: [] } : timingSection(plan, voice, technical, said);
  // Someone going through something hard is not handed an exercise.
  const tips = plan.situation ? [] : suggestion(plan, voice, said, input.earlier.length);
  const compatibility =
    plan.mode !== 'compatibility'
      ? null
      : plan.focus?.kind === 'partner'
        ? partnerSection(plan.focus)
        : plan.gate === 'compatibility-needs-pro'
          ? "A full compatibility reading, comparing your chart with another person's, is part of Stellara Pro ($45/month). What I can read now is what you bring to any relationship."
          : // A typed date that needs confirming was asked about first (plan.missing): no second pointer.
            plan.missing
            ? null
            : "For the full comparison, tell me the other person's birth date (with the time and place if you know them), or add their chart on the Compatibility page, and I'll read the synastry between your charts.";
  // A chosen subject's own section comes right after the first line: the transit's timing, the pair's contacts. A
  // timing question gets its answer first too: the passages of the period, before the natal point they touch.
  const timingFirst = plan.focus?.kind === 'transit' || plan.mode === 'transits';
  const compatibilityFirst = plan.focus?.kind === 'partner';
  if (timingFirst && timing.section) sections.push(timing.section);
  if (compatibilityFirst && compatibility) sections.push(compatibility);
  const reserve =
    words(timingFirst ? '' : (timing.section ?? '')) +
    words(compatibilityFirst ? '' : (compatibility ?? '')) +
    (plan.factors.length ? words(tips.join(' ')) + 25 : 15);
  let total = words(sections.join(' '));
  const technicalLines: string[] = [];
  const shown: Factor[] = [];
  plan.factors.forEach((f, i) => {
    const section = (brief: boolean) =>
      `${heading(f, voice)}\n${[factSentence(f, voice, chart, said, brief), ...meaningText(f, meanings[i]!, voice, said, brief, i + input.earlier.length, !!plan.situation)].join(' ')}`;
    let text = section(false);
    if (!technical && total + words(text) + reserve > BASIC_MAX_WORDS) text = section(true);
    if (!technical && shown.length > 0 && total + words(text) + reserve > BASIC_MAX_WORDS) return;
    if (earlierText.includes(normal(text.split('\n')[1] ?? ''))) return;
    sections.push(text);
    shown.push(f);
    total += words(text);
    const t = technicalLine(f, chart);
    if (t) technicalLines.push(t);
  });
  if (plan.highlight && (technical || total + reserve < BASIC_MAX_WORDS - 40)) {
    const h = plan.highlight;
    const body = [
      factSentence(h, voice, chart, said),
      ...meaningText(h, highlightMeaning!, voice, said, true, 0, !!plan.situation).slice(0, 1),
    ].join(' ');
    sections.push(`### What stands out\n${body}`);
    shown.push(h);
    total += words(body);
    const t = technicalLine(h, chart);
    if (t) technicalLines.push(t);
  }

  if (compatibility && !compatibilityFirst) sections.push(compatibility);

  if (timing.section && !timingFirst) {
    sections.push(timing.section);
    total += words(timing.section);
  }

  // Closing: why the heaviest factor weighs most, the voice's suggestion, then one question.
  if (shown.length) {
    const weigh = shown.length >= 2 ? whyItWeighs(shown, voice, said) : null;
    // Chosen again now that the sections are written, so the suggestion repeats none of their words.
    // Someone going through something hard is not handed an exercise.
    const moves = plan.situation ? [] : suggestion(plan, voice, said.with(weigh ? [weigh] : []), input.earlier.length);
    const closing = voice.listClosing
      ? [weigh, moves.join('\n')].filter(Boolean).join('\n\n')
      : [weigh, moves.join(' ')].filter(Boolean).join(' ');
    const closingWords = words(closing);
    // On a hard turn there are no moves to head: the weight line stands alone.
    if (plan.situation) {
      if (closing) sections.push(closing);
    } else if (technical || total + closingWords <= BASIC_MAX_WORDS + 2 || total < 130) {
      sections.push(`### ${voice.closingHeading}\n${closing}`);
      total += closingWords;
    } else if (weigh) {
      sections.push(weigh);
    }
  }
  if (technical && technicalLines.length) {
    sections.push(
      `### Technical notes\n${technicalLines.map((l) => `- ${l}`).join('\n')}\n${chart.timeUnknown ? `Cast in the ${chart.frame.text}.` : `House system: ${chart.frame.text}.`}`,
    );
  }
  const question =
    (plan.situation ? situationEnd(plan.situation, personality, turn, earlierText) : null) ??
    fresh(voice.questions, { focus: focusOf(plan) }) ??
    said.first([
      `What would you like to look at next: love, work, or ${offer()}?`,
      `Shall we turn to ${offer()} next?`,
      'Or would you rather talk about love, or work?',
    ]) ??
    'What would you like next?';
  sections.push(question);

  // Never again what this chat already holds: a repeated paragraph is dropped, and a section left with only its
  // heading goes with it.
  const kept = sections.flatMap((section, i) => {
    if (i === sections.length - 1) return [section];
    const lines = section
      .split('\n')
      .filter((line) => line.trim() && !(words(line) >= 8 && earlierText.includes(normal(line))));
    return lines.some((line) => !line.startsWith('###')) ? [lines.join('\n')] : [];
  });
  // A basic reply that still runs long loses its "what stands out" aside.
  if (!technical && words(kept.join(' ')) > BASIC_MAX_WORDS + 5) {
    const aside = kept.findIndex((k) => k.startsWith('### What stands out'));
    if (aside >= 0) kept.splice(aside, 1);
  }
  // What this reply covered: the factors it showed and the transits it named (a follow-up moves past them).
  const placements = [
    ...new Set(shown.flatMap((f) => f.ids)),
    ...timing.transits,
    ...(plan.focus?.kind === 'partner' ? partnerIds(plan.focus) : []),
  ];
  return { text: kept.join('\n\n'), placements };
}

/** A question about Stellara asked again: the short form, without the same paragraph twice. */
const ABOUT_AGAIN = [
  'Still no human here: the same automated reader, working from your chart. What shall we look at?',
  'The same answer as before: a program reading your chart, no person typing. Shall we go back to it?',
  'Still automated, still working only from your chart. Which part would you like next?',
];

/** The first of a text's variants (by seed) that this chat has not had yet; null when all have been said. */
function unsaid(variant: (i: number) => string, earlierText: string, tries = 6): string | null {
  for (let i = 0; i < tries; i++) {
    const text = variant(i);
    if (!earlierText.includes(normal(text))) return text;
  }
  return null;
}

/** A decline once every variant has been said: short, and alternating. */
const DECLINE_AGAIN = ['That one is outside what I read.', 'Not that one, I am afraid.', 'I will pass on that one.'];

/** Once every variant has been said: a few words, too short to read as the same paragraph again. */
const BRIEF_AGAIN = ['Glad to.', 'Any time.', 'Of course.', 'With pleasure.'];

/** The last line on a hard turn: the support line once per chat, then an offer to go on. */
function situationEnd(situation: Situation, voice: PersonalityId, turn: number, earlierText: string): string | null {
  const variants = SUPPORT_CLOSINGS[voice].map((_, i) => situationClosing(situation, voice, i));
  const said = SUPPORT_SITUATIONS.includes(situation) && variants.some((c) => earlierText.includes(normal(c)));
  return unsaid(
    (i) => (said ? goOnClosing(voice, turn + i) : situationClosing(situation, voice, turn + i)),
    earlierText,
  );
}

/** Computed answers: the direct answer is the first sentence; the numbers only at the technical level. */
function writeTechniques(input: WriterInput): Reading {
  const { plan, level } = input;
  const sections = plan.techniques.map((t) => [t.answer, ...t.details].join(' '));
  const technical = plan.techniques.flatMap((t) => t.technical);
  if (level === 'technical' && technical.length) {
    sections.push(`### Technical notes\n${technical.map((l) => `- ${l}`).join('\n')}`);
  }
  const earlierText = input.earlier.map(normal).join('\n');
  const question = voiceOf(input.personality)
    .questions.map((q) => fill(q, { focus: 'this' }))
    .find((q) => !earlierText.includes(normal(q)));
  if (question) sections.push(question);
  return { text: sections.join('\n\n'), placements: plan.techniques.flatMap((t) => t.ids) };
}

/** Each question of a message that asks several, answered in order under its own heading, then one question back. */
async function writeParts(input: WriterInput, knowledge: ReaderKnowledge): Promise<Reading> {
  const texts: string[] = [];
  const placements: string[] = [];
  for (const part of input.plan.parts ?? []) {
    const r = await writeReply({ ...input, plan: part, earlier: [...input.earlier, ...texts] }, knowledge);
    // A part's own closing question goes: one question ends the whole reply.
    const body = r.text
      .split('\n\n')
      .filter((section, i, all) => !(i === all.length - 1 && all.length > 1 && section.trim().endsWith('?')))
      .join('\n\n')
      .replace(/^### .*\n/, '');
    const title = part.topic === 'you' ? 'About you' : upperFirst(part.topic);
    texts.push(`### ${title}\n${body}`);
    placements.push(...r.placements);
  }
  const voice = voiceOf(input.personality);
  const earlierText = [...input.earlier, ...texts].map(normal).join('\n');
  const focus = focusOf(input.plan.parts![0]!);
  const question = voice.questions.map((q) => fill(q, { focus })).find((q) => !earlierText.includes(normal(q))) ?? '';
  return { text: [...texts, question].filter(Boolean).join('\n\n'), placements: [...new Set(placements)] };
}

/** Sentences of a text; a stop inside a number ("1.5°") does not end one. */
const sentencesOf = (text: string): string[] => text.match(/.+?[.!?]+(?=\s|$)\s*|.+$/gs) ?? [text];

/** Whole sentences from the start while they fit the word cap (an answer asked to be short is kept short). */
function capWords(text: string, cap: number): string {
  const parts = sentencesOf(text);
  let out = '';
  for (const part of parts) {
    if (out && words(out + part) > cap) break;
    out += part;
  }
  return out.trim();
}

/** Words a short answer may run to, and one step with the placement it rests on. */
const SHORT_WORDS = 80;
const ONE_STEP_WORDS = 100;
const shapeCap = (plan: ReplyPlan) => (plan.shape === 'one-thing' ? ONE_STEP_WORDS : SHORT_WORDS);

/**
 * The answer shaped as asked: one factor and the sentence that answers (the harder side when a weakness is asked),
 * or one step to take. No headings, no second factor, no closing question.
 */
function shapedReply(
  plan: ReplyPlan,
  chart: ChartContext,
  voice: Voice,
  meaning: FactorMeaning,
  tips: string[],
  intro: string,
  said: FrameMemory,
): string {
  const f = plan.factors[0]!;
  const main = mainOf(meaning);
  const fact = factSentence(f, voice, chart, said, true);
  let answer: string;
  if (plan.shape === 'one-thing') {
    // The first move of the voice's suggestion, without its list number.
    const step = (tips[0] ?? '').replace(/^\d+\.\s*/, '');
    answer = sentencesOf(step)[0]?.trim() ?? step;
  } else {
    const shadow = main?.shadow[0];
    const gift = main?.gifts[0];
    answer =
      plan.side === 'shadow' && shadow
        ? `Its harder side: ${lowerFirst(shadow)}.${gift ? ` Its gift, and the way through: ${lowerFirst(gift)}.` : ''}`
        : meaningText(f, meaning, voice, said, true).slice(0, 2).join(' ');
  }
  const cap = shapeCap(plan);
  const withIntro = [intro, fact, answer].filter(Boolean).join(' ');
  return capWords(words(withIntro) <= cap ? withIntro : [fact, answer].join(' '), cap);
}

/** The hook in the personality's voice: the observation, the technical detail if asked, one question, the permission. */
export function writeHook(input: {
  hook: { hook: string; permission: string };
  placements: string[];
  personality: PersonalityId;
  level: 'basic' | 'technical';
}): Reading {
  const voice = voiceOf(input.personality);
  const open = voice.hookOpen;
  const ask = voice.hookAsk;
  const technical =
    input.level === 'technical' && input.placements.length ? `\n\n(${input.placements.join('; ')}.)` : '';
  return {
    text: `${open}\n\n${input.hook.hook}${technical}\n\n${ask} ${input.hook.permission}`,
    placements: input.placements,
  };
}

export const CHART_UNREADABLE =
  "I can't read your chart yet: the chart could not be calculated from the birth information given. Could you re-enter your birth date, time and place? As soon as they check out, I'll give you a full reading.";

/**
 * A built-in reply: the plan (made here when the caller brings none, as the admin's trainer does), written, then
 * shaped by the directives the personality's saved prompt sections give (short, list, question, glossary, no emoji).
 */
export async function builtinReply(
  input: {
    plan?: ReplyPlan;
    message: string;
    chart: ChartContext | null;
    tier: Tier;
    personality: PersonalityId;
    level: 'basic' | 'technical';
    /** Earlier messages, oldest first. */
    history: readonly { role: string; content: string }[];
    sections?: PersonalitySections;
  },
  knowledge: ReaderKnowledge,
): Promise<Reading> {
  if (!input.chart) return { text: CHART_UNREADABLE, placements: [] };
  const plan =
    input.plan ??
    planWithSubject({
      message: input.message,
      chart: input.chart,
      tier: input.tier,
      level: input.level,
      earlierQuestions: input.history.filter((m) => m.role === 'user').map((m) => m.content),
      used: [],
      hook: null,
    });
  const earlier = input.history.filter((m) => m.role === 'assistant').map((m) => m.content);
  const r = await writeReply(
    { plan, chart: input.chart, personality: input.personality, level: input.level, earlier },
    knowledge,
  );
  const framed = withFrameOnce(r, input.chart, earlier, input.level);
  const text = applyDirectives(framed, promptDirectives(input.personality, input.sections));
  if (!input.chart.timeUnknown) return { ...r, text };
  // No birth time: no house, Rising sign or angle in the reply, and the reason said once in the chat.
  return {
    text: timelessReply(text, { message: input.message, chart: input.chart, earlier }),
    placements: r.placements.filter((p) => !statesTimedPoint(p)),
  };
}

/**
 * A basic reading in a chosen frame (Whole Sign, a sidereal zodiac) or with houses fallen back near the poles says so
 * once in a chat, before its closing question: the first reply that reads placements carries the sentence. The
 * technical level names the frame in its notes every time, so it adds only the polar fallback, once.
 */
export function withFrameOnce(
  r: Reading,
  chart: ChartContext,
  earlier: readonly string[],
  level: 'basic' | 'technical',
): string {
  // Without a birth time there are no houses to have fallen back (chart.frame.once then names the zodiac only).
  const once = level === 'basic' ? chart.frame.once : polarFallbackText(chart.frame.cast, chart.timeUnknown);
  if (!once || !r.placements.length || earlier.some((e) => e.includes(once))) return r.text;
  const parts = r.text.split('\n\n');
  const last = parts.length > 1 && parts.at(-1)!.trim().endsWith('?') ? parts.pop()! : null;
  return [...parts, once, ...(last ? [last] : [])].join('\n\n');
}
