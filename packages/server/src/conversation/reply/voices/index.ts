// The five voices of the built-in writer, one module each: the writer asks for one by personality and speaks
// through its interface (voice.ts).
import type { PersonalityId } from '@stellara/contract';
import { coach } from './coach.ts';
import { guide } from './guide.ts';
import { mentor } from './mentor.ts';
import { mystical } from './mystical.ts';
import type { Voice } from './voice.ts';
import { witchy } from './witchy.ts';

export type { Voice } from './voice.ts';

const VOICES: Record<PersonalityId, Voice> = { guide, witchy, mystical, mentor, coach };

/** The voice a personality writes in. */
export function voiceOf(personality: PersonalityId): Voice {
  return VOICES[personality];
}

/** A voice's template with its slots ("{focus}", "{topic}") filled; a slot with no value is left empty. */
export const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');
