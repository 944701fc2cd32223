// The built-in writer's lines about one factor: its heading, the fact in plain words, its meaning from the
// knowledge base in the voice's phrasing, the technical line, and the labels used to offer it next.
import { CLASSICAL_PLANETS, formatDegree, type SignName, TEN_PLANETS } from '@stellara/contract';
import type { Meaning, ReaderKnowledge } from '../../knowledge/index.ts';
import { sentences } from '../../knowledge/index.ts';
import { type ChartContext, type ChartPointName, ordinal, planetOf, rulerOf } from '../chart-context.ts';
import { DRIVE, HOUSE_AREA, SIGN_STYLE, THEME } from '../phrases.ts';
import type { FrameMemory } from './frames.ts';
import { type PhraseKind, phraseSentence } from './phrase-grammar.ts';
import type { Factor } from './plan.ts';
import { pointOf } from './plan.ts';
import type { ReplyPlan } from './plan-types.ts';
import { andList, article, theBody, upperFirst } from './voices/grammar.ts';
import type { Voice } from './voices/index.ts';
import { ANGLE_MEANING, ANGLE_PLAY } from './voices/shared.ts';

/** The meaning a factor is mainly written from. */
export const mainOf = (m: FactorMeaning): Meaning | null => m.sign ?? m.aspect ?? m.entity ?? m.house;

/** Meanings a factor is written from. */
export interface FactorMeaning {
  sign: Meaning | null;
  house: Meaning | null;
  aspect: Meaning | null;
  entity: Meaning | null;
}

export async function meaningsOf(f: Factor, knowledge: ReaderKnowledge): Promise<FactorMeaning> {
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

export function heading(f: Factor, voice: Voice): string {
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
export function factSentence(f: Factor, voice: Voice, chart: ChartContext, said: FrameMemory, brief = false): string {
  // A role ("ruler of your 7th house") sits between commas; where the template adds its own, keep one.
  const options = factWords(f, voice, chart, brief, said).map((s) =>
    s.replace(/,(\s*,)+/g, ',').replace(/,([.:])/g, '$1'),
  );
  return said.first(options) ?? options[options.length - 1]!;
}

function factWords(f: Factor, voice: Voice, chart: ChartContext, brief: boolean, said: FrameMemory): string[] {
  switch (f.kind) {
    case 'placement': {
      const p2 = f.point;
      const role = f.role ? `, ${f.role},` : '';
      const noHouse = ['Ascendant', 'Midheaven', 'North Node'].includes(p2.name);
      if (f.asked && !f.showSign && !f.showHouse) {
        const house = noHouse ? '' : `, in the ${ordinal(p2.house)} house`;
        // "As we saw" only for what an earlier reply of this chat said; a placement known from elsewhere is stated.
        const recalled = said.mentioned(pointWord(p2.name), p2.sign) ? 'As we saw, your' : 'Your';
        return [
          // A brief answer has nothing after it to connect to.
          `${recalled} ${pointWord(p2.name)} is in ${p2.sign}${house}${brief ? '.' : '; here is what it connects to.'}`,
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
export function meaningText(
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

export function technicalLine(f: Factor, chart: ChartContext): string | null {
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
      return `${p.name} ${formatDegree(p.degree)} ${p.sign}${p.retrograde ? ' retrograde' : ''}${house}${dignity ? `; ${dignity}` : ''}; ${p.sign} is ruled by ${theBody(r.traditional)}${r.modern ? ` (modern: ${r.modern})` : ''}${at && at.name !== p.name ? `, which stands in ${at.sign} in the ${ordinal(at.house)} house` : ''}.`;
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
export function whyItWeighs(factors: Factor[], voice: Voice, said: FrameMemory): string | null {
  const heavy = factors.find((f) => f.reasons.length > 0 && (f.kind === 'placement' || f.kind === 'angle'));
  const point = pointOf(heavy);
  if (!heavy || !point) return null;
  const name = `your ${pointWord(point.name)}`;
  const why = heavy.reasons.slice(0, 2).join(' and ');
  const options = voice.weighs({ name, why });
  return said.first(options);
}

/** The parts of the Big Three this chat gave before, named again: "once more" only when all three were given. */
export function recapLine(recap: readonly string[], chat?: FrameMemory): string {
  // Only what an earlier reply said is recalled as said ("As we saw"); the rest is stated plainly.
  const known = (r: string) => !chat || chat.mentioned(...r.replace(/ rising$/, '').split(' in '));
  if (recap.length === 3 && recap.every(known)) return `Your Big Three, once more: ${andList([...recap])}.`;
  const lead = recap.every(known) ? 'As we saw, ' : '';
  const said = recap.map((r) =>
    r.endsWith(' rising') ? `your Rising sign is ${r.replace(/ rising$/, '')}` : `your ${r.replace(/ in /, ' is in ')}`,
  );
  return lead ? `${lead}${andList(said)}.` : `${upperFirst(andList(said))}.`;
}

/** A factor named inside a sentence ("the planets gathered in Taurus"). */
export function offerLabel(f: Factor): string {
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
export function focusOf(plan: ReplyPlan): string {
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
