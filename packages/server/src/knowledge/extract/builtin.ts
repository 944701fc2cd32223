import {
  BODY_NAMES,
  type Concept,
  type ExtractionResult,
  ORDINAL_NUMBERS,
  ORDINAL_WORDS,
  ZODIAC,
} from '@stellara/contract';
import { placementConcept, placementsIn } from './placements.ts';
import { documentSentences, quoteOf, splitSentences } from './sentences.ts';

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
/** Terms a sentence may mention in passing: the sentence stays with the planets, signs and placements it names. */
const TECHNIQUES: Array<[string, string]> = [
  ['Transit', 'transits?'],
  ['Progression', 'secondary progressions?|progressed|progressions?'],
  ['Retrograde', 'retrograde'],
  ['Rulership', 'rulerships?|rules|ruled by'],
  ['Dignity', 'dignity|dignities|exaltation|exalted|detriment|in fall'],
  ['Ascendant', 'ascendant|rising sign'],
  ['Midheaven', 'midheaven'],
  ['Lunar Nodes', 'north node|south node|lunar nodes?'],
];
const CLASSICAL = 'Sun|Moon|Mercury|Venus|Mars|Jupiter|Saturn';
/**
 * Methods a text can be about. A sentence naming one is about the method: the planets it lists ("the hours run
 * Saturn, Jupiter, Mars...") are what the method works with, not what the sentence describes.
 */
