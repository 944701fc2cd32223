// Cross-file checks of the starter knowledge base: every required combination present, no duplicates, no repeated
// prose, and entities and relationships consistent with each other. Each check returns a list of issues (empty when
// all is well) naming the file to fix, so the list doubles as a checklist for the writers.
import { checkEntities, checkRelationships } from './graph-checks.ts';
import {
  checkAscendant,
  checkAspects,
  checkPlanetInHouse,
  checkPlanetInSign,
  checkProse,
} from './interpretation-checks.ts';
import type { SeedData, SeedIssue } from './schema.ts';

/** Every cross-file check. Schema problems are reported by readSeed(). */
export function checkSeed(data: SeedData): SeedIssue[] {
  return [
    ...checkPlanetInSign(data.planetInSign),
    ...checkPlanetInHouse(data.planetInHouse),
    ...checkAspects(data.aspects),
    ...checkAscendant(data.ascendantInSign),
    ...checkProse(data),
    ...checkEntities(data),
    ...checkRelationships(data),
  ];
}
