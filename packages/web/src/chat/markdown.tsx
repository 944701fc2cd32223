import { Fragment, type ReactNode } from 'react';

/**
 * A tiny, safe Markdown renderer for the assistant's replies: paragraphs, line breaks, headings (shown as
 * strong lines), bullet and numbered lists, tables (`| a | b |` rows, the first the header), **bold**,
 * *italics* / _italics_ and `code`. It builds React
 * elements from text only, so any HTML in a reply is shown as text, never injected.
 *
 * A reply written in sections (`### Heading`, then a paragraph or two) shows each section as its own block,
 * so a long reply reads as a few short parts rather than one wall of text. `trailing` (the streaming caret)
 * goes at the end of the last line.
 */
export function Markdown({ text, trailing }: { text: string; trailing?: ReactNode }) {
  const blocks = parseBlocks(text);
  // Text without headings renders as plain blocks, as it always did.
  if (!blocks.some((b) => b.kind === 'h')) return <>{renderBlocks(blocks, trailing)}</>;
  const sections = groupSections(blocks);
  return (
    <>
      {sections.map((section, i) => {
        const last = i === sections.length - 1;
        const inside = section.heading === null ? section.blocks : [section.heading, ...section.blocks];
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: sections of a static text, in order
          <section key={i} className="reply-section">
            {renderBlocks(inside, last ? trailing : undefined)}
          </section>
        );
      })}
    </>
  );
}

type HeadingBlock = { kind: 'h'; text: string };
export type Block =
  | { kind: 'p'; lines: string[] }
  | HeadingBlock
  | { kind: 'ul' | 'ol'; items: string[] }
  | { kind: 'table'; rows: string[][] };

/** A heading and the blocks under it; the opening section (text before the first heading) has none. */
export interface Section {
  heading: HeadingBlock | null;
  blocks: Block[];
}

const BULLET = /^\s*[-*+•]\s+(.*)$/;
const NUMBERED = /^\s*\d{1,3}[.)]\s+(.*)$/;
const HEADING = /^\s*#{1,6}\s+(.*)$/;
const TABLE_ROW = /^\s*\|(.*)\|\s*$/;
/** The line under a table's header: `|---|:---:|`. */
const TABLE_RULE = /^\s*\|(?:\s*:?-{2,}:?\s*\|)+\s*$/;
/** A heading still arriving while the reply streams ("##" before its words): nothing to show yet. */
const HEADING_MARKS = /^\s*#{1,6}\s*$/;

/** Groups blocks into sections: every heading starts one; the blocks before the first heading open the reply. */
export function groupSections(blocks: Block[]): Section[] {
  const sections: Section[] = [];
  for (const block of blocks) {
    if (block.kind === 'h') sections.push({ heading: block, blocks: [] });
    else {
      const current = sections.at(-1);
      if (current) current.blocks.push(block);
      else sections.push({ heading: null, blocks: [block] });
    }
  }
  return sections;
}

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
    if (HEADING_MARKS.test(line)) continue;
    const row = TABLE_ROW.exec(line);
    if (row) {
      if (TABLE_RULE.test(line)) continue;
      const cells = (row[1] ?? '').split('|').map((cell) => cell.trim());
      const open = current as Block | null;
      if (open && open.kind === 'table') open.rows.push(cells);
      else {
        flush();
        current = { kind: 'table', rows: [cells] };
      }
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

function renderBlocks(blocks: Block[], trailing?: ReactNode): ReactNode[] {
  return blocks.map((block, i) => {
    const key = `${block.kind}${i}`;
    const end = i === blocks.length - 1 ? trailing : undefined;
    switch (block.kind) {
      case 'h':
        return (
          <p key={key} className="md-heading">
            <strong>{renderInline(block.text)}</strong>
            {end}
          </p>
        );
      case 'table': {
        const [head = [], ...body] = block.rows;
        const cells = (row: string[], Cell: 'th' | 'td') =>
          // biome-ignore lint/suspicious/noArrayIndexKey: cells of a static text, in order
          row.map((cell, j) => <Cell key={j}>{renderInline(cell)}</Cell>);
        return (
          <div key={key} className="md-table-wrap">
            <table className="md-table">
              <thead>
                <tr>{cells(head, 'th')}</tr>
              </thead>
              <tbody>
                {body.map((row, j) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: rows of a static text, in order
                  <tr key={j}>{cells(row, 'td')}</tr>
                ))}
              </tbody>
            </table>
            {end}
          </div>
        );
      }
      case 'ul':
      case 'ol': {
        const List = block.kind;
        return (
          <List key={key}>
            {block.items.map((item, j) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: items of a static text, in order
              <li key={j}>
                {renderInline(item)}
                {j === block.items.length - 1 && end}
              </li>
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
            {end}
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
