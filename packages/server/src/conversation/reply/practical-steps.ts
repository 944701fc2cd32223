// Practical steps for a reply asked to leave the chart out ("no star stuff, just what do I do"): drawn from the part of
// life the person named, in their own words, with no astrology in them. Pure.
import type { Topic } from '../understanding/understanding.ts';
import { normalise } from './own-terms.ts';
import type { ReplyPlan } from './plan-types.ts';

/** Practical steps for each part of life, plain and doable this week: no chart in them. */
const PRACTICAL_STEPS: Partial<Record<Topic, readonly string[]>> = {
  career: [
    'Write down the two parts of your work you would keep and the one you would drop.',
    'Book one short talk this week with someone already doing the work you want.',
    'Pick one small piece of work that shows what you can do, and finish it before the week ends.',
    'Set a date to decide, so the question stops running in the background.',
  ],
  love: [
    'Say one thing you need plainly, in a sentence, instead of hoping it is guessed.',
    'Notice what you do when you feel unsure of someone: reach, or pull back.',
    'Plan one evening that is only about the two of you, or only about you.',
    'Write down what a good week together would look like, and compare it with this one.',
  ],
  money: [
    'Write down what comes in and what goes out this month, in two columns.',
    'Pick one cost to cut or pause for thirty days.',
    'Set a small amount aside on the day money comes in, before anything else.',
    'If debt weighs on you, talk to a free, non-profit debt adviser before deciding anything.',
  ],
  family: [
    'Choose one person in the family to talk to first, and one thing to say.',
    'Say what you can give and what you cannot, before you are asked.',
    'Keep one hour this week that belongs to you alone.',
    'Write down what you want the next family gathering to feel like.',
  ],
  friends: [
    'Send one message to someone you miss, with a plan rather than "we should meet".',
    'Notice who leaves you lighter after you see them, and see them more.',
    'Say yes to one invitation you would usually skip.',
    'Tell one friend plainly what you need from them right now.',
  ],
  health: [
    'Keep to one fixed bedtime for the next seven nights.',
    'Take a twenty-minute walk each day this week.',
    'Write down what worries you and take the list to your doctor.',
    'Drink water and eat something before the busiest part of your day.',
  ],
};

const GENERAL_STEPS = [
  'Write down, in one sentence, what you want to change first.',
  'Pick one small step you can take in the next two days, and put it in your calendar.',
  'Tell one person you trust what you are working on.',
  'At the end of the week, write down what helped and what did not.',
];

/** Steps drawn from what the person said: the latest topic they named, in their own words, with no astrology. */
export function practicalSteps(plan: Pick<ReplyPlan, 'heard' | 'before' | 'message'>): string {
  const topic = (plan.heard?.about.topics ?? []).find((t) => PRACTICAL_STEPS[t]);
  // This message when it names its subject ("how do I handle my boss? no astrology"), else the latest that did.
  const told = [plan.message, ...[...(plan.before ?? [])].reverse()].find((m) => TOLD_AREA.test(normalise(m)));
  const area = topic ?? (told ? areaOf(normalise(told)) : null);
  const steps = (area && PRACTICAL_STEPS[area]) || GENERAL_STEPS;
  const about = told ? ` for what you said (“${quoted(told)}”)` : '';
  return `Practical steps${about}:\n\n${steps.map((s, i) => `${i + 1}. ${s}`).join('\n')}`;
}

const AREAS: readonly [Topic, RegExp][] = [
  ['career', /\b(job|work|career|boss|interview|promotion|trabajo|trabalho|emprego|travail|arbeit|beruf|lavoro)\b/],
  ['love', /\b(love|partner|boyfriend|girlfriend|husband|wife|dating|ex|amor|pareja|namorad[oa]|amour|liebe|amore)\b/],
  ['money', /\b(money|debt|rent|savings|dinero|deuda|dinheiro|divida|argent|geld|schulden|soldi)\b/],
  ['family', /\b(family|mother|father|mum|mom|dad|sister|brother|familia|famille|eltern|famiglia)\b/],
  ['friends', /\b(friends?|lonely|amig[oa]s?|amis?|freunde?|amici)\b/],
  ['health', /\b(sleep|tired|stress|anxious|dormir|sueno|sommeil|schlaf|sonno|cansad[oa])\b/],
];
const TOLD_AREA = new RegExp(AREAS.map(([, re]) => re.source).join('|'));
const areaOf = (text: string): Topic | null => AREAS.find(([, re]) => re.test(text))?.[0] ?? null;

/** Their words, short enough to quote. */
function quoted(message: string): string {
  const clean = message
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[?!.]+$/, '');
  const cut = clean.split(' ').slice(0, 12).join(' ');
  return cut.length < clean.length ? `${cut}…` : cut;
}
