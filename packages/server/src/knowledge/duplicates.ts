// Pure duplicate grouping and merge planning, shared by both adapters. A merge keeps one node, combines the
// properties of all (nothing dropped: conflicting values of removed nodes stay readable in `merged_from`) and moves
// every relationship of the removed nodes to the kept one.
import type { DuplicateGroup, DuplicateLabel, GraphNode } from './graph.port.ts';
import { normalizeName } from './graph-values.ts';

export interface ScannedNode {
  id: string;
  properties: Record<string, unknown>;
  relationshipCount: number;
}

/** What duplicates share: the house number (1, 1.0 and "1" are the same house) or the normalised name. */
export function duplicateIdentifier(label: DuplicateLabel, properties: Record<string, unknown>): string | null {
  if (label === 'House') {
    const raw = properties.number;
    if (typeof raw === 'number' && Number.isFinite(raw)) return String(raw);
    if (typeof raw === 'string' && raw.trim() !== '') {
      const n = Number(raw.trim());
      return Number.isFinite(n) ? String(n) : normalizeName(raw);
    }
    return null;
  }
  const name = properties.name;
  return typeof name === 'string' && name.trim() !== '' ? normalizeName(name) : null;
}

/** Compare ids numerically when both are numbers (embedded ids), else as text (Neo4j element ids). */
function compareIds(a: string, b: string): number {
  const na = Number(a);
  const nb = Number(b);
  if (Number.isFinite(na) && Number.isFinite(nb)) return na - nb;
  return a < b ? -1 : a > b ? 1 : 0;
}

/** How "canonical" a node looks: an integer house number; a capitalised (or lower-case aspect) name. */
function canonical(label: DuplicateLabel, properties: Record<string, unknown>): number {
  if (label === 'House') return Number.isInteger(properties.number) ? 1 : 0;
  const name = properties.name;
  if (typeof name !== 'string') return 0;
  if (label === 'Aspect') return name === name.trim().toLowerCase() ? 1 : 0;
  return /^[A-Z][a-z]+( [A-Z][a-z]+)*$/.test(name) ? 1 : 0;
}

/** The node a merge keeps by default: most relationships, then the canonical-looking one, then the oldest id. */
export function chooseKeep<T extends ScannedNode>(label: DuplicateLabel, nodes: T[]): T {
  const sorted = [...nodes].sort(
    (a, b) =>
      b.relationshipCount - a.relationshipCount ||
      canonical(label, b.properties) - canonical(label, a.properties) ||
      compareIds(a.id, b.id),
  );
  const keep = sorted[0];
  if (!keep) throw new Error('no nodes to choose from');
  return keep;
}

function describe(label: DuplicateLabel, node: ScannedNode): string {
  const p = node.properties;
  return label === 'House' ? `number ${JSON.stringify(p.number)}` : `'${String(p.name)}'`;
}

