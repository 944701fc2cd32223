// The starter knowledge base: data files in this folder and their zod schemas; read-seed.ts reads and validates
// every file and load.ts returns the typed data. This module is the boundary: graph adapters map its output into
// nodes and relationships; nothing here talks to a database.
//
// Layout (paths relative to this folder):
//   entities.json                                  nodes: planets, signs, houses, aspects, elements, qualities,
//                                                  energies, topics, interpretation styles, house systems
//   relationships.json                             edges: { type, from: "Label:key", to: "Label:key", props? }
//   interpretations/planet-in-sign/<body>.json     11 bodies x 12 signs
//   interpretations/planet-in-house/<body>.json    11 bodies x 12 houses
//   interpretations/aspects/<planet1>.json         45 pairs of the ten planets x 5 major aspects
//   interpretations/ascendant-in-sign.json         12 signs
import { ANGLE_NAMES, ordinal } from '@stellara/contract';
import { z } from 'zod';
import {
  ASPECTS,
  BODIES,
  bannedPhrasesIn,
  ELEMENTS,
  HOUSE_SYSTEM_CODES,
  MAJOR_ASPECTS,
  NODE_LABELS,
  type NodeLabel,
  type NodeRef,
  PLANETS,
  POINTS,
  QUALITIES,
  RELATIONSHIP_TYPES,
  SIGNS,
  STYLES,
  sentences,
  wordCount,
} from './vocabulary.ts';

export * from './vocabulary.ts';

// ---------------------------------------------------------------------------------------------------------------
// Interpretations (FIXED format: three writers produce these files)

export const INTERPRETATION_LIMITS = {
  keywords: { min: 3, max: 6, maxChars: 40 },
  gifts: { min: 2, max: 4, maxChars: 80 },
  shadow: { min: 2, max: 4, maxChars: 80 },
  summary: { minSentences: 2, maxSentences: 4, minWords: 35, maxWords: 110 },
} as const;

function shortList(name: 'keywords' | 'gifts' | 'shadow') {
  const { min, max, maxChars } = INTERPRETATION_LIMITS[name];
  return z
    .array(
      z
        .string()
        .min(2, `each of ${name} must be at least 2 characters`)
        .max(maxChars, `each of ${name} must be at most ${maxChars} characters`)
        .refine((s) => s === s.trim(), `${name} entries must not start or end with spaces`),
    )
    .min(min, `${name} needs ${min} to ${max} entries`)
    .max(max, `${name} needs ${min} to ${max} entries`)
    .refine(
      (list) => new Set(list.map((s) => s.toLowerCase())).size === list.length,
      `${name} must not repeat an entry`,
    );
}

