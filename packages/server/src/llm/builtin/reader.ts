// The built-in reader: answers from the chart and the knowledge base without a language model. It recognises the
// question, picks the placements that answer it, and writes a reply from the knowledge base's interpretation texts
// in the personality's voice and at the chosen level, naming the placements it used. Deterministic.
import { planAtLeast } from '@stellara/contract';
import {
  type ChartAspect,
  type ChartContext,
  type ChartPlanet,
  dignityOf,
  formatDegree,
  ordinal,
  planetOf,
  rulerOf,
} from '../../conversation/chart-context.ts';
import { keywordEngagement } from '../../conversation/engagement.ts';
import { selectHook } from '../../conversation/hook-select.ts';
import { HOUSE_AREA, THEME } from '../../conversation/phrases.ts';
import type { Placement } from '../../knowledge/graph.port.ts';
import type { HookTask, ReplyTask } from '../language-model.port.ts';
import { type Intent, recognise } from './intent.ts';
import type { Meaning, ReaderKnowledge } from './knowledge.ts';
import { elementLink, fill, hashText, pick, type Topic, voices } from './voice.ts';

export interface Reading {
  text: string;
  /** The placements the reply rests on, in words. */
  placements: string[];
}

/** One factor of a reading: a placement, what it means, and its technical detail. */
interface Factor {
  label: string;
  lead: string;
  meaning: Meaning | null;
  technical: string | null;
  weight: number;
  point?: ChartPlanet;
}