export const METHODS: Array<[string, string]> = [
  [
    'Planetary Hours',
    `planetary (?:hours?|days?)|hours? of the planets|chaldean order|(?:hour|day) of (?:the )?(?:${CLASSICAL})|(?:${CLASSICAL})(?:'s)? hours?`,
  ],
  ['Saturn Return', 'saturn returns?|saturn comes back|return of saturn'],
  ['Jupiter Return', 'jupiter returns?|return of jupiter'],
  ['Solar Return', 'solar returns?'],
  ['Lunar Return', 'lunar returns?'],
  ['Profections', 'annual profections?|profections?|profected'],
  ['Solar Arc Directions', 'solar arcs?(?: directions?)?'],
  ['Synastry', 'synastry'],
  ['Composite Chart', 'composite charts?'],
  ['Horary Astrology', 'horary'],
  ['Electional Astrology', 'electional|elections? astrology'],
  ['Void of Course Moon', 'void[- ]of[- ]course'],
  ['Decans', 'decans?|decanates?'],
  ['Firdaria', 'firdari(?:a|ah)'],
  ['Lots', 'part of fortune|arabic parts?|hellenistic lots?'],
  ['Midpoints', 'midpoints?'],
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
const METHOD_ENTITIES: Entity[] = METHODS.map(([name, words]) => ({
  type: 'Technique' as const,
  name,
  pattern: new RegExp(`\\b(?:${words})\\b`, 'i'),
  properties: {},
}));

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

/** The contract's limit on a concept's summary. */
const SUMMARY_MAX_CHARS = 2000;

export interface DocumentRef {
  fileId: string;
  fileName: string;
}

/**
 * Builds an extraction from plain text without a model. Each sentence goes to the concepts it is about:
 * - a method it names (planetary hours, a Saturn return...), with the placements it states;
 * - else the placements it states ("Venus in the 7th house");
 * - else the planets, signs, houses and aspects it names, unless it sits under a heading (or in a paragraph that
 *   opens) about a method, which then owns it;
 * - else (no astrology named: "She seeks a partner who mirrors her") what the paragraph or heading is about.
 * What a sentence names without being about it becomes a relation of the concept that owns the sentence.
 */
export function builtinExtract(text: string, doc: DocumentRef, now = new Date()): ExtractionResult {
  const lines = documentSentences(text);
  const sentences = lines.map((l) => l.text);
  const hits = new Map<Entity, number[]>();
  const hit = (entity: Entity, index: number) => {
    const list = hits.get(entity) ?? [];
    if (!list.includes(index)) list.push(index);
    hits.set(entity, list);
  };
  // Named in a sentence without owning it: related to the sentence's owners.
  const mentions = new Map<number, Entity[]>();
  // Placements ("Venus in Scorpio") are concepts of their own: their sentences are theirs, not the planet's or the
  // sign's they name (those keep only what the text says about them alone).
  const placements = new Map<string, Entity & { targets: Concept['related'] }>();
  const placementEntity = (p: ReturnType<typeof placementsIn>[number]) => {
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
    return { entity, targets: concept.related };
  };
  // What the current heading, and the current paragraph, are about.
  let section: Entity[] = [];
  let paragraphTopic: Entity[] = [];
  let paragraphOpensWithMethod = false;
  let paragraph = -1;
  lines.forEach((line, index) => {
    if (line.paragraph !== paragraph) {
      paragraph = line.paragraph;
      paragraphTopic = [];
      paragraphOpensWithMethod = false;
    }
    const inPlacement = new Set<string>();
    const placed: Entity[] = [];
    for (const p of placementsIn(line.text)) {
      const { entity, targets } = placementEntity(p);
      placed.push(entity);
      for (const t of targets) inPlacement.add(`${t.type}:${t.name.toLowerCase()}`);
    }
    const methods = METHOD_ENTITIES.filter((m) => m.pattern.test(line.text));
    const named = ENTITIES.filter(
      (e) => e.pattern.test(line.text) && !inPlacement.has(`${e.type}:${e.name.toLowerCase()}`),
    );
    const sectionMethods = section.filter((e) => METHOD_ENTITIES.includes(e));
    const paragraphMethods = paragraphOpensWithMethod ? paragraphTopic.filter((e) => METHOD_ENTITIES.includes(e)) : [];
    let owners: Entity[];
    let mentioned: Entity[] = [];
    if (methods.length > 0) {
      owners = [...methods, ...placed];
      mentioned = named;
    } else if (placed.length > 0) {
      owners = [...placed, ...sectionMethods];
      mentioned = named;
    } else if (named.length > 0) {
      const method = paragraphMethods.length > 0 ? paragraphMethods : sectionMethods;
      owners = method.length > 0 && !line.heading ? method : named;
      mentioned = owners === named ? [] : named;
    } else {
      owners = line.heading ? [] : paragraphTopic.length > 0 ? paragraphTopic : section;
    }
    for (const owner of owners) hit(owner, index);
    if (mentioned.length > 0) mentions.set(index, mentioned);
    if (line.heading) {
      if (owners.length > 0 || placed.length > 0) section = owners;
      else section = [];
      paragraphTopic = [];
    } else if (owners.length > 0 && (methods.length > 0 || placed.length > 0 || paragraphTopic.length === 0)) {
      // The first sentence about something sets the paragraph's subject; a method or placement named later takes over.
      if (paragraphTopic.length === 0 && methods.length > 0) paragraphOpensWithMethod = true;
      paragraphTopic = owners;
    }
  });
  const concepts: Concept[] = [];
  for (const [entity, indexes] of hits) {
    const around = indexes.map((i) => sentences[i] as string);
    // Headings (no closing punctuation) count as mentions, but the summary and quotes prefer full sentences.
    const isProse = (i: number) => /[.!?]["')\]]?$/.test(sentences[i] as string);
    const prose = indexes.filter(isProse);
    const quoted = [...prose, ...indexes.filter((i) => !isProse(i))];
    // The concept holds its sentences, in document order, as far as the summary's length allows.
    const summarySentences: string[] = [];
    let length = 0;
    for (const i of prose.length ? prose : indexes) {
      const sentence = sentences[i] as string;
      if (length + sentence.length + 1 > SUMMARY_MAX_CHARS) break;
      summarySentences.push(sentence);
      length += sentence.length + 1;
    }
    const related = new Map<string, Concept['related'][number]>();
    for (const target of 'targets' in entity ? (entity.targets as Concept['related']) : []) {
      related.set(`${target.type}:${target.name}`, target);
    }
    const mentionedHere = indexes.flatMap((i) => mentions.get(i) ?? []);
    for (const other of mentionedHere) {
      if (other === entity || related.has(`${other.type}:${other.name}`)) continue;
      related.set(`${other.type}:${other.name}`, {
        type: other.type,
        name: other.name,
        relation: RELATION[`${entity.type}>${other.type}`] ?? 'MENTIONED_WITH',
      });
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

/** The methods (planetary hours, a Saturn return...) a text names, by their concept names. */
export function methodsNamed(text: string): string[] {
  return METHOD_ENTITIES.filter((m) => m.pattern.test(text)).map((m) => m.name);
}
