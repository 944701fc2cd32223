import {
  BODY_NAMES,
  type Concept,
  type ExtractionResult,
  ORDINAL_NUMBERS,
  ORDINAL_WORDS,
  ZODIAC,
} from '@stellara/contract';
import { placementConcept, placementsIn } from './placements.ts';
import { quoteOf, splitSentences } from './sentences.ts';

export { quoteOf, splitSentences };

// The built-in extractor: no model. It finds the planets, signs, houses, aspects and techniques a text discusses
// and builds the extraction JSON from the sentences around them; evidence quotes are words copied from the text.

interface Entity {
  type: Concept['concept_type'];
  name: string;
  pattern: RegExp;
  properties: Record<string, unknown>;
}

/** Planet classes in the order of the bodies (ten planets and Chiron). */
const PLANET_CLASSES = [
  'luminary',
  'luminary',
  'personal',
  'personal',
  'personal',
  'social',
  'social',
  'outer',
  'outer',
  'outer',
  'centaur',
] as const;
const PLANETS = BODY_NAMES.map((name, i) => [name, PLANET_CLASSES[i]!] as const);
const SIGNS = ZODIAC.map((sign) => [sign.name, sign.element.toLowerCase(), sign.quality.toLowerCase()] as const);
const ASPECTS: Array<[string, number, string, string]> = [
  ['Conjunction', 0, 'neutral', 'conjunct(?:ion|s)?'],
  ['Opposition', 180, 'challenging', 'opposition|opposes|opposing'],
  ['Trine', 120, 'harmonious', 'trines?'],
  ['Square', 90, 'challenging', 'squares?'],
  ['Sextile', 60, 'harmonious', 'sextiles?'],
  ['Quincunx', 150, 'challenging', 'quincunx|inconjunct'],
];
const TECHNIQUES: Array<[string, string]> = [
  ['Transit', 'transits?'],
  ['Progression', 'secondary progressions?|progressed|progressions?'],
  ['Solar Return', 'solar returns?'],
  ['Synastry', 'synastry'],
  ['Composite Chart', 'composite charts?'],
  ['Retrograde', 'retrograde'],
  ['Rulership', 'rulerships?|rules|ruled by'],
  ['Dignity', 'dignity|dignities|exaltation|exalted|detriment|in fall'],
  ['Ascendant', 'ascendant|rising sign'],
  ['Midheaven', 'midheaven'],
  ['Lunar Nodes', 'north node|south node|lunar nodes?'],
];

const ENTITIES: Entity[] = [
  ...PLANETS.map(([name, planetClass]) => ({
    type: 'Planet' as const,
    name,
    // "Sun" and "Moon" only as words; "sun sign" still counts.
    pattern: new RegExp(`\\b${name}\\b`, name === 'Sun' || name === 'Moon' ? '' : 'i'),
    properties: { planet_class: planetClass },
  })),
  ...SIGNS.map(([name, element, modality]) => ({
    type: 'Sign' as const,
    name,
    // "Cancer" and "Leo" are names too; case-sensitive to keep "cancer" the illness out.
    pattern: new RegExp(`\\b${name}(?:ns?|s)?\\b`),
    properties: { element, modality },
  })),
  ...ORDINAL_WORDS.map((word, i) => ({
    type: 'House' as const,
    name: `${ORDINAL_NUMBERS[i]} House`,
    pattern: new RegExp(`\\b(?:${word}|${ORDINAL_NUMBERS[i]})[ -]house\\b|\\bhouse (?:${i + 1}|${word})\\b`, 'i'),
    properties: { number: i + 1 },
  })),
  ...ASPECTS.map(([name, angle, nature, words]) => ({
    type: 'Aspect' as const,
    name,
    pattern: new RegExp(`\\b(?:${words})\\b`, 'i'),
    properties: { angle, nature },
  })),
  ...TECHNIQUES.map(([name, words]) => ({
    type: 'Technique' as const,
    name,
    pattern: new RegExp(`\\b(?:${words})\\b`, 'i'),
    properties: {},
  })),
];

const TRAIT_WORDS = [
  'ambitious',
  'assertive',
  'bold',
  'careful',
  'compassionate',
  'courageous',
  'creative',
  'curious',
  'disciplined',
  'emotional',
  'generous',
  'independent',
  'intense',
  'intuitive',
  'loyal',
  'nurturing',
  'passionate',
  'patient',
  'practical',
  'protective',
  'responsible',
  'restless',
  'sensitive',
  'serious',
  'social',
  'stubborn',
  'warm',
];
const GIFT_WORDS = [
  'courage',
  'compassion',
  'creativity',
  'discipline',
  'growth',
  'healing',
  'insight',
  'intuition',
  'leadership',
  'loyalty',
  'patience',
  'resilience',
  'strength',
  'wisdom',
  'harmony',
  'ease',
  'expansion',
  'structure',
];
const SHADOW_WORDS = [
  'anger',
  'anxiety',
  'control',
  'fear',
  'impatience',
  'isolation',
  'jealousy',
  'rigidity',
  'stubbornness',
  'tension',
  'worry',
  'restriction',
  'conflict',
  'obsession',
  'escapism',
  'delay',
];
const THEME_WORDS = [
  'love',
  'career',
  'home',
  'family',
  'money',
  'work',
  'health',
  'relationships',
  'partnership',
  'communication',
  'identity',
  'values',
  'travel',
  'friendship',
  'spirituality',
  'transformation',
  'responsibility',
  'emotions',
  'structure',
];

