// Pure helpers shared by both graph adapters: node identities, property normalisation, concept validation and
// placements. No database access here.
import { CONCEPT_TYPE_VALUES, ORDINAL_WORDS, ordinal } from '@stellara/contract';
import { z } from 'zod';
import type {
  BatchMeta,
  GraphRef,
  InterpretationStyle,
  Placement,
  RelationshipUpsert,
  SharedFields,
} from './graph.port.ts';
import { PLANETS } from './seed/vocabulary.ts';

/** The properties that identify a node of each label (what MERGE matches on). */
const KEY_PROPS: Record<string, readonly string[]> = {
  House: ['number'],
  Concept: ['type', 'name'],
  Interpretation: ['placement', 'style'],
  HouseSystem: ['code'],
  ResponsePattern: ['personality', 'section'],
};

export function keyPropsOf(label: string): readonly string[] {
  return KEY_PROPS[label] ?? ['name'];
}

/** Labels and relationship types are spliced into queries, so they must be plain identifiers. */
const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;
export function assertIdentifier(kind: 'label' | 'relationship type', value: string): string {
  if (!IDENTIFIER.test(value)) throw new GraphInputError(`invalid ${kind} '${value}'`);
  return value;
}

/** Bad input to a graph write (the caller's fault, not the graph's). */
export class GraphInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'GraphInputError';
  }
}

/** The identity properties of a node, taken from its properties. Throws when one is missing. */
export function identityOf(label: string, properties: Record<string, unknown>): Record<string, string | number> {
  const identity: Record<string, string | number> = {};
  for (const prop of keyPropsOf(label)) {
    const value = properties[prop];
    if (typeof value !== 'string' && typeof value !== 'number') {
      throw new GraphInputError(`${label} needs '${prop}'`);
    }
    if (typeof value === 'string' && value.trim() === '') throw new GraphInputError(`${label} needs '${prop}'`);
    identity[prop] = value;
  }
  return identity;
}

/** The identity of a referenced node: House by number, Concept by type + name, Interpretation by placement|style. */
export function refIdentity(ref: GraphRef): Record<string, string | number> {
  switch (ref.label) {
    case 'House': {
      const number = Number(ref.key);
      if (!Number.isInteger(number)) throw new GraphInputError(`House reference needs a number, got '${ref.key}'`);
      return { number };
    }
    case 'Concept':
      if (!ref.type) throw new GraphInputError('Concept reference needs a type');
      return { type: ref.type, name: String(ref.key) };
    case 'Interpretation': {
      const [placement, style = 'BALANCED'] = String(ref.key).split('|');
      return { placement: placement ?? '', style };
    }
    default: {
      // Single-key labels by that key; others (ResponsePattern: personality|section) by '|'-joined values.
      const props = keyPropsOf(ref.label);
      const parts = props.length === 1 ? [String(ref.key)] : String(ref.key).split('|');
      if (parts.length !== props.length) throw new GraphInputError(`${ref.label} reference needs ${props.join('|')}`);
      return Object.fromEntries(props.map((p, i) => [p, parts[i] ?? '']));
    }
  }
}

/** The embedded adapter's key column: identity values joined by '|', in key order. */
export function embeddedKey(label: string, identity: Record<string, string | number>): string {
  return keyPropsOf(label)
    .map((p) => String(identity[p]))
    .join('|');
}

/** Lower case, trimmed, single-spaced (spec: normalized_name). */
export function normalizeName(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, ' ');
}

/** "venus" -> "Venus", "north  node" -> "North Node" (spec: names are capitalised before lookup). */
export function capitalizeName(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .map((w) => (w ? w[0]!.toUpperCase() + w.slice(1).toLowerCase() : w))
    .join(' ');
}

type Primitive = string | number | boolean;
const isPrimitive = (v: unknown): v is Primitive =>
  typeof v === 'string' || typeof v === 'boolean' || (typeof v === 'number' && Number.isFinite(v));

/**
 * Properties both engines can store: null/undefined dropped, primitives and lists of one primitive type kept,
 * anything else (maps, mixed lists) stored as JSON text. Neo4j cannot hold maps or nulls in properties.
 */
export function toGraphProperties(input: Record<string, unknown>): Record<string, Primitive | Primitive[]> {
  const out: Record<string, Primitive | Primitive[]> = {};
  for (const [key, value] of Object.entries(input)) {
    if (value === null || value === undefined) continue;
    if (isPrimitive(value)) out[key] = value;
    else if (Array.isArray(value)) {
      const items = value.filter((v) => v !== null && v !== undefined);
      const types = new Set(items.map((v) => typeof v));
      out[key] = items.every(isPrimitive) && types.size <= 1 ? (items as Primitive[]) : JSON.stringify(items);
    } else out[key] = JSON.stringify(value);
  }
  return out;
}

