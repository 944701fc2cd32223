// Checks of the interpretation files of the starter knowledge base: every required combination present exactly
// once (planet in sign, planet in house, aspects, Ascendant in sign), and no summary repeating another's prose.
// Each returns the issues naming the file to fix; checkSeed() in checks.ts runs them all.
import { ordinal } from '@stellara/contract';
import type {
  AscendantInSign,
  AspectInterpretation,
  PlanetInHouse,
  PlanetInSign,
  SeedData,
  SeedIssue,
} from './schema.ts';
import {
  BODIES,
  fileStem,
  HOUSE_NUMBERS,
  MAJOR_ASPECTS,
  normalizeText,
  PLANETS,
  SIGNS,
  sentences,
} from './vocabulary.ts';

const PIS = 'interpretations/planet-in-sign';
const PIH = 'interpretations/planet-in-house';
const ASP = 'interpretations/aspects';
const ASC = 'interpretations/ascendant-in-sign.json';

/** Compare what is present with what is required; one issue per file listing missing and duplicated items. */
function coverage<T>(
  items: T[],
  required: Array<{ file: string; key: string; label: string }>,
  keyOf: (item: T) => string,
  fileOf: (item: T) => string,
  labelOf: (item: T) => string,
): SeedIssue[] {
  const counts = new Map<string, number>();
  const byKey = new Map<string, T>();
  for (const item of items) {
    const key = keyOf(item);
    counts.set(key, (counts.get(key) ?? 0) + 1);
    byKey.set(key, item);
  }
  const missing = new Map<string, string[]>();
  for (const r of required) {
    if (!counts.has(r.key)) missing.set(r.file, [...(missing.get(r.file) ?? []), r.label]);
  }
  const issues: SeedIssue[] = [];
  for (const [file, labels] of missing) {
    issues.push({ file, message: `missing ${labels.length} combination(s): ${labels.join('; ')}` });
  }
  for (const [key, count] of counts) {
    if (count > 1) {
      const item = byKey.get(key) as T;
      issues.push({ file: fileOf(item), message: `duplicate: ${labelOf(item)} appears ${count} times` });
    }
  }
  return issues;
}

export function checkPlanetInSign(items: PlanetInSign[]): SeedIssue[] {
  const required = BODIES.flatMap((planet) =>
    SIGNS.map((sign) => ({
      file: `${PIS}/${fileStem(planet)}.json`,
      key: `${planet}|${sign}|BALANCED`,
      label: `${planet} in ${sign}`,
    })),
  );
  return coverage(
    items,
    required,
    (i) => `${i.planet}|${i.sign}|${i.style}`,
    (i) => `${PIS}/${fileStem(i.planet)}.json`,
    (i) => `${i.planet} in ${i.sign} (${i.style})`,
  );
}

export function checkPlanetInHouse(items: PlanetInHouse[]): SeedIssue[] {
  const required = BODIES.flatMap((planet) =>
    HOUSE_NUMBERS.map((house) => ({
      file: `${PIH}/${fileStem(planet)}.json`,
      key: `${planet}|${house}|BALANCED`,
      label: `${planet} in the ${ordinal(house)} house`,
    })),
  );
  return coverage(
    items,
    required,
    (i) => `${i.planet}|${i.house}|${i.style}`,
    (i) => `${PIH}/${fileStem(i.planet)}.json`,
    (i) => `${i.planet} in the ${ordinal(i.house)} house (${i.style})`,
  );
}

export function checkAspects(items: AspectInterpretation[]): SeedIssue[] {
  const required: Array<{ file: string; key: string; label: string }> = [];
  PLANETS.forEach((planet1, i) => {
    for (const planet2 of PLANETS.slice(i + 1)) {
      for (const aspect of MAJOR_ASPECTS) {
        required.push({
          file: `${ASP}/${fileStem(planet1)}.json`,
          key: `${planet1}|${planet2}|${aspect}|BALANCED`,
          label: `${planet1} ${aspect} ${planet2}`,
        });
      }
    }
  });
  return coverage(
    items,
    required,
    (i) => `${i.planet1}|${i.planet2}|${i.aspect}|${i.style}`,
    (i) => `${ASP}/${fileStem(i.planet1)}.json`,
    (i) => `${i.planet1} ${i.aspect} ${i.planet2} (${i.style})`,
  );
}

