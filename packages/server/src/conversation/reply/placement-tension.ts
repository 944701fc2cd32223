import type { PlanBuilder } from './plan-types.ts';

export const planPlacementTension: PlanBuilder = () => null;
