// "Is 2027 better for career or for love?": which of two life areas the year's dated passages touch more in this
// chart (the slow planets over each area's houses and rulers), said first, then both briefly, and never a promise of
// how either turns out. Personal timing needs Stellara+; below it the reply says so plainly. Pure.
import { planAtLeast, planInfo } from '@stellara/contract';
import type { SlowTransit } from '../chart-context.ts';
import { ordinal } from '../chart-context.ts';
import { passagesIn } from '../chart-passages.ts';
import { houseRuler } from './chart-features.ts';
import { humanDate } from './dates.ts';
import { THEME_SOURCES } from './factor-candidates.ts';
import { sellsNothing } from './hard-chat.ts';
import { periodEvents } from './period-events.ts';
import { type Period, periodOf } from './periods.ts';
import type { PlanBuilder } from './plan-types.ts';
import type { Theme } from './question.ts';
import { list, plain, type TechniqueAnswer } from './techniques/words.ts';
import { transitVerb } from './transit-words.ts';
import { upperFirst } from './voices/grammar.ts';
import { whenTargets } from './when-answer.ts';

/** Words that weigh one area against another: "better for", "more about", "or". */
const WEIGHS =
  /\b(better|worse|best|more|busier|bigger|vs|versus|compared?|mejor|peor|mas|melhor|pior|mais|besser|schlechter|mehr|meglio|peggio|piu|mieux|pire|plus)\b/;

export const AREA_WORDS: Partial<Record<Theme, string>> = {
  love: 'love',
  career: 'career',
  money: 'money',
  home: 'home and family',
  friends: 'friendships',
  travel: 'travel and study',
  creativity: 'creative work',
  health: 'health and routines',
  communication: 'learning and talk',
  spirituality: 'your inner life',
};

/** Slow planets entering one of an area's houses weigh as much as a strong contact. */
const ENTRY_WEIGHT: Record<string, number> = { Jupiter: 4, Saturn: 4, Uranus: 5, Neptune: 5, Pluto: 6 };
const MOST_NAMED = 2;

export interface AreaYear {
  theme: Theme;
  words: string;
  score: number;
  lines: string[];
  ids: string[];
}

/** One area's passages over a period: its houses' entries and slow contacts to its rulers and angle, dated. */
export function areaYear(
  theme: Theme,
  period: Period,
  passages: SlowTransit[],
  entries: string[][],
  c: Parameters<PlanBuilder>[0],
  most = MOST_NAMED,
): AreaYear {
  const { chart } = c.input;
  const houses = THEME_SOURCES[theme].houses;
  // The area's house rulers and angle (as a "when" question times it), and Venus for love.
  const targets = new Set([
    ...whenTargets(chart, theme),
    ...houses.flatMap((h) => houseRuler(chart, h)?.ruler ?? []),
    ...(theme === 'love' ? ['Venus'] : []),
  ]);
  // A contact that comes back in a second pass is one contact, with all its dates.
  const merged = new Map<string, SlowTransit>();
  for (const t of passages.filter((p) => targets.has(p.target))) {
    const key = `${t.planet} ${t.aspect} ${t.target}`;
    const had = merged.get(key);
    merged.set(key, had ? { ...had, exact: [...had.exact, ...t.exact], weight: Math.max(had.weight, t.weight) } : t);
  }
  const touching = [...merged.values()];
  // Why a point stands for the area: "the ruler of your 10th house".
  const role = (point: string) => {
    const h = houses.find((n) => houseRuler(chart, n)?.ruler === point);
    return h ? ` (the ruler of your ${ordinal(h)} house)` : '';
  };
  const from = period.from.getTime();
  const to = period.to.getTime();
  const day = (iso: string) => humanDate(iso.slice(0, 10));
  const inside = (iso: string) => Date.parse(iso) >= from && Date.parse(iso) < to;
  const areaEntries = entries.filter(([, house]) => houses.includes(Number(house)));
  const lines = [
    ...areaEntries.map(([body, house, at]) => `${body} moves into your ${ordinal(Number(house))} house on ${day(at!)}`),
    ...touching.map((t) => {
      const hits = t.exact.filter(inside);
      return `${t.planet} ${transitVerb(t.aspect)} your ${t.target}${role(t.target)}${hits.length ? `, exact ${list(hits.map(day))}` : `, in orb ${period.during}`}`;
    }),
  ];
  const score =
    touching.reduce((sum, t) => sum + t.weight, 0) +
    areaEntries.reduce((sum, [body]) => sum + (ENTRY_WEIGHT[body!] ?? 0), 0);
  return {
    theme,
    words: AREA_WORDS[theme] ?? theme,
    score,
    lines: lines.slice(0, most),
    ids: touching.slice(0, most).map((t) => `transiting ${t.planet} ${t.aspect} ${t.target}`),
  };
}

