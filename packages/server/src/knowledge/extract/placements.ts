import {
  BODY_NAMES,
  type Concept,
  type ExtractionResult,
  MAJOR_ASPECT_NAMES,
  ORDINAL_NUMBERS,
  ORDINAL_WORDS,
  SIGN_NAMES,
} from '@stellara/contract';
import type { Placement } from '../graph.port.ts';
import { normalizeName, placementText } from '../graph-values.ts';
import { quoteOf, splitSentences } from './sentences.ts';

// A sentence about a placement ("Venus in Scorpio loves intensely") describes that placement, not Venus or Scorpio
// in general. Extraction gives such sentences to a placement concept (an Interpretation named "Venus in Scorpio",
// linked to Venus and Scorpio), so a document never rewrites what a planet or a sign means on its own.

/** Concept types whose nodes are the general concepts a placement sentence must not describe. */
export const GENERAL_TYPES: ReadonlySet<Concept['concept_type']> = new Set(['Planet', 'Sign', 'House', 'Aspect']);

/** Placements may name the Ascendant too ("Ascendant in Leo"). */
const BODIES = [...BODY_NAMES, 'Ascendant'];
const BODY = `(${BODIES.join('|')})`;
const SIGN = `(${SIGN_NAMES.join('|')})`;
const HOUSE_WORD = `(${[...ORDINAL_NUMBERS, ...ORDINAL_WORDS].join('|')})`;
const ASPECT_WORDS: Record<string, string> = {
  conjunct: 'conjunction',
  conjunction: 'conjunction',
  conjuncts: 'conjunction',
  opposite: 'opposition',
  opposition: 'opposition',
  opposes: 'opposition',
  opposing: 'opposition',
  trine: 'trine',
  trines: 'trine',
  trining: 'trine',
  square: 'square',
  squares: 'square',
  squaring: 'square',
  sextile: 'sextile',
  sextiles: 'sextile',
};
const ASPECT = `(${Object.keys(ASPECT_WORDS).join('|')})`;

const IN_SIGN = new RegExp(`\\b${BODY}(?:'s)? (?:is )?in ${SIGN}\\b`, 'g');
// "Venus in the 7th house", and "Venus in the 7th" (a numeral needs no "house"; "in the second half" is no house).
const IN_HOUSE = new RegExp(
  `\\b${BODY}(?:'s)? (?:is )?in (?:the |your |their |his |her )?(?:${HOUSE_WORD}[ -]house|(${ORDINAL_NUMBERS.join('|')}))\\b`,
  'gi',
);
// "7th-house Venus", "seventh house Moon".
const HOUSE_FIRST = new RegExp(`\\b${HOUSE_WORD}[ -]house ${BODY}\\b`, 'gi');
const ASPECTED = new RegExp(`\\b${BODY} (?:is )?${ASPECT}(?: to| with)? (?:natal |the |your )?${BODY}\\b`, 'gi');

const canonicalBody = (name: string) => BODIES.find((b) => b.toLowerCase() === name.toLowerCase()) ?? name;
const houseNumber = (word: string) => {
  const lower = word.toLowerCase();
  const i = ORDINAL_NUMBERS.indexOf(lower);
  return i >= 0 ? i + 1 : ORDINAL_WORDS.indexOf(lower as (typeof ORDINAL_WORDS)[number]) + 1;
};

