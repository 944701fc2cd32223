import { describe, expect, test } from 'vitest';
import { appShellFiles, filesOfPage, latinFontsOfStylesheet } from './app-shell.ts';

const html = `<!doctype html><html><head>
<link rel="icon" type="image/svg+xml" href="/favicon.svg" />
<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/fraunces-latin-wght-normal-abc.woff2">
<script type="module" crossorigin src="/assets/index-AbC123.js"></script>
<link rel="modulepreload" crossorigin href="/assets/react-Xyz.js">
<link rel="stylesheet" crossorigin href="/assets/index-Def456.css">
<link rel="manifest" href="/manifest.webmanifest">
<link rel="canonical" href="https://example.org/">
</head><body></body></html>`;

const css = `@font-face{src:url(/assets/inter-latin-wght-normal-1.woff2) format("woff2")}
@font-face{src:url(/assets/inter-cyrillic-wght-normal-2.woff2) format("woff2")}
@font-face{src:url("./inter-latin-ext-wght-normal-3.woff2") format("woff2")}`;

describe('the app shell kept offline', () => {
  test('holds what index.html loads, without outside addresses', () => {
    expect([...filesOfPage(html)].sort()).toEqual([
      'assets/fraunces-latin-wght-normal-abc.woff2',
      'assets/index-AbC123.js',
      'assets/index-Def456.css',
      'assets/react-Xyz.js',
      'favicon.svg',
      'manifest.webmanifest',
    ]);
  });

  test('holds the Latin fonts of the stylesheet and leaves the other scripts to the network', () => {
    expect([...latinFontsOfStylesheet(css, 'assets/index-Def456.css')].sort()).toEqual([
      'assets/inter-latin-ext-wght-normal-3.woff2',
      'assets/inter-latin-wght-normal-1.woff2',
    ]);
  });

  test('adds the extras and leaves lazily loaded pages out', () => {
    const files: Record<string, string> = { 'index.html': html, 'assets/index-Def456.css': css };
    const shell = appShellFiles((file) => files[file] ?? '', ['icons/icon-192.png']);
    expect(shell.has('index.html')).toBe(true);
    expect(shell.has('icons/icon-192.png')).toBe(true);
    expect(shell.has('assets/inter-latin-wght-normal-1.woff2')).toBe(true);
    expect(shell.has('assets/inter-cyrillic-wght-normal-2.woff2')).toBe(false);
    expect([...shell].some((file) => file.includes('Profile'))).toBe(false);
  });
});
