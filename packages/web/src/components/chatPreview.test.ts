import { describe, expect, test } from 'vitest';
import { chatPreview } from './chatPreview.ts';

describe('a chat card preview', () => {
  test('a heading repeated by the text is said once, not run into it', () => {
    const preview = chatPreview('## Your 7th house\nYour 7th house covers partnership and the people you meet.');
    expect(preview).toEqual({ heading: null, text: 'Your 7th house covers partnership and the people you meet.' });
  });

  test('a heading of its own stands apart from the plain text', () => {
    expect(chatPreview('### Venus in Scorpio\n**Deep** loyalty, and *slow* trust.')).toEqual({
      heading: 'Venus in Scorpio',
      text: 'Deep loyalty, and slow trust.',
    });
  });

  test('lines, bullets and later headings become sentences of plain text', () => {
    const preview = chatPreview(
      'Three things:\n\n- Rest\n- Write it down\n\n## Next\nAsk me about [Saturn](https://x).',
    );
    expect(preview).toEqual({ heading: null, text: 'Three things: Rest. Write it down. Next. Ask me about Saturn.' });
  });

  test('an empty chat says so; a long one is cut at a word', () => {
    expect(chatPreview(null).text).toBe('No messages yet.');
    const cut = chatPreview(`${'word '.repeat(80)}end`, 40).text;
    expect(cut.length).toBeLessThanOrEqual(40);
    expect(cut).toMatch(/word…$/);
  });
});
