// A ritual or a practice asked for by name ("a simple new moon ritual", "me passa um ritual pra lua nova", "a
// journaling prompt", "a meditation for the full moon"): one small, concrete practice, set on the next such Moon
// computed from the ephemeris, in the natal house it falls in, and shaped by the person's own Moon. Pure.
import { chartFlags, lunations, natalHouseOf, transitingPosition } from '@stellara/astro';
import type { PersonalityId, SignName } from '@stellara/contract';
import { type ChartContext, elementOfSign, ordinal } from '../chart-context.ts';
import { HOUSE_AREA } from '../phrases.ts';
import { localDay } from './local-day.ts';
import { moonRitualIdeas } from './moon-rituals.ts';
import { normalise } from './own-terms.ts';
import type { PlanBuilder } from './plan-types.ts';
import type { PracticeKind } from './talk-types.ts';

export type { PracticeKind } from './talk-types.ts';
export interface PracticeAsk {
  practice: PracticeKind;
  /** The Moon it is for, when the message names one. */
  moon: 'new' | 'full' | null;
  /** A purpose asked for ("to close this", "for letting go"): the ritual keeps it, whatever house the Moon falls in. */
  release: boolean;
  /** "Nothing kitschy", "no woo": said plainly, with no playful opening. */
  plain: boolean;
}

const RELEASE =
  /\b(let(?:ting)? (?:it |this |him |her |them )?go|releas\w*|clos(?:e|ing|ure)|move on|moving on|end (?:this|it)|cerrar\w*|soltar|dejar ir|fechar|encerrar|deixar ir|lacher prise|tourner la page|fermer|loslassen|abschlie\w*)\b/;
const PLAIN =
  /\b(kitsch\w*|cheesy|woo|nothing (?:fancy|cringe|weird)|not (?:too )?(?:witchy|woo)|cursi|brega|ringard)\b/;

const RITUAL = /\b(rituals?|ritual|ceremony|ceremonia|ritualzinho)\b/;
const JOURNAL = /\b(journal(?:ing)? prompts?|journal(?:ing)?|prompt to write|diario|escrita|escribir|escrever)\b/;
const MEDITATION =
  /\b(meditation|meditate|meditacao|meditacion|meditar|breathing exercise|visualization|visualisation)\b/;
const PRACTICE = /\b(practice|pratica|practica|something to do|exercise)\b/;
const NEW_MOON = /\b(new[- ]moon|lua nova|luna nueva|nouvelle lune)\b/;
const FULL_MOON = /\b(full[- ]moon|lua cheia|luna llena|pleine lune)\b/;

/** The practice a message asks for by name, or null. */
export function asksPractice(message: string): PracticeAsk | null {
  const text = normalise(message);
  const moon = NEW_MOON.test(text) ? 'new' : FULL_MOON.test(text) ? 'full' : null;
  const practice: PracticeKind | null = RITUAL.test(text)
    ? 'ritual'
    : JOURNAL.test(text)
      ? 'journal'
      : MEDITATION.test(text)
        ? 'meditation'
        : moon && PRACTICE.test(text)
          ? 'ritual'
          : null;
  return practice ? { practice, moon, release: RELEASE.test(text), plain: PLAIN.test(text) } : null;
}

/** A practice asked for: planned as a 'talk' answer, written from the next lunation and the chart. */
export const planPractice: PlanBuilder = ({ input, base }) => {
  const asked = asksPractice(input.message);
  if (!asked || base.situation) return null;
  // A second letting-go ritual asked in one chat gets the other way of doing it, not the first again.
  const again = input.earlierQuestions.filter((m) => asksPractice(m)?.release).length;
  const text = practiceReply(asked, input.chart, input.sent ?? new Date(), again);
  const plain = asked.plain || asked.release;
  return {
    ...base,
    mode: 'talk',
    topic: 'a practice',
    talk: { kind: 'practice', practice: asked.practice, text, plain },
  };
};

const DAY_MS = 86_400_000;

interface NextMoon {
  kind: 'new' | 'full';
  at: string;
  sign: string;
  house: number | null;
}

/** The next new or full Moon after `from` (the nearer of the two when `kind` is null), with its natal house. */
export function nextMoon(chart: ChartContext, from: Date, kind: 'new' | 'full' | null): NextMoon | null {
  const found = lunations(from, new Date(from.getTime() + 32 * DAY_MS)).find((l) => !kind || l.kind === kind);
  if (!found) return null;
  const natal = chart.timeUnknown ? null : (chart.birth?.natal ?? null);
  const at = natal ? transitingPosition('Moon', found.jd, chartFlags(natal)) : null;
  return {
    kind: found.kind,
    at: found.at,
    sign: found.sign,
    house: natal && at ? natalHouseOf(natal, at.longitude) : null,
  };
}

/** How a Moon of each element tends to take a practice in: the same ritual, made to fit the person. */
const MOON_WAY: Readonly<Record<string, string>> = {
  fire: 'keep it quick and physical: say it out loud, then do one small thing toward it the next day',
  earth: 'make it something you can touch: write it by hand and leave the paper where you will see it',
  air: 'put it into words with someone: tell one person you trust, or write it as a message to yourself',
  water: 'let it be about a feeling: write how you want to feel, not only what you want to do',
};

