import type { Page } from 'playwright-core';

/**
 * The layout check: measures the page as it is drawn and lists what a person would see as broken.
 * Every rule reports the element (tag, classes, text, box) so a failure says where to look.
 *
 * - `narrow-text`: a block-level element (not inline, so not a word inside a paragraph, a badge, a pill or a
 *   button) narrower than 200 px whose own text (direct text nodes) has more than three words and wraps onto a
 *   second line. The upgrade banner squeezed into an 88 px column is one; a 60 px "Main" badge (inline-flex, one
 *   word) is not, nor a four-word heading that fits on its line.
 * - `cut-text`: an element holding text whose content is wider than its box while its overflow hides the rest
 *   (overflow hidden or clip, text-overflow ellipsis): the reader cannot get at the end of the words. Not when the
 *   text is the label of a folded disclosure (a button with aria-expanded and aria-controls) whose region holds the
 *   same words: one tap shows them whole (the Today card's one-line lead).
 * - `text-spills`: an element whose own words run past its right edge (a long email address or link that does not
 *   break), over its neighbours or out of the card.
 * - `cut-value`: a text field whose value is wider than the field ("Liverpool, England, United Kingdom" shown as
 *   "Liverpool, Englanc"). A field scrolls its value only while someone edits it; at rest the end is cut.
 * - `beyond-right-edge`: a visible element whose right edge lies past the viewport's or past the right edge of the
 *   ancestor that clips it, unless that ancestor scrolls (overflow auto or scroll: reachable by a swipe) or the
 *   element is decorative (aria-hidden).
 * - `page-scrolls-sideways`: the document is wider than the viewport.
 * - `badges-overlap`: two badges or pills (SAMPLE, Main, intensity, crown and plan markers) whose boxes intersect.
 * - `heading-covered`: a heading in the viewport whose centre point shows a sticky or fixed element instead (the
 *   phone's sticky header). A transparent link laid over a whole card is not a cover.
 */
export type LayoutRule =
  | 'narrow-text'
  | 'cut-text'
  | 'cut-value'
  | 'text-spills'
  | 'beyond-right-edge'
  | 'page-scrolls-sideways'
  | 'badges-overlap'
  | 'heading-covered';

export interface LayoutProblem {
  rule: LayoutRule;
  /** e.g. `h2.upgrade-banner-title "Upgrade to Stellara+ for Birth Charts" at 270,180 88×140`. */
  element: string;
  detail: string;
}

export interface LayoutOptions {
  /** CSS selector of the main content the text rules look at (first match); the whole body when none matches. */
  root: string;
  /** Narrowest width a block holding more than `minWords - 1` words may have. */
  minTextWidth: number;
  minWords: number;
}

export const defaultLayoutOptions: LayoutOptions = {
  root: '#main, #admin-panel, main, .standalone',
  minTextWidth: 200,
  minWords: 4,
};

/** What counts as a badge or pill: anything styled as one, the transit intensity and the sidebar's plan markers. */
export const badgeSelector = '.badge, .pill, [class*="badge-"], [data-testid="intensity"]';

/**
 * Runs in the page (page.evaluate): everything it uses is defined inside it, since only its source text reaches the
 * browser. Returns the problems found, empty when the page is sound.
 */
