import { scannedPdf } from '@stellara/server/testing/documents';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { astrologicalAdmin, openTab, signInAdmin } from './harness/admin.ts';
import { axeViolations } from './harness/axe.ts';
import { openSession, type Session, screenshot } from './harness/browser.ts';

// Document Upload (docs/admin.md): an astrological administrator uploads a Markdown text and a scanned (image-only) PDF
// that is OCR'd, watches them move along the spec's status path, reviews the extraction (drops one concept, edits
// another), copies it, loads both into the graph and finds the new concepts in the Knowledge Graph tab.

const stamp = Date.now().toString(36);
const mdName = `e2e-saturn-notes-${stamp}.md`;
const pdfName = `e2e-scan-${stamp}.pdf`;
const markdown = [
  '# Saturn and the Moon',
  '',
  'Saturn in Capricorn is disciplined and patient, and it builds structure over the years.',
  '',
  'The Moon in Cancer is nurturing and protective of home and family.',
].join('\n');
// The scan names other concepts than the Markdown (a concept is one node: the last upload would own it).
const scanLines = ['Venus trine Jupiter brings generous warmth.', 'Mars in Aries is bold and courageous.'];
const editedSummary = `Saturn in Capricorn builds patient structure (reviewed ${stamp}).`;

const STATUS_PATH = [
  'uploading',
  'text_reading',
  'ocr_processing',
  'extracting',
  'review_ready',
  'uploading_to_neo4j',
  'completed',
];

const item = (page: Page, name: string) => page.getByTestId('document').filter({ hasText: name });

async function statusOf(page: Page, name: string): Promise<string | null> {
  return item(page, name).getAttribute('data-status');
}

async function waitForStatus(page: Page, name: string, status: string, timeoutMs = 90_000) {
  await item(page, name)
    .and(page.locator(`[data-status="${status}"]`))
    .waitFor({ timeout: timeoutMs });
}

/** Records every status each listed file shows, as the page renders them (from the event stream). */
async function watchStatuses(page: Page) {
  await page.evaluate(() => {
    const seen: Record<string, string[]> = {};
    (window as unknown as { __seen: typeof seen }).__seen = seen;
    const record = () => {
      for (const el of document.querySelectorAll<HTMLElement>('[data-testid="document"]')) {
        const name = el.querySelector('.documents-file-name')?.textContent ?? '';
        const status = el.dataset.status ?? '';
        const list = seen[name] ?? [];
        seen[name] = list;
        if (list.at(-1) !== status) list.push(status);
        const progress = el.querySelector('[data-testid="document-progress"]')?.textContent;
        if (progress && !list.includes(`progress:${progress}`)) list.push(`progress:${progress}`);
      }
    };
    new MutationObserver(record).observe(document.body, { subtree: true, childList: true, attributes: true });
    record();
  });
}

const seenStatuses = (page: Page) =>
  page.evaluate(() => (window as unknown as { __seen: Record<string, string[]> }).__seen);

/** Closes the open toasts (so screenshots show the tab). */
async function closeToasts(page: Page) {
  for (const button of await page.getByRole('button', { name: 'Close notification' }).all()) {
    await button.click({ timeout: 1_000 }).catch(() => {});
  }
}

async function toastText(page: Page, text: string) {
  await page.getByTestId('toast').filter({ hasText: text }).first().waitFor();
}

