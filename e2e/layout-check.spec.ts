import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openSession, type Session } from './harness/browser.ts';
import { type LayoutProblem, layoutProblems } from './harness/layout.ts';

/**
 * The layout check's measuring function (harness/layout.ts) against fixture pages at 390×844: one with the problems
 * a review found on the phone, drawn the way the app drew them, and one sound page with the things the rules must
 * leave alone (a small "Main" badge, words inside a paragraph, screen-reader text, a table that scrolls).
 */

const base = `
  * { box-sizing: border-box; }
  body { margin: 0; font: 16px/1.5 sans-serif; }
  header { position: sticky; top: 0; z-index: 2; height: 60px; background: #fff; border-bottom: 1px solid #ccc; }
  main { display: block; padding: 0 20px; overflow-x: clip; }
  .card { position: relative; border: 1px solid #ccc; border-radius: 12px; padding: 20px; margin: 16px 0; }
  .badge { display: inline-flex; align-items: center; gap: 4px; padding: 2px 10px; border-radius: 999px;
    font-size: 12px; background: #eee; white-space: nowrap; }
  .button { display: inline-flex; padding: 10px 16px; white-space: nowrap; border: 1px solid #999; border-radius: 999px; }
  .sr-only { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0,0,0,0); white-space: nowrap; }
`;

const broken = `<!doctype html><html><head><meta name="viewport" content="width=device-width, initial-scale=1"><style>${base}
  /* The upgrade banner as it was: the button row fell into the icon's auto column and widened it. */
  .upgrade-banner { display: grid; grid-template-columns: auto minmax(0, 1fr); gap: 16px 20px; }
  .gate-icon { width: 48px; height: 48px; }
  .button-row { display: flex; gap: 10px; }
  /* Chat cards place SAMPLE at the corner; the rule leaked onto the chart and transit cards. */
  .badge-sample { position: absolute; top: 14px; right: 14px; }
  .head { display: flex; justify-content: space-between; }
  /* The birth form's place field beside its Search button. */
  .search-row { display: flex; gap: 8px; }
  .search-row input { width: 150px; font: inherit; padding: 8px; }
  .ellipsis { width: 120px; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
  .too-wide { width: 480px; }
</style></head><body>
  <header>Stellara</header>
  <main id="main">
    <h1 id="covered" style="margin-top: -40px">Birth details</h1>
    <section class="card upgrade-banner">
      <span class="gate-icon"></span>
      <div class="upgrade-banner-text">
        <h2>Upgrade to Stellara+ for Birth Charts</h2>
        <p>Keep charts for the people in your life. Stellara+ is $25/month.</p>
      </div>
      <div class="button-row"><a class="button">Sign in</a><a class="button">See plans</a></div>
    </section>
    <article class="card"><div class="head"><h3>Mars square Sun</h3>
      <div><span class="badge badge-sample">Sample</span><span class="badge" data-testid="intensity">8/10</span></div>
    </div></article>
    <div class="search-row"><input value="Liverpool, England, United Kingdom"><a class="button">Search</a></div>
    <p class="ellipsis">A chat title far too long for its line</p>
    <dl class="card"><dt>Email</dt><dd>ada.free.1795546250403.46157@example.com</dd></dl>
    <div class="too-wide">A table of figures wider than the phone</div>
  </main>
</body></html>`;

const sound = `<!doctype html><html><head><meta name="viewport" content="width=device-width, initial-scale=1"><style>${base}
  .head { display: flex; justify-content: space-between; align-items: flex-start; gap: 10px; }
  .badges { display: flex; gap: 6px; flex-wrap: wrap; justify-content: flex-end; }
  .scroller { overflow-x: auto; }
  table { width: 600px; }
  input { width: 100%; font: inherit; padding: 8px; }
</style></head><body>
  <header>Stellara</header>
  <main id="main">
    <h1>Birth Charts</h1>
    <article class="card"><div class="head"><h3>Ada</h3>
      <div class="badges"><span class="badge">★ Main</span><span class="badge">Sample</span></div></div>
      <p>Born on <strong>12 April 1990</strong> at <em>2:35 PM</em> in Liverpool, with the Sun in Aries.</p>
      <span class="sr-only">Sample chart, needs a plan with charts for other people</span>
    </article>
    <div style="display: flex; flex-direction: column; align-items: center"><h2>No Chat History Yet</h2></div>
    <article class="card"><h3>Love &amp; Relationships</h3><p>Three lines of a sample conversation.</p>
      <button style="position: absolute; inset: 0; background: transparent; border: 0; color: transparent">Open the sample</button></article>
    <input value="Liverpool, England, United Kingdom">
    <div class="scroller"><table><tr><td>Request count over the last twenty four hours</td><td>1,204</td></tr></table></div>
  </main>
</body></html>`;

