// "What do the transits say for my career over the next months?": one life area's dated passages (the slow planets
// entering its houses and meeting its rulers and angle, e.g. the 10th house, the Midheaven and its ruler for career),
// the first said in the answer's first line. Not a natal reading of the area: that is what was asked before a date.
// Personal timing needs Stellara+; below it the reply says so plainly. Pure.
import { planAtLeast, planInfo } from '@stellara/contract';
import { ordinal } from '../chart-context.ts';
import { passagesIn } from '../chart-passages.ts';
import { AREA_WORDS, areaYear } from './area-comparison.ts';
import { THEME_SOURCES } from './factor-candidates.ts';
import { sellsNothing } from './hard-chat.ts';
import { periodEvents } from './period-events.ts';
import { type Period, periodOf } from './periods.ts';
import type { PlanBuilder } from './plan-types.ts';
import type { Theme } from './question.ts';
import { plain, type TechniqueAnswer } from './techniques/words.ts';
import { upperFirst } from './voices/grammar.ts';

/** "The next few months", "coming months", "próximos meses": a stretch ahead, read as six months. */
const NEXT_MONTHS =
  /\b(next (?:few |couple (?:of )?|several )?months|coming months|months ahead|rest of the year|proximos meses|los proximos meses|os proximos meses|meses que vienen|proximi mesi|prochains mois|nachsten monate\w*)\b/;
const NEXT_MONTHS_SPAN = 6;
const TRANSIT_WORD = /\b(transits?|transitos?|transiti|transite)\b/;
/** Dated passages named for one area. */
const MOST_NAMED = 3;

/** Asks what the transits bring one area over a stretch ahead (not "when", not two areas weighed). */
function askedStretch(c: Parameters<PlanBuilder>[0]): { theme: Theme; period: Period } | null {
  const { heard, input } = c;
  if (!heard || input.automatic) return null;
  const themes = heard.about.topics.filter((t): t is Theme => t in THEME_SOURCES && t !== 'self');
  const [theme] = themes;
  if (themes.length !== 1 || !theme || heard.acts.includes('one-thing')) return null;
  const text = plain(input.message);
  const stretch = NEXT_MONTHS.test(text);
  const ranged =
    heard.time && !['now', 'today', 'tomorrow', 'this-week', 'next-week', 'when', 'past'].includes(heard.time.kind);
  // A named month or year goes to the transit plan, unless the message asks for the transits themselves.
  if (!stretch && !(ranged && TRANSIT_WORD.test(text))) return null;
  const now = input.sent ?? new Date();
  const zone = input.chart.birth?.local?.timezone ?? 'UTC';
  const today = periodOf({ kind: 'today' }, 'now', now, zone);
  if (stretch && today) {
    const to = new Date(today.from);
    to.setUTCMonth(to.getUTCMonth() + NEXT_MONTHS_SPAN);
    return {
      theme,
      period: { label: 'the next six months', during: 'over the next six months', from: today.from, to, span: 'range' },
    };
  }
  const period = periodOf(heard.time, 'year', now, zone);
  return period && period.span === 'range' ? { theme, period } : null;
}

/** One life area's transits over the months asked, dated, the first in the answer's first line. */
export const planAreaOutlook: PlanBuilder = (c) => {
  const asked = askedStretch(c);
  if (!asked || c.base.situation) return null;
  const { input, base } = c;
  const { theme, period } = asked;
  const area = theme === 'love' ? 'love life' : (AREA_WORDS[theme] ?? theme);
  const houses = THEME_SOURCES[theme].houses;
  const where = `your ${houses.map(ordinal).join(' and ')} house${houses.length > 1 ? 's' : ''}${theme === 'career' ? ', your Midheaven' : ''} and ${houses.length > 1 ? 'their rulers' : 'its ruler'}`;
  const natal = input.chart.birth?.natal;
  if (!planAtLeast(input.tier, 'plus') || !natal) {
    const answer: TechniqueAnswer = {
      technique: 'area-outlook',
      answer: `What the transits bring your ${area} ${period.during} means reading your own transits to ${where}, and that is personal timing.`,
      details: [],
      technical: [],
      ids: [],
      // In a chat that holds something hard, no price (as in area-comparison.ts).
      closing: sellsNothing(base)
        ? `I can read what your chart says about your ${area} in the meantime.`
        : `It comes with ${planInfo.plus.name} ($${planInfo.plus.priceUsdPerMonth}/month); I will not guess at it without your transits. Meanwhile I can read what your chart says about your ${area}.`,
    };
    return { ...base, mode: 'technique', topic: area, techniques: [answer], gate: null };
  }
  const now = input.sent ?? new Date();
  const passages = passagesIn(natal, period.from, period.to, now);
  const entries = periodEvents(period, natal).flatMap((e) =>
    e.kind === 'house-ingress' && !e.retrograde ? [[e.body, String(e.house), e.at]] : [],
  );
  const year = areaYear(theme, period, passages, entries, c, MOST_NAMED);
  const [first, ...rest] = year.lines;
  const answer = first
    ? `${upperFirst(period.during)}, the main passage for your ${area} is this: ${first}.`
    : `${upperFirst(period.during)}, no slow planet makes a close contact to ${where}: a steadier stretch for your ${area}, with no big push from the sky.`;
  const details = [
    ...(rest.length ? [`After it: ${rest.join('; ')}.`] : []),
    ...(first
      ? [
          `Those are the points that stand for your ${area} in your chart (${where}), so these dates are when it is most likely to ask something of you.`,
          'No chart can promise how it turns out; it shows when, and what kind of pressure or opening to expect.',
        ]
      : []),
  ];
  return {
    ...base,
    mode: 'technique',
    topic: area,
    gate: null,
    techniques: [
      {
        technique: 'area-outlook',
        answer,
        details,
        technical: [`Weight of the passages for ${area}: ${year.score.toFixed(1)}.`],
        ids: year.ids,
        closing: first ? 'Ask me about any one of these and I will read what it may bring you.' : undefined,
      },
    ],
  };
};