const wordsIn = (sentences: string[], lexicon: string[], max: number) => {
  const found: string[] = [];
  const joined = sentences.join(' ').toLowerCase();
  for (const word of lexicon) {
    if (found.length >= max) break;
    if (new RegExp(`\\b${word}\\b`).test(joined)) found.push(word);
  }
  return found;
};

const RELATION: Record<string, string> = {
  'Planet>Sign': 'IN_SIGN',
  'Planet>House': 'IN_HOUSE',
  'Planet>Aspect': 'FORMS',
  'Sign>Planet': 'HOSTS',
  'House>Planet': 'HOSTS',
  'Aspect>Planet': 'CONNECTS',
};

export interface DocumentRef {
  fileId: string;
  fileName: string;
}

/** Builds an extraction from plain text without a model. */
export function builtinExtract(text: string, doc: DocumentRef, now = new Date()): ExtractionResult {
  const sentences = splitSentences(text);
  const hits = new Map<Entity, number[]>();
  const hit = (entity: Entity, index: number) => {
    const list = hits.get(entity) ?? [];
    list.push(index);
    hits.set(entity, list);
  };
  // Placements ("Venus in Scorpio") are concepts of their own: their sentences are theirs, not the planet's or the
  // sign's they name (those keep only what the text says about them alone).
  const placements = new Map<string, Entity & { targets: Concept['related'] }>();
  sentences.forEach((sentence, index) => {
    const named = placementsIn(sentence);
    const inPlacement = new Set<string>();
    for (const p of named) {
      const concept = placementConcept(p, 0);
      let entity = placements.get(concept.name);
      if (!entity) {
        entity = {
          type: 'Interpretation',
          name: concept.name,
          pattern: /$^/,
          properties: concept.properties,
          targets: concept.related,
        };
        placements.set(concept.name, entity);
      }
      hit(entity, index);
      for (const t of concept.related) inPlacement.add(`${t.type}:${t.name.toLowerCase()}`);
    }
    for (const entity of ENTITIES) {
      if (!entity.pattern.test(sentence)) continue;
      if (inPlacement.has(`${entity.type}:${entity.name.toLowerCase()}`)) continue;
      hit(entity, index);
    }
  });
  const concepts: Concept[] = [];
  for (const [entity, indexes] of hits) {
    const around = indexes.map((i) => sentences[i] as string);
    // Headings (no closing punctuation) count as mentions, but the summary and quotes prefer full sentences.
    const isProse = (i: number) => /[.!?]["')\]]?$/.test(sentences[i] as string);
    const prose = indexes.filter(isProse);
    const quoted = [...prose, ...indexes.filter((i) => !isProse(i))];
    const summarySentences = (prose.length ? prose : indexes).slice(0, 3).map((i) => sentences[i] as string);
    const related = new Map<string, Concept['related'][number]>();
    for (const target of 'targets' in entity ? (entity.targets as Concept['related']) : []) {
      related.set(`${target.type}:${target.name}`, target);
    }
    for (const [other, otherIndexes] of hits) {
      if (other === entity || !otherIndexes.some((i) => indexes.includes(i))) continue;
      if (related.has(`${other.type}:${other.name}`)) continue;
      related.set(`${other.type}:${other.name}`, {
        type: other.type,
        name: other.name,
        relation: RELATION[`${entity.type}>${other.type}`] ?? 'MENTIONED_WITH',
      });
    }
    concepts.push({
      concept_type: entity.type,
      name: entity.name,
      normalized_name: entity.name.toLowerCase().replace(/\s+/g, ' '),
      short_summary: summarySentences.join(' '),
      properties: entity.properties,
      traits: wordsIn(around, TRAIT_WORDS, 12),
      gifts: wordsIn(around, GIFT_WORDS, 8),
      shadow: wordsIn(around, SHADOW_WORDS, 8),
      themes: wordsIn(around, THEME_WORDS, 12),
      related: [...related.values()].slice(0, 12),
      notes: `Mentioned in ${indexes.length} sentence${indexes.length === 1 ? '' : 's'}; extracted without a model.`,
      evidence: quoted.slice(0, 3).map((i) => ({
        quote: quoteOf(sentences[i] as string),
        pointer: `${doc.fileId}#sentence-${i + 1}`,
      })),
      confidence: Math.min(0.9, Math.round((0.4 + 0.1 * indexes.length) * 100) / 100),
    });
  }
  concepts.sort((a, b) => b.confidence - a.confidence || a.name.localeCompare(b.name));
  const confidence = concepts.length >= 5 ? 'medium' : 'low';
  const followUps = concepts
    .filter((c) => c.concept_type === 'Planet')
    .slice(0, 3)
    .map((c) => `Which houses and signs does the document connect with ${c.name}?`);
  return {
    doc_meta: {
      file_id: doc.fileId,
      file_name: doc.fileName,
      file_size: text.length,
      processed_at: now.toISOString(),
    },
    extraction: {
      concepts,
      suggested_import: {
        method: 'batch_upsert',
        labels: [...new Set(concepts.map((c) => c.concept_type))],
        extractor: 'builtin',
      },
      follow_ups: followUps,
      confidence,
    },
  };
}
