import type { ConceptLanding, WrittenNode } from '@stellara/contract';

// What uploading a reviewed concept does to the graph, in words the reviewer can check before pressing
// "Upload to graph", and what an upload wrote, afterwards.

/** "Technique “Planetary Hours”", "Planet “Venus”", "Interpretation “Venus in 7th House”". */
export function nodeTitle(node: { label: string; name: string; type?: string | undefined }): string {
  return `${node.type ?? node.label} “${node.name}”`;
}

/** Where the concept lands: a new node, or the existing node it joins. */
export function landingText(landing: ConceptLanding): string {
  if (landing.outcome === 'invalid') return `Cannot be written: ${landing.reason ?? 'the concept is not valid'}.`;
  const title = nodeTitle(landing.node);
  if (landing.outcome === 'new') return `Lands as a new node: ${title}.`;
  return landing.keepsDescription
    ? `Merges into the existing ${title}, which keeps its own description.`
    : `Merges into the existing ${title}.`;
}

/** The relations the concept gets, and those skipped because the other end is not in the graph. */
export function relationsText(landing: ConceptLanding): { linked: string | null; skipped: string | null } {
  const name = (r: ConceptLanding['relations'][number]) =>
    `${r.relation === 'same_placement' ? 'starter interpretation' : r.to.label} “${r.to.name}”`;
  const linked = landing.relations.filter((r) => r.exists).map(name);
  const skipped = landing.relations.filter((r) => !r.exists).map(name);
  return {
    linked: linked.length ? `Linked to ${linked.join(', ')}.` : null,
    skipped: skipped.length ? `Not in the graph, so not linked: ${skipped.join(', ')}.` : null,
  };
}

/** The nodes an upload wrote, as the admin reads them. */
export function writtenText(nodes: WrittenNode[]): string {
  return nodes.map(nodeTitle).join(', ');
}
