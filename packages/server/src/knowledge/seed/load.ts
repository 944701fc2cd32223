import { checkSeed } from './checks.ts';
import { defaultSeedDir, readSeed } from './read-seed.ts';
import { type SeedData, SeedValidationError } from './schema.ts';

/**
 * Read, validate and check the whole starter knowledge base. Throws SeedValidationError listing every problem
 * (schema errors, missing or duplicate combinations, inconsistent relationships). This is what the server loads.
 */
export function loadSeed(dir: string = defaultSeedDir()): SeedData {
  const { data, issues } = readSeed(dir);
  const all = [...issues, ...checkSeed(data)];
  if (all.length > 0) throw new SeedValidationError(all);
  return data;
}