describe('Document Upload', () => {
  let s: Session;
  beforeAll(async () => {
    s = await openSession('desktop');
    await s.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: s.baseURL });
  });
  afterAll(async () => {
    await s?.close();
  });

  test('an astrological admin uploads, watches, reviews and loads two documents, then finds them in the graph', async () => {
    const { page } = s;
    await signInAdmin(page, astrologicalAdmin);
    await openTab(page, 'Document Upload');
    // Opening the tab tests the graph the documents go into, and says how it answered.
    const graph = page.getByTestId('documents-graph');
    await graph.locator('[data-status="connected"]').waitFor({ timeout: 20_000 });
    expect(await graph.getByTestId('documents-graph-detail').textContent()).toMatch(/^Embedded graph · .+ · latency /);
    await screenshot(page, 'admin-documents-connection');
    await graph.getByRole('button', { name: 'Test Connection' }).click();
    await graph.locator('[data-status="connected"]').waitFor();
    await page.getByTestId('documents-drop').getByText('Drop files here or click to choose').waitFor();
    await page.getByRole('button', { name: 'Choose files' }).waitFor();
    const hint = await page.locator('.documents-drop-hint').textContent();
    expect(hint).toContain('.txt, .md, .pdf, .jpg, .jpeg, .png, .gif, .bmp, .webp, .tiff');
    expect(hint).toContain('At most 25 MB a file and 20 files at once');

    // Too many files at once: refused in the browser with the limit's message, nothing sent.
    const input = page.getByTestId('documents-input');
    await input.setInputFiles(
      Array.from({ length: 21 }, (_, i) => ({ name: `n${i}.txt`, mimeType: 'text/plain', buffer: Buffer.from('x') })),
    );
    await page.getByTestId('documents-refused').getByText('At most 20 files can be uploaded at once').waitFor();
    expect(await page.getByTestId('document').filter({ hasText: 'n0.txt' }).count()).toBe(0);
    await toastText(page, 'At most 20 files can be uploaded at once');
    await closeToasts(page);

    // Two files through the click area's file input (the drop area is the same control).
    await watchStatuses(page);
    await input.setInputFiles([
      { name: mdName, mimeType: 'text/markdown', buffer: Buffer.from(markdown) },
      { name: pdfName, mimeType: 'application/pdf', buffer: scannedPdf(scanLines) },
    ]);
    await item(page, mdName).waitFor();
    await item(page, pdfName).waitFor();
    // The scan is still being read: its progress is on screen.
    if ((await statusOf(page, pdfName)) !== 'review_ready') await screenshot(page, 'admin-documents-progress');
    await waitForStatus(page, mdName, 'review_ready');
    await waitForStatus(page, pdfName, 'review_ready', 120_000);

    const seen = await seenStatuses(page);
    for (const name of [mdName, pdfName]) {
      const statuses = (seen[name] ?? []).filter((x) => !x.startsWith('progress:'));
      // Every status shown is on the spec's path, in its order, ending ready for review.
      const order = statuses.map((x) => STATUS_PATH.indexOf(x));
      expect(
        order.every((x) => x >= 0),
        `${name}: ${statuses.join(' > ')}`,
      ).toBe(true);
      expect([...order].sort((a, b) => a - b)).toEqual(order);
      expect(statuses.at(-1)).toBe('review_ready');
    }
    expect(seen[mdName]).not.toContain('ocr_processing');
    expect(seen[pdfName]).not.toContain('text_reading');

    // Sizes in KB to one decimal, the OCR confidence, and the text preview.
    const md = item(page, mdName);
    expect(await md.textContent()).toContain(`${(Buffer.byteLength(markdown) / 1024).toFixed(1)} KB`);
    expect(await md.getByTestId('ocr-confidence').textContent()).toBe('100%');
    await md.getByText('Text preview (first 500 characters)').click();
    expect(await md.getByTestId('text-preview').textContent()).toContain('Saturn in Capricorn is disciplined');
    const scan = item(page, pdfName);
    const confidence = Number.parseInt((await scan.getByTestId('ocr-confidence').textContent()) ?? '0', 10);
    expect(confidence).toBeGreaterThan(60);
    await scan.getByText('Text preview (first 500 characters)').click();
    expect((await scan.getByTestId('text-preview').textContent())?.toLowerCase()).toContain('venus trine jupiter');

    // Review: the placements found in the Markdown are concepts of their own; Saturn and the Moon (named in the
    // heading) only add to the graph's planets. Moon in Cancer is dropped and Saturn in Capricorn's summary edited.
    const review = md.getByTestId('extraction-review');
    await review.waitFor();
    const conceptNames = await review.locator('.documents-concept-name').allTextContents();
    expect(conceptNames).toEqual(expect.arrayContaining(['Saturn in Capricorn', 'Moon in Cancer', 'Saturn']));
    expect(conceptNames).not.toContain('Capricorn');
    const concept = (name: string) =>
      review.getByTestId('concept').filter({ has: page.getByText(name, { exact: true }) });
    expect(await concept('Saturn').getByTestId('concept-effect').textContent()).toBe(
      'Adds to Saturn; its own description in the graph is kept.',
    );
    expect(await concept('Saturn in Capricorn').getByTestId('concept-effect').textContent()).toBe(
      'A placement of its own, linked to Saturn and Capricorn.',
    );
    await review.getByRole('button', { name: 'Drop Moon in Cancer', exact: true }).click();
    await review.getByRole('button', { name: 'Restore Moon in Cancer', exact: true }).waitFor();
    await review.getByRole('button', { name: 'Edit Saturn in Capricorn', exact: true }).click();
    await review.getByLabel('Summary').fill(editedSummary);
    await review.getByRole('button', { name: 'Done editing' }).click();
    // A planet's own description is replaced only when the reviewer ticks it: the box is there, left unticked.
    await review.getByRole('button', { name: 'Edit Saturn', exact: true }).click();
    const replace = review.getByLabel("Replace the graph's own description of Saturn with this summary");
    expect(await replace.isChecked()).toBe(false);
    await screenshot(page, 'admin-documents-review-replace');
    await review.getByRole('button', { name: 'Done editing' }).click();
    await closeToasts(page);
    await review.getByRole('button', { name: 'Edit Saturn in Capricorn', exact: true }).scrollIntoViewIfNeeded();
    await screenshot(page, 'admin-documents-review');

    // Copy: the edited extraction goes to the clipboard.
    await review.getByRole('button', { name: 'Copy extraction' }).click();
    await toastText(page, 'Stellara extraction copied to clipboard');
    const copied = JSON.parse(await page.evaluate(() => navigator.clipboard.readText()));
    const copiedNames = copied.extraction.concepts.map((c: { name: string }) => c.name);
    expect(copiedNames).toContain('Saturn in Capricorn');
    expect(copiedNames).not.toContain('Moon in Cancer');
    expect(
      copied.extraction.concepts.find((c: { name: string }) => c.name === 'Saturn in Capricorn').short_summary,
    ).toBe(editedSummary);

    // Load both into the graph: the result is shown.
    await review.getByRole('button', { name: 'Upload to graph' }).click();
    await waitForStatus(page, mdName, 'completed');
    const result = md.getByTestId('upload-result');
    await result.waitFor();
    expect(await result.textContent()).toMatch(/Batches1/);
    expect(await result.textContent()).toMatch(/Failed0/);
    await scan.getByTestId('extraction-review').getByRole('button', { name: 'Upload to graph' }).click();
    await waitForStatus(page, pdfName, 'completed');
    await scan.getByTestId('upload-result').waitFor();
    await page
      .getByTestId('toast')
      .first()
      .waitFor({ state: 'detached', timeout: 10_000 })
      .catch(() => {});
    await screenshot(page, 'admin-documents-completed');

    const violations = await axeViolations(page);
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

    // The list is the server's: it survives a reload.
    await page.reload();
    await page.getByTestId('admin-dashboard').waitFor();
    await openTab(page, 'Document Upload');
    await waitForStatus(page, mdName, 'completed');
    await waitForStatus(page, pdfName, 'completed');

    // The graph holds the new concepts (through the admin query endpoint).
    const sql = `SELECT label, properties->>'name' AS name, properties->>'summary' AS summary FROM graph_nodes WHERE properties->>'source_file' = '${mdName}' ORDER BY name`;
    const query = () =>
      page.request.post('/api/admin/graph/query', { data: { query: sql }, headers: { origin: s.baseURL } });
    let answer = await query();
    // On a busy machine the console may still be starting: it says so and asks to try again, as a person would.
    for (let i = 0; i < 5 && /still starting/.test(await answer.text()); i++) answer = await query();
    expect(answer.status(), await answer.text()).toBe(200);
    const records = (await answer.json()).result.records as { label: string; name: string; summary: string }[];
    // The placement is written; Saturn and the Moon keep their own descriptions (and source).
    expect(records.map((r) => r.name)).toContain('Saturn in Capricorn');
    expect(records.map((r) => r.name)).not.toEqual(expect.arrayContaining(['Moon in Cancer']));
    expect(records.map((r) => r.name)).not.toContain('Saturn');
    expect(records.find((r) => r.name === 'Saturn in Capricorn')?.summary).toBe(editedSummary);

    // And in the Knowledge Graph tab: the upload in the recent knowledge updates, the concepts through the query tester.
    await openTab(page, 'Knowledge Graph');
    const update = page.getByTestId('knowledge-update').filter({ hasText: mdName });
    await update.first().waitFor();
    expect(await update.first().textContent()).toContain('document_extract');
    expect(await page.getByTestId('knowledge-update').filter({ hasText: pdfName }).count()).toBeGreaterThan(0);
    const tester = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Query tester' }) });
    await tester.getByRole('textbox').fill(sql);
    await tester.getByRole('button', { name: 'Run Query' }).click();
    const table = tester.getByRole('table');
    await table.waitFor();
    await table.getByText(editedSummary).waitFor();
    expect(await table.textContent()).toContain('Capricorn');
    await table.scrollIntoViewIfNeeded();
    await screenshot(page, 'admin-documents-graph-monitor');
    expect(s.errors).toEqual([]);
  }, 300_000);

  test('a long text is truncated with the warning, an emptied review cannot be loaded, a renamed file is refused', async () => {
    const { page } = s;
    await page.goto('/admin');
    await page.getByTestId('admin-dashboard').waitFor();
    await openTab(page, 'Document Upload');
    const longName = `e2e-long-${stamp}.txt`;
    const fakeName = `e2e-renamed-${stamp}.pdf`;
    await page.getByTestId('documents-input').setInputFiles([
      { name: longName, mimeType: 'text/plain', buffer: Buffer.from('Mars in Aries is bold. '.repeat(3_000)) },
      { name: fakeName, mimeType: 'application/pdf', buffer: Buffer.from([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0]) },
    ]);
    await toastText(page, `Failed to process ${fakeName}: Unsupported file type for processing`);
    // The warning toast comes when reading finds the text too long and lasts 5 s: wait for it before
    // anything slower (review_ready can come later than that on a busy machine).
    await toastText(page, 'Large document truncated to 50k characters for analysis');
    await waitForStatus(page, fakeName, 'error');
    expect(await item(page, fakeName).getByTestId('document-error').textContent()).toBe(
      'Unsupported file type for processing',
    );
    await waitForStatus(page, longName, 'review_ready');
    const long = item(page, longName);
    expect(await long.textContent()).toContain('Large document truncated to 50k characters for analysis.');
    expect(await long.textContent()).toContain(`${(69_000 / 1024).toFixed(1)} KB`);

    // Every concept dropped: nothing to load.
    const review = long.getByTestId('extraction-review');
    await review.waitFor();
    const drops = review.getByRole('button', { name: /^Drop / });
    for (let n = await drops.count(); n > 0; n = await drops.count()) await drops.first().click();
    expect(await review.getByRole('button', { name: /^Drop / }).count()).toBe(0);
    await review.getByRole('button', { name: 'Upload to graph' }).click();
    await toastText(page, 'No Stellara extraction data available for upload');
    expect(await statusOf(page, longName)).toBe('review_ready');
    await closeToasts(page);
    await screenshot(page, 'admin-documents-truncated');
    expect(s.errors).toEqual([]);
  }, 120_000);
});

