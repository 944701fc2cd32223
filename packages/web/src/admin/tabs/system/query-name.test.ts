import { describe, expect, test } from 'vitest';
import { CUSTOM_QUERY_NAME, queryName } from './query-name.ts';

const presets = [
  { name: 'Count nodes by type', query: 'SELECT label, count(*) FROM graph_nodes GROUP BY label' },
  { name: 'Planets', query: "SELECT key FROM graph_nodes WHERE label = 'Planet'" },
];

describe('queryName', () => {
  test("a preset's text, run as it was picked, carries the preset's name", () => {
    expect(queryName(presets[1]!.query, presets)).toBe('Planets');
    expect(queryName(`  ${presets[0]!.query}\n`, presets)).toBe('Count nodes by type');
  });

  test('an edited or own query is a custom query', () => {
    expect(queryName(`${presets[1]!.query} LIMIT 3`, presets)).toBe(CUSTOM_QUERY_NAME);
    expect(queryName('SELECT 1', [])).toBe(CUSTOM_QUERY_NAME);
  });
});
