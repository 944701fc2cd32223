// The life areas a message asks NOT to hear about: "tell me something that's not about money", "apart from work",
// "sin hablar de dinero", "pas de travail", "außer Arbeit", "tranne l'amore". A negated area is excluded from the
// question, never chosen as its subject because its word appears. Only explicit phrasings count: "no tengo dinero"
// or "je n'ai pas de travail" share a loss and keep their area. Pure.
import { lifeAreasIn } from './features.ts';
import { fold } from './fold.ts';
import type { Situation, Topic, Understanding } from './understanding.ts';

/** Phrasings that set an area aside, in the six languages (folded: accents stripped, lower case). */
const SETTING_ASIDE = new RegExp(
  [
    // English
    '\\bnot (?:about|on|re|regarding|related to|to do with|involving)\\b',
    "\\b(?:isn'?t|aren'?t|is not|are not) (?:about|on|related to)\\b",
    '\\bnothing (?:about|on|to do with|related to)\\b',
    '\\banything (?:but|except|other than|besides)\\b',
    '\\b(?:apart|aside) from\\b',
    '\\bother than\\b',
    '\\bexcept(?: for)?\\b',
    '\\bbesides\\b',
    '\\bexcluding\\b',
    '\\b(?:leave|leaving) (?:out|aside)\\b',
    '\\b(?:forget|skip|drop) (?:about )?(?:the )?(?=\\w+ (?:stuff|talk|topic|thing)\\b)',
    '\\benough (?:about|of|with)\\b',
    '\\bno more\\b',
    // Spanish
    '\\bque no (?:sea|seas|tenga que ver|trate)n? (?:de|del|sobre|con)\\b',
    '\\bsin hablar (?:de|del|sobre)\\b',
    '\\bno (?:sobre|acerca de)\\b',
    '\\baparte de(?:l)?\\b',
    '\\b(?:excepto|salvo)\\b',
    '\\bnada (?:de|del|sobre)\\b',
    '\\bdejando de lado\\b',
    // Portuguese
    '\\bque nao (?:seja|tenha a ver|fale) (?:de|do|da|sobre|com)\\b',
    '\\bsem falar (?:de|do|da|em|no|na|sobre)\\b',
    '\\bnao (?:sobre|acerca de)\\b',
    '\\b(?:exceto|tirando|fora)\\b',
    '\\bnada (?:sobre|do|da)\\b',
    // French
    '(?:^|[,;:.!?] ?)pas (?:de|du|des|sur|le|la|les)\\b',
    "\\b(?:ne|n')? ?(?:parle|parlez|parles) pas (?:de|du|des)\\b",
    '\\bpas (?:sur|a propos)\\b',
    '\\b(?:sauf|hormis|hors)\\b',
    '\\ba part\\b',
    '\\bsans parler (?:de|du|des)\\b',
    "\\bautre chose (?:que|qu')",
    '\\brien sur\\b',
    // German
    '\\bnicht (?:uber|um|mit|zu|von)\\b',
    '\\bnichts (?:uber|zu|mit|von)\\b',
    '\\bau(?:ss|ß)er\\b',
    '\\babgesehen von\\b',
    '\\bohne (?:uber|das thema)\\b',
    // Italian
    '\\bnon (?:su|sul|sulla|sui|di|del|della|riguardo|parlarmi di|parlare di)\\b',
    '\\bche non (?:sia|riguardi|parli) (?:di|del|della|su|sul|sulla|il|la|lo|l)?\\b',
    '\\b(?:tranne|eccetto)\\b',
    '\\ba parte\\b',
    '\\bsenza parlare (?:di|del|della)\\b',
    '\\bniente (?:su|sul|sulla|di)\\b',
  ].join('|'),
  'g',
);

/** Where a set-aside span ends: punctuation, or a turn to what IS wanted ("not work, but love", "pas de travail mais"). */
const SPAN_END =
  /[.,;:!?]| (?:but|instead|rather|pero|sino|mas|mais|plutot|aber|sondern|ma|bensi|piuttosto|please|por favor|s'il te plait|bitte|per favore)\b/;
/** A set-aside span reaches at most this many words past the negation. */
const SPAN_WORDS = 5;

/** The life areas the message sets aside, in the order named; empty when it sets none aside. */
export function excludedTopics(message: string): Topic[] {
  const text = fold(message);
  const out: Topic[] = [];
  for (const m of text.matchAll(SETTING_ASIDE)) {
    const rest = text.slice(m.index + m[0].length);
    const span = rest.split(SPAN_END)[0]!.trim().split(' ').slice(0, SPAN_WORDS).join(' ');
    for (const t of lifeAreasIn(span)) if (!out.includes(t)) out.push(t);
  }
  return out;
}

/** The hard situations that are one life area's own: setting the area aside sets its worry aside too. */
const SITUATION_AREA: Partial<Record<Situation, Topic>> = {
  'money-worry': 'money',
  'job-loss': 'career',
  breakup: 'love',
};

/**
 * What was heard, without the areas the message sets aside: "cuéntame algo que no sea de dinero" asks for anything
 * but money, and shares no money worry.
 */
export function heardWithoutSetAside(heard: Understanding, message: string): Understanding {
  const excluded = excludedTopics(message);
  if (!excluded.length) return heard;
  const area = heard.situation ? SITUATION_AREA[heard.situation] : undefined;
  return {
    ...heard,
    about: { ...heard.about, topics: heard.about.topics.filter((t) => !excluded.includes(t)) },
    situation: area && excluded.includes(area) ? null : heard.situation,
  };
}
