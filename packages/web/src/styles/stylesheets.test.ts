import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, test } from 'vitest';

/**
 * Stylesheets other than global.css load with the page that imports them and stay for the rest of the visit, in
 * the order the person happened to open the pages. A selector styled in two of them therefore looks one way or the
 * other depending on that order: on a phone the upgrade banner fell into an 88 px column and the SAMPLE badge
 * covered the Main badge and the intensity pill only after Reading History had been opened. Each
 * selector belongs to one lazily loaded stylesheet; global.css, loaded first, may be refined by any of them.
 */

const src = join(import.meta.dirname, '..');

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return cssFiles(path);
    return entry.name.endsWith('.css') ? [path] : [];
  });
}

/** Splits at commas outside parentheses: `.a:is(.b, .c), .d` is two selectors. */
function splitSelectors(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const ch of list) {
    if (ch === '(') depth++;
    if (ch === ')') depth--;
    if (ch === ',' && depth === 0) {
      parts.push(current);
      current = '';
    } else current += ch;
  }
  parts.push(current);
  return parts.map((p) => p.replace(/\s+/g, ' ').trim()).filter(Boolean);
}

/** The selectors a stylesheet styles, at any depth of @media or @supports; keyframe steps are not selectors. */
function selectorsOf(css: string): string[] {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const found: string[] = [];
  const stack: ('group' | 'rule' | 'skip')[] = [];
  let prelude = '';
  for (const ch of text) {
    if (ch === '{') {
      const head = prelude.trim();
      prelude = '';
      const inSkip = stack.includes('skip');
      if (head.startsWith('@')) {
        stack.push(/^@(media|supports|layer|container)\b/.test(head) && !inSkip ? 'group' : 'skip');
      } else {
        stack.push(inSkip ? 'skip' : 'rule');
        if (!inSkip) found.push(...splitSelectors(head));
      }
    } else if (ch === '}') {
      stack.pop();
      prelude = '';
    } else if (ch === ';') {
      prelude = '';
    } else {
      prelude += ch;
    }
  }
  return found;
}

describe('stylesheets', () => {
  test('the selector reader', () => {
    expect(
      selectorsOf(`
        /* .commented { } */
        .a, .b:is(.c, .d) > span { color: red; }
        @media (max-width: 640px) { .a { color: blue; } }
        @keyframes spin { to { transform: rotate(1turn); } }
        @import url("x.css");
        .e{}`),
    ).toEqual(['.a', '.b:is(.c, .d) > span', '.a', '.e']);
  });

  test('no selector is styled in two lazily loaded stylesheets', () => {
    const owners = new Map<string, Set<string>>();
    const lazy = cssFiles(src).filter((file) => !file.endsWith(join('styles', 'global.css')));
    expect(lazy.length).toBeGreaterThan(5);
    for (const file of lazy) {
      for (const selector of selectorsOf(readFileSync(file, 'utf8'))) {
        const set = owners.get(selector) ?? new Set<string>();
        set.add(relative(src, file));
        owners.set(selector, set);
      }
    }
    const shared = [...owners]
      .filter(([, files]) => files.size > 1)
      .map(([sel, files]) => `${sel}: ${[...files].join(', ')}`);
    expect(shared).toEqual([]);
  });
});