const ANGULAR = new Set([1, 4, 7, 10]);
const INTERPRETED_IN_SIGN = new Set([
  'Sun',
  'Moon',
  'Mercury',
  'Venus',
  'Mars',
  'Jupiter',
  'Saturn',
  'Uranus',
  'Neptune',
  'Pluto',
  'Chiron',
]);
const TEN = ['Sun', 'Moon', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto'];

const firstSentences = (text: string, n: number) => {
  const parts = text.match(/[^.!?]+[.!?]+(\s|$)/g) ?? [text];
  return parts.slice(0, n).join('').trim();
};

const andList = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;

const lowerFirst = (s: string) => (s ? s[0]!.toLowerCase() + s.slice(1) : s);

export class BuiltinReader {
  constructor(private readonly knowledge: ReaderKnowledge) {}

  // -------------------------------------------------------------------------------------------
  // Factors

  private async planetFactor(chart: ChartContext, name: string, withHouse = true): Promise<Factor | null> {
    const p = planetOf(chart, name);
    if (!p) return null;
    const isAngle = name === 'Ascendant' || name === 'Midheaven';
    let meaning: Meaning | null = null;
    if (name === 'Ascendant')
      meaning = await this.knowledge.interpretation({ kind: 'ascendant-in-sign', sign: p.sign });
    else if (INTERPRETED_IN_SIGN.has(name)) {
      meaning = await this.knowledge.interpretation({ kind: 'planet-in-sign', planet: name, sign: p.sign });
    }
    if (!meaning) meaning = await this.knowledge.entity('Sign', p.sign);
    let houseMeaning: Meaning | null = null;
    if (withHouse && !isAngle && INTERPRETED_IN_SIGN.has(name)) {
      houseMeaning = await this.knowledge.interpretation({ kind: 'planet-in-house', planet: name, house: p.house });
    }
    const label = isAngle ? `${name} in ${p.sign}` : `${name} in ${p.sign} in the ${ordinal(p.house)} house`;
    const lead = isAngle
      ? name === 'Ascendant'
        ? `Your Rising sign is ${p.sign}.`
        : `Your Midheaven is in ${p.sign}.`
      : `Your ${name} is in ${p.sign}, in the ${ordinal(p.house)} house (${HOUSE_AREA[p.house]}).`;
    const dignity = dignityOf(name, p.sign);
    const ruler = rulerOf(p.sign);
    const rulerText = `${p.sign} is ruled by ${ruler.traditional}${ruler.modern ? ` (modern: ${ruler.modern})` : ''}`;
    const technical = isAngle
      ? `${name} ${formatDegree(p.degree)} ${p.sign}; ${rulerText}, which sits in ${planetOf(chart, ruler.traditional)?.sign ?? '?'} in the ${ordinal(planetOf(chart, ruler.traditional)?.house ?? 0)} house.`
      : `${name} ${formatDegree(p.degree)} ${p.sign}${p.retrograde ? ' retrograde' : ''}, ${ordinal(p.house)} house (${chart.houseSystem}); ${dignity ? `in its ${dignity}` : 'peregrine by sign'}; ${rulerText}.`;
    let weight = 1;
    if (ANGULAR.has(p.house) && !isAngle) weight += 2;
    if (name === 'Sun' || name === 'Moon' || name === 'Ascendant') weight += 1;
    const tight = chart.aspects.filter((a) => (a.p1 === name || a.p2 === name) && a.orb < 2).length;
    weight += tight;
    const combined: Meaning | null =
      meaning && houseMeaning
        ? { ...meaning, summary: `${meaning.summary} ${firstSentences(houseMeaning.summary, 1)}` }
        : (meaning ?? houseMeaning);
    return { label, lead, meaning: combined, technical, weight, point: p };
  }

  private async aspectFactor(_chart: ChartContext, a: ChartAspect): Promise<Factor> {
    const meaning =
      TEN.includes(a.p1) && TEN.includes(a.p2)
        ? await this.knowledge.interpretation({ kind: 'aspect', planet1: a.p1, planet2: a.p2, aspect: a.type })
        : null;
    const fallback = meaning ?? (await this.knowledge.entity('Aspect', a.type));
    const label = `${a.p1} ${a.type} ${a.p2}`;
    const closeness = a.orb < 1 ? 'almost exact' : a.orb < 3 ? 'close' : 'wide';
    return {
      label,
      lead: `Your ${a.p1} and ${a.p2} form a ${a.type}, ${closeness} at ${a.orb.toFixed(1)}°, linking ${THEME[a.p1] ?? a.p1} with ${THEME[a.p2] ?? a.p2}.`,
      meaning: fallback,
      technical: `${a.p1} ${a.type} ${a.p2}, orb ${a.orb.toFixed(1)}° (${a.applying ? 'applying' : 'separating'}).`,
      weight: 3 - a.orb / 2,
    };
  }

  private async houseFactor(chart: ChartContext, house: number): Promise<Factor[]> {
    const cusp = chart.houses.find((h) => h.number === house);
    const inside = chart.planets.filter(
      (p) => p.house === house && p.name !== 'Ascendant' && p.name !== 'Midheaven' && p.name !== 'North Node',
    );
    const houseMeaning = await this.knowledge.entity('House', house);
    const signMeaning = cusp ? await this.knowledge.entity('Sign', cusp.sign) : null;
    const ruler = cusp ? rulerOf(cusp.sign) : null;
    const rulerPos = ruler ? planetOf(chart, ruler.traditional) : undefined;
    const out: Factor[] = [
      {
        label: `${ordinal(house)} house in ${cusp?.sign ?? '?'}`,
        lead: `Your ${ordinal(house)} house, the area of ${HOUSE_AREA[house]}, begins in ${cusp?.sign ?? 'an unknown sign'}${inside.length ? ` and holds your ${andList(inside.map((p) => p.name))}` : ' and holds no planets, so its ruler tells the story'}.`,
        meaning: houseMeaning
          ? {
              ...houseMeaning,
              summary: `${houseMeaning.summary}${signMeaning ? ` With ${cusp?.sign} on the cusp, you approach it in a way that is ${lowerFirst(firstSentences(signMeaning.signifies ?? signMeaning.summary, 1)).replace(/\.$/, '')}.` : ''}`,
            }
          : signMeaning,
        technical:
          cusp && ruler
            ? `${ordinal(house)} cusp ${formatDegree(cusp.degree)} ${cusp.sign} (${chart.houseSystem}); ruler ${ruler.traditional}${rulerPos ? ` in ${rulerPos.sign}, ${ordinal(rulerPos.house)} house` : ''}.`
            : null,
        weight: 2,
      },
    ];
    for (const p of inside.slice(0, 2)) {
      const m = INTERPRETED_IN_SIGN.has(p.name)
        ? await this.knowledge.interpretation({ kind: 'planet-in-house', planet: p.name, house })
        : null;
      out.push({
        label: `${p.name} in the ${ordinal(house)} house`,
        lead: `Your ${p.name} sits in this house, in ${p.sign}.`,
        meaning: m,
        technical: `${p.name} ${formatDegree(p.degree)} ${p.sign}.`,
        weight: 2,
        point: p,
      });
    }
    return out;
  }

  private tightestAspectOf(chart: ChartContext, names: string[], skip: string[] = []): ChartAspect | undefined {
    return chart.aspects.find(
      (a) =>
        (names.includes(a.p1) || names.includes(a.p2)) &&
        !skip.includes(`${a.p1} ${a.type} ${a.p2}`) &&
        a.p1 !== 'North Node' &&
        a.p2 !== 'North Node',
    );
  }

  // -------------------------------------------------------------------------------------------
  // Factors per intent

  private async factorsFor(
    chart: ChartContext,
    intent: Intent,
    depth = 0,
  ): Promise<{ topic: Topic; factors: Factor[] }> {
    const f = async (name: string, withHouse = true) => this.planetFactor(chart, name, withHouse);
    const keep = (list: (Factor | null)[]) => list.filter((x): x is Factor => x !== null);
    switch (intent.kind) {
      case 'big-three':
      case 'explain': {
        if (depth === 0)
          return { topic: intent.kind, factors: keep([await f('Sun'), await f('Moon'), await f('Ascendant')]) };
        const ruler = rulerOf(planetOf(chart, 'Ascendant')?.sign ?? 'Aries').traditional;
        const a = this.tightestAspectOf(chart, ['Sun', 'Moon']);
        return {
          topic: 'follow-up',
          factors: keep([await f(ruler), a ? await this.aspectFactor(chart, a) : null]).map((x, i) =>
            i === 0
              ? {
                  ...x,
                  lead: `${x.lead} As ruler of your ${planetOf(chart, 'Ascendant')?.sign} Ascendant, it is your chart ruler, which gives it extra say in the whole story.`,
                  weight: x.weight + 2,
                }
              : x,
          ),
        };
      }
      case 'planet': {
        const aspects = chart.aspects.filter(
          (a) => (a.p1 === intent.planet || a.p2 === intent.planet) && a.p1 !== 'North Node' && a.p2 !== 'North Node',
        );
        if (depth === 0) {
          const first = aspects[0];
          return {
            topic: 'planet',
            factors: keep([await f(intent.planet), first ? await this.aspectFactor(chart, first) : null]),
          };
        }
        const next = aspects[depth];
        if (next) return { topic: 'follow-up', factors: [await this.aspectFactor(chart, next)] };
        // No further aspect: follow the planet to its dispositor, the ruler of the sign it stands in.
        const own = planetOf(chart, intent.planet);
        const ruler = own ? rulerOf(own.sign).traditional : null;
        const disp = ruler && ruler !== intent.planet ? await f(ruler) : null;
        return {
          topic: 'follow-up',
          factors: keep([
            disp
              ? {
                  ...disp,
                  label: `${intent.planet} ruled by ${ruler}: ${disp.label}`,
                  lead: `Your ${intent.planet} answers to ${ruler}, the ruler of ${own?.sign}, so where ${ruler} stands shows how it gets what it wants. ${disp.lead}`,
                }
              : null,
          ]),
        };
      }
      case 'aspect': {
        let list = chart.aspects.filter((a) => a.p1 !== 'North Node' && a.p2 !== 'North Node');
        if (intent.planets.length >= 1)
          list = list.filter((a) => intent.planets.every((p) => a.p1 === p || a.p2 === p));
        if (intent.aspect) list = list.filter((a) => a.type === intent.aspect);
        const a = list[depth];
        if (!a) {
          // The pair has no major aspect: read both placements instead and say so.
          const factors = keep(await Promise.all(intent.planets.map((p) => f(p, false))));
          return {
            topic: 'aspect',
            factors: factors.map((x, i) =>
              i === 0
                ? {
                    ...x,
                    lead: `${intent.planets.length >= 2 ? `Your ${intent.planets.join(' and ')} make no major aspect to each other, so they work more independently than many people's do. ` : ''}${x.lead}`,
                  }
                : x,
            ),
          };
        }
        return { topic: 'aspect', factors: [await this.aspectFactor(chart, a)] };
      }
      case 'sign': {
        const inSign = chart.planets.filter((p) => p.sign === intent.sign && p.name !== 'North Node');
        if (inSign.length)
          return {
            topic: 'sign',
            factors: keep(await Promise.all(inSign.slice(depth, depth + 2).map((p) => f(p.name)))),
          };
        const house = chart.houses.find((h) => h.sign === intent.sign);
        const m = await this.knowledge.entity('Sign', intent.sign);
        return {
          topic: 'sign',
          factors: [
            {
              label: `${intent.sign}${house ? ` on the ${ordinal(house.number)} house cusp` : ''}`,
              lead: `You have no planets in ${intent.sign}, so its influence comes through ${house ? `the ${ordinal(house.number)} house, the area of ${HOUSE_AREA[house.number]}, which begins there` : 'the houses it passes through'}.`,
              meaning: m,
              technical: house
                ? `${ordinal(house.number)} cusp ${formatDegree(house.degree)} ${intent.sign}; ruler ${rulerOf(intent.sign).traditional}.`
                : null,
              weight: 1,
            },
          ],
        };
      }
      case 'house':
        return { topic: 'house', factors: await this.houseFactor(chart, intent.house) };
      case 'love': {
        if (depth === 0) {
          const venus = await f('Venus');
          const moon = await f('Moon', false);
          const seventh = (await this.houseFactor(chart, 7))[0]!;
          return { topic: 'love', factors: keep([venus, moon, seventh]) };
        }
        const a = this.tightestAspectOf(chart, ['Venus', 'Mars']);
        return { topic: 'follow-up', factors: keep([await f('Mars'), a ? await this.aspectFactor(chart, a) : null]) };
      }
      case 'career': {
        if (depth === 0) {
          const mc = await f('Midheaven');
          const tenth = await this.houseFactor(chart, 10);
          const saturn = await f('Saturn');
          return { topic: 'career', factors: keep([mc, tenth[1] ?? tenth[0]!, saturn]) };
        }
        return { topic: 'follow-up', factors: keep([(await this.houseFactor(chart, 6))[0]!, await f('Sun')]) };
      }
      case 'compatibility':
        return {
          topic: 'compatibility',
          factors: keep([await f('Venus'), await f('Mars', false), (await this.houseFactor(chart, 7))[0]!]),
        };
      case 'follow-up':
        return this.factorsFor(chart, intent.previous, intent.depth);
      case 'transits':
        return { topic: 'transits', factors: [] };
      case 'overview': {
        const a = this.tightestAspectOf(
          chart,
          ['Sun', 'Moon', 'Mercury', 'Venus', 'Mars', 'Ascendant', 'Midheaven'],
          [],
        );
        const list = chart.aspects.filter((x) => x.p1 !== 'North Node' && x.p2 !== 'North Node');
        const pickA = depth ? list[depth] : a;
        return {
          topic: depth ? 'follow-up' : 'overview',
          factors: keep([pickA ? await this.aspectFactor(chart, pickA) : null, depth ? null : await f('Sun', false)]),
        };
      }
    }
  }

  // -------------------------------------------------------------------------------------------
  // Writing

  private compose(
    task: Pick<ReplyTask, 'personality' | 'level' | 'message'> & { chart: ChartContext },
    topic: Topic,
    factors: Factor[],
    prefix: string | null,
  ): Reading {
    const voice = voices[task.personality];
    const seed = hashText(`${task.message}|${task.chart.planets[0]?.longitude ?? 0}`);
    const technical = task.level === 'technical';
    const paragraphs: string[] = [];
    if (prefix) paragraphs.push(prefix);
    const first = factors[0];
    const focusName = first?.point
      ? first.point.name === 'Ascendant'
        ? 'Rising sign'
        : first.point.name
      : (first?.label.split(' in ')[0] ?? 'chart');
    const focus = focusName;
    paragraphs.push(fill(pick(voice.openers[topic] ?? voice.openers.default, seed), { focus }));

    // Basic replies stay near 120-250 words: the more factors, the shorter each one's text.
    factors.forEach((fct, i) => {
      const n = technical ? 99 : factors.length >= 3 ? (i >= 1 ? 1 : 2) : 3;
      const body = fct.meaning ? firstSentences(fct.meaning.summary, n) : '';
      paragraphs.push([fct.lead, body].filter(Boolean).join(' '));
    });

    // Synthesis: which factor weighs most, and how the two leading factors fit together.
    const withPoints = factors.filter((x) => x.point);
    if (withPoints.length >= 2) {
      const [a, b] = withPoints as [Factor, Factor];
      const heaviest = [...factors].sort((x, y) => y.weight - x.weight)[0]!;
      const why = heaviest.point
        ? ANGULAR.has(heaviest.point.house) &&
          heaviest.point.name !== 'Ascendant' &&
          heaviest.point.name !== 'Midheaven'
          ? `it sits in an angular house (the ${ordinal(heaviest.point.house)}), where planets act most visibly`
          : heaviest.point.name === 'Ascendant'
            ? 'the Rising sign shapes how every other placement is expressed'
            : 'it is tied into the tightest aspects of your chart'
        : 'its aspect is the tightest of these';
      paragraphs.push(
        `${fill(pick(voice.synthesis, seed >> 3), {
          a: a.point!.name === 'Ascendant' ? 'your Rising sign' : `your ${a.point!.name}`,
          b: b.point!.name === 'Ascendant' ? 'your Rising sign' : `your ${b.point!.name}`,
          link: elementLink(a.point!.element, b.point!.element),
        })} Of these, ${heaviest.point ? `your ${heaviest.point.name === 'Ascendant' ? 'Rising sign' : heaviest.point.name}` : heaviest.label} carries the most weight, because ${why}.`,
      );
    }

    if (technical) {
      const lines = factors.map((x) => x.technical).filter(Boolean);
      if (lines.length) paragraphs.push(`Technical notes: ${lines.join(' ')}`);
    }

    const main = factors.find((x) => x.meaning?.shadow.length && x.meaning.gifts.length)?.meaning;
    if (main) {
      paragraphs.push(
        fill(pick(voice.suggestion, seed >> 5), {
          shadow: main.shadow[seed % main.shadow.length]!,
          gift: main.gifts[seed % main.gifts.length]!,
          focus: first?.point || first?.label.includes('house') ? `your ${focusName}` : 'this pattern',
        }),
      );
    }
    paragraphs.push(pick(voice.questions[topic] ?? voice.questions.default, seed >> 7));
    const placements = factors.map((x) => x.label);
    if (placements.length) {
      const detail = technical
        ? factors.map((x) => (x.point ? `${x.label} (${formatDegree(x.point.degree)})` : x.label))
        : placements;
      paragraphs.push(`Placements used: ${detail.join('; ')}.`);
    }
    return { text: paragraphs.join('\n\n'), placements };
  }

  private transitReading(task: ReplyTask & { chart: ChartContext }): Reading {
    const voice = voices[task.personality];
    const seed = hashText(task.message);
    const chart = task.chart;
    const paragraphs = [pick(voice.openers.transits ?? voice.openers.default, seed)];
    const sky = chart.sky;
    const skyLine = sky
      ? `Right now the Moon is in its ${sky.moonPhase} phase${sky.retrogrades.length ? `, and ${andList(sky.retrogrades)} ${sky.retrogrades.length === 1 ? 'is' : 'are'} retrograde, a time better suited to reviewing than launching (${sky.retrogrades.map((r) => `${r}: ${THEME[r] ?? r}`).join('; ')})` : ', and no planet is retrograde, so the sky favours forward motion'}.`
      : null;
    if (!planAtLeast(task.plan, 'plus')) {
      if (skyLine) paragraphs.push(skyLine);
      paragraphs.push(
        'That is the general weather for everyone. How it lands for you depends on where these planets touch your own chart, with dates for when each contact starts, peaks and fades.',
      );
      paragraphs.push(
        'Personalised transit forecasts and timing are part of Stellara+ ($25/month). Until then, I can read what your natal chart says about how you handle change: ask me about your Saturn, or your Moon.',
      );
      paragraphs.push(pick(voice.questions.transits ?? voice.questions.default, seed >> 7));
      return { text: paragraphs.join('\n\n'), placements: [] };
    }
    const top = chart.transits.slice(0, 3);
    if (!top.length) {
      paragraphs.push(
        `${skyLine ?? ''} No major transit is touching your chart closely at the moment, which makes this a quieter stretch: good for consolidating rather than forcing change.`.trim(),
      );
    } else {
      if (skyLine) paragraphs.push(skyLine);
      for (const t of top) {
        const span = t.start && t.end ? ` It runs from ${t.start.slice(0, 10)} to ${t.end.slice(0, 10)}.` : '';
        const feel =
          t.aspect === 'square' || t.aspect === 'opposition'
            ? 'expect some friction that asks for an adjustment'
            : t.aspect === 'conjunction'
              ? 'the theme is switched on at full volume'
              : 'doors open more easily than usual if you use them';
        paragraphs.push(
          `Transiting ${t.planet} ${t.aspect} your natal ${t.target} (intensity ${t.intensity}/10${t.isExact ? ', exact now' : ''}${task.level === 'technical' ? `, orb ${t.orb.toFixed(1)}°` : ''}): ${t.planet === t.target ? `${t.planet} comes back to its own birth position, a check-in on your ${THEME[t.planet] ?? t.planet}` : `${THEME[t.planet] ?? t.planet} meets your ${THEME[t.target] ?? t.target}`}, and ${feel}.${span}`,
        );
      }
    }
    paragraphs.push(pick(voice.questions.transits ?? voice.questions.default, seed >> 7));
    const placements = top.map((t) => `transiting ${t.planet} ${t.aspect} natal ${t.target}`);
    if (placements.length) paragraphs.push(`Placements used: ${placements.join('; ')}.`);
    return { text: paragraphs.join('\n\n'), placements };
  }

  async reply(task: ReplyTask): Promise<Reading> {
    if (task.validationFailed || !task.chart) {
      return {
        text: "I can't read your chart yet: the chart data does not match the birth information you gave. Could you re-enter your birth date, time and place? As soon as they match, I'll give you a full reading.",
        placements: [],
      };
    }
    const chart = task.chart;
    const intent = recognise(task.message, task.history);
    let prefix: string | null = null;
    let chosen = intent;
    // A reply to the hook (or a vague follow-up while it is live) is read through the hook's placements.
    if (
      task.hook &&
      (task.hook.state === 'presented' || task.hook.state === 'exploring' || intent.kind === 'overview')
    ) {
      const voice = voices[task.personality];
      const reaction = keywordEngagement(task.message);
      const seed = hashText(task.message);
      const hook = selectHook(chart);
      const vague = intent.kind === 'overview' || intent.kind === 'follow-up';
      if (reaction.responseType === 'denies' || task.hook.state === 'exploring') {
        prefix = pick(voice.hookDoubt, seed);
        if (vague) chosen = { kind: 'big-three' };
      } else if (vague && hook) {
        prefix = pick(voice.hookYes, seed);
        const [p1, p2] = hook.hook.contradiction.tension
          .split(' within ')[0]!
          .split(/ (?:square|opposition|conjunction) /);
        chosen = { kind: 'aspect', planets: [p1!, p2!].filter(Boolean), aspect: null };
        const reading = await this.readIntent(task, chart, chosen, prefix);
        if (task.hook.intensity !== 'gentle') {
          reading.text = reading.text.replace(/\n\nPlacements used:/, `\n\n${hook.hook.meaning}\n\nPlacements used:`);
        }
        return reading;
      }
    }
    return this.readIntent(task, chart, chosen, prefix);
  }

  private async readIntent(
    task: ReplyTask,
    chart: ChartContext,
    intent: Intent,
    prefix: string | null,
  ): Promise<Reading> {
    if (intent.kind === 'transits' || (intent.kind === 'follow-up' && intent.previous.kind === 'transits')) {
      return this.transitReading({ ...task, chart });
    }
    const { topic, factors } = await this.factorsFor(chart, intent);
    const reading = this.compose({ ...task, chart }, topic, factors, prefix);
    if (intent.kind === 'compatibility') {
      const extra = planAtLeast(task.plan, 'pro')
        ? "For the full comparison, add the other person's birth data on the Compatibility page and I can read the synastry between your charts."
        : "A full compatibility reading, comparing your chart with another person's, is part of Stellara Pro ($45/month); what I can read now is what you bring to any relationship.";
      reading.text = reading.text.replace(/\n\nPlacements used:/, `\n\n${extra}\n\nPlacements used:`);
    }
    if (intent.kind === 'explain') {
      reading.text = reading.text.replace(
        /\n\nPlacements used:/,
        '\n\nA quick glossary: a planet is a drive (what), its sign is the style (how), and its house is the area of life (where). Aspects are the angles between planets, showing which drives cooperate and which argue.\n\nPlacements used:',
      );
    }
    return reading;
  }

  /** The hook in the personality's voice: the observation, the question, the permission. */
  phraseHook(task: HookTask): Reading {
    const voice = voices[task.personality];
    const seed = hashText(task.hook.hook);
    const open = {
      guide: "Before we dive in, there's something in your chart I'd like to check with you.",
      witchy: 'Before we open the grimoire, the cards turned up something I want to show you.',
      mystical: 'Before the reading begins, one image rises from your chart.',
      mentor: 'Before anything else, I would like to ask you about one pattern.',
      coach: 'Before we start, one thing in your chart I want to test with you.',
    }[task.personality];
    const candidate = selectHook(task.chart);
    const technical = task.level === 'technical' && candidate ? `\n\n(${candidate.placements.join('; ')}.)` : '';
    const ask = pick(
      ['Does that ring true for you?', 'Does any of that sound familiar?', 'Is that something you recognise?'],
      seed,
    );
    void voice;
    return {
      text: `${open}\n\n${task.hook.hook}${technical}\n\n${ask} ${task.hook.permission}`,
      placements: candidate?.placements ?? [],
    };
  }

  analysis(reply: string): string {
    return JSON.stringify(keywordEngagement(reply));
  }
}

export type { Placement };
