import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { type Choice, ChoiceGroup } from './ChoiceGroup.tsx';

type Size = 'small' | 'large';
const sizes: Choice<Size>[] = [
  { id: 'small', name: 'Small', description: 'Fits in a pocket.' },
  { id: 'large', name: 'Large', description: 'Needs a bag.', color: '#c0ffee', lockedBy: <b>Plus</b> },
];
const text = (html: string) => html.replace(/<[^>]+>/g, '');
/** Each radio card's attributes by name, and the words it shows. */
const radios = (html: string) =>
  [...html.matchAll(/<button([^>]*)>(.*?)<\/button>/g)].map((m) => ({
    attrs: Object.fromEntries([...(m[1] ?? '').matchAll(/([\w-]+)="([^"]*)"/g)].map((a) => [a[1], a[2]])),
    label: text(m[2] ?? ''),
  }));
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
    expect(small).toEqual({
      attrs: {
        type: 'button',
        role: 'radio',
        'aria-checked': 'true',
        'aria-disabled': 'false',
        class: 'choice',
        'data-testid': 'size-small',
      },
      label: 'SmallFits in a pocket.',
    });
    expect(large?.attrs).toMatchObject({ 'aria-checked': 'false', 'data-testid': 'size-large' });
    // Only the chosen card carries the check mark.
    expect(render().match(/choice-check/g)).toHaveLength(1);
    expect(radios(render({ chosen: 'large' })).map((r) => r.attrs['aria-checked'])).toEqual(['false', 'true']);
  });

  test('marks a locked choice disabled, in its own colour, with what opens it beside its name', () => {
    const [, large] = radios(render());
    expect(large).toMatchObject({
      attrs: { 'aria-disabled': 'true', style: '--choice-color:#c0ffee' },
      label: 'LargePlusNeeds a bag.',
    });
  });

  test('holds every card while an earlier choice is saved', () => {
    expect(radios(render({ busy: true })).map((r) => r.attrs['aria-disabled'])).toEqual(['true', 'true']);
  });

  test('draws an icon square only for choices that have an icon', () => {
    expect(render()).not.toContain('choice-icon');
    const withIcon = render({ choices: [{ ...sizes[0]!, icon: <svg aria-hidden="true" /> }] });
    expect(withIcon).toContain('<span class="choice-icon"><svg aria-hidden="true"></svg></span>');
  });
});
