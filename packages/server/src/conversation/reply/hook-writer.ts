// The opening observation (the hook) written by the built-in writer, in the personality's voice.
import type { PersonalityId } from '@stellara/contract';
import { voiceOf } from './voices/index.ts';
import type { Reading } from './writer-types.ts';

/** The hook in the personality's voice: the observation, the technical detail if asked, one question, the permission. */
export function writeHook(input: {
  hook: { hook: string; permission: string };
  placements: string[];
  personality: PersonalityId;
  level: 'basic' | 'technical';
}): Reading {
  const voice = voiceOf(input.personality);
  const open = voice.hookOpen;
  const ask = voice.hookAsk;
  const technical =
    input.level === 'technical' && input.placements.length ? `\n\n(${input.placements.join('; ')}.)` : '';
  return {
    text: `${open}\n\n${input.hook.hook}${technical}\n\n${ask} ${input.hook.permission}`,
    placements: input.placements,
  };
}
