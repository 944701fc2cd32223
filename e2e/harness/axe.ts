import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; summary: string }[];
}

/**
 * Runs axe-core's WCAG 2.x A and AA rules on the page as it is now. The app's CSP forbids inline
 * scripts, so axe goes in through the DevTools protocol (page.evaluate) rather than a script tag.
 */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  // axe cannot judge text over gradients or blurred layers and reports it as "incomplete", not as a
  // violation. Measure against the theme's plain colours instead: the page's glows are faint and the
  // unit test checks text against them (themes.test.ts).
  const flat = await page.addStyleTag({
    content:
      'body{background:var(--bg)!important}body::before{display:none!important}*{backdrop-filter:none!important}',
  });
  await page.evaluate(axeSource);
  return page
    .evaluate(async () => {
      // biome-ignore lint/suspicious/noExplicitAny: axe is a global installed just above
      const axe = (window as any).axe;
      const result = await axe.run(document, {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
        resultTypes: ['violations'],
      });
      return result.violations.map(
        (v: {
          id: string;
          impact: string | null;
          help: string;
          nodes: { target: string[]; failureSummary: string }[];
        }) => ({
          id: v.id,
          impact: v.impact,
          help: v.help,
          nodes: v.nodes.slice(0, 5).map((n) => ({ target: n.target, summary: n.failureSummary })),
        }),
      );
    })
    .finally(() => flat.evaluate((element) => (element as HTMLElement).remove()));
}