/** The placements a sentence names, in the order they appear, without repeats. */
export function placementsIn(sentence: string): Placement[] {
  const found: { at: number; placement: Placement }[] = [];
  for (const m of sentence.matchAll(IN_SIGN)) {
    const body = canonicalBody(m[1]!);
    const sign = m[2]!;
    found.push({
      at: m.index,
      placement:
        body === 'Ascendant' ? { kind: 'ascendant-in-sign', sign } : { kind: 'planet-in-sign', planet: body, sign },
    });
  }
  for (const m of sentence.matchAll(IN_HOUSE)) {
    const body = canonicalBody(m[1]!);
    if (body === 'Ascendant') continue;
    const house = houseNumber((m[2] ?? m[3])!);
    found.push({ at: m.index, placement: { kind: 'planet-in-house', planet: body, house } });
  }
  for (const m of sentence.matchAll(HOUSE_FIRST)) {
    const body = canonicalBody(m[2]!);
    if (body === 'Ascendant') continue;
    found.push({ at: m.index, placement: { kind: 'planet-in-house', planet: body, house: houseNumber(m[1]!) } });
  }
  for (const m of sentence.matchAll(ASPECTED)) {
    const a = canonicalBody(m[1]!);
    const b = canonicalBody(m[3]!);
    const aspect = ASPECT_WORDS[m[2]!.toLowerCase()];
    if (!aspect || a === b || !(MAJOR_ASPECT_NAMES as readonly string[]).includes(aspect)) continue;
    found.push({ at: m.index, placement: { kind: 'aspect', planet1: a, planet2: b, aspect } });
  }
  const seen = new Set<string>();
  return found
    .sort((x, y) => x.at - y.at)
    .map((f) => f.placement)
    .filter((p) => {
      const key = placementText(p);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

/** The general concepts a placement interprets, as `related` entries (type, name, relation INTERPRETS). */
export function placementTargets(p: Placement): Concept['related'] {
  const to = (type: string, name: string) => ({ type, name, relation: 'INTERPRETS' });
  switch (p.kind) {
    case 'planet-in-sign':
      return [to('Planet', p.planet), to('Sign', p.sign)];
    case 'planet-in-house':
      return [to('Planet', p.planet), to('House', `${ORDINAL_NUMBERS[p.house - 1]} House`)];
    case 'aspect':
      return [to('Planet', p.planet1), to('Planet', p.planet2), to('Aspect', p.aspect)];
    case 'ascendant-in-sign':
      return [to('Planet', 'Ascendant'), to('Sign', p.sign)];
  }
}

/** Properties that say which placement a placement concept is. */
export function placementProperties(p: Placement): Record<string, string | number> {
  const { kind, ...where } = p;
  return { placement: placementText(p), placement_kind: kind, ...where };
}

/** An empty placement concept (sentences are added by the caller). */
export function placementConcept(p: Placement, confidence: number): Concept {
  const name = placementText(p);
  return {
    concept_type: 'Interpretation',
    name,
    normalized_name: normalizeName(name),
    short_summary: '',
    properties: placementProperties(p),
    traits: [],
    gifts: [],
    shadow: [],
    themes: [],
    related: placementTargets(p),
    notes: '',
    evidence: [],
    confidence,
  };
}

const MAX_SUMMARY = 2000;
const joinSentences = (a: string, b: string) => {
  if (!a) return b.slice(0, MAX_SUMMARY);
  if (a.includes(b)) return a;
  const joined = `${a} ${b}`;
  return joined.length > MAX_SUMMARY ? a : joined;
};

/**
 * Moves placement sentences out of the general concepts of an extraction (the model's or the built-in one's) into
 * placement concepts: a Planet, Sign, House or Aspect keeps only what it says about itself, and is dropped when
 * nothing is left; a placement concept already in the extraction takes the sentences, else one is created. The
 * reviewer's own choice to replace a description is never taken from an extractor.
 */
export function attachPlacements(result: ExtractionResult): ExtractionResult {
  const concepts: Concept[] = [];
  const placements = new Map<string, Concept>();
  const byName = (name: string) => placements.get(normalizeName(name));
  for (const raw of result.extraction.concepts) {
    const { replace_description: _never, ...concept } = raw;
    if (concept.concept_type !== 'Interpretation') continue;
    const found = placementsIn(concept.name);
    if (found.length === 1 && normalizeName(placementText(found[0]!)) === normalizeName(concept.name)) {
      const p = found[0]!;
      const canonical = {
        ...concept,
        name: placementText(p),
        normalized_name: normalizeName(placementText(p)),
        properties: { ...placementProperties(p), ...concept.properties },
        related: mergeRelated(concept.related, placementTargets(p)),
      };
      placements.set(canonical.normalized_name, canonical);
    }
  }
  for (const raw of result.extraction.concepts) {
    const { replace_description: _never, ...concept } = raw;
    if (concept.concept_type === 'Interpretation' && byName(concept.name)) {
      concepts.push(byName(concept.name)!);
      continue;
    }
    if (!GENERAL_TYPES.has(concept.concept_type)) {
      concepts.push(concept);
      continue;
    }
    const keep: string[] = [];
    for (const sentence of splitSentences(concept.short_summary)) {
      const named = placementsIn(sentence);
      if (named.length === 0) {
        keep.push(sentence);
        continue;
      }
      for (const p of named) {
        const key = normalizeName(placementText(p));
        let target = placements.get(key);
        if (!target) {
          target = placementConcept(p, concept.confidence);
          placements.set(key, target);
          concepts.push(target);
        }
        target.short_summary = joinSentences(target.short_summary, sentence);
        const evidence = concept.evidence.find((e) => sentence.includes(e.quote) || e.quote.includes(sentence));
        const quote = evidence ?? { quote: quoteOf(sentence), pointer: `${result.doc_meta.file_id}#placement` };
        const quoted = target.evidence.some((e) => e.quote === quote.quote || sentence.includes(e.quote));
        if (!quoted && target.evidence.length < 3) {
          target.evidence.push(quote);
        }
        target.confidence = Math.max(target.confidence, concept.confidence);
      }
    }
    if (keep.length > 0) concepts.push({ ...concept, short_summary: keep.join(' ') });
  }
  return {
    ...result,
    extraction: { ...result.extraction, concepts: concepts.filter((c) => c.short_summary.trim().length > 0) },
  };
}

function mergeRelated(a: Concept['related'], b: Concept['related']): Concept['related'] {
  const out = [...a];
  for (const r of b) {
    if (!out.some((x) => x.type === r.type && x.name.toLowerCase() === r.name.toLowerCase())) out.push(r);
    else {
      const i = out.findIndex((x) => x.type === r.type && x.name.toLowerCase() === r.name.toLowerCase());
      out[i] = { ...out[i]!, relation: 'INTERPRETS' };
    }
  }
  return out;
}