/** Shared upload fields, normalised: lists de-duplicated, normalized_name derived from the name when absent. */
export function sharedFields(name: string | undefined, fields: SharedFields): Record<string, unknown> {
  const list = (v: string[] | undefined) =>
    v === undefined ? undefined : [...new Set(v.map((s) => s.trim()).filter(Boolean))];
  return {
    normalized_name: fields.normalized_name ?? (name !== undefined ? normalizeName(name) : undefined),
    keywords: list(fields.keywords),
    gifts: list(fields.gifts),
    shadow: list(fields.shadow),
    summary: fields.summary,
    notes: fields.notes,
    confidence: fields.confidence,
    source_file: fields.source_file,
  };
}

/** A node write both adapters execute with MERGE semantics: match on identity, then set the properties. */
export interface NodeWrite {
  label: string;
  identity: Record<string, string | number>;
  /** Properties to set (identity included); existing properties not named here are kept. */
  properties: Record<string, Primitive | Primitive[]>;
}

/** A relationship write; `optional` ones are skipped (not failed) when an end node does not exist. */
export interface EdgeWrite extends RelationshipUpsert {
  optional?: boolean;
}

export function nodeWrite(label: string, properties: Record<string, unknown>): NodeWrite {
  assertIdentifier('label', label);
  const props = toGraphProperties(properties);
  return { label, identity: identityOf(label, props), properties: props };
}

// ---------------------------------------------------------------------------------------------------------------
// Extracted concepts (document upload)

const stringList = z.array(z.string()).optional();
export const conceptItemSchema = z.object({
  concept_type: z.string({ error: 'missing concept_type' }),
  name: z.string({ error: 'missing name' }).trim().min(1, 'missing name').max(200, 'name longer than 200 characters'),
  normalized_name: z.string().optional(),
  short_summary: z.string().max(2000).optional(),
  properties: z.record(z.string(), z.unknown()).optional(),
  traits: stringList,
  gifts: stringList,
  shadow: stringList,
  themes: stringList,
  related: z
    .array(z.object({ type: z.string(), name: z.string(), relation: z.string().optional() }).loose())
    .optional(),
  notes: z.union([z.string(), z.array(z.string())]).optional(),
  confidence: z.number().min(0).max(1).optional(),
  replace_description: z.boolean().optional(),
});

const CORE_CONCEPT_LABELS = new Set(['Planet', 'Sign', 'House', 'Aspect']);
const RESERVED = new Set([
  'name',
  'number',
  'type',
  'normalized_name',
  'keywords',
  'gifts',
  'shadow',
  'summary',
  'notes',
  'confidence',
  'source_file',
  'updated_at',
]);

/** House number from the concept's properties or its name ("10th House", "House 7", "seventh house"). */
function houseNumberOf(name: string, properties: Record<string, unknown>): number | undefined {
  for (const key of ['number', 'house_number', 'house', 'houseNumber']) {
    const v = properties[key];
    if (typeof v === 'number') return v;
    if (typeof v === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(v)) return Number(v);
  }
  const digits = name.match(/-?\d+/);
  if (digits) return Number(digits[0]);
  const lower = name.toLowerCase();
  const index = ORDINAL_WORDS.findIndex((w) => lower.includes(w));
  return index >= 0 ? index + 1 : undefined;
}

export type ConceptPlan =
  | {
      ok: true;
      node: NodeWrite;
      edges: EdgeWrite[];
      name: string;
      /**
       * A planet, sign, house or aspect keeps its own description: when the node exists, the write only adds the
       * properties it lacks. Off only when the reviewer chose to replace the description.
       */
      keepExisting: boolean;
    }
  | { ok: false; reason: string };

