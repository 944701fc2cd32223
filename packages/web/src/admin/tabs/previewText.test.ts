import { describe, expect, it } from 'vitest';
import { previewText } from './previewText.ts';

describe('previewText', () => {
  it('drops Markdown marks instead of showing them', () => {
    const reply =
      "Here's what my knowledge database says.\n\n**Venus** (Planet): Love and values.\n\n**Venus in Scorpio** (Interpretation): *intense* bonds.";
    expect(previewText(reply, 500)).toBe(
      "Here's what my knowledge database says. Venus (Planet): Love and values. Venus in Scorpio (Interpretation): intense bonds.",
    );
    expect(previewText('# Title\n- one `code`\n- two', 100)).toBe('Title one code two');
  });
  it('cuts at a word and leaves no half-open bold mark', () => {
    const text = `**${'word '.repeat(60)}**`;
    const preview = previewText(text, 40);
    expect(preview).not.toContain('*');
    expect(preview.endsWith('word...')).toBe(true);
    expect(preview.length).toBeLessThanOrEqual(43);
  });
  it('keeps a product name with an asterisk-free plus sign', () => {
    expect(previewText('Upgrade to **Stellara+** for timing.', 100)).toBe('Upgrade to Stellara+ for timing.');
  });
});
