// Which built files the service worker keeps for offline use: the app shell, not every page.
// Every lazily loaded page needs answers from /api to show anything, and those answers are never cached (they hold
// personal data), so keeping the pages' code offline would buy nothing. Leaving those files to the network also
// keeps the "Stellara was updated" screen working when a later build has removed them (routes/RouteError.tsx).

/** Paths (without a leading slash) that index.html loads: its script, module preloads, stylesheet, icons, manifest. */
export function filesOfPage(html: string): Set<string> {
  const files = new Set<string>();
  for (const match of html.matchAll(/\s(?:src|href)="([^"]+)"/g)) {
    const ref = match[1] ?? '';
    if (/^[a-z]+:|^\/\//i.test(ref)) continue;
    files.add(ref.replace(/^\.?\//, ''));
  }
  return files;
}

/** Fonts a stylesheet points at, limited to the Latin subsets (the others load only for text that needs them). */
export function latinFontsOfStylesheet(css: string, cssFile: string): Set<string> {
  const folder = cssFile.includes('/') ? cssFile.slice(0, cssFile.lastIndexOf('/') + 1) : '';
  const fonts = new Set<string>();
  for (const match of css.matchAll(/url\(\s*["']?([^"')]+\.woff2)["']?\s*\)/g)) {
    const ref = match[1] ?? '';
    if (!/latin/.test(ref)) continue;
    fonts.add(ref.startsWith('/') ? ref.slice(1) : `${folder}${ref.replace(/^\.\//, '')}`);
  }
  return fonts;
}

/**
 * The shell: index.html, what it loads, the Latin fonts its stylesheets use, and the given extras (icons, manifest).
 * `read` gives a built file's text by its path inside the build.
 */
export function appShellFiles(read: (file: string) => string, extras: readonly string[]): Set<string> {
  const shell = new Set(['index.html', ...extras]);
  for (const file of filesOfPage(read('index.html'))) {
    shell.add(file);
    if (file.endsWith('.css')) for (const font of latinFontsOfStylesheet(read(file), file)) shell.add(font);
  }
  return shell;
}
