// Prepared queries of the technical dashboard, written once per graph adapter: Cypher for Neo4j, and for the
// embedded graph one read-only SQL statement over graph_nodes (id, label, key, properties) and graph_edges
// (id, type, from_id, to_id, properties), which is what its console accepts. Both versions answer the same
// question with the same columns, so the tabs show the same table whichever adapter runs.
import type { PresetQuery } from '@stellara/contract';
import type { GraphMode } from '../graph.port.ts';

type Written = Omit<PresetQuery, 'language' | 'query'> & { cypher: string; sql: string };

/** System Health "Quick Query Test" presets (docs/admin.md). */
const QUICK_QUERIES: Written[] = [
  {
    id: 'list-planets',
    name: 'List Planets',
    description: 'Every planet with its nature, element and first keywords.',
    cypher: `MATCH (p:Planet)
RETURN p.name AS name, p.nature AS nature, p.element AS element, p.keywords[0..3] AS keywords
ORDER BY p.name`,
    sql: `SELECT properties->>'name' AS name, properties->>'nature' AS nature, properties->>'element' AS element,
       ARRAY(SELECT jsonb_array_elements_text(properties->'keywords') LIMIT 3) AS keywords
FROM graph_nodes WHERE label = 'Planet'
ORDER BY properties->>'name'`,
  },
  {
    id: 'signs-elements',
    name: 'Signs & Elements',
    description: 'Each sign with the element and quality it is linked to (HAS_ELEMENT, HAS_QUALITY).',
    cypher: `MATCH (s:Sign)
OPTIONAL MATCH (s)-[:HAS_ELEMENT]->(e:Element)
OPTIONAL MATCH (s)-[:HAS_QUALITY]->(q:Quality)
RETURN s.name AS sign, e.name AS element, q.name AS quality
ORDER BY coalesce(s.order, 99), s.name`,
    sql: `SELECT s.properties->>'name' AS sign, e.properties->>'name' AS element, q.properties->>'name' AS quality
FROM graph_nodes s
LEFT JOIN graph_edges he ON he.from_id = s.id AND he.type = 'HAS_ELEMENT'
LEFT JOIN graph_nodes e ON e.id = he.to_id AND e.label = 'Element'
LEFT JOIN graph_edges hq ON hq.from_id = s.id AND hq.type = 'HAS_QUALITY'
LEFT JOIN graph_nodes q ON q.id = hq.to_id AND q.label = 'Quality'
WHERE s.label = 'Sign'
ORDER BY coalesce((s.properties->>'order')::int, 99), s.properties->>'name'`,
  },
  {
    id: 'interpretation-styles',
    name: 'Interpretation Styles',
    description: 'The interpretation styles and how many interpretations are written in each.',
    cypher: `MATCH (st:InterpretationStyle)
OPTIONAL MATCH (i:Interpretation) WHERE i.style = st.name
RETURN st.name AS style, st.title AS title, coalesce(st.isDefault, false) AS is_default, count(i) AS interpretations
ORDER BY is_default DESC, style`,
    sql: `SELECT st.properties->>'name' AS style, st.properties->>'title' AS title,
       coalesce((st.properties->>'isDefault')::boolean, false) AS is_default,
       (SELECT count(*) FROM graph_nodes i WHERE i.label = 'Interpretation'
          AND i.properties->>'style' = st.properties->>'name')::int AS interpretations
FROM graph_nodes st WHERE st.label = 'InterpretationStyle'
ORDER BY is_default DESC, style`,
  },
  {
    id: 'node-counts',
    name: 'Node Counts',
    description: 'How many nodes the graph holds per label.',
    cypher: `MATCH (n)
RETURN labels(n)[0] AS label, count(*) AS count
ORDER BY count DESC, label`,
    sql: `SELECT label, count(*)::int AS count
FROM graph_nodes GROUP BY label
ORDER BY count DESC, label`,
  },
];

/** Database Cleanup custom-query templates (docs/admin.md). Read-only: they find, the admin decides. */
const CLEANUP_TEMPLATES: Written[] = [
  {
    id: 'duplicate-houses',
    name: 'Find duplicate houses',
    description: 'House numbers held by more than one node (1, 1.0 and "1" count as the same house).',
    cypher: `MATCH (h:House)
WITH toInteger(toFloat(h.number)) AS number, collect(elementId(h)) AS ids, collect(h.name) AS names
WHERE size(ids) > 1
RETURN number, size(ids) AS copies, ids, names
ORDER BY number`,
    sql: `SELECT (properties->>'number')::float8 AS number, count(*)::int AS copies,
       array_agg(id ORDER BY id) AS ids, array_agg(properties->>'name' ORDER BY id) AS names
FROM graph_nodes
WHERE label = 'House' AND properties->>'number' ~ '^\\s*[0-9]+(\\.[0-9]+)?\\s*$'
GROUP BY 1 HAVING count(*) > 1
ORDER BY 1`,
  },
  {
    id: 'orphaned-interpretations',
    name: 'Find orphaned interpretations',
    description: 'Interpretations that interpret nothing (no INTERPRETS relationship).',
    cypher: `MATCH (i:Interpretation)
WHERE NOT (i)-[:INTERPRETS]->()
RETURN elementId(i) AS id, i.placement AS placement, i.style AS style
ORDER BY placement, style
LIMIT 200`,
    sql: `SELECT n.id, n.properties->>'placement' AS placement, n.properties->>'style' AS style
FROM graph_nodes n
WHERE n.label = 'Interpretation'
  AND NOT EXISTS (SELECT 1 FROM graph_edges e WHERE e.from_id = n.id AND e.type = 'INTERPRETS')
ORDER BY placement, style
LIMIT 200`,
  },
  {
    id: 'entity-count-report',
    name: 'Entity count report',
    description: 'Nodes per label, with how many relationship ends they carry.',
    cypher: `MATCH (n)
WITH labels(n)[0] AS entity, COUNT { (n)--() } AS degree
RETURN entity, count(*) AS nodes, sum(degree) AS relationships
ORDER BY nodes DESC, entity`,
    sql: `WITH ends AS (SELECT from_id AS id FROM graph_edges UNION ALL SELECT to_id FROM graph_edges),
     degree AS (SELECT id, count(*) AS c FROM ends GROUP BY id)
SELECT n.label AS entity, count(*)::int AS nodes, coalesce(sum(d.c), 0)::int AS relationships
FROM graph_nodes n LEFT JOIN degree d ON d.id = n.id
GROUP BY n.label
ORDER BY nodes DESC, entity`,
  },
];

function forMode(list: Written[], mode: GraphMode): PresetQuery[] {
  return list.map(({ cypher, sql, ...rest }) => ({
    ...rest,
    language: mode === 'neo4j' ? 'cypher' : 'sql',
    query: mode === 'neo4j' ? cypher : sql,
  }));
}

export const quickQueries = (mode: GraphMode): PresetQuery[] => forMode(QUICK_QUERIES, mode);
export const cleanupTemplates = (mode: GraphMode): PresetQuery[] => forMode(CLEANUP_TEMPLATES, mode);

/** What the query boxes accept on each adapter. */
export function queryHint(mode: GraphMode): string {
  return mode === 'neo4j'
    ? 'Cypher, run on Neo4j.'
    : 'One SQL statement over graph_nodes (id, label, key, properties) and graph_edges (id, type, from_id, to_id, properties): the embedded graph has no Cypher.';
}
