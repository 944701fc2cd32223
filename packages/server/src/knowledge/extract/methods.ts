import type { Concept, ExtractionResult } from '@stellara/contract';
import { normalizeName } from '../graph-values.ts';
import { methodsNamed } from './builtin.ts';
import { GENERAL_TYPES } from './placements.ts';
import { quoteOf, splitSentences } from './sentences.ts';

// A model may put "planetary hours give each hour to Saturn, Jupiter, Mars..." on Saturn, Jupiter and Mars. Those
// planets keep their own descriptions in the graph, so the sentence would be lost; it is about the method. This pass
// moves such sentences from planets, signs, houses and aspects to the method's Technique concept (the one the
// extraction has, or a new one), and links the concept they came from.

const MAX_SUMMARY = 2000;

function techniqueConcept(name: string, confidence: number): Concept {
  return {
    concept_type: 'Technique',
    name,
    normalized_name: normalizeName(name),
    short_summary: '',
    properties: {},
    traits: [],
    gifts: [],
    shadow: [],
    themes: [],
    related: [],
    notes: '',
    evidence: [],
    confidence,
  };
}

/** Moves the sentences about a method out of general concepts into the method's Technique concept. */
export function attachMethods(result: ExtractionResult): ExtractionResult {
  const techniques = new Map<string, Concept>();
  const copies = result.extraction.concepts.map((c) => {
    if (c.concept_type !== 'Technique') return c;
    const copy = { ...c, related: [...c.related], evidence: [...c.evidence] };
    if (!techniques.has(normalizeName(c.name))) techniques.set(normalizeName(c.name), copy);
    return copy;
  });
  const concepts: Concept[] = [];
  for (const concept of copies) {
    if (!GENERAL_TYPES.has(concept.concept_type)) {
      concepts.push(concept);
      continue;
    }
    const keep: string[] = [];
    for (const sentence of splitSentences(concept.short_summary)) {
      const methods = methodsNamed(sentence);
      if (methods.length === 0) {
        keep.push(sentence);
        continue;
      }
      for (const method of methods) {
        let target = techniques.get(normalizeName(method));
        if (!target) {
          target = techniqueConcept(method, concept.confidence);
          techniques.set(normalizeName(method), target);
          concepts.push(target);
        }
        const joined = target.short_summary ? `${target.short_summary} ${sentence}` : sentence;
        if (!target.short_summary.includes(sentence) && joined.length <= MAX_SUMMARY) target.short_summary = joined;
        const quote = concept.evidence.find((e) => sentence.includes(e.quote)) ?? {
          quote: quoteOf(sentence),
          pointer: `${result.doc_meta.file_id}#method`,
        };
        if (target.evidence.length < 3 && !target.evidence.some((e) => e.quote === quote.quote)) {
          target.evidence.push(quote);
        }
        const linked = target.related.some((r) => r.type === concept.concept_type && r.name === concept.name);
        if (!linked)
          target.related.push({ type: concept.concept_type, name: concept.name, relation: 'MENTIONED_WITH' });
        target.confidence = Math.max(target.confidence, concept.confidence);
      }
    }
    if (keep.length === 0) continue;
    concepts.push({ ...concept, short_summary: keep.join(' ') });
  }
  return {
    ...result,
    extraction: { ...result.extraction, concepts: concepts.filter((c) => c.short_summary.trim().length > 0) },
  };
}
