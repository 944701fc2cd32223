// Reading the starter knowledge base from its folder: every file parsed with its schema (schema.ts), problems
// collected as issues naming the file and the item rather than thrown one at a time.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { z } from 'zod';
import {
  type AspectInterpretation,
  ascendantInSignSchema,
  aspectInterpretationSchema,
  entitiesSchema,
  type PlanetInHouse,
  type PlanetInSign,
  planetInHouseSchema,
  planetInSignSchema,
  relationshipsSchema,
  type SeedData,
  type SeedIssue,
} from './schema.ts';
import { BODIES, fileStem, PLANETS } from './vocabulary.ts';

/**
 * The folder holding the seed files. From source (tests, tsx) that is this module's folder. When the server is
 * bundled into dist/, this module's URL is the bundle's, so fall back to the package's src/knowledge/seed.
 */
export function defaultSeedDir(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  if (existsSync(join(here, 'entities.json'))) return here;
  let dir = here;
  for (;;) {
    const candidate = join(dir, 'src', 'knowledge', 'seed');
    if (existsSync(join(candidate, 'entities.json'))) return candidate;
    const parent = dirname(dir);
    if (parent === dir) return here;
    dir = parent;
  }
}

function describeItem(item: unknown): string {
  if (typeof item !== 'object' || item === null) return '';
  const o = item as Record<string, unknown>;
  if ('planet1' in o) return ` (${String(o.planet1)} ${String(o.aspect)} ${String(o.planet2)})`;
  if ('planet' in o && 'sign' in o) return ` (${String(o.planet)} in ${String(o.sign)})`;
  if ('planet' in o && 'house' in o) return ` (${String(o.planet)} in house ${String(o.house)})`;
  if ('sign' in o) return ` (Ascendant in ${String(o.sign)})`;
  return '';
}

function zodIssues(file: string, error: z.ZodError, data: unknown): SeedIssue[] {
  return error.issues.map((issue) => {
    const [first] = issue.path;
    const item = Array.isArray(data) && typeof first === 'number' ? describeItem(data[first]) : '';
    const where = issue.path.length > 0 ? `[${issue.path.join('.')}]${item} ` : '';
    return { file, message: `${where}${issue.message}` };
  });
}

function readJson(dir: string, file: string, issues: SeedIssue[]): unknown {
  const path = join(dir, file);
  if (!existsSync(path)) {
    issues.push({ file, message: 'file is missing' });
    return undefined;
  }
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    issues.push({ file, message: `not valid JSON: ${(error as Error).message}` });
    return undefined;
  }
}

function parseFile<T>(dir: string, file: string, schema: z.ZodType<T>, issues: SeedIssue[]): T | undefined {
  const raw = readJson(dir, file, issues);
  if (raw === undefined) return undefined;
  const result = schema.safeParse(raw);
  if (!result.success) {
    issues.push(...zodIssues(file, result.error, raw));
    return undefined;
  }
  return result.data;
}

/**
 * Parse every valid entry of an array file; invalid entries are reported and skipped, so one typo does not hide
 * the rest of the file from the completeness checks.
 */
function parseArrayFile<T>(dir: string, file: string, item: z.ZodType<T>, issues: SeedIssue[]): T[] {
  const raw = readJson(dir, file, issues);
  if (raw === undefined) return [];
  if (!Array.isArray(raw)) {
    issues.push({ file, message: 'must be a JSON array of interpretations' });
    return [];
  }
  const out: T[] = [];
  raw.forEach((entry, index) => {
    const result = item.safeParse(entry);
    if (result.success) out.push(result.data);
    else {
      for (const issue of result.error.issues) {
        const where = [index, ...issue.path].join('.');
        issues.push({ file, message: `[${where}]${describeItem(entry)} ${issue.message}` });
      }
    }
  });
  return out;
}

/** JSON files of one interpretation folder, checked against the expected file stems. */
function folderFiles(dir: string, folder: string, expectedStems: readonly string[], issues: SeedIssue[]): string[] {
  const full = join(dir, folder);
  const present = existsSync(full) ? readdirSync(full).filter((f) => f.endsWith('.json')) : [];
  for (const name of present) {
    if (!expectedStems.includes(name.replace(/\.json$/, ''))) {
      issues.push({
        file: `${folder}/${name}`,
        message: `unexpected file; expected one of ${expectedStems.map((s) => `${s}.json`).join(', ')}`,
      });
    }
  }
  return present.filter((name) => expectedStems.includes(name.replace(/\.json$/, ''))).sort();
}

/** Each entry of a per-body file must belong to that body. */
function checkOwner<T>(file: string, items: T[], owner: (item: T) => string, expected: string, issues: SeedIssue[]) {
  items.forEach((item, index) => {
    if (fileStem(owner(item)) !== expected) {
      issues.push({
        file,
        message: `[${index}]${describeItem(item)} belongs in ${fileStem(owner(item))}.json, not ${expected}.json`,
      });
    }
  });
}

/**
 * Read and schema-validate every seed file without throwing. Returns the data that parsed and every problem
 * found. Completeness and cross-file consistency are checked by checkSeed() in checks.ts (load.ts runs both).
 */
export function readSeed(dir: string = defaultSeedDir()): { data: SeedData; issues: SeedIssue[] } {
  const issues: SeedIssue[] = [];
  const entities = parseFile(dir, 'entities.json', entitiesSchema, issues) ?? {
    planets: [],
    signs: [],
    houses: [],
    aspects: [],
    elements: [],
    qualities: [],
    energies: [],
    topics: [],
    interpretationStyles: [],
    houseSystems: [],
  };
  const relationships = parseFile(dir, 'relationships.json', relationshipsSchema, issues) ?? [];

  const bodyStems = BODIES.map(fileStem);
  const planet1Stems = PLANETS.slice(0, -1).map(fileStem);

  const planetInSign: PlanetInSign[] = [];
  for (const name of folderFiles(dir, 'interpretations/planet-in-sign', bodyStems, issues)) {
    const file = `interpretations/planet-in-sign/${name}`;
    const items = parseArrayFile(dir, file, planetInSignSchema, issues);
    checkOwner(file, items, (i) => i.planet, name.replace(/\.json$/, ''), issues);
    planetInSign.push(...items);
  }
  const planetInHouse: PlanetInHouse[] = [];
  for (const name of folderFiles(dir, 'interpretations/planet-in-house', bodyStems, issues)) {
    const file = `interpretations/planet-in-house/${name}`;
    const items = parseArrayFile(dir, file, planetInHouseSchema, issues);
    checkOwner(file, items, (i) => i.planet, name.replace(/\.json$/, ''), issues);
    planetInHouse.push(...items);
  }
  const aspects: AspectInterpretation[] = [];
  for (const name of folderFiles(dir, 'interpretations/aspects', planet1Stems, issues)) {
    const file = `interpretations/aspects/${name}`;
    const items = parseArrayFile(dir, file, aspectInterpretationSchema, issues);
    checkOwner(file, items, (i) => i.planet1, name.replace(/\.json$/, ''), issues);
    aspects.push(...items);
  }
  const ascendantInSign = parseArrayFile(dir, 'interpretations/ascendant-in-sign.json', ascendantInSignSchema, issues);

  return {
    data: { entities, relationships, planetInSign, planetInHouse, aspects, ascendantInSign },
    issues,
  };
}
