// Which questions ask about the sky NOW rather than the birth chart: "what's Saturn doing right now", "¿dónde está
// Júpiter ahora?", "is mercury retrograde rn?", "what moon phase is it today", "current transits". A present-time
// word wins over the natal reading; "my natal Saturn", "what is my Saturn sign" or "the moon phase I was born under"
// stay natal. Pure: the words and what the understanding step heard.
import { TEN_PLANETS } from '@stellara/contract';
import { chartWords } from '../understanding/entities.ts';
import { namesLifeArea } from '../understanding/features.ts';
import { fold } from '../understanding/fold.ts';
import type { Language, Understanding } from '../understanding/understanding.ts';
import { namesOtherFrame, TRANSIT_AT_WORK } from './frame-words.ts';

/** The bodies whose place in today's sky is answered (the Moon has its own answer: its phase). */
export const SKY_BODIES = [...TEN_PLANETS.filter((p) => p !== 'Moon'), 'Chiron'] as const;
export type SkyBody = (typeof SKY_BODIES)[number];

export type SkyNowAsk =
  /** `target`: the person's own point the message names beside it ("what is Saturn doing to my Sun now"). */
  { kind: 'planet'; planet: SkyBody; target: string | null } | { kind: 'moon' } | { kind: 'transits' };

/** The times that are the present: the sky at the message's own moment answers them. */
const PRESENT_TIMES = new Set(['now', 'today', 'this-week']);

/** Words that put the question at the birth: the natal chart answers it. */
const NATAL =
  /\b(natal|birth|born|radix|nacimiento|naci|nacio|nacida|nacido|nasci|nasceu|nascimento|nascita|geburt\w*|geboren|naissance|when i was)\b/;

/** A possessive that makes the next word the person's own placement ("my saturn", "mi saturno", "mein saturn"). */
const POSSESSIVE =
  /\b(?:my|mi|mis|mein|meine|meinen|meinem|mon|ma|mes|meu|minha|meus|mio|mia|mijn|your|tu|tus|dein|deine|ton|ta|teu|tua)\s+(?:natal\s+)?(\p{L}+)/gu;

/** "Retrograde" in the languages the reader hears (folded). */
const RETROGRADE = /\b(retrograd\w*|retrogrado|rx|ruecklaufig|rucklaufig|riicklaufig)\b/;

/** Verbs that ask what a body is doing in the sky even with no time word: "what is saturn doing", "que hace marte". */
const DOING = /\b(doing|up to|hace|esta haciendo|faz|fait|macht|tut|fa|sta facendo)\b/;

/** A planetary return is its own technique ("is it my saturn return now?"), answered by the returns. */
const RETURN = /\b(returns?|retorno|revolucao|revolucion|retour|ruckkehr|wiederkehr|ritorno)\b/;

/** "Transits" in the languages the reader hears (folded: tránsitos, trânsitos, Transite, transiti). */
const TRANSIT = /\b(transits?|transitos?|transite|transiten|transiti|transito)\b/;

/** The sky as a whole for the person ("what's going on for me astrologically right now", "what are the stars doing"). */
const SKY_FOR_ME =
  /\b(astrolog\w*|cosmic\w*|in the stars|the stars|the sky|the planets|los astros|el cielo|las estrellas|os astros|o ceu|die sterne|der himmel|les astres|le ciel|gli astri|il cielo|le stelle)\b/;

/**
 * What is happening in the chart ("what's happening in my chart right now"); "what's going on for me right now"
 * alone may open a life question, and is left to the timing plan.
 */
const GOING_ON =
  /\b(going on|happening|pasando|ocurriendo|acontecendo|passiert|ist los|se passe|succede|sta succedendo)\b.*\b(in my chart|en mi carta|no meu mapa|in meinem horoskop|dans mon theme|nel mio tema)\b/;

/** "In my chart" with no time: the birth chart is meant ("what is saturn doing in my chart"). */
const IN_MY_CHART =
  /\b(in my (?:birth )?chart|en mi carta|no meu mapa|in meinem horoskop|dans mon theme|nel mio tema)\b/;

