// Whether "cancer" in a message names the sign or the illness, read from the word on either side of it. One
// decision for the whole reader: the chart words (entities.ts) and the health questions (reply/care.ts) both ask it,
// so "jupiter in cancer" is never a sign to one and an illness to the other. Pure.
import { fold } from './fold.ts';

/** Just before it, these make it the illness: "has cancer", "stage 2 cancer", "tiene cáncer". */
const ILLNESS_BEFORE = new Set([
  'has',
  'have',
  'had',
  'got',
  'with',
  'beat',
  'fighting',
  'diagnosed',
  'of',
  'from',
  'stage',
  'breast',
  'lung',
  'tiene',
  'tem',
  'tenia',
  'tinha',
  'contra',
  'survived',
]);

/** Just after it, these make it the illness: "cancer treatment", "cancer ward". */
const ILLNESS_AFTER = new Set([
  'diagnosis',
  'diagnoses',
  'treatment',
  'treatments',
  'patient',
  'patients',
  'survivor',
  'survivors',
  'scare',
  'cells',
  'spread',
  'ward',
  'clinic',
  'centre',
  'center',
  'free',
]);

/** Points named on either side of it: "jupiter cancer", "cancer moon". */
const POINT_WORDS =
  'sun moon rising ascendant venus mars mercury jupiter saturn sol luna lua lune soleil mond sonne ascendente aszendent';

/**
 * Just before it, these make it the sign: "in cancer", "a cancer", "i'm cancer", "luna en cáncer", "mond im krebs".
 * ("It is cancer", "es cáncer" stay unclear: a result told that way is the illness.)
 */
const SIGN_BEFORE = new Set(
  `${POINT_WORDS} in en em a an del im i'm uranus neptune pluto chiron node lilith midheaven mc cusp`.split(' '),
);

/** Just after it, these make it the sign: "cancer rising", "cancer season", "cancer energy". */
const SIGN_AFTER = new Set(
  `${POINT_WORDS} stellium placement placements season sign energy man woman girl guy here`.split(' '),
);

export type CancerSense = 'sign' | 'illness' | 'unclear';

/** A folded word without the "'s" that owns something ("cancer sun's" reads as "cancer sun"). */
const bare = (word: string | undefined) => (word ?? '').replace(/'s$/, '');

/**
 * What "cancer" (or "cáncer", "krebs", "cancro") names, from the folded words just before and after it. A sign word
 * after it weighs most ("she has cancer rising" is the sign), then an illness word on either side ("in cancer
 * treatment" is the illness), then a sign word before it. With neither, 'unclear': each reader keeps its own default.
 */
export function cancerSense(before: string | undefined, after: string | undefined): CancerSense {
  if (SIGN_AFTER.has(bare(after))) return 'sign';
  if (ILLNESS_BEFORE.has(bare(before)) || ILLNESS_AFTER.has(bare(after))) return 'illness';
  if (SIGN_BEFORE.has(bare(before))) return 'sign';
  return 'unclear';
}

/** The word right before `at`, or right after `end`, when only white space stands between ("sun? cancer" has none). */
const wordBefore = (text: string, at: number) => fold(/([\p{L}\p{N}']+)\s+$/u.exec(text.slice(0, at))?.[1] ?? '');
const wordAfter = (text: string, end: number) => fold(/^\s+([\p{L}\p{N}']+)/u.exec(text.slice(end))?.[1] ?? '');

/**
 * The text with "cancer" (or "cáncer", "cancro", "krebs") taken out where it names the sign, so that only the illness
 * is heard as one: by the health questions, and by the situation classifier ("my mum's a cancer sun" is no illness).
 */
export function withoutCancerSign(text: string): string {
  return text.replace(/(?<![\p{L}\p{N}])(?:cancer|cáncer|cancro|krebs)(?![\p{L}\p{N}])/giu, (word, at: number) =>
    cancerSense(wordBefore(text, at), wordAfter(text, at + word.length)) === 'sign' ? 'crab' : word,
  );
}
