// Names, orders and text helpers shared by the seed schemas (schema.ts) and the seed checks (checks.ts).

import {
  BODY_NAMES,
  type BodyName,
  ELEMENTS,
  type Element,
  GRAPH_ASPECT_NAMES,
  HOUSE_NUMBERS,
  HOUSE_SYSTEM_IDS,
  MAJOR_ASPECT_NAMES,
  type PlainPointName,
  type PlanetName,
  POINT_NAMES_PLAIN,
  QUALITIES,
  type Quality,
  SIGN_NAMES,
  type SignName,
  TEN_PLANETS,
} from '@stellara/contract';

// ---------------------------------------------------------------------------------------------------------------
// Vocabulary

/** The ten planets in their conventional order (used for aspect pairs: planet1 comes before planet2). */
export const PLANETS = TEN_PLANETS;
export type { PlanetName };

/** Bodies that get planet-in-sign and planet-in-house interpretations: the ten planets plus Chiron. */
export const BODIES = BODY_NAMES;
export type { BodyName };

/** Every body and point in entities.json (Planet nodes). */
export const POINTS = POINT_NAMES_PLAIN;
export type PointName = PlainPointName;

export const SIGNS = SIGN_NAMES;
export type { SignName };

export { HOUSE_NUMBERS };

/** The five major (Ptolemaic) aspects that get pairwise interpretations. */
export const MAJOR_ASPECTS = MAJOR_ASPECT_NAMES;
export type MajorAspectName = (typeof MAJOR_ASPECTS)[number];

/** All eleven aspects, named as Kerykeion names them. */
export const ASPECTS = GRAPH_ASPECT_NAMES;
export type AspectName = (typeof ASPECTS)[number];

export { ELEMENTS, QUALITIES };
export type ElementName = Element;
export type QualityName = Quality;

export const STYLES = ['BALANCED', 'TRAD_GROUND', 'PSYCH_LEAN'] as const;
export type StyleName = (typeof STYLES)[number];
export const DEFAULT_STYLE: StyleName = 'BALANCED';

/** Swiss Ephemeris house-system letters Stellara offers (the set Kerykeion accepts): the chart API's own list. */
export const HOUSE_SYSTEM_CODES = HOUSE_SYSTEM_IDS;

/** Comfort clichés Stellara never uses (docs/voice.md). Matched case-insensitively, curly apostrophes normalised. */
export const BANNED_PHRASES = [
  "it's all good",
  'this is just a gift',
  'gift in disguise',
  'blessing in disguise',
  'everything happens for a reason',
  'this is meant to teach you',
  'the universe is giving you',
] as const;

/** Lower-case file name of a body's interpretation file, e.g. "North Node" -> "north-node". */
export function fileStem(name: string): string {
  return name.toLowerCase().replace(/\s+/g, '-');
}

// ---------------------------------------------------------------------------------------------------------------
// Text helpers shared by the schemas and the checks

export function normalizeText(text: string): string {
  return text.replace(/[\u2018\u2019]/g, "'").replace(/[\u201C\u201D]/g, '"');
}

export function wordCount(text: string): number {
  return text.trim().split(/\s+/).filter(Boolean).length;
}

/** Sentences end with . ! or ? (optionally followed by a closing quote or bracket) before whitespace or the end. */
export function sentences(text: string): string[] {
  const parts = text.trim().match(/[^.!?]+(?:[.!?]+["')\u201D\u2019]*)(?=\s|$)|[^.!?]+$/g) ?? [];
  return parts.map((s) => s.trim()).filter(Boolean);
}

export function bannedPhrasesIn(text: string): string[] {
  const lower = normalizeText(text).toLowerCase();
  return BANNED_PHRASES.filter((phrase) => lower.includes(phrase));
}

// ---------------------------------------------------------------------------------------------------------------
// Graph vocabulary (docs/admin.md)

export const NODE_LABELS = [
  'Planet',
  'Sign',
  'House',
  'Aspect',
  'Element',
  'Quality',
  'Energy',
  'Topic',
  'InterpretationStyle',
  'HouseSystem',
  'Interpretation',
] as const;
export type NodeLabel = (typeof NODE_LABELS)[number];

/** A node reference: label plus its key (name; number for houses; code for house systems). */
export type NodeRef = { label: NodeLabel; key: string | number };

export const RELATIONSHIP_TYPES = [
  'RULES',
  'EXALTED_IN',
  'DETRIMENT_IN',
  'FALL_IN',
  'HAS_ELEMENT',
  'HAS_QUALITY',
  'COVERS_TOPIC',
  'OPPOSITE_TO',
  'OPPOSES',
  'FRIENDS_WITH',
  'ENEMIES_WITH',
  'SQUARES',
  'TRINES',
  'SEXTILES',
  'CREATES_ENERGY',
  'RELATES_TO',
  'INTERPRETS',
] as const;
export type RelationshipType = (typeof RELATIONSHIP_TYPES)[number];

/** Stored once per unordered pair, from the earlier node (zodiac or house order) to the later one. */
export const SYMMETRIC_TYPES: readonly RelationshipType[] = ['OPPOSITE_TO', 'OPPOSES', 'SQUARES', 'TRINES', 'SEXTILES'];

/** Which labels each relationship type may connect (from -> to). */
export const RELATIONSHIP_ENDPOINTS: Record<RelationshipType, ReadonlyArray<readonly [NodeLabel, NodeLabel]>> = {
  RULES: [['Planet', 'Sign']],
  EXALTED_IN: [['Planet', 'Sign']],
  DETRIMENT_IN: [['Planet', 'Sign']],
  FALL_IN: [['Planet', 'Sign']],
  HAS_ELEMENT: [
    ['Sign', 'Element'],
    ['Planet', 'Element'],
  ],
  HAS_QUALITY: [['Sign', 'Quality']],
  COVERS_TOPIC: [
    ['Planet', 'Topic'],
    ['House', 'Topic'],
  ],
  OPPOSITE_TO: [
    ['Sign', 'Sign'],
    ['House', 'House'],
  ],
  OPPOSES: [['Sign', 'Sign']],
  FRIENDS_WITH: [['Planet', 'Planet']],
  ENEMIES_WITH: [['Planet', 'Planet']],
  SQUARES: [['Sign', 'Sign']],
  TRINES: [['Sign', 'Sign']],
  SEXTILES: [['Sign', 'Sign']],
  CREATES_ENERGY: [['Aspect', 'Energy']],
  RELATES_TO: [
    ['House', 'Sign'],
    ['Planet', 'House'],
    ['Element', 'Energy'],
    ['Quality', 'House'],
    ['Planet', 'Planet'],
  ],
  INTERPRETS: [
    ['Interpretation', 'Planet'],
    ['Interpretation', 'Sign'],
    ['Interpretation', 'House'],
    ['Interpretation', 'Aspect'],
  ],
};

/** The seven classical planets, the only ones the natural friendships and enmities speak of. */
export const CLASSICAL_PLANETS = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn'] as const;
