import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { AdminToolbar, personalityChoices, RefreshButton, ToolbarSelect } from './AdminToolbar.tsx';

const text = (html: string) => html.replace(/<[^>]+>/g, '');

describe('the Personality Control toolbar', () => {
  test('draws its own card with the pickers first and the actions at the end', () => {
    const html = renderToStaticMarkup(
      <AdminToolbar actions={<RefreshButton refreshing={false} onRefresh={() => {}} />}>
        <ToolbarSelect label="Personality" value="coach" options={personalityChoices} onChange={() => {}} />
      </AdminToolbar>,
    );
    expect(html).toMatch(/^<div class="card pc-toolbar">/);
    expect(html).toMatch(/<div class="pc-toolbar-end"><button[^>]*>.*Refresh<\/button><\/div><\/div>$/);
    expect(text(html).indexOf('Personality')).toBeLessThan(text(html).indexOf('Refresh'));
  });

  test('inside a card it is only the row, and without actions there is no empty end', () => {
    const html = renderToStaticMarkup(
      <AdminToolbar card={false}>
        <span className="badge">Simulating Pro</span>
      </AdminToolbar>,
    );
    expect(html).toBe('<div class="pc-toolbar"><span class="badge">Simulating Pro</span></div>');
  });

  test('a picker is labelled, offers every voice, and an "All" first when it filters', () => {
    const html = renderToStaticMarkup(
      <ToolbarSelect label="Personality" value="" anyLabel="All" options={personalityChoices} onChange={() => {}} />,
    );
    const id = html.match(/<select id="([^"]+)"/)?.[1];
    expect(html).toContain(`<label for="${id}">Personality</label>`);
    const options = [...html.matchAll(/<option value="([^"]*)"[^>]*>([^<]*)<\/option>/g)].map((m) => [m[1], m[2]]);
    expect(options[0]).toEqual(['', 'All']);
    expect(options.slice(1)).toEqual(personalityChoices.map((p) => [p.value, p.label]));
    expect(personalityChoices).toHaveLength(5);
  });

  test('Refresh is disabled while a load runs', () => {
    expect(renderToStaticMarkup(<RefreshButton refreshing onRefresh={() => {}} />)).toContain('disabled');
    expect(renderToStaticMarkup(<RefreshButton refreshing={false} onRefresh={() => {}} />)).not.toContain('disabled');
  });
});