/** The practice itself: when, where in their chart, what to do, and how their Moon would take it. */
export function practiceReply(ask: PracticeAsk, chart: ChartContext, from: Date, again = 0): string {
  // Letting go goes with the waning Moon: now, when the next lunation is the New Moon; else from the Full Moon.
  const moon = nextMoon(chart, from, ask.moon ?? (ask.release ? null : ask.practice === 'ritual' ? 'new' : null));
  const natalMoon = chart.planets.find((p) => p.name === 'Moon');
  const way = natalMoon ? MOON_WAY[elementOfSign(natalMoon.sign) ?? ''] : null;
  if (!moon) return 'I could not work out the next Moon just now; ask me again in a moment and I will set it for you.';
  const name = moon.kind === 'new' ? 'New Moon' : 'Full Moon';
  const area = moon.house ? HOUSE_AREA[moon.house] : null;
  const when = `The next ${name} is on ${localDay(chart, moon.at)}, in ${moon.sign}${moon.house ? `, in your ${ordinal(moon.house)} house` : ''}.`;
  const about = area ?? 'the part of life that is asking for your attention';
  const fit = way && natalMoon ? ` With your Moon in ${natalMoon.sign}, ${way}.` : '';
  if (ask.practice === 'journal') {
    const prompt =
      moon.kind === 'new'
        ? `"What would I like to begin in ${about}, and what is the smallest first step?"`
        : `"What in ${about} has come to a head, and what am I ready to let go of?"`;
    return `${when} A prompt for that evening: ${prompt} Write for ten minutes without stopping, then underline the one line that surprised you.${fit}`;
  }
  if (ask.practice === 'meditation') {
    return `${when} A short meditation for it: sit comfortably for five minutes, breathe in for four counts and out for six, and on each out-breath picture ${moon.kind === 'new' ? 'a seed planted' : 'a full cup being poured out'} for ${about}. Finish by naming one word you want to carry ${moon.kind === 'new' ? 'into the next weeks' : 'forward, and one you are leaving behind'}.${fit}`;
  }
  if (ask.release && ask.practice === 'ritual') {
    const waning = !ask.moon && moon.kind === 'new';
    const stretch = waning
      ? `The Moon is waning now, until the New Moon on ${localDay(chart, moon.at)}: the traditional stretch for letting go, so any quiet evening before then works.`
      : when;
    return `${stretch} ${RELEASE_RITUALS[again % RELEASE_RITUALS.length]}${fit}`;
  }
  // A ritual for a named Moon ("full moon ritual ideas?"): several, fitted to the sign it falls in.
  if (ask.moon && ask.practice === 'ritual') {
    const inTheirHouse =
      moon.house && area
        ? moon.kind === 'new'
          ? `For your ${ordinal(moon.house)} house, where it falls: write one intention to do with ${area} in a single sentence, as if it were already under way, and keep the paper until the Full Moon.`
          : `For your ${ordinal(moon.house)} house, where it falls: write down one thing to do with ${area} that you are ready to stop carrying, read it once, then tear the paper up.`
        : null;
    return `${when}\n\n${moonRitualIdeas(moon.kind, moon.sign as SignName, inTheirHouse)}${fit ? `\n\n${fit.trim()}` : ''}`;
  }
  const ritual =
    moon.kind === 'new'
      ? `A simple ritual for it: that evening, find ten quiet minutes, light a candle if you like, and write one intention for ${about} in a single sentence, as if it were already under way. Fold the paper and keep it until the Full Moon, then read it again and note what moved.`
      : `A simple ritual for it: that evening, write down one thing in ${about} you are ready to stop carrying, read it once, then tear the paper up or let it go in water. Notice what feels lighter over the next few days.`;
  return `${when} ${ritual}${fit}`;
}

/** Rituals for closing something, kept to that purpose: no intention for the house the Moon falls in. */
const RELEASE_RITUALS = [
  'A small ritual for closing this: one evening, write a few lines to no one in particular about what it was, what it gave you, what it cost you, and what you are no longer willing to accept. Read it once, then tear it up or burn it safely, and say out loud, "this is finished". Then do something ordinary and kind for yourself, a shower, a walk, an early night.',
  'Another small ritual for letting go, with no writing at all: one evening, take one thing that keeps it close, a photo, a gift, a saved chat, and put it away in a box or an archived folder, not out of anger, just out of sight. Sit for a few minutes with the window open and name, quietly, one thing you are keeping from it and one thing you are leaving behind.',
];

/** The opening when a ritual was asked for plainly, or for closing something painful: no playfulness. */
export const PLAIN_PRACTICE_OPENING = "Here's a simple one, nothing needed but a pen and ten quiet minutes.";

/** One line in the voice before the practice: the practice itself stays plain and the same in every voice. */
export const PRACTICE_OPENING: Readonly<Record<PersonalityId, string>> = {
  guide: "Here's one you can actually do.",
  witchy: 'Oh, I love a bit of moon magic. Here is a simple one.',
  mystical: 'The Moon keeps her own calendar; here is a small rite for hers.',
  mentor: 'Something small and repeatable works best; try this.',
  coach: "Let's keep it simple and doable.",
};

/** The opening before several rituals to choose from, in each voice, and plainly. */
export const PRACTICE_IDEAS_OPENING: Readonly<Record<PersonalityId | 'plain', string>> = {
  guide: 'Here are a few you can actually do; one is enough.',
  witchy: 'Moon magic it is: a few to choose from, and one is enough.',
  mystical: 'The Moon keeps her own calendar; here are small rites for hers.',
  mentor: 'Small and repeatable works best; choose one of these.',
  coach: 'Pick one and do it.',
  plain: 'Here are a few simple ones, nothing needed but a pen and a quiet evening.',
};
