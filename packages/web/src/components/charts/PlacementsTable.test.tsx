import { formatDegree } from '@stellara/contract';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { type Placement, PlacementsTable } from './PlacementsTable.tsx';

// React writes an apostrophe as an entity; the tests read the minutes' mark as people see it.
const render = (node: Parameters<typeof renderToStaticMarkup>[0]) =>
  renderToStaticMarkup(node).replaceAll('&#x27;', "'");
const text = (html: string) => html.replace(/<[^>]+>/g, '');
const sun: Placement = { label: 'Sun', sign: 'Leo', degree: 22.38, house: 10, retrograde: false };
const node: Placement = { label: 'North Node', sign: 'Aries', degree: 3.5, house: null, retrograde: true };
const headers = (html: string) => [...html.matchAll(/<th scope="col">([^<]*)<\/th>/g)].map((m) => m[1]);

describe('the placements table', () => {
  test('split: Point, Sign, Degree, House; the glyph is hidden from screen readers; no house shows a dash', () => {
    const html = render(
      <PlacementsTable
        placements={[sun, node]}
        className="placements"
        testId="placements"
        caption={{ text: 'Key placements' }}
      />,
    );
    expect(headers(html)).toEqual(['Point', 'Sign', 'Degree', 'House']);
    expect(html).toContain('<caption>Key placements</caption>');
    expect(html).toContain('<span class="glyph" aria-hidden="true">♌</span>Leo');
    expect(html).toMatch(/<th scope="row">Sun<\/th><td>.*?Leo<\/td><td>22°23'<\/td><td>10<\/td>/);
    expect(html).toMatch(/<th scope="row">North Node<\/th>.*<td>—<\/td><\/tr><\/tbody>/);
  });

  test('℞ after the degree by default, beside the name (and spoken) when asked', () => {
    const afterDegree = render(<PlacementsTable placements={[node]} className="placements" />);
    expect(afterDegree).toMatch(/<td>3°30'<abbr title="retrograde" class="muted"> ℞<\/abbr><\/td>/);
    const besideName = render(
      <PlacementsTable
        placements={[sun, node]}
        className="profile-table"
        labelledBy="planetary-positions"
        retrogradeBeside="name"
      />,
    );
    expect(besideName).toContain('aria-labelledby="planetary-positions"');
    expect(besideName).not.toContain('<caption');
    expect(besideName).toMatch(
      /<th scope="row">North Node<span class="retrograde"[^>]*data-testid="retrograde"><span aria-hidden="true">℞<\/span><span class="sr-only">\(retrograde\)<\/span><\/span><\/th>/,
    );
    expect(besideName).toMatch(/<td>3°30'<\/td>/);
    expect(besideName.match(/data-testid="retrograde"/g)).toHaveLength(1);
  });

  test(`position: one "12°05' Leo" column, a hidden caption, houses named as the caller says`, () => {
    const html = render(
      <PlacementsTable
        placements={[
          { label: 'Venus', sign: 'Leo', degree: 12 + 5 / 60, house: 7, retrograde: false },
          { ...node, retrograde: false },
        ]}
        className="composite-positions"
        caption={{ text: 'Composite positions', hidden: true }}
        layout="position"
        houseLabel={(h) => `${h}th`}
        noHouse="–"
      />,
    );
    expect(headers(html)).toEqual(['Point', 'Position', 'House']);
    expect(html).toContain('<caption class="sr-only">Composite positions</caption>');
    expect(text(html)).toContain("Venus12°05' Leo7th");
    expect(text(html)).toContain("North Node3°30' Aries–");
    expect(html).not.toContain('glyph');
  });

  test('whole degrees and minutes, as the composite chart gives them, show exactly as given', () => {
    for (const d of [0, 12, 29]) {
      for (let m = 0; m < 60; m++) {
        expect(formatDegree(d + m / 60)).toBe(`${d}°${String(m).padStart(2, '0')}'`);
      }
    }
  });
});
