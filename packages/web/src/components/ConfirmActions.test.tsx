import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { ConfirmActions } from './ConfirmActions.tsx';

const text = (html: string) => html.replace(/<[^>]+>/g, '');
const buttons = (html: string) =>
  [...html.matchAll(/<button([^>]*)>(.*?)<\/button>/g)].map((m) => ({ attrs: m[1] ?? '', label: text(m[2] ?? '') }));
const never = () => Promise.reject(new Error('not called while rendering'));

describe('the buttons at the foot of a confirmation', () => {
  test('the way back comes first and takes the focus; the action follows in its own look', () => {
    const [back, action] = buttons(
      renderToStaticMarkup(
        <ConfirmActions
          onCancel={() => {}}
          confirmLabel="Delete chart"
          confirmClassName="button button-danger"
          onConfirm={never}
        />,
      ),
    );
    expect(back?.label).toBe('Cancel');
    expect(back?.attrs).toContain('data-autofocus');
    expect(back?.attrs).toContain('class="button button-ghost"');
    expect(action?.label).toBe('Delete chart');
    expect(action?.attrs).toContain('class="button button-danger"');
    expect(action?.attrs).not.toContain('disabled');
  });

  test('when keeping is the safer choice, keeping is the filled button', () => {
    const [back, action] = buttons(
      renderToStaticMarkup(
        <ConfirmActions
          cancelLabel="Keep Pro"
          keepIsPrimary
          onCancel={() => {}}
          confirmLabel="Yes, cancel at period end"
          confirmClassName="button button-ghost"
          onConfirm={never}
        />,
      ),
    );
    expect(back).toMatchObject({ label: 'Keep Pro' });
    expect(back?.attrs).toContain('class="button button-primary"');
    expect(action?.attrs).toContain('class="button button-ghost"');
  });

  test('a dialog keeping its own state: busy shows the busy label disabled, and its error sits above the buttons', () => {
    const html = renderToStaticMarkup(
      <ConfirmActions
        onCancel={() => {}}
        confirmLabel="Delete my account"
        busyLabel="Deleting..."
        confirmClassName="button button-delete"
        busy
        error="That email does not match your account."
        onConfirm={never}
      />,
    );
    const [, action] = buttons(html);
    expect(action?.label).toBe('Deleting...');
    expect(action?.attrs).toContain('disabled');
    expect(html).toContain('role="alert"');
    expect(text(html).indexOf('That email does not match')).toBeLessThan(text(html).indexOf('Cancel'));
  });

  test('not ready yet: the action is disabled with its own label; no error, no alert', () => {
    const html = renderToStaticMarkup(
      <ConfirmActions
        onCancel={() => {}}
        confirmLabel="Delete my account"
        busyLabel="Deleting..."
        confirmClassName="button button-delete"
        disabled
        onConfirm={never}
      />,
    );
    const [, action] = buttons(html);
    expect(action?.label).toBe('Delete my account');
    expect(action?.attrs).toContain('disabled');
    expect(html).not.toContain('role="alert"');
  });
});
