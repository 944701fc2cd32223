import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { type Choice, ChoiceGroup } from './ChoiceGroup.tsx';

type Size = 'small' | 'large';
const sizes: Choice<Size>[] = [
  { id: 'small', name: 'Small', description: 'Fits in a pocket.' },
  { id: 'large', name: 'Large', description: 'Needs a bag.', color: '#c0ffee', lockedBy: <b>Plus</b> },
];
const text = (html: string) => html.replace(/<[^>]+>/g, '');
const radios = (html: string) =>
  [...html.matchAll(/<button([^>]*)>(.*?)<\/button>/g)].map((m) => ({ attrs: m[1] ?? '', label: text(m[2] ?? '') }));
const render = (props: Partial<Parameters<typeof ChoiceGroup<Size>>[0]> = {}) =>
  renderToStaticMarkup(
    <ChoiceGroup legend="Size" choices={sizes} chosen="small" testIdPrefix="size" onChoose={() => {}} {...props} />,
  );

describe('a settings choice group', () => {
  test('is a fieldset named by its legend, with the radiogroup role', () => {
    const html = render();
    const fieldset = html.match(/<fieldset([^>]*)>/)?.[1] ?? '';
    const legend = html.match(/<legend([^>]*)>(.*?)<\/legend>/);
    expect(fieldset).toContain('role="radiogroup"');
    const id = legend?.[1]?.match(/id="([^"]+)"/)?.[1];
    expect(id).toBeTruthy();
    expect(fieldset).toContain(`aria-labelledby="${id}"`);
    expect(legend?.[2]).toBe('Size');
    expect(legend?.[1]).toContain('class="choice-legend"');
  });

  test('keeps a hidden legend for screen readers only', () => {
    expect(render({ legendHidden: true })).toMatch(/<legend[^>]*class="sr-only"[^>]*>Size<\/legend>/);
  });

  test('makes each choice a radio card with its name, description and test id, the chosen one checked', () => {
    const [small, large] = radios(render());
    expect(small?.attrs).toContain('role="radio"');
    expect(small?.attrs).toContain('type="button"');
    expect(small?.attrs).toContain('aria-checked="true"');
    expect(small?.attrs).toContain('data-testid="size-small"');
    expect(small?.label).toBe('SmallFits in a pocket.');
    expect(large?.attrs).toContain('aria-checked="false"');
    expect(large?.attrs).toContain('data-testid="size-large"');
    // Only the chosen card carries the check mark.
    expect(render().match(/choice-check/g)).toHaveLength(1);
    expect(render({ chosen: 'large' }).match(/<button[^>]*aria-checked="true"[^>]*data-testid="size-large"/)).not.toBe(
      null,
    );
  });

  test('marks a locked choice disabled and shows what opens it beside its name', () => {
    const [small, large] = radios(render());
    expect(small?.attrs).toContain('aria-disabled="false"');
    expect(large?.attrs).toContain('aria-disabled="true"');
    expect(large?.label).toBe('LargePlusNeeds a bag.');
    expect(large?.attrs).toContain('--choice-color:#c0ffee');
    expect(small?.attrs).not.toContain('style=');
  });

  test('holds every card while an earlier choice is saved', () => {
    for (const radio of radios(render({ busy: true }))) expect(radio.attrs).toContain('aria-disabled="true"');
  });

  test('draws an icon square only for choices that have an icon', () => {
    expect(render()).not.toContain('choice-icon');
    const withIcon = render({ choices: [{ ...sizes[0]!, icon: <svg aria-hidden="true" /> }] });
    expect(withIcon).toContain('<span class="choice-icon"><svg aria-hidden="true"></svg></span>');
  });
});
