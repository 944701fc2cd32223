// Transitional: the model writer is conversation/reply/model-writer.ts (ModelMessage lives in the model port,
// resolveSections in personalities.ts). This file only keeps the callers that still import from here compiling
// until the reply path calls modelMessages with a plan; delete it then.
import type { PersonalityId, Plan, TechnicalLevel } from '@stellara/contract';
import type { ModelMessage } from '../llm/language-model.port.ts';
import type { ChartContext } from './chart-context.ts';
import type { PersonalitySections } from './personalities.ts';
import { type HookContext, type KnowledgeItem, modelMessages } from './reply/model-writer.ts';

export type { ModelMessage } from '../llm/language-model.port.ts';
export { resolveSections } from './personalities.ts';
export { hookPhrasingMessages } from './reply/model-writer.ts';

/** @deprecated The messages without a plan; call modelMessages with the planner's plan instead. */
export function buildMessages(input: {
  personality: PersonalityId;
  level: TechnicalLevel;
  plan: Plan;
  sections: PersonalitySections;
  chart: ChartContext | null;
  validationFailed?: boolean;
  birth?: { date: string; time: string; place: string; timezone: string; name?: string | null } | null;
  knowledge?: KnowledgeItem[];
  history: ModelMessage[];
  message: string;
  hook?: HookContext | null;
}): ModelMessage[] {
  return modelMessages({
    ...input,
    plan: null,
    tier: input.plan,
    validationFailed: input.validationFailed ?? false,
    birth: input.birth ?? null,
    knowledge: input.knowledge ?? [],
    hook: input.hook ?? null,
  });
}
