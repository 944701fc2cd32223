// Direct answers the built-in writer puts first: the signs asked for, whether a planet is retrograde (in the birth
// chart or in the sky), and a suggestion said in the period asked about rather than "this week". Pure.

import type { ChartContext } from '../chart-context.ts';
import { lookup } from '../chart-context.ts';
import { THEME } from '../phrases.ts';
import type { ReplyPlan } from './plan-types.ts';
import { dayMonth, GATE_TIMING } from './timing-section.ts';
import { article, upperFirst } from './voices/grammar.ts';

/** The stretch a suggestion is framed in when the message names a month or a year rather than this week. */
const PERIOD_WORDS: Partial<Record<string, string>> = {
  'this-month': 'this month',
  'next-month': 'next month',
  month: 'in {label}',
  'this-year': 'in the months ahead',
  'next-year': 'next year',
  year: 'that year',
};

/** A suggestion's "this week" said in the period asked about ("one thing to do this month?" is not answered weekly). */
export function inAskedPeriod(text: string, plan: Pick<ReplyPlan, 'heard' | 'timing'>): string {
  const label = plan.timing?.period.label;
  const words = PERIOD_WORDS[plan.heard?.time?.kind ?? ''];
  const period = words?.includes('{label}') ? (label ? words.replace('{label}', label) : 'that month') : words;
  if (!period) return text;
  // "Three moves for this week" becomes "for January 2027"; "This week, ..." becomes "In January 2027, ...".
  return text
    .replace(/\bfor this week\b/g, `for ${period.replace(/^in /, '')}`)
    .replace(/\b([Tt])his week\b/g, (_, t: string) => (t === 'T' ? upperFirst(period) : period));
}

/**
 * "What's my Moon sign?", "whats my sun moon and rising": the signs themselves are the first sentence, before
 * anything about them.
 */
export function signAnswer(plan: ReplyPlan, chart: ChartContext): string | null {
  if (plan.mode !== 'reading' && plan.mode !== 'compatibility') return null;
  // "My gf is a scorpio and I'm... whatever I am lol": they don't know their own sign, so it is said first.
  if (!plan.question.points.length && SIGN_UNKNOWN.test(plain(plan.message))) {
    const sun = chart.planets.find((x) => x.name === 'Sun');
    return sun ? `You're a ${sun.sign}: your Sun was in ${sun.sign} when you were born.` : null;
  }
  const asked = plan.question.points.slice(0, 3);
  if (plan.mode !== 'reading' || !asked.length || !SIGN_ASKED.test(plain(plan.message))) return null;
  const found = asked.flatMap((name) => chart.planets.find((x) => x.name === name) ?? []);
  if (found.length !== asked.length) return null;
  if (found.length === 1) {
    const p = found[0]!;
    if (p.name === 'Ascendant') return `Your rising sign is ${p.sign}.`;
    const house =
      p.house && !['Midheaven', 'North Node'].includes(p.name) ? `, in your ${ordinalOf(p.house)} house` : '';
    return `Your ${p.name} is in ${p.sign}${house}.`;
  }
  const parts = found.map((p) =>
    p.name === 'Ascendant' ? `your rising sign is ${p.sign}` : `your ${p.name} is in ${p.sign}`,
  );
  return upperFirst(`${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}.`);
}

const SIGN_ASKED =
  /\b(signs?|what(?:'?s| is| are) my|whats my|where(?:'?s| is) my|which sign|(?:what|which) house|signos?|segnos?|signes?|sternzeichen|zeichen|(?:qual|cual|quel|quale|welche\w*) (?:e |es |est |ist )?(?:o |el |il |le |la |mein\w* )?(?:mi |meu |mio |mon |ma )?\w*)\b/i;

/** Someone who says, or implies, they don't know their own sign ("i'm... whatever i am", "no idea what i am"). */
const SIGN_UNKNOWN =
  /\b(whatever i am|idk what i am|dunno what i am|no idea what (?:sign )?i am|(?:do ?n[o']?t|dont) know (?:what|my) (?:sign|i am)|not sure what (?:sign )?i am|what (?:sign )?am i\b|what(?:'?s| is) my sign|no se (?:que|cual es mi) signo|nao sei (?:qual e )?(?:o )?meu signo|non so (?:il mio segno|che segno sono))/i;

const plain = (text: string) => text.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').replace(/[‘’]/g, "'");

const ordinalOf = (n: number) => `${n}${n === 1 ? 'st' : n === 2 ? 'nd' : n === 3 ? 'rd' : 'th'}`;

/** The message asks whether the planet is retrograde in the birth chart ("is my Venus retrograde?", "natal"). */
export function asksNatalRetrograde(message: string, planet: string): boolean {
  const text = message.toLowerCase();
  return (
    /\b(natal|birth|born|in my chart|my chart)\b/.test(text) ||
    new RegExp(`\\bmy ${planet.toLowerCase()}\\b`).test(text)
  );
}

/** The retrograde section: the yes or no asked for first (the birth chart's for "is my Venus retrograde?"), then the sky's. */
export function retrogradeSection(plan: ReplyPlan, retrograde: NonNullable<ReplyPlan['retrograde']>): string {
  const sky = plan.timing?.sky;
  const name = retrograde.planet;
  const now = sky?.positions.find((p) => p.name === name);
  const rxNow = name === 'Mercury' ? sky?.mercury.retrograde : now?.retrograde;
  const station = name === 'Mercury' && sky?.mercury.nextStation ? dayMonth(sky.mercury.nextStation) : null;
  const status =
    rxNow === undefined
      ? `I can't see the sky right now, so I can't say whether ${name} is retrograde today.`
      : rxNow
        ? `Yes: ${name} is retrograde right now${now ? ` in ${now.sign}` : ''}${station ? `, until about ${station}` : ''}.`
        : `No: ${name} is moving direct right now${now ? ` in ${now.sign}` : ''}${station ? `; its next retrograde starts around ${station}` : ''}.`;
  const natal = retrograde.natal;
  // "Is my Venus retrograde?" asks about the birth chart: that answer comes first, with its yes or no.
  const natalFirst = !!natal && asksNatalRetrograde(plan.message, name);
  const natalLine = natal
    ? natalFirst
      ? `${natal.retrograde ? 'Yes' : 'No'}: your ${name} was ${natal.retrograde ? 'retrograde when you were born, so its review-and-revise mood is part of how you work anyway' : 'moving direct when you were born, so it is not retrograde in your chart'}.`
      : `At your birth your ${name} was ${natal.retrograde ? 'retrograde, so its review-and-revise mood is part of how you work anyway' : 'moving direct'}.`
    : '';
  const skyLine = natalFirst ? status.replace(/^(Yes|No): /, 'And in the sky: ') : status;
  const touches = plan.timing?.personal
    ? (() => {
        const c = plan.timing.current.find((t) => t.planet === name);
        return c
          ? `Transiting ${name} is making ${article(c.aspect)} to your natal ${c.target} at the moment, so it is personal for you: ${lookup(THEME, c.target) ?? c.target} is where you will feel it.`
          : `Transiting ${name} is not touching your personal points closely right now, so its effect on you is mild.`;
      })()
    : plan.situation || natalFirst
      ? ''
      : GATE_TIMING;
  return `### ${name} ${natalFirst ? 'in your chart' : 'right now'}\n${[
    ...(natalFirst ? [natalLine, skyLine] : [status, natalLine]),
    rxNow ? `A retrograde ${name} favours reviewing, revising and finishing over launching.` : '',
    touches,
  ]
    .filter(Boolean)
    .join(' ')}`;
}