export function checkAscendant(items: AscendantInSign[]): SeedIssue[] {
  const required = SIGNS.map((sign) => ({ file: ASC, key: `${sign}|BALANCED`, label: `Ascendant in ${sign}` }));
  return coverage(
    items,
    required,
    (i) => `${i.sign}|${i.style}`,
    () => ASC,
    (i) => `Ascendant in ${i.sign} (${i.style})`,
  );
}

type Summarised = { file: string; label: string; summary: string };

function summarised(data: SeedData): Summarised[] {
  return [
    ...data.planetInSign.map((i) => ({
      file: `${PIS}/${fileStem(i.planet)}.json`,
      label: `${i.planet} in ${i.sign}`,
      summary: i.summary,
    })),
    ...data.planetInHouse.map((i) => ({
      file: `${PIH}/${fileStem(i.planet)}.json`,
      label: `${i.planet} in the ${ordinal(i.house)} house`,
      summary: i.summary,
    })),
    ...data.aspects.map((i) => ({
      file: `${ASP}/${fileStem(i.planet1)}.json`,
      label: `${i.planet1} ${i.aspect} ${i.planet2}`,
      summary: i.summary,
    })),
    ...data.ascendantInSign.map((i) => ({ file: ASC, label: `Ascendant in ${i.sign}`, summary: i.summary })),
  ];
}

function normalise(text: string): string {
  return normalizeText(text)
    .toLowerCase()
    .replace(/[^a-z0-9' ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Minimum length of a sentence that may not appear in two different summaries (shorter ones may coincide). */
export const REPEATED_SENTENCE_MIN_WORDS = 8;

/**
 * Prose checks across every interpretation: no two summaries identical, no sentence of 8+ words reused in two
 * summaries (a sign of templated text that would fit any placement), and no file where more than half of the
 * summaries open with "You"/"Your".
 */
export function checkProse(data: SeedData): SeedIssue[] {
  const issues: SeedIssue[] = [];
  const all = summarised(data);

  const bySummary = new Map<string, Summarised[]>();
  for (const s of all) {
    const key = normalise(s.summary);
    bySummary.set(key, [...(bySummary.get(key) ?? []), s]);
  }
  for (const group of bySummary.values()) {
    if (group.length > 1) {
      issues.push({
        file: group[0]!.file,
        message: `identical summaries: ${group.map((g) => `${g.label} (${g.file})`).join(', ')}`,
      });
    }
  }

  const bySentence = new Map<string, Summarised[]>();
  for (const s of all) {
    for (const sentence of new Set(sentences(s.summary).map(normalise))) {
      if (sentence.split(' ').length < REPEATED_SENTENCE_MIN_WORDS) continue;
      bySentence.set(sentence, [...(bySentence.get(sentence) ?? []), s]);
    }
  }
  for (const [sentence, group] of bySentence) {
    if (group.length > 1 && bySummary.get(normalise(group[0]!.summary))?.length !== group.length) {
      issues.push({
        file: group[0]!.file,
        message: `the sentence "${sentence}" is repeated in: ${group.map((g) => `${g.label} (${g.file})`).join(', ')}`,
      });
    }
  }

  const byFile = new Map<string, Summarised[]>();
  for (const s of all) byFile.set(s.file, [...(byFile.get(s.file) ?? []), s]);
  for (const [file, group] of byFile) {
    const you = group.filter((g) => /^(you|your|you're|youre)\b/i.test(normalizeText(g.summary).trim()));
    if (group.length >= 4 && you.length * 2 > group.length) {
      issues.push({
        file,
        message: `${you.length} of ${group.length} summaries open with "You"/"Your"; vary the openings (at most half)`,
      });
    }
  }
  return issues;
}