/** Validates one extracted concept and turns it into a node write (plus links to related nodes that exist). */
export function planConcept(raw: unknown, meta: BatchMeta, now: string): ConceptPlan {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return { ok: false, reason: 'not an object' };
  const parsed = conceptItemSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const path = issue?.path.length ? `${issue.path.join('.')}: ` : '';
    return { ok: false, reason: `${path}${issue?.message ?? 'invalid concept'}` };
  }
  const item = parsed.data;
  if (!(CONCEPT_TYPE_VALUES as readonly string[]).includes(item.concept_type)) {
    return { ok: false, reason: `unknown concept_type '${item.concept_type}'` };
  }
  const extra: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(item.properties ?? {})) {
    if (!RESERVED.has(key) && IDENTIFIER.test(key)) extra[key] = value;
  }
  const fields = sharedFields(item.name, {
    normalized_name: item.normalized_name ? normalizeName(item.normalized_name) : undefined,
    keywords: [...(item.traits ?? []), ...(item.themes ?? [])],
    gifts: item.gifts,
    shadow: item.shadow,
    summary: item.short_summary,
    notes: Array.isArray(item.notes) ? item.notes.join('\n') : item.notes,
    confidence: item.confidence,
    source_file: meta.file_name,
  });
  const base = { ...extra, ...fields, updated_at: now };
  let node: NodeWrite;
  try {
    switch (item.concept_type) {
      case 'Planet':
      case 'Sign':
        node = nodeWrite(item.concept_type, { ...base, name: capitalizeName(item.name) });
        break;
      case 'Aspect': {
        const p = item.properties ?? {};
        node = nodeWrite('Aspect', {
          ...base,
          name: item.name.trim().toLowerCase(),
          nature: typeof p.nature === 'string' ? p.nature : undefined,
          orb: typeof p.orb === 'number' ? p.orb : undefined,
        });
        break;
      }
      case 'House': {
        const number = houseNumberOf(item.name, item.properties ?? {});
        if (number === undefined) return { ok: false, reason: 'House needs a number between 1 and 12' };
        if (!Number.isInteger(number) || number < 1 || number > 12) {
          return { ok: false, reason: `house number ${number} is outside 1-12` };
        }
        const label = /\d/.test(item.name) || /^house$/i.test(item.name.trim()) ? undefined : item.name.trim();
        node = nodeWrite('House', { ...base, number, name: label });
        break;
      }
      default:
        node = nodeWrite('Concept', { ...base, name: item.name.trim(), type: item.concept_type });
    }
  } catch (error) {
    return { ok: false, reason: (error as Error).message };
  }
  const from: GraphRef = refOfWrite(node);
  const edges: EdgeWrite[] = [];
  const interpretation = item.concept_type === 'Interpretation';
  for (const rel of item.related ?? []) {
    const to = relatedRef(rel.type, rel.name);
    if (!to) continue;
    // A placement concept interprets the planet, sign, house or aspect it names (the seed's own vocabulary).
    const interprets = interpretation && rel.relation === 'INTERPRETS' && CORE_CONCEPT_LABELS.has(to.label);
    edges.push({
      type: interprets ? 'INTERPRETS' : 'RELATES_TO',
      from,
      to,
      properties: interprets ? { source_file: meta.file_name ?? '' } : rel.relation ? { relation: rel.relation } : {},
      optional: true,
    });
  }
  const placement = item.properties?.placement;
  if (interpretation && typeof placement === 'string' && placement.trim()) {
    // ...and sits beside the starter knowledge base's interpretation of the same placement, when there is one.
    edges.push({
      type: 'RELATES_TO',
      from,
      to: { label: 'Interpretation', key: `${placement.trim()}|BALANCED` },
      properties: { relation: 'same_placement' },
      optional: true,
    });
  }
  const keepExisting = CORE_CONCEPT_LABELS.has(node.label) && item.replace_description !== true;
  return { ok: true, node, edges, name: item.name, keepExisting };
}

function relatedRef(type: string, name: string): GraphRef | undefined {
  if (!name.trim()) return undefined;
  if (type === 'House') {
    const n = houseNumberOf(name, {});
    return n && n >= 1 && n <= 12 ? { label: 'House', key: n } : undefined;
  }
  if (type === 'Aspect') return { label: 'Aspect', key: name.trim().toLowerCase() };
  if (CORE_CONCEPT_LABELS.has(type)) return { label: type, key: capitalizeName(name) };
  if ((CONCEPT_TYPE_VALUES as readonly string[]).includes(type)) return { label: 'Concept', key: name.trim(), type };
  return undefined;
}

export function refOfWrite(node: NodeWrite): GraphRef {
  if (node.label === 'House') return { label: 'House', key: node.identity.number as number };
  if (node.label === 'Concept') {
    return { label: 'Concept', key: String(node.identity.name), type: String(node.identity.type) };
  }
  if (node.label === 'Interpretation') {
    return { label: 'Interpretation', key: `${node.identity.placement}|${node.identity.style}` };
  }
  const [prop = 'name'] = keyPropsOf(node.label);
  return { label: node.label, key: node.identity[prop] as string };
}

// ---------------------------------------------------------------------------------------------------------------
// Placements

/** The Interpretation node's placement text, as the seed writes it ("Venus in Scorpio", "Sun trine Moon"...). */
export function placementText(p: Placement): string {
  switch (p.kind) {
    case 'planet-in-sign':
      return `${capitalizeName(p.planet)} in ${capitalizeName(p.sign)}`;
    case 'planet-in-house':
      return `${capitalizeName(p.planet)} in the ${ordinal(p.house)} house`;
    case 'aspect': {
      let a = capitalizeName(p.planet1);
      let b = capitalizeName(p.planet2);
      const order = (name: string) => {
        const i = (PLANETS as readonly string[]).indexOf(name);
        return i < 0 ? PLANETS.length : i;
      };
      if (order(b) < order(a)) [a, b] = [b, a];
      return `${a} ${p.aspect.trim().toLowerCase()} ${b}`;
    }
    case 'ascendant-in-sign':
      return `Ascendant in ${capitalizeName(p.sign)}`;
  }
}

export function interpretationKey(placement: string, style: InterpretationStyle): string {
  return `${placement}|${style}`;
}

/** Words of a search text for engines' query syntaxes (letters, digits, apostrophes, hyphens). */
export function searchWords(text: string): string[] {
  return (text.normalize('NFKC').match(/[\p{L}\p{N}][\p{L}\p{N}'-]*/gu) ?? []).slice(0, 20);
}

/** Escape LIKE wildcards. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
