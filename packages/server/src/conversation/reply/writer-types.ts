// What a writer is given and what it gives back: shared by the built-in writer and its parts.
import type { PersonalityId } from '@stellara/contract';
import type { ChartContext } from '../chart-context.ts';
import type { ReplyPlan } from './plan-types.ts';

export interface WriterInput {
  plan: ReplyPlan;
  chart: ChartContext;
  personality: PersonalityId;
  level: 'basic' | 'technical';
  /** The texts of the chat's earlier replies (nothing in them is said again). */
  earlier: readonly string[];
}

export interface Reading {
  text: string;
  placements: string[];
}