// docs/admin.md#knowledge-and-documents: an upload's effect is visible. A .txt on a technique becomes one Technique
// concept; the review says where it lands and what it links to; after "Upload to graph" the graph-only test answers
// from it and the knowledge journal names the node the upload wrote. Desktop with planetary hours, the phone (390x844)
// with annual profections.
const TECHNIQUES = {
  desktop: {
    name: 'Planetary Hours',
    text: [
      'Planetary Hours',
      '',
      'Planetary hours are an old timing technique. The day from sunrise to sunset is cut into twelve hours, and so is the night.',
      'Each hour is given to one of the seven classical planets in the Chaldean order: Saturn, Jupiter, Mars, the Sun, Venus, Mercury and the Moon.',
      'An hour of Venus suits a love letter, and an hour of Mars suits hard physical work.',
    ].join('\n'),
    question: 'What are planetary hours?',
    answerHas: 'Planetary hours are an old timing technique.',
    linked: ['Planet “Saturn”', 'Planet “Venus”'],
  },
  mobile: {
    name: 'Profections',
    text: [
      'Annual Profections',
      '',
      'Annual profections are a simple timing technique from Hellenistic astrology.',
      'Each year of life moves the Ascendant forward by one house, so the first birthday lands on the second house.',
      'The planet that rules the sign of that house becomes the lord of the year, and Saturn often takes that role at 29.',
    ].join('\n'),
    question: 'How do annual profections work?',
    answerHas: 'Each year of life moves the Ascendant forward by one house',
    linked: ['Planet “Saturn”'],
  },
} as const;

