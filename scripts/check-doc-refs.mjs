#!/usr/bin/env node
// Fails when code points at a document the repository does not hold: every `docs/<page>.md` named in packages/,
// bench/, scripts/, e2e/, scale/ or evals/ must exist, and no old-style reference to an outside document (the first
// specification's sections, VOICE.md, DESIGN.md, issue numbers) may remain, since nobody can read those here.
// Lists each offence as file:line and exits 1. Part of `npm run lint`; uses only Node's standard library.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const scanned = ['packages', 'bench', 'scripts', 'e2e', 'scale', 'evals'];
const skippedFolders = new Set([
  'node_modules',
  'dist',
  'build',
  'coverage',
  '.vite',
  'test-results',
  'playwright-report',
]);
const textEndings = /\.(ts|tsx|mts|cts|js|mjs|cjs|jsx|md|json|yml|yaml|sh|py|css|html|sql|txt)$/;

const docReference = /\bdocs\/([\w./-]+?\.md)(?:#([\w-]+))?/g;
/** A link between docs pages: [text](page.md) or [text](page.md#section). */
const pageLink = /\]\(([\w./-]+?\.md)(?:#([\w-]+))?\)/g;

/** The anchors GitHub gives a page's headings: lower case, punctuation dropped, spaces as hyphens. */
const anchorsOf = (file) =>
  new Set(
    readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => /^#{1,6} /.test(line))
      .map((line) =>
        line
          .replace(/^#+ /, '')
          .trim()
          .toLowerCase()
          .replace(/[^\p{L}\p{N}\s_-]/gu, '')
          .replace(/\s/g, '-'),
      ),
  );

/** Why `page` (relative to docs/), with `anchor` if given, is not a place in docs/; null when it is. */
function missing(page, anchor) {
  const file = join(root, 'docs', page);
  if (!existsSync(file)) return `docs/${page} does not exist`;
  if (anchor && !anchorsOf(file).has(anchor)) return `docs/${page} has no section #${anchor}`;
  return null;
}
const outsideReference =
  /spec (section|§|00[0-9])|\b(admin|end-user) spec\b|\(sections? [0-9]|\b00[01] §|(?<!docs\/)\b(VOICE|DESIGN)\.md|issue #?[0-9]+/i;

function* files(folder) {
  for (const entry of readdirSync(folder)) {
    if (skippedFolders.has(entry)) continue;
    const path = join(folder, entry);
    const stats = statSync(path);
    if (stats.isDirectory()) yield* files(path);
    else if (textEndings.test(entry) && stats.size < 2_000_000) yield path;
  }
}

const self = fileURLToPath(import.meta.url);
const problems = [];
for (const top of scanned) {
  const folder = join(root, top);
  if (!existsSync(folder)) continue;
  for (const path of files(folder)) {
    if (path === self) continue;
    const lines = readFileSync(path, 'utf8').split('\n');
    lines.forEach((line, index) => {
      const where = `${relative(root, path)}:${index + 1}`;
      if (outsideReference.test(line)) {
        problems.push(`${where}: points at a document outside the repository; cite docs/ or the test instead`);
      }
      for (const [, page, anchor] of line.matchAll(docReference)) {
        const why = missing(page, anchor);
        if (why) problems.push(`${where}: ${why}`);
      }
    });
  }
}

const docsFolder = join(root, 'docs');
if (!existsSync(docsFolder)) problems.push('docs/ is missing');
else {
  for (const entry of readdirSync(docsFolder).filter((name) => name.endsWith('.md'))) {
    readFileSync(join(docsFolder, entry), 'utf8')
      .split('\n')
      .forEach((line, index) => {
        for (const [, page, anchor] of line.matchAll(pageLink)) {
          const why = missing(page, anchor);
          if (why) problems.push(`docs/${entry}:${index + 1}: ${why}`);
        }
      });
  }
}

if (problems.length > 0) {
  console.error(`Document references (${problems.length}):\n${problems.join('\n')}`);
  process.exit(1);
}
console.log('Document references: every one points into docs/.');