/** Two life areas weighed over a period, from this chart's passages. */
export const planAreaComparison: PlanBuilder = (c) => {
  const { heard, input, base } = c;
  if (!heard || input.automatic || base.situation) return null;
  const themes = heard.about.topics.filter((t): t is Theme => t in THEME_SOURCES && t !== 'self');
  if (themes.length !== 2 || !heard.time || !WEIGHS.test(plain(input.message))) return null;
  const now = input.sent ?? new Date();
  const zone = input.chart.birth?.local?.timezone ?? 'UTC';
  const period = periodOf(heard.time, 'year', now, zone);
  const natal = input.chart.birth?.natal;
  if (!period || period.span === 'now') return null;
  const [a, b] = themes as [Theme, Theme];
  const words = (t: Theme) => AREA_WORDS[t] ?? t;
  const when = period.label === 'the year ahead' ? 'the year ahead' : period.label;
  if (!planAtLeast(input.tier, 'plus') || !natal) {
    const answer: TechniqueAnswer = {
      technique: 'area-comparison',
      answer: `Weighing ${words(a)} against ${words(b)} ${period.during} means reading your own transits over each area's houses and rulers, and that is personal timing.`,
      details: [],
      technical: [],
      ids: [],
      closing: sellsNothing(base)
        ? 'I can read how your chart meets each of them in the meantime.'
        : `It comes with ${planInfo.plus.name} ($${planInfo.plus.priceUsdPerMonth}/month); I will not guess at it without your transits. Meanwhile I can read how your chart meets each of them.`,
    };
    return { ...base, mode: 'technique', topic: `${words(a)} or ${words(b)}`, techniques: [answer], gate: null };
  }
  const passages = passagesIn(natal, period.from, period.to, now);
  const entries = periodEvents(period, natal).flatMap((e) =>
    e.kind === 'house-ingress' && !e.retrograde ? [[e.body, String(e.house), e.at]] : [],
  );
  const [first, second] = [areaYear(a, period, passages, entries, c), areaYear(b, period, passages, entries, c)].sort(
    (x, y) => y.score - x.score,
  ) as [AreaYear, AreaYear];
  const close = first.score === 0 || (first.score - second.score) / first.score < 0.15;
  const answer = close
    ? `${upperFirst(when)} weighs about evenly on ${first.words} and ${second.words} in your chart: neither stands out.`
    : `${upperFirst(when)} leans more towards ${first.words} than ${second.words} in your chart: more of its slow passages touch the houses and rulers of ${first.words}.`;
  const areaLine = (x: AreaYear) =>
    x.lines.length
      ? `For ${x.words}: ${x.lines.join('; ')}.`
      : `For ${x.words}: no slow planet makes a close contact to its houses or rulers ${period.during}.`;
  return {
    ...base,
    mode: 'technique',
    topic: `${first.words} or ${second.words}`,
    gate: null,
    techniques: [
      {
        technique: 'area-comparison',
        answer,
        details: [
          areaLine(first),
          areaLine(second),
          'More going on is not the same as better: it shows where the year asks most of you, and no chart can promise how either turns out.',
        ],
        technical: [
          `Weight of the passages: ${first.words} ${first.score.toFixed(1)}, ${second.words} ${second.score.toFixed(1)}.`,
        ],
        ids: [...first.ids, ...second.ids],
        closing: `Ask me about either and I will read what it may bring you ${period.during}.`,
      },
    ],
  };
};
