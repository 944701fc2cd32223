import { Fragment, type ReactNode } from 'react';

/**
 * A tiny, safe Markdown renderer for the assistant's replies: paragraphs, line breaks, headings (shown as
 * strong lines), bullet and numbered lists, **bold**, *italics* / _italics_ and `code`. It builds React
 * elements from text only, so any HTML in a reply is shown as text, never injected.
 */
export function Markdown({ text }: { text: string }) {
  return <>{renderBlocks(text)}</>;
}

type Block = { kind: 'p'; lines: string[] } | { kind: 'h'; text: string } | { kind: 'ul' | 'ol'; items: string[] };

const BULLET = /^\s*[-*+•]\s+(.*)$/;
const NUMBERED = /^\s*\d{1,3}[.)]\s+(.*)$/;
const HEADING = /^\s*#{1,6}\s+(.*)$/;

export function parseBlocks(text: string): Block[] {
  const blocks: Block[] = [];
  let current: Block | null = null;
  const flush = () => {
    if (current) blocks.push(current);
    current = null;
  };
  for (const line of text.replace(/\r\n?/g, '\n').split('\n')) {
    if (line.trim() === '') {
      flush();
      continue;
    }
    const heading = HEADING.exec(line);
    const bullet = BULLET.exec(line);
    const numbered = NUMBERED.exec(line);
    if (heading) {
      flush();
      blocks.push({ kind: 'h', text: heading[1] ?? '' });
    } else if (bullet || numbered) {
      const kind = bullet ? 'ul' : 'ol';
      const item = (bullet ?? numbered)?.[1] ?? '';
      const open = current as Block | null;
      if (open && open.kind === kind) open.items.push(item);
      else {
        flush();
        current = { kind, items: [item] };
      }
    } else {
      const open = current as Block | null;
      if (open && (open.kind === 'ul' || open.kind === 'ol') && /^\s{2,}/.test(line)) {
        // An indented continuation of the last list item.
        const last = open.items.length - 1;
        open.items[last] = `${open.items[last]} ${line.trim()}`;
      } else if (open && open.kind === 'p') open.lines.push(line.trim());
      else {
        flush();
        current = { kind: 'p', lines: [line.trim()] };
      }
    }
  }
  flush();
  return blocks;
}

function renderBlocks(text: string): ReactNode[] {
  return parseBlocks(text).map((block, i) => {
    const key = `${block.kind}${i}`;
    switch (block.kind) {
      case 'h':
        return (
          <p key={key} className="md-heading">
            <strong>{renderInline(block.text)}</strong>
          </p>
        );
      case 'ul':
      case 'ol': {
        const List = block.kind;
        return (
          <List key={key}>
            {block.items.map((item, j) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: items of a static text, in order
              <li key={j}>{renderInline(item)}</li>
            ))}
          </List>
        );
      }
      default:
        return (
          <p key={key}>
            {block.lines.map((line, j) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: lines of a static text, in order
              <Fragment key={j}>
                {j > 0 && <br />}
                {renderInline(line)}
              </Fragment>
            ))}
          </p>
        );
    }
  });
}

const INLINE = /(\*\*[^*\n]+?\*\*|__[^_\n]+?__|`[^`\n]+`|\*[^*\s][^*\n]*?\*|(?<![\w])_[^_\s][^_\n]*?_(?![\w]))/;

/** Inline marks: **bold** / __bold__, *italics* / _italics_, `code`; nested marks inside bold are read too. */
export function renderInline(text: string): ReactNode[] {
  const out: ReactNode[] = [];
  let rest = text;
  let n = 0;
  while (rest.length > 0) {
    const match = INLINE.exec(rest);
    if (!match || match.index === undefined) {
      out.push(rest);
      break;
    }
    if (match.index > 0) out.push(rest.slice(0, match.index));
    const token = match[0];
    const key = `i${n++}`;
    if (token.startsWith('**') || token.startsWith('__'))
      out.push(<strong key={key}>{renderInline(token.slice(2, -2))}</strong>);
    else if (token.startsWith('`')) out.push(<code key={key}>{token.slice(1, -1)}</code>);
    else out.push(<em key={key}>{token.slice(1, -1)}</em>);
    rest = rest.slice(match.index + token.length);
  }
  return out;
}