describe.each(['desktop', 'mobile'] as const)('An uploaded technique (%s)', (viewport) => {
  let s: Session;
  beforeAll(async () => {
    s = await openSession(viewport);
  });
  afterAll(async () => {
    await s?.close();
  });

  test('is reviewed with where it lands, uploaded, then answered by the graph-only test and named in the journal', async () => {
    const { page } = s;
    const technique = TECHNIQUES[viewport];
    const fileName = `e2e-technique-${viewport}-${stamp}.txt`;
    await signInAdmin(page, astrologicalAdmin);

    // Before the upload, the graph-only test has nothing on it.
    await openTab(page, 'Test Stellara');
    await page.getByLabel('Test message').fill(technique.question);
    await page.getByRole('button', { name: 'Run Test' }).click();
    const response = page.getByTestId('tst-response');
    await response.waitFor({ timeout: 30_000 });
    expect(await response.textContent()).not.toContain(technique.answerHas);

    await openTab(page, 'Document Upload');
    await page
      .getByTestId('documents-input')
      .setInputFiles([{ name: fileName, mimeType: 'text/plain', buffer: Buffer.from(technique.text) }]);
    await waitForStatus(page, fileName, 'review_ready');
    const doc = item(page, fileName);
    const review = doc.getByTestId('extraction-review');
    await review.waitFor();
    // One concept: the technique, holding the document's sentences; the planets it names are links, not concepts.
    expect(await review.locator('.documents-concept-name').allTextContents()).toEqual([technique.name]);
    const concept = review.getByTestId('concept');
    expect(await concept.locator('.documents-type').textContent()).toBe('Technique');
    expect(await concept.locator('.documents-concept-summary').textContent()).toContain(technique.answerHas);
    const landing = concept.getByTestId('concept-landing');
    await landing.getByText(`Lands as a new node: Technique “${technique.name}”.`).waitFor({ timeout: 20_000 });
    for (const link of technique.linked) expect(await landing.textContent()).toContain(link);
    await closeToasts(page);
    await landing.scrollIntoViewIfNeeded();
    await screenshot(page, `admin-documents-technique-review-${viewport}`);
    const violations = await axeViolations(page);
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

    await review.getByRole('button', { name: 'Upload to graph' }).click();
    await waitForStatus(page, fileName, 'completed');
    const nodes = doc.getByTestId('upload-nodes');
    await nodes.waitFor();
    expect(await nodes.textContent()).toContain(`Technique “${technique.name}”`);
    await toastText(page, `${fileName} uploaded to the graph`);
    await closeToasts(page);
    await page
      .getByTestId('toast')
      .first()
      .waitFor({ state: 'detached', timeout: 10_000 })
      .catch(() => {});
    await nodes.scrollIntoViewIfNeeded();
    await screenshot(page, `admin-documents-technique-uploaded-${viewport}`);

    // The graph-only test now answers from the uploaded text.
    await openTab(page, 'Test Stellara');
    await page.getByLabel('Test message').fill(technique.question);
    await page.getByRole('button', { name: 'Run Test' }).click();
    await expect
      .poll(async () => (await response.textContent()) ?? '', { timeout: 30_000 })
      .toContain(technique.answerHas);
    await closeToasts(page);
    await response.scrollIntoViewIfNeeded();
    await screenshot(page, `admin-test-stellara-technique-${viewport}`);

    // The journal line of the upload names the node it wrote.
    await openTab(page, 'Knowledge Graph');
    const update = page.getByTestId('knowledge-update').filter({ hasText: fileName }).first();
    await update.waitFor();
    expect(await update.getByTestId('update-nodes').textContent()).toBe(`Nodes written: Technique “${technique.name}”`);
    await update.scrollIntoViewIfNeeded();
    await screenshot(page, `admin-graph-monitor-technique-${viewport}`);
    expect(s.errors).toEqual([]);
  }, 240_000);
});
