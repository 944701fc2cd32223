// The built-in writer's closing suggestion: one small step that suits the nature of the reply's main factor.
import { DRIVE, HOUSE_AREA, SIGN_STYLE, THEME } from '../phrases.ts';
import type { FrameMemory } from './frames.ts';
import type { Factor } from './plan.ts';
import type { ReplyPlan } from './plan-types.ts';
import { normal } from './said-once.ts';
import type { Voice } from './voices/index.ts';
import { ANGLE_PLAY } from './voices/shared.ts';

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

/**
 * One concrete thing to do with a placement, in its sign's way; "it" is the need the suggestion names. A thing a
 * person can do this week, not a mood to put on ("try being curious and restless about it" asked for a mood).
 */
const SIGN_STEP: Record<string, string> = {
  Aries: 'act on it the same day, without waiting',
  Taurus: 'give it one slow hour with nothing to achieve',
  Gemini: 'talk it over with someone new',
  Cancer: 'give it one quiet evening at home',
  Leo: 'let one person see it, without playing it down',
  Virgo: 'improve one small part of it, then stop',
  Libra: 'ask someone you trust how they see it',
  Scorpio: 'tell one trusted person the real version',
  Sagittarius: 'take it somewhere new, even a new route',
  Capricorn: 'give it one concrete goal and a check-in date',
  Aquarius: 'handle it your own way once',
  Pisces: 'give it quiet time, music or water',
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
    return {
      drive: DRIVE[p.name],
      theme: `your ${THEME[p.name]}`,
      where: noHouse ? null : (HOUSE_AREA[p.house] ?? null),
      step: SIGN_STEP[p.sign] ?? 'notice where it shows, and meet it on purpose once',
    };
  }
  return null;
}

/**
 * The voice's suggestion, built from the lead factor's own nature (a planet's drive and house, an aspect's kind, an
 * angle's side of life), so two readings of different factors never share a suggestion; empty when every wording
 * would repeat what this chat has said.
 */
/** The first five words of a step, as the chat's normalised text would hold them. */
const openingOf = (line: string) => normal(line.split(/\s+/).slice(0, 5).join(' '));

export function suggestion(
  plan: ReplyPlan,
  voice: Voice,
  said: FrameMemory,
  index: number,
  earlierText = '',
): string[] {
  const n = natureOf(plan.factors[0]);
  if (!n) return [];
  const around = n.where ? ` around ${n.where}` : '';
  const options = voice.suggestions({ n, around, index });
  // A step's opening words are its shape ("Light a candle for the need …"): once heard in the chat, never again,
  // whatever need fills it.
  const opened = (lines: string[]) => !!earlierText && earlierText.includes(openingOf(lines[0] ?? ''));
  return options.find((lines) => !said.repeats(lines.join('\n')) && !opened(lines)) ?? [];
}

/** A factor's name as a list line's label: "Mars in Taurus", "Sun square Moon", "Your 10th house". */
function labelOf(f: Factor): string {
  if (f.kind === 'placement') return `${f.point.name} in ${f.point.sign}`;
  if (f.kind === 'aspect') return `${f.aspect.p1} ${f.aspect.type} ${f.aspect.p2}`;
  if (f.kind === 'angle') return `${f.point.name} on your ${f.angle.angle}`;
  if (f.kind === 'house')
    return `Your ${f.house}${f.house === 1 ? 'st' : f.house === 2 ? 'nd' : f.house === 3 ? 'rd' : 'th'} house`;
  return 'Your stellium';
}

/**
 * Concrete things to do, one per factor and each in that factor's own way ("Mars in Taurus: when the need to act
 * stirs around partnership, give it one slow hour with nothing to achieve"); a step two factors share is said once.
 */
export function actionSteps(factors: readonly Factor[]): string[] {
  const out: string[] = [];
  const steps = new Set<string>();
  for (const f of factors) {
    const n = natureOf(f);
    if (!n || steps.has(n.step)) continue;
    steps.add(n.step);
    const around = n.where ? ` around ${n.where}` : '';
    // An aspect's step names both sides itself ("with your identity and your feelings, notice …").
    const line =
      f.kind === 'aspect'
        ? n.step.charAt(0).toUpperCase() + n.step.slice(1)
        : `When the need ${n.drive} stirs${around}, ${n.step}`;
    out.push(`**${labelOf(f)}**: ${line}.`);
  }
  return out;
}

/** A closing question that refers to steps just given ("which of these", "doing this", "start"). */
const POINTS_AT_STEPS = /\b(doing this|to start|one of these|try first|these (?:steps|moves))\b/i;

/** The closing questions that fit a reply: one about "these" steps only when its sections gave some. */
export function questionsAfter(questions: string[], sections: readonly string[]): string[] {
  const steps = sections.some(
    (s) => /^\d\. /m.test(s) || /\b(this week|for the coming days|a small experiment)\b/i.test(s),
  );
  return steps ? questions : questions.filter((q) => !POINTS_AT_STEPS.test(q));
}