describe('the layout check', () => {
  let s: Session;
  beforeAll(async () => {
    s = await openSession('mobile');
  });
  afterAll(async () => {
    await s?.close();
  });

  const byRule = (problems: LayoutProblem[], rule: LayoutProblem['rule']) =>
    problems.filter((p) => p.rule === rule).map((p) => `${p.element}: ${p.detail}`);

  test('finds each known phone problem and names the element', async () => {
    await s.page.setContent(broken);
    const problems = await layoutProblems(s.page);

    // The banner's heading and text squeezed into a narrow column.
    const narrow = byRule(problems, 'narrow-text');
    expect(narrow).toEqual([
      expect.stringMatching(
        /^h2 "Upgrade to Stellara\+ for Birth Charts" at \d+,\d+ \d\d×\d+: 6 words wrapped in a column \d\d px wide/,
      ),
      expect.stringMatching(/^p "Keep charts for the people in your life\. Stellara\+ is \$25\.\.\." .* \d\d px wide/),
    ]);

    // SAMPLE on top of the intensity pill.
    const overlap = byRule(problems, 'badges-overlap');
    expect(overlap).toHaveLength(1);
    expect(overlap[0]).toContain('span.badge.badge-sample "Sample"');
    expect(overlap[0]).toContain('[data-testid=intensity] "8/10"');

    // The title under the sticky header.
    const covered = byRule(problems, 'heading-covered');
    expect(covered).toHaveLength(1);
    expect(covered[0]).toMatch(/^h1 "Birth details" .* the page shows header "Stellara"/);

    // The place field cutting its value.
    const value = byRule(problems, 'cut-value');
    expect(value).toHaveLength(1);
    expect(value[0]).toMatch(
      /^input "Liverpool, England, United Kingdom" .*the value needs \d+ px, the field shows \d+ px/,
    );

    expect(byRule(problems, 'cut-text')).toEqual([
      expect.stringMatching(/^p\.ellipsis "A chat title far too long for its line"/),
    ]);
    // The squeezed banner's longer words run out of their column; so does an email address that cannot break.
    expect(byRule(problems, 'text-spills')).toEqual([
      expect.stringMatching(/^h2 "Upgrade to Stellara\+ for Birth Charts" .* its words run to \d+ px/),
      expect.stringMatching(/^p "Keep charts/),
      expect.stringMatching(
        /^dd "ada\.free\.1795546250403\.46157@example\.com" .* its words run to \d+ px, past its right edge/,
      ),
    ]);
    expect(byRule(problems, 'beyond-right-edge')).toEqual([
      expect.stringMatching(/^div\.too-wide .* its right edge is at 500 px, past 390 px/),
    ]);
    expect(byRule(problems, 'page-scrolls-sideways')).toEqual([]);
  });

  test('reports a page wider than the phone', async () => {
    await s.page.setContent(`<!doctype html><html><head><meta name="viewport" content="width=device-width, initial-scale=1"><style>${base}</style></head><body>
      <main id="main" style="overflow-x: visible"><div style="width: 520px">Wide</div></main></body></html>`);
    const problems = await layoutProblems(s.page);
    expect(byRule(problems, 'page-scrolls-sideways')).toEqual([
      'document: the page is 540 px wide in a 390 px viewport',
    ]);
  });

  test('leaves a sound page alone: small badges, short headings, words in a paragraph, a card link, a scrolling table', async () => {
    await s.page.setContent(sound);
    expect(await layoutProblems(s.page)).toEqual([]);
  });
});