const summarySchema = z.string().superRefine((text, ctx) => {
  const { minSentences, maxSentences, minWords, maxWords } = INTERPRETATION_LIMITS.summary;
  const words = wordCount(text);
  if (words < minWords || words > maxWords) {
    ctx.addIssue({ code: 'custom', message: `summary has ${words} words; it needs ${minWords} to ${maxWords}` });
  }
  const count = sentences(text).length;
  if (count < minSentences || count > maxSentences) {
    ctx.addIssue({
      code: 'custom',
      message: `summary has ${count} sentences; it needs ${minSentences} to ${maxSentences}`,
    });
  }
  if (!/[.!?]["')\u201D\u2019]*$/.test(text.trim())) {
    ctx.addIssue({ code: 'custom', message: 'summary must end with a full stop, ! or ?' });
  }
  const banned = bannedPhrasesIn(text);
  if (banned.length > 0) {
    ctx.addIssue({ code: 'custom', message: `summary uses banned phrase(s): ${banned.join(', ')}` });
  }
});

const interpretationCommon = {
  style: z.enum(STYLES),
  keywords: shortList('keywords'),
  gifts: shortList('gifts'),
  shadow: shortList('shadow'),
  summary: summarySchema,
};

export const planetInSignSchema = z.strictObject({
  planet: z.enum(BODIES),
  sign: z.enum(SIGNS),
  ...interpretationCommon,
});
export type PlanetInSign = z.infer<typeof planetInSignSchema>;

export const planetInHouseSchema = z.strictObject({
  planet: z.enum(BODIES),
  house: z.number().int().min(1).max(12),
  ...interpretationCommon,
});
export type PlanetInHouse = z.infer<typeof planetInHouseSchema>;

export const aspectInterpretationSchema = z
  .strictObject({
    planet1: z.enum(PLANETS),
    planet2: z.enum(PLANETS),
    aspect: z.enum(MAJOR_ASPECTS),
    ...interpretationCommon,
  })
  .refine((a) => PLANETS.indexOf(a.planet1) < PLANETS.indexOf(a.planet2), {
    message: 'planet1 must come before planet2 in the order Sun, Moon, Mercury, ..., Pluto',
    path: ['planet2'],
  });
export type AspectInterpretation = z.infer<typeof aspectInterpretationSchema>;

export const ascendantInSignSchema = z.strictObject({
  sign: z.enum(SIGNS),
  ...interpretationCommon,
});
export type AscendantInSign = z.infer<typeof ascendantInSignSchema>;

export type InterpretationKind = 'planet-in-sign' | 'planet-in-house' | 'aspect' | 'ascendant-in-sign';

export type AnyInterpretation =
  | ({ kind: 'planet-in-sign' } & PlanetInSign)
  | ({ kind: 'planet-in-house' } & PlanetInHouse)
  | ({ kind: 'aspect' } & AspectInterpretation)
  | ({ kind: 'ascendant-in-sign' } & AscendantInSign);

/** Human-readable placement, unique per interpretation and style: "Sun in Aries", "Moon in the 4th house", ... */
export function placementOf(item: AnyInterpretation): string {
  switch (item.kind) {
    case 'planet-in-sign':
      return `${item.planet} in ${item.sign}`;
    case 'planet-in-house':
      return `${item.planet} in the ${ordinal(item.house)} house`;
    case 'aspect':
      return `${item.planet1} ${item.aspect} ${item.planet2}`;
    case 'ascendant-in-sign':
      return `Ascendant in ${item.sign}`;
  }
}

/** The nodes an Interpretation node INTERPRETS, as graph references. */
export function interpretsTargets(item: AnyInterpretation): NodeRef[] {
  switch (item.kind) {
    case 'planet-in-sign':
      return [
        { label: 'Planet', key: item.planet },
        { label: 'Sign', key: item.sign },
      ];
    case 'planet-in-house':
      return [
        { label: 'Planet', key: item.planet },
        { label: 'House', key: item.house },
      ];
    case 'aspect':
      return [
        { label: 'Planet', key: item.planet1 },
        { label: 'Planet', key: item.planet2 },
        { label: 'Aspect', key: item.aspect },
      ];
    case 'ascendant-in-sign':
      return [
        { label: 'House', key: 1 },
        { label: 'Sign', key: item.sign },
      ];
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Entities (graph nodes)

const keywordList = z.array(z.string().min(2).max(40)).min(3).max(8);
const traitList = z.array(z.string().min(2).max(80)).min(2).max(5);
const prose = z.string().superRefine((text, ctx) => {
  const words = wordCount(text);
  if (words < 8 || words > 120) ctx.addIssue({ code: 'custom', message: `text has ${words} words; needs 8 to 120` });
  const banned = bannedPhrasesIn(text);
  if (banned.length > 0) ctx.addIssue({ code: 'custom', message: `uses banned phrase(s): ${banned.join(', ')}` });
});

export const planetEntitySchema = z.strictObject({
  name: z.enum(POINTS),
  glyph: z.string().min(1).max(4),
  /** luminary, personal, social, generational (outer), centaur (Chiron), node, point (Lilith). */
  kind: z.enum(['luminary', 'personal', 'social', 'generational', 'centaur', 'node', 'point']),
  /** Traditional nature; 'generational' for the outer planets, 'point' for calculated points. */
  nature: z.enum(['luminary', 'benefic', 'malefic', 'neutral', 'generational', 'point']),
  /** Conventional elemental association (a convention, not a rule); null when none is customary. */
  element: z.enum(ELEMENTS).nullable(),
  /** Names other software uses for the same point (Kerykeion: Mean_Node, True_Node, Mean_Lilith, ...). */
  aliases: z.array(z.string().min(1)),
  keywords: keywordList,
  signifies: prose,
  gifts: traitList,
  shadow: traitList,
  summary: prose,
});
export type PlanetEntity = z.infer<typeof planetEntitySchema>;

export const signEntitySchema = z.strictObject({
  name: z.enum(SIGNS),
  order: z.number().int().min(1).max(12),
  glyph: z.string().min(1).max(4),
  startDegree: z.number().int().min(0).max(330),
  element: z.enum(ELEMENTS),
  quality: z.enum(QUALITIES),
  polarity: z.enum(['yang', 'yin']),
  /** A short phrase for the sign's nature, e.g. "cardinal fire". */
  nature: z.string().min(3).max(80),
  keywords: keywordList,
  signifies: prose,
  gifts: traitList,
  shadow: traitList,
  summary: prose,
});
export type SignEntity = z.infer<typeof signEntitySchema>;

export const houseEntitySchema = z.strictObject({
  number: z.number().int().min(1).max(12),
  name: z.string().min(3).max(60),
  /** The traditional Latin name (public domain), e.g. "Vita". */
  traditionalName: z.string().min(3).max(30),
  angle: z.enum(['angular', 'succedent', 'cadent']),
  strength: z.enum(['strong', 'moderate', 'weak']),
  /** The chart angle on this house's cusp in quadrant systems, if any. */
  axisPoint: z.enum(ANGLE_NAMES).nullable(),
  naturalSign: z.enum(SIGNS),
  keywords: keywordList,
  signifies: prose,
  summary: prose,
});
export type HouseEntity = z.infer<typeof houseEntitySchema>;

export const aspectEntitySchema = z.strictObject({
  name: z.enum(ASPECTS),
  title: z.string().min(3).max(30),
  angle: z.number().min(0).max(180),
  /** Default orb in degrees, as Kerykeion sets it. */
  orb: z.number().positive().max(12),
  nature: z.enum(['harmonious', 'challenging', 'neutral']),
  major: z.boolean(),
  keywords: keywordList,
  summary: prose,
});
export type AspectEntity = z.infer<typeof aspectEntitySchema>;

export const elementEntitySchema = z.strictObject({
  name: z.enum(ELEMENTS),
  polarity: z.enum(['yang', 'yin']),
  keywords: keywordList,
  summary: prose,
});
export type ElementEntity = z.infer<typeof elementEntitySchema>;

export const qualityEntitySchema = z.strictObject({
  name: z.enum(QUALITIES),
  keywords: keywordList,
  summary: prose,
});
export type QualityEntity = z.infer<typeof qualityEntitySchema>;

export const energyEntitySchema = z.strictObject({
  name: z.string().min(2).max(40),
  /** aspect: the dynamic an aspect creates; polarity: yang or yin. */
  type: z.enum(['aspect', 'polarity']),
  /** 1 (subtle) to 5 (strongly felt). */
  intensity: z.number().int().min(1).max(5),
  keywords: keywordList,
  summary: prose,
});
export type EnergyEntity = z.infer<typeof energyEntitySchema>;

export const topicEntitySchema = z.strictObject({
  name: z.string().min(2).max(40),
  keywords: keywordList,
  summary: prose,
});
export type TopicEntity = z.infer<typeof topicEntitySchema>;

export const styleEntitySchema = z.strictObject({
  name: z.enum(STYLES),
  title: z.string().min(3).max(40),
  isDefault: z.boolean(),
  description: prose,
});
export type StyleEntity = z.infer<typeof styleEntitySchema>;

export const houseSystemEntitySchema = z.strictObject({
  code: z.enum(HOUSE_SYSTEM_CODES),
  name: z.string().min(3).max(60),
  family: z.enum(['quadrant', 'equal', 'whole-sign', 'other']),
  description: z.string().min(10).max(300).optional(),
});
export type HouseSystemEntity = z.infer<typeof houseSystemEntitySchema>;

export const entitiesSchema = z.strictObject({
  planets: z.array(planetEntitySchema),
  signs: z.array(signEntitySchema),
  houses: z.array(houseEntitySchema),
  aspects: z.array(aspectEntitySchema),
  elements: z.array(elementEntitySchema),
  qualities: z.array(qualityEntitySchema),
  energies: z.array(energyEntitySchema),
  topics: z.array(topicEntitySchema),
  interpretationStyles: z.array(styleEntitySchema),
  houseSystems: z.array(houseSystemEntitySchema),
});
export type Entities = z.infer<typeof entitiesSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Relationships (graph edges)

const nodeRefString = z
  .string()
  .regex(/^[A-Za-z]+:.+$/, 'a node reference looks like "Label:key", e.g. "Planet:Mars" or "House:1"')
  .transform((value, ctx): NodeRef => {
    const at = value.indexOf(':');
    const label = value.slice(0, at);
    const rawKey = value.slice(at + 1);
    if (!(NODE_LABELS as readonly string[]).includes(label)) {
      ctx.addIssue({ code: 'custom', message: `unknown node label "${label}"` });
      return z.NEVER;
    }
    return { label: label as NodeLabel, key: label === 'House' ? Number(rawKey) : rawKey };
  });

export const relationshipSchema = z.strictObject({
  type: z.enum(RELATIONSHIP_TYPES),
  from: nodeRefString,
  to: nodeRefString,
  /** RULES and DETRIMENT_IN: scheme traditional | modern | both. RELATES_TO: relation (what kind of link). */
  props: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).optional(),
});
export type Relationship = z.infer<typeof relationshipSchema>;

export const relationshipsSchema = z.array(relationshipSchema);

// ---------------------------------------------------------------------------------------------------------------
// Reading the files

export type SeedData = {
  entities: Entities;
  relationships: Relationship[];
  planetInSign: PlanetInSign[];
  planetInHouse: PlanetInHouse[];
  aspects: AspectInterpretation[];
  ascendantInSign: AscendantInSign[];
};

/** One problem found while reading or checking the seed, with the file (relative to the seed folder) it is in. */
export type SeedIssue = { file: string; message: string };

export class SeedValidationError extends Error {
  constructor(readonly issues: SeedIssue[]) {
    const shown = issues.slice(0, 50).map((i) => `  ${i.file}: ${i.message}`);
    const more = issues.length > 50 ? [`  ... and ${issues.length - 50} more`] : [];
    super(`Knowledge seed is invalid (${issues.length} problem(s)):\n${[...shown, ...more].join('\n')}`);
    this.name = 'SeedValidationError';
  }
}

/** Every interpretation with its kind, for adapters that write Interpretation nodes. */
export function allInterpretations(data: SeedData): AnyInterpretation[] {
  return [
    ...data.planetInSign.map((i) => ({ kind: 'planet-in-sign' as const, ...i })),
    ...data.planetInHouse.map((i) => ({ kind: 'planet-in-house' as const, ...i })),
    ...data.aspects.map((i) => ({ kind: 'aspect' as const, ...i })),
    ...data.ascendantInSign.map((i) => ({ kind: 'ascendant-in-sign' as const, ...i })),
  ];
}
