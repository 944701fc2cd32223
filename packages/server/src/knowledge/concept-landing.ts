// How a document's concepts land on the graph: what each would become (new node, merge into an existing one, or
// invalid) before the reviewer loads it, and which properties an existing general concept keeps.
import type { ConceptLanding, GraphNode, WrittenNode } from './graph.port.ts';
import { type NodeWrite, planConcept, refIdentity } from './graph-values.ts';

/** The adapter's exact-identity look-up. */
export type FindNode = (label: string, identity: Record<string, string | number>) => Promise<GraphNode | null>;

/** How a node is named to a person: its name, "House 7", or the placement an interpretation is about. */
export function nodeName(label: string, properties: Record<string, unknown>): string {
  if (label === 'House' && typeof properties.number === 'number') return `House ${properties.number}`;
  if (typeof properties.name === 'string') return properties.name;
  if (typeof properties.placement === 'string') return properties.placement;
  return label;
}

export function writtenNode(node: GraphNode): WrittenNode {
  const type = node.label === 'Concept' && typeof node.properties.type === 'string' ? node.properties.type : undefined;
  return { id: node.id, label: node.label, name: nodeName(node.label, node.properties), ...(type ? { type } : {}) };
}

/** What a general concept says about itself: a document's write never touches these on an existing node. */
export const DESCRIPTION_KEYS = new Set([
  'summary',
  'keywords',
  'gifts',
  'shadow',
  'notes',
  'signifies',
  'confidence',
  'source_file',
  'normalized_name',
  'updated_at',
]);

/** What each concept of an upload would do to the graph, looked up without writing anything. */
export async function previewConceptLanding(
  concepts: unknown[],
  findNode: FindNode,
  now: string,
): Promise<ConceptLanding[]> {
  const plans = concepts.map((raw) => ({ raw, plan: planConcept(raw, {}, now) }));
  const refKey = (label: string, identity: Record<string, string | number>) => `${label}|${JSON.stringify(identity)}`;
  // Nodes this upload creates: a relation to one of them is written too (nodes go first in each batch).
  const planned = new Set(plans.flatMap(({ plan }) => (plan.ok ? [refKey(plan.node.label, plan.node.identity)] : [])));
  const landings: ConceptLanding[] = [];
  for (const { raw, plan } of plans) {
    const item = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
    const name = typeof item.name === 'string' ? item.name : '';
    const conceptType = typeof item.concept_type === 'string' ? item.concept_type : '';
    if (!plan.ok) {
      landings.push({
        name,
        conceptType,
        outcome: 'invalid',
        node: { label: conceptType, name },
        keepsDescription: false,
        relations: [],
        reason: plan.reason,
      });
      continue;
    }
    const existing = await findNode(plan.node.label, plan.node.identity);
    const relations: ConceptLanding['relations'] = [];
    for (const edge of plan.edges) {
      const identity = refIdentity(edge.to);
      const found = planned.has(refKey(edge.to.label, identity)) || (await findNode(edge.to.label, identity)) !== null;
      const relation = typeof edge.properties?.relation === 'string' ? edge.properties.relation : undefined;
      relations.push({
        type: edge.type,
        ...(relation ? { relation } : {}),
        to: { label: edge.to.label, name: nodeName(edge.to.label, identity) },
        exists: found,
      });
    }
    const type = typeof plan.node.identity.type === 'string' ? plan.node.identity.type : undefined;
    landings.push({
      name,
      conceptType,
      outcome: existing ? 'merge' : 'new',
      node: {
        label: plan.node.label,
        name: nodeName(plan.node.label, plan.node.identity),
        ...(type ? { type } : {}),
        ...(existing ? { id: existing.id } : {}),
      },
      keepsDescription: Boolean(existing) && plan.keepExisting,
      relations,
    });
  }
  return landings;
}

/**
 * A general concept (planet, sign, house, aspect) that exists keeps what it has: the write only adds the
 * properties it lacks, so a document cannot replace its description unless the reviewer chose to.
 */
export async function withoutOverwrite(node: NodeWrite, findNode: FindNode): Promise<NodeWrite> {
  const existing = await findNode(node.label, node.identity);
  if (!existing) return node;
  const properties = Object.fromEntries(
    Object.entries(node.properties).filter(
      ([key]) => key in node.identity || (!DESCRIPTION_KEYS.has(key) && !(key in existing.properties)),
    ),
  );
  return { ...node, properties };
}
