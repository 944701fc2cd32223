import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { Markdown } from './markdown.tsx';

const html = (text: string) => renderToStaticMarkup(<Markdown text={text} />);

describe('assistant Markdown', () => {
  test('paragraphs, line breaks, bold, italics and code', () => {
    expect(html('Your **Sun in Scorpio** is *intense*.\nIt asks for `depth`.\n\nSecond _part_.')).toBe(
      '<p>Your <strong>Sun in Scorpio</strong> is <em>intense</em>.<br/>It asks for <code>depth</code>.</p><p>Second <em>part</em>.</p>',
    );
  });

  test('bullet and numbered lists, headings as strong lines', () => {
    expect(html('## Three moves\n- one **bold**\n- two\n\n1. first\n2. second')).toBe(
      '<p class="md-heading"><strong>Three moves</strong></p><ul><li>one <strong>bold</strong></li><li>two</li></ul><ol><li>first</li><li>second</li></ol>',
    );
  });

  test('HTML in a reply is shown as text, never injected', () => {
    const out = html('<img src=x onerror="alert(1)"> and <script>alert(2)</script> **<b>x</b>**');
    expect(out).not.toContain('<img');
    expect(out).not.toContain('<script');
    expect(out).toContain('&lt;img src=x onerror=&quot;alert(1)&quot;&gt;');
    expect(out).toContain('<strong>&lt;b&gt;x&lt;/b&gt;</strong>');
  });

  test('snake_case words and lone asterisks stay as they are', () => {
    expect(html('a snake_case_word and 5 * 3 * 2')).toBe('<p>a snake_case_word and 5 * 3 * 2</p>');
  });

  test('an unfinished mark while streaming shows as plain text', () => {
    expect(html('The **Moon in')).toBe('<p>The **Moon in</p>');
  });
});