/** Groups nodes of one label that share an identifier; only groups of two or more. */
export function groupDuplicates(label: DuplicateLabel, nodes: ScannedNode[]): DuplicateGroup[] {
  const groups = new Map<string, ScannedNode[]>();
  for (const node of nodes) {
    const id = duplicateIdentifier(label, node.properties);
    if (id === null) continue;
    const list = groups.get(id) ?? [];
    list.push(node);
    groups.set(id, list);
  }
  const out: DuplicateGroup[] = [];
  for (const [identifier, list] of groups) {
    if (list.length < 2) continue;
    const sorted = [...list].sort((a, b) => compareIds(a.id, b.id));
    const keep = chooseKeep(label, sorted);
    out.push({
      entityType: label,
      identifier,
      count: sorted.length,
      nodes: sorted.map((n) => ({ id: n.id, properties: n.properties, relationshipCount: n.relationshipCount })),
      suggestedAction: `Merge into the ${label} node ${describe(label, keep)} (id ${keep.id}, ${keep.relationshipCount} relationships); move the relationships of the other ${sorted.length - 1} to it`,
    });
  }
  return out.sort((a, b) => a.identifier.localeCompare(b.identifier, 'en', { numeric: true }));
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const isEmpty = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

/**
 * The kept node's properties after a merge: its own values win; properties it lacks are taken from the others;
 * lists are united; every removed node's original properties are kept as JSON text in `merged_from`, so a
 * conflicting value is never lost.
 */
export function combineProperties(
  keep: Record<string, unknown>,
  removed: Record<string, unknown>[],
  now: string,
): Record<string, unknown> {
  const out: Record<string, unknown> = { ...keep };
  for (const other of removed) {
    for (const [key, value] of Object.entries(other)) {
      if (key === 'merged_from' || key === 'updated_at') continue;
      const current = out[key];
      if (isEmpty(current)) out[key] = value;
      else if (Array.isArray(current) && Array.isArray(value)) {
        const merged = [...current];
        for (const v of value) if (!merged.some((m) => same(m, v))) merged.push(v);
        out[key] = merged;
      }
    }
  }
  const history = Array.isArray(keep.merged_from) ? keep.merged_from.map(String) : [];
  for (const other of removed) {
    const previous = Array.isArray(other.merged_from) ? other.merged_from.map(String) : [];
    history.push(...previous, JSON.stringify(other));
  }
  out.merged_from = history;
  out.updated_at = now;
  return out;
}

export interface RelationshipOf {
  /** The merged node (kept or removed) the relationship belongs to. */
  ownerId: string;
  type: string;
  direction: 'out' | 'in';
  otherId: string;
  otherLabel: string;
  properties: Record<string, unknown>;
}

export interface PlannedRelationship {
  type: string;
  direction: 'out' | 'in';
  otherId: string;
  otherLabel: string;
  /** Properties the relationship on the kept node ends with. */
  properties: Record<string, unknown>;
  /** Whether the kept node already has this relationship (then only its properties are combined). */
  existing: boolean;
}

export interface MergePlan {
  keep: GraphNode;
  remove: GraphNode[];
  combinedProperties: Record<string, unknown>;
  relationships: PlannedRelationship[];
  /** Relationships between merged nodes: they would become self-loops; recorded in the result instead. */
  internal: RelationshipOf[];
}

/** Plans a merge: combined properties and the relationships to re-create on the kept node. */
export function planMerge(
  keep: GraphNode,
  remove: GraphNode[],
  relationships: RelationshipOf[],
  now: string,
): MergePlan {
  const merged = new Set([keep.id, ...remove.map((n) => n.id)]);
  const key = (r: { type: string; direction: string; otherId: string }) =>
    `${r.type}\u0000${r.direction}\u0000${r.otherId}`;
  const onKeep = new Map<string, RelationshipOf>();
  for (const r of relationships) if (r.ownerId === keep.id && !merged.has(r.otherId)) onKeep.set(key(r), r);

  const planned = new Map<string, PlannedRelationship>();
  const internal: RelationshipOf[] = [];
  for (const r of relationships) {
    if (merged.has(r.otherId)) {
      // Seen from both ends when both nodes are merged: record it once, from its start node.
      if (r.direction === 'out') internal.push(r);
      continue;
    }
    if (r.ownerId === keep.id) continue;
    const k = key(r);
    const existing = planned.get(k) ?? (onKeep.has(k) ? { ...toPlanned(onKeep.get(k)!), existing: true } : undefined);
    if (existing) {
      for (const [p, v] of Object.entries(r.properties))
        if (isEmpty(existing.properties[p])) existing.properties[p] = v;
      planned.set(k, existing);
    } else planned.set(k, { ...toPlanned(r), existing: false });
  }
  return {
    keep,
    remove,
    combinedProperties: combineProperties(
      keep.properties,
      remove.map((n) => n.properties),
      now,
    ),
    relationships: [...planned.values()],
    internal,
  };
}

function toPlanned(r: RelationshipOf): PlannedRelationship {
  return {
    type: r.type,
    direction: r.direction,
    otherId: r.otherId,
    otherLabel: r.otherLabel,
    properties: { ...r.properties },
    existing: false,
  };
}
