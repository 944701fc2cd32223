// A personality's response patterns as graph nodes: a PersonalityMode node owning one ResponsePattern per
// section. The writes and the mapping back; the base graph runs them and journals the write.
import type { GraphNode, ResponsePattern } from './graph.port.ts';
import { type EdgeWrite, GraphInputError, type NodeWrite, nodeWrite } from './graph-values.ts';

export interface ResponsePatternInput {
  personality: string;
  section: string;
  content: string;
  isActive?: boolean;
}

/** The nodes and the edge that store one pattern; throws GraphInputError when a required field is blank. */
export function responsePatternWrite(
  input: ResponsePatternInput,
  now: string,
): { pattern: ResponsePattern; nodes: NodeWrite[]; edges: EdgeWrite[] } {
  const personality = input.personality.trim();
  const section = input.section.trim();
  if (!personality || !section || !input.content.trim()) {
    throw new GraphInputError('personality, section and content are required');
  }
  const updated_at = now;
  const pattern: ResponsePattern = {
    personality,
    section,
    content: input.content,
    is_active: input.isActive ?? true,
    updated_at,
  };
  return {
    pattern,
    nodes: [
      nodeWrite('PersonalityMode', { name: personality, updated_at }),
      nodeWrite('ResponsePattern', { ...pattern }),
    ],
    edges: [
      {
        type: 'HAS_PATTERN',
        from: { label: 'PersonalityMode', key: personality },
        to: { label: 'ResponsePattern', key: `${personality}|${section}` },
        properties: {},
      },
    ],
  };
}

export function responsePatternOf(n: GraphNode): ResponsePattern {
  return {
    personality: String(n.properties.personality),
    section: String(n.properties.section),
    content: String(n.properties.content ?? ''),
    is_active: n.properties.is_active !== false,
    updated_at: String(n.properties.updated_at ?? ''),
  };
}
