import type { PersonalityId } from '@stellara/contract';
import { personalities } from '../../../state/personalities.ts';

export const personalityOptions = personalities.map((p) => ({ id: p.id, name: p.name }));

export function personalityName(id: PersonalityId | string): string {
  return personalities.find((p) => p.id === id)?.name ?? id;
}

export const sectionLabels: Record<string, string> = {
  system_base: 'System Base',
  greeting: 'Greeting',
  style: 'Style',
  knowledge_context: 'Knowledge Context',
  response_pattern: 'Response Pattern',
};

/** Query keys shared by the sub-tabs, so an apply in one refreshes the others. */
export const trainingKeys = {
  feedback: ['admin', 'training', 'feedback'] as const,
  prompts: ['admin', 'training', 'prompts'] as const,
};

export const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));
