import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { SecretShownOnce } from './SecretShownOnce.tsx';

const text = (html: string) => html.replace(/<[^>]+>/g, '');

describe('a secret shown once', () => {
  const html = renderToStaticMarkup(
    <SecretShownOnce
      message={<p className="api-key-warning">Shown this once.</p>}
      label="Your calendar link"
      value="https://example.test/feed/abc"
      noun="link"
      copyLabel="Copy link"
      testId="calendar-link"
      fieldTestId="calendar-link-url"
    >
      <a href="webcal://example.test/feed/abc">Open in calendar</a>
    </SecretShownOnce>,
  );

  test('says it is shown once, then the value in a read-only field named for screen readers', () => {
    expect(text(html).indexOf('Shown this once.')).toBeLessThan(text(html).indexOf('Your calendar link'));
    expect(html).toMatch(/<input[^>]*readOnly=""[^>]*value="https:\/\/example.test\/feed\/abc"/);
    expect(html).toMatch(/data-testid="calendar-link-url"/);
    const fieldId = html.match(/<input[^>]*? id="([^"]+)"/)?.[1];
    expect(html).toContain(`for="${fieldId}"`);
  });

  test('offers the copy button with its own label, and what follows the field after it', () => {
    expect(text(html)).toContain('Copy link');
    expect(text(html)).not.toContain('Copied');
    expect(text(html).indexOf('Copy link')).toBeLessThan(text(html).indexOf('Open in calendar'));
    expect(html).toContain('data-testid="calendar-link"');
    expect(html).toContain('role="status"');
  });

  test('says nothing about selecting until copying has been refused', () => {
    expect(text(html)).not.toContain('Copying was not allowed');
  });

  test('the copy button says Copy unless told otherwise', () => {
    const plain = renderToStaticMarkup(
      <SecretShownOnce message={null} label="Your new API key" value="sk_1" noun="key" testId="t" fieldTestId="f" />,
    );
    expect(text(plain)).toContain('Copy');
    expect(text(plain)).not.toContain('Copy link');
  });
});
