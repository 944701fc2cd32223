import type { Page } from 'playwright-core';

export interface TabStop {
  /** tag#id.class or role and name, for messages. */
  what: string;
  /** The accessible-ish name: aria-label, labelledby text, label text, or text content. */
  name: string;
  /** Outline, box shadow or border of the element (or its two nearest ancestors) changed on focus. */
  focusVisible: boolean;
}

/**
 * Presses Tab through the page (from the top) until focus comes back round or leaves the page, and
 * reports each stop: its name and whether focus is visible on it (the element's or its two nearest
 * ancestors' outline, box shadow or border differ between focused and blurred). `missed` lists the
 * visible, enabled, focusable elements inside `scope` that Tab never reached (one per radio group).
 */
export async function tabThrough(
  page: Page,
  scope = 'body',
  maxStops = 120,
): Promise<{ stops: TabStop[]; missed: string[] }> {
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  // Start before the first element of the document.
  await page.evaluate(() => {
    const start = document.createElement('span');
    start.tabIndex = -1;
    start.id = '__tab_start';
    document.body.prepend(start);
    start.focus();
    start.remove();
  });
  const stops: TabStop[] = [];
  const seen = new Set<string>();
  let lastKey: string | undefined;
  for (let i = 0; i < maxStops; i++) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return null;
      if (!el.dataset.tabSeen) el.dataset.tabSeen = String(Math.random()).slice(2);
      const chain = [el, el.parentElement, el.parentElement?.parentElement].filter(Boolean) as HTMLElement[];
      const look = () =>
        chain.map((e) => {
          const cs = getComputedStyle(e);
          return `${cs.outlineStyle} ${cs.outlineWidth} ${cs.outlineColor}|${cs.boxShadow}|${cs.borderColor}`;
        });
      const focused = look();
      el.blur();
      const blurred = look();
      const labelledby = el.getAttribute('aria-labelledby');
      const name =
        el.getAttribute('aria-label') ??
        (labelledby
          ? labelledby
              .split(' ')
              .map((id) => document.getElementById(id)?.textContent ?? '')
              .join(' ')
          : null) ??
        ((el as HTMLInputElement).labels?.[0]?.textContent || null) ??
        el.getAttribute('title') ??
        el.textContent ??
        '';
      return {
        key: el.dataset.tabSeen,
        what: `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.getAttribute('role') ? `[role=${el.getAttribute('role')}]` : ''} "${name.trim().slice(0, 40)}"`,
        name: name.trim(),
        focusVisible: focused.some((f, i) => f !== blurred[i]),
      };
    });
    if (!stop) break;
    // A date input takes several Tabs (month, day, year): the same element again in a row is one stop.
    if (stop.key === lastKey) continue;
    if (seen.has(stop.key ?? '')) break;
    lastKey = stop.key;
    seen.add(stop.key ?? '');
    stops.push({ what: stop.what, name: stop.name, focusVisible: stop.focusVisible });
  }
  const missed = await page.evaluate((selector) => {
    const root = document.querySelector(selector) ?? document.body;
    const focusable = [
      ...root.querySelectorAll<HTMLElement>(
        'a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex="-1"])',
      ),
    ].filter((el) => {
      if ((el as HTMLButtonElement).disabled || el.tabIndex < 0 || el.closest('[inert]')) return false;
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      return box.width > 0 && box.height > 0 && style.visibility !== 'hidden';
    });
    const groups = new Set<string>();
    const missing: string[] = [];
    for (const el of focusable) {
      const radio = el instanceof HTMLInputElement && el.type === 'radio' ? el.name : null;
      if (radio) {
        if (groups.has(radio)) continue;
        groups.add(radio);
        const reached = [...document.querySelectorAll<HTMLInputElement>(`input[type=radio][name="${radio}"]`)].some(
          (r) => r.dataset.tabSeen,
        );
        if (!reached) missing.push(`radio group ${radio}`);
        continue;
      }
      if (!el.dataset.tabSeen)
        missing.push(`${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40)}"`);
    }
    for (const el of document.querySelectorAll<HTMLElement>('[data-tab-seen]')) delete el.dataset.tabSeen;
    return missing;
  }, scope);
  return { stops, missed };
}
