// The three-stage delineation rules (docs/voice.md#a-good-reading): a reading starts
// from the real difficulty (contraction), then how the person copes (friction), then what grows from it
// (integration), and never opens with a comfort cliché. Pure: used by the admin's Delineation Check and tests.

export const REALNESS_MINIMUM = 3;

export const delineationErrors = {
  missingContraction: 'Missing Stage 1: Contraction/Challenge',
  missingFriction: 'Missing Stage 2: Friction/Coping Response',
  missingIntegration: 'Missing Stage 3: Integration/Wisdom',
  realness: (score: number) => `Realness score ${score} is below minimum ${REALNESS_MINIMUM}`,
  noEmotion: 'Stage 1 must acknowledge emotional reality or tension',
  banned: 'Stage 1 contains banned comfort phrases - must start with pain/difficulty',
} as const;

/** Comfort clichés a reading must never open with (spec list, matched case-insensitively). */
export const BANNED_COMFORT_PHRASES = [
  "it's all good",
  'this is just a gift',
  'gift in disguise',
  'blessing in disguise',
  'everything happens for a reason',
  'this is meant to teach you',
  'the universe is giving you',
] as const;

/** Words naming an emotional reality (stem match: "hurt" covers "hurts", "hurting"). */
export const EMOTIONAL_WORDS = [
  'hurt',
  'pain',
  'fear',
  'afraid',
  'scared',
  'struggl',
  'blocked',
  'grief',
  'griev',
  'loss',
  'lonel',
  'alone',
  'shame',
  'ashamed',
  'guilt',
  'anger',
  'angry',
  'rage',
  'anxi',
  'sad',
  'frustrat',
  'wound',
  'ache',
  'aching',
  'heartbreak',
  'heavy',
  'stuck',
  'overwhelm',
  'torn',
  'insecur',
  'vulnerab',
  'reject',
  'abandon',
  'betray',
  'jealous',
  'resent',
  'despair',
  'exhaust',
  'dread',
  'tension',
  'conflict',
] as const;

/** Phrases that acknowledge the pain itself rather than only naming a feeling. */
export const PAIN_PHRASES = [
  'it hurts',
  'this hurts',
  'that hurts',
  'can hurt',
  'it is painful',
  "it's painful",
  'can be painful',
  'is painful',
  'this is hard',
  'it is hard',
  "it's hard",
  'can be hard',
  'is difficult',
  'can be difficult',
  'feels heavy',
  'it can feel',
  'you may feel',
  'you might feel',
  'you often feel',
  'leaves you feeling',
  'leave you feeling',
  'real pain',
  'the pain of',
  'the ache of',
  'hard to bear',
  'hard to admit',
  'costs you',
] as const;

/** Phrases that describe a coping response (stage 2). */
export const COPING_PHRASES = [
  'cope',
  'coping',
  'you tend to',
  'you may tend',
  'in response',
  'to protect',
  'protect yourself',
  'defen',
  'withdraw',
  'shut down',
  'pull away',
  'overcompensat',
  'push through',
  'push harder',
  'avoid',
  'control',
  'people-pleas',
  'armour',
  'armor',
  'numb',
  'distract',
  'keep busy',
  'over-function',
] as const;

/** Phrases that describe growth or integration (stage 3). */
export const GROWTH_PHRASES = [
  'over time',
  'with time',
  'learn',
  'grow',
  'integrat',
  'wisdom',
  'wiser',
  'mature',
  'matur',
  'becomes',
  'become',
  'transform',
  'heal',
  'eventually',
  'with practice',
  'strength',
  'resilien',
  'choose',
  'choice',
] as const;

/** Comfort words that, without any pain or emotion, lower the score by 2. */
export const COMFORT_WORDS = [
  'beautiful',
  'wonderful',
  'gift',
  'opportunity',
  'lucky',
  'blessing',
  'blessed',
  'amazing',
  'perfect',
  'fortunate',
  'special',
  'magical',
] as const;

export interface Delineation {
  contraction?: string | null;
  friction?: string | null;
  integration?: string | null;
  /** The personality voice the delineation is written in (informational). */
  voice?: string | null;
}

export interface DelineationCheck {
  valid: boolean;
  errors: string[];
  realnessScore: number;
  /** What the score saw in the text, so the admin can tell why. */
  signals: {
    emotional: string[];
    pain: string[];
    coping: string[];
    growth: string[];
    comfort: string[];
    banned: string[];
  };
}

/** Lower case, straight apostrophes, single spaces. */
function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/** Stems and phrases found at a word start (so "pain" does not match "Spain", "sad" does not match "crusade"). */
function found(text: string, terms: readonly string[]): string[] {
  return terms.filter((term) => {
    const escaped = term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return new RegExp(`(?:^|[^a-z'])${escaped}`).test(text);
  });
}

/**
 * The realness score (1 to 5): 1 by default; 3 with an emotional word in stage 1; 4 with a pain-acknowledging
 * phrase as well; 5 with a pain phrase, a coping phrase in stage 2 and a growth phrase in stage 3; minus 2
 * (minimum 1) when stage 1 uses comfort words without any pain or emotion.
 */
export function realnessScore(d: Delineation): number {
  return checkDelineation(d).realnessScore;
}

export function checkDelineation(d: Delineation): DelineationCheck {
  const stage1 = normalise(d.contraction ?? '');
  const stage2 = normalise(d.friction ?? '');
  const stage3 = normalise(d.integration ?? '');
  const signals = {
    emotional: found(stage1, EMOTIONAL_WORDS),
    pain: found(stage1, PAIN_PHRASES),
    coping: found(stage2, COPING_PHRASES),
    growth: found(stage3, GROWTH_PHRASES),
    comfort: found(stage1, COMFORT_WORDS),
    banned: BANNED_COMFORT_PHRASES.filter((p) => stage1.includes(p)),
  };
  const hasEmotion = signals.emotional.length > 0;
  const hasPain = signals.pain.length > 0;
  let score = 1;
  if (hasEmotion) score = 3;
  if (hasEmotion && hasPain) score = 4;
  if (hasPain && signals.coping.length > 0 && signals.growth.length > 0) score = 5;
  if (signals.comfort.length > 0 && !hasPain && !hasEmotion) score = Math.max(1, score - 2);

  const errors: string[] = [];
  if (!stage1) errors.push(delineationErrors.missingContraction);
  if (!stage2) errors.push(delineationErrors.missingFriction);
  if (!stage3) errors.push(delineationErrors.missingIntegration);
  if (score < REALNESS_MINIMUM) errors.push(delineationErrors.realness(score));
  if (stage1 && !hasEmotion && !hasPain) errors.push(delineationErrors.noEmotion);
  if (signals.banned.length > 0) errors.push(delineationErrors.banned);
  return { valid: errors.length === 0, errors, realnessScore: score, signals };
}
