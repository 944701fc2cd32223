/** A chat card's preview: the last message's heading (when it has one) apart from its text, both plain text. */
export interface ChatPreview {
  heading: string | null;
  text: string;
}

/** Markdown marks a preview does not show: emphasis, code, quotes, list bullets and link brackets. */
const plain = (line: string) =>
  line
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s*(?:[-*+]|\d+[.)])\s+/, '')
    .replace(/^\s*>\s?/, '')
    .replace(/[*_`~]/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/** Ends a sentence that had a line to itself, so lines do not run into each other once joined. */
const closed = (line: string) => (/[.!?:;…]$/.test(line) ? line : `${line}.`);

/**
 * The last message as a preview: its first heading set apart, every line after it as plain text with sentence breaks
 * where lines broke, cut to `max` characters. A heading repeated at the start of the text is said once.
 */
export function chatPreview(markdown: string | null, max = 220): ChatPreview {
  if (!markdown?.trim()) return { heading: null, text: 'No messages yet.' };
  let heading: string | null = null;
  const lines: string[] = [];
  for (const raw of markdown.split('\n')) {
    const headingMatch = /^\s*#{1,6}\s+(.*)$/.exec(raw);
    const line = plain(headingMatch ? headingMatch[1]! : raw);
    if (!line) continue;
    if (headingMatch && heading === null && lines.length === 0) heading = line;
    else lines.push(line);
  }
  let text = lines.map((line, i) => (i < lines.length - 1 ? closed(line) : line)).join(' ');
  if (heading && text.toLowerCase().startsWith(heading.toLowerCase())) heading = null;
  if (!text && heading) {
    text = heading;
    heading = null;
  }
  if (text.length > max) text = `${text.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;
  return { heading, text };
}