/** A phase, or the Moon's doing, asked of the present Moon. */
const MOON_PHASE = /\b(phase|fase|phasen?|lunar phase|moon phase|mondphase|waxing|waning|full|new|quarter)\b/;
const MOON_DOING =
  /\b(doing|up to|where|which sign|what sign|hace|donde|en que signo|onde|em que signo|ou|wo|in welchem zeichen|dove|in che segno|fait|macht)\b|\bin\W*$/;
/** The Moon's phase named in one word or as a phrase without the Moon's own entity word. */
const MOON_WORD = /\b(mondphase|moon ?phase|lunar phase|fase lunar|fase da lua|fase della luna|phase de la lune)\b/;
/** "What phase is the moon in", "is it a full moon": present-tense asks, with no time word needed. */
const MOON_PRESENT =
  /\b(is it|is the moon|is there|are we|hay|esta la luna|e hoje|ist heute|ist der mond|est-ce|est la lune|c'est)\b/;

/** Whether the message names this point as the person's own ("my saturn", "mi saturno", "il mio sole"). */
function ownPoint(text: string, point: string, language: Language): boolean {
  for (const m of text.matchAll(POSSESSIVE)) {
    if (chartWords(m[1]!, language).points.some((p) => p === point)) return true;
  }
  return false;
}

/** The time the message names is the present (now, today, this week). */
const inPresent = (heard: Understanding) => !!heard.time && PRESENT_TIMES.has(heard.time.kind);

/** A question about the sky now, or null when the message is about the birth chart or another time. */
export function skyNowAsk(message: string, heard: Understanding): SkyNowAsk | null {
  const text = fold(message);
  // "My progressions right now", "my solar return this year": the frame named wins over the present-time word.
  if (NATAL.test(text) || namesOtherFrame(message)) return null;
  const present = inPresent(heard);
  if (heard.time !== null && !present) return null;
  if (!present && IN_MY_CHART.test(text)) return null;
  const points = heard.about.points;
  // "Mondphase", "moon phase": one word or two, the Moon is named.
  const moonNamed = points.includes('Moon') || (!points.length && MOON_WORD.test(text));
  if (moonNamed && !ownPoint(text, 'Moon', heard.language) && points.length <= 1) {
    const phase = MOON_PHASE.test(text) || heard.about.techniques.includes('moon-phase');
    if ((present && (phase || MOON_DOING.test(text))) || (phase && MOON_PRESENT.test(text))) return { kind: 'moon' };
  }
  // The one body in the sky the message names; another point it names as "my …" is where it looks for contacts.
  const owned = points.filter((p) => ownPoint(text, p, heard.language));
  const planets = points.filter(
    (p): p is SkyBody => (SKY_BODIES as readonly string[]).includes(p) && !owned.includes(p),
  );
  const [planet] = planets;
  if (planet && planets.length === 1 && owned.length <= 1 && !RETURN.test(text)) {
    // "Is Mercury retrograde?" asks about the sky as it is; "is my Mercury retrograde" was answered above.
    const asksMotion = RETROGRADE.test(text) && /^\W*(is|esta|ist|est|e|sta)\b/.test(text);
    if (present || asksMotion || DOING.test(text)) return { kind: 'planet', planet, target: owned[0] ?? null };
  }
  // The whole sky for the person, with no life area of its own ("what's going on in love now" is a love reading).
  const area = heard.about.topics.some((t) => t !== 'self') && namesLifeArea(message, heard.language);
  if (!points.length && !area && present && (TRANSIT.test(text) || SKY_FOR_ME.test(text) || GOING_ON.test(text)))
    return { kind: 'transits' };
  // A transit at work on the person ("what outer planets are hitting me now"): the transits, even if a placement of
  // theirs is named beside it; never the natal aspect between two of their own points.
  if (!area && (present || heard.time === null) && TRANSIT_AT_WORK.test(text)) return { kind: 'transits' };
  return null;
}