export function measureLayout(input: LayoutOptions & { badgeSelector: string }): LayoutProblem[] {
  const problems: LayoutProblem[] = [];
  const vw = document.documentElement.clientWidth;
  const vh = window.innerHeight;
  const root =
    (input.root
      .split(',')
      .map((s) => document.querySelector(s.trim()))
      .find((e) => e !== null) as HTMLElement | undefined) ?? document.body;

  function describe(el: Element): string {
    const r = el.getBoundingClientRect();
    const cls =
      typeof el.className === 'string' && el.className.trim() ? `.${el.className.trim().split(/\s+/).join('.')}` : '';
    const testId = el.getAttribute('data-testid');
    const raw = el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement ? el.value : (el.textContent ?? '');
    const text = raw.replace(/\s+/g, ' ').trim();
    const shown = text.length > 60 ? `${text.slice(0, 57)}...` : text;
    return `${el.tagName.toLowerCase()}${cls}${testId ? `[data-testid=${testId}]` : ''} "${shown}" at ${Math.round(r.left)},${Math.round(r.top)} ${Math.round(r.width)}×${Math.round(r.height)}`;
  }

  function visible(el: Element): boolean {
    const r = el.getBoundingClientRect();
    // Screen-reader-only text is a 1 px box, nothing a person sees; text squeezed to no width at all is a problem.
    if (r.width < 2 && r.height < 2) return false;
    const style = getComputedStyle(el);
    if (style.visibility === 'hidden' || style.visibility === 'collapse' || Number(style.opacity) === 0) return false;
    return el.closest('[hidden], [inert], details:not([open]) > :not(summary)') === null;
  }

  function ownText(el: Element): string {
    let text = '';
    for (const node of el.childNodes) if (node.nodeType === Node.TEXT_NODE) text += ` ${node.textContent ?? ''}`;
    return text.replace(/\s+/g, ' ').trim();
  }

  /** How many lines the element's own text takes (more than one: it wraps) and where its rightmost word ends. */
  function ownTextBox(el: Element): { lines: number; right: number } {
    const tops = new Set<number>();
    let right = Number.NEGATIVE_INFINITY;
    for (const node of el.childNodes) {
      if (node.nodeType !== Node.TEXT_NODE || (node.textContent ?? '').trim() === '') continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) {
        if (rect.height === 0) continue;
        tops.add(Math.round(rect.top / 4));
        right = Math.max(right, rect.right);
      }
    }
    return { lines: tops.size, right };
  }

  function decorative(el: Element): boolean {
    return el.closest('[aria-hidden="true"], svg, canvas') !== null;
  }

  /** Cut words that are the label of a disclosure whose region (folded or open) holds them whole. */
  function unfoldsInFull(el: Element): boolean {
    const toggle = el.closest('button[aria-expanded][aria-controls]');
    const region = toggle && document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    const words = (el.textContent ?? '').replace(/\s+/g, ' ').trim();
    return region != null && words !== '' && (region.textContent ?? '').replace(/\s+/g, ' ').includes(words);
  }

  /** Whether the element stays put while the page scrolls (a sticky header, a fixed bar) or sits in one. */
  function pinned(el: Element): boolean {
    for (let a: Element | null = el; a && a !== document.documentElement; a = a.parentElement) {
      const p = getComputedStyle(a).position;
      if (p === 'sticky' || p === 'fixed') return true;
    }
    return false;
  }

  /** The nearest ancestor that does not let its content show past its sides, and how it treats it. */
  function clipper(el: Element): { el: Element; scrolls: boolean } | null {
    for (let a = el.parentElement; a && a !== document.documentElement; a = a.parentElement) {
      const o = getComputedStyle(a).overflowX;
      if (o === 'auto' || o === 'scroll') return { el: a, scrolls: true };
      if (o === 'hidden' || o === 'clip') return { el: a, scrolls: false };
    }
    return null;
  }

  const doc = document.scrollingElement ?? document.documentElement;
  if (doc.scrollWidth > doc.clientWidth + 1) {
    problems.push({
      rule: 'page-scrolls-sideways',
      element: 'document',
      detail: `the page is ${doc.scrollWidth} px wide in a ${doc.clientWidth} px viewport`,
    });
  }

  for (const el of root.querySelectorAll('*')) {
    if (!visible(el)) continue;
    const style = getComputedStyle(el);
    const r = el.getBoundingClientRect();
    const text = ownText(el);
    // Words, not figures or separators: "9/10 · Strong" is one word.
    const words = text.split(' ').filter((w) => /\p{L}/u.test(w)).length;

    if (words >= input.minWords && !style.display.startsWith('inline') && style.display !== 'contents') {
      // Narrow and wrapping: the column squeezes the words (a short label at its natural width does not wrap).
      if (r.width < input.minTextWidth && ownTextBox(el).lines > 1) {
        problems.push({
          rule: 'narrow-text',
          element: describe(el),
          detail: `${words} words wrapped in a column ${Math.round(r.width)} px wide (at least ${input.minTextWidth} px)`,
        });
      }
    }

    if (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) {
      const textual =
        el instanceof HTMLTextAreaElement || ['text', 'search', 'email', 'url', 'tel', ''].includes(el.type);
      if (textual && el.value !== '' && el.scrollWidth > el.clientWidth + 1) {
        problems.push({
          rule: 'cut-value',
          element: describe(el),
          detail: `the value needs ${el.scrollWidth} px, the field shows ${el.clientWidth} px`,
        });
      }
    } else if (text !== '' && !decorative(el)) {
      const hides = style.overflowX === 'hidden' || style.overflowX === 'clip' || style.textOverflow === 'ellipsis';
      if (hides && el.scrollWidth > el.clientWidth + 1 && !unfoldsInFull(el)) {
        problems.push({
          rule: 'cut-text',
          element: describe(el),
          detail: `the text needs ${el.scrollWidth} px, ${el.clientWidth} px show`,
        });
      } else if (style.overflowX === 'visible') {
        const { right } = ownTextBox(el);
        if (right > r.right + 1) {
          problems.push({
            rule: 'text-spills',
            element: describe(el),
            detail: `its words run to ${Math.round(right)} px, past its right edge at ${Math.round(r.right)} px`,
          });
        }
      }
    }

    if (!decorative(el) && style.position !== 'fixed') {
      const c = clipper(el);
      const limit = c ? Math.min(vw, c.el.getBoundingClientRect().right) : vw;
      if (!c?.scrolls && r.right > limit + 1) {
        problems.push({
          rule: 'beyond-right-edge',
          element: describe(el),
          detail: `its right edge is at ${Math.round(r.right)} px, past ${Math.round(limit)} px${c ? ` (clipped by ${describe(c.el)})` : ''}`,
        });
      }
    }
  }

  // Badges anywhere on the page (the sidebar's markers too), compared pairwise.
  const badges = [...document.querySelectorAll(input.badgeSelector)].filter(
    (b) => visible(b) && !b.parentElement?.closest(input.badgeSelector),
  );
  for (let i = 0; i < badges.length; i++) {
    for (let j = i + 1; j < badges.length; j++) {
      const a = badges[i]!.getBoundingClientRect();
      const b = badges[j]!.getBoundingClientRect();
      const w = Math.min(a.right, b.right) - Math.max(a.left, b.left);
      const h = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
      if (w > 1 && h > 1) {
        problems.push({
          rule: 'badges-overlap',
          element: `${describe(badges[i]!)} and ${describe(badges[j]!)}`,
          detail: `they share ${Math.round(w)}×${Math.round(h)} px`,
        });
      }
    }
  }

  for (const h of root.querySelectorAll('h1, h2, h3, h4, [role="heading"]')) {
    if (!visible(h)) continue;
    const r = h.getBoundingClientRect();
    const x = r.left + r.width / 2;
    // The centre, and a quarter down: a sticky header that hides the top half of a title hides it.
    for (const y of [r.top + r.height / 2, r.top + r.height / 4]) {
      if (x < 0 || x >= vw || y < 0 || y >= vh) continue;
      const top = document.elementFromPoint(x, y);
      if (top && top !== h && !h.contains(top) && pinned(top)) {
        problems.push({
          rule: 'heading-covered',
          element: describe(h),
          detail: `at (${Math.round(x)},${Math.round(y)}) the page shows ${describe(top)}`,
        });
        break;
      }
    }
  }
  return problems;
}

/** The layout problems of the page as it is now. */
export async function layoutProblems(page: Page, options: Partial<LayoutOptions> = {}): Promise<LayoutProblem[]> {
  return page.evaluate(measureLayout, { ...defaultLayoutOptions, ...options, badgeSelector });
}

/** One line per problem, for an assertion message a person can act on. */
export function formatProblems(problems: LayoutProblem[]): string {
  return problems.map((p) => `${p.rule}: ${p.element}: ${p.detail}`).join('\n');
}
