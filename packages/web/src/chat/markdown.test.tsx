import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { groupSections, Markdown, parseBlocks } from './markdown.tsx';

const html = (text: string) => renderToStaticMarkup(<Markdown text={text} />);

/** A reply as the built-in reader writes it: sections of a heading and a short paragraph or two. */
const SECTIONED = [
  'Your chart has a clear centre.',
  '',
  '### Moon in Aquarius',
  'You feel things at a little distance.',
  '',
  'Friends matter more than you admit.',
  '',
  '### This week',
  '- notice one feeling',
  '- name it out loud',
  '',
  'What do you notice first?',
].join('\n');

describe('assistant Markdown', () => {
  test('paragraphs, line breaks, bold, italics and code', () => {
    expect(html('Your **Sun in Scorpio** is *intense*.\nIt asks for `depth`.\n\nSecond _part_.')).toBe(
      '<p>Your <strong>Sun in Scorpio</strong> is <em>intense</em>.<br/>It asks for <code>depth</code>.</p><p>Second <em>part</em>.</p>',
    );
  });

  test('bullet and numbered lists, headings as strong lines', () => {
    expect(html('## Three moves\n- one **bold**\n- two\n\n1. first\n2. second')).toBe(
      '<section class="reply-section"><p class="md-heading"><strong>Three moves</strong></p><ul><li>one <strong>bold</strong></li><li>two</li></ul><ol><li>first</li><li>second</li></ol></section>',
    );
  });

  test('a table: the first row the header, the rule under it dropped, marks inside cells read', () => {
    expect(html('Counts:\n\n| Element | Count |\n|---|---|\n| **Fire** | 2 |\n| Earth | 4 |')).toBe(
      '<p>Counts:</p><div class="md-table-wrap"><table class="md-table"><thead><tr><th>Element</th><th>Count</th></tr></thead><tbody><tr><td><strong>Fire</strong></td><td>2</td></tr><tr><td>Earth</td><td>4</td></tr></tbody></table></div>',
    );
  });

  test('a heading starts a section; the blocks before the first heading open the reply', () => {
    const sections = groupSections(parseBlocks(SECTIONED));
    expect(sections.map((s) => [s.heading?.text ?? null, s.blocks.map((b) => b.kind)])).toEqual([
      [null, ['p']],
      ['Moon in Aquarius', ['p', 'p']],
      ['This week', ['ul', 'p']],
    ]);
  });

  test('a reply without a heading before its first section has no opening section', () => {
    const sections = groupSections(parseBlocks('### One\nfirst\n### Two\nsecond'));
    expect(sections.map((s) => s.heading?.text)).toEqual(['One', 'Two']);
    expect(groupSections([])).toEqual([]);
  });

  test('each section renders as its own block, the heading as a compact strong line', () => {
    expect(html(SECTIONED)).toBe(
      '<section class="reply-section"><p>Your chart has a clear centre.</p></section>' +
        '<section class="reply-section"><p class="md-heading"><strong>Moon in Aquarius</strong></p>' +
        '<p>You feel things at a little distance.</p><p>Friends matter more than you admit.</p></section>' +
        '<section class="reply-section"><p class="md-heading"><strong>This week</strong></p>' +
        '<ul><li>notice one feeling</li><li>name it out loud</li></ul><p>What do you notice first?</p></section>',
    );
  });

  test('text without headings renders as plain blocks, without sections', () => {
    expect(html('One paragraph.\n\nAnother.')).toBe('<p>One paragraph.</p><p>Another.</p>');
  });

  test('while streaming, heading marks without words yet show nothing; the caret ends the last line', () => {
    const streaming = (text: string) =>
      renderToStaticMarkup(<Markdown text={text} trailing={<span className="caret" />} />);
    expect(streaming('First part.\n\n###')).toBe('<p>First part.<span class="caret"></span></p>');
    expect(streaming('### Moon\n- one')).toBe(
      '<section class="reply-section"><p class="md-heading"><strong>Moon</strong></p><ul><li>one<span class="caret"></span></li></ul></section>',
    );
  });

  test('HTML in a heading is shown as text, never injected', () => {
    const out = html('### <script>alert(1)</script>\nbody');
    expect(out).not.toContain('<script');
    expect(out).toContain('<strong>&lt;script&gt;alert(1)&lt;/script&gt;</strong>');
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
