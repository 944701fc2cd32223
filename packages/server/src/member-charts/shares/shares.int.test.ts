import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { birthDataChartOrThrow } from '../../charts/birth-chart.ts';
import type { RunningServer } from '../../server.ts';
import { signedInMember, TestBrowser } from '../../test-support/accounts.ts';
import { createTestServer } from '../../test-support/test-server.ts';
import { bigThreeOf } from './share-card.ts';
import { SharesService } from './shares.service.ts';

let server: RunningServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server?.close();
});

const birth = {
  name: 'Marguerite Okafor',
  birthDate: '1987-03-21',
  birthTime: '07:45',
  birthPlace: 'Porto, Portugal',
  latitude: 41.1496,
  longitude: -8.611,
  timezone: 'Europe/Lisbon',
};
// What each tick-box would reveal, as the page and the card word it.
const SECRETS = { date: ['21 March 1987', '1987'], time: ['07:45'], place: ['Porto'], name: ['Marguerite', 'Okafor'] };

async function sharer(plan: 'free' | 'pro' = 'free') {
  const member = await signedInMember(server, plan);
  const saved = await member.browser.put('/api/profile', { birthData: birth });
  expect(saved.statusCode, saved.body).toBe(200);
  return member;
}

const pathOf = (url: string) => new URL(url).pathname;

/** The card's SVG, as the server draws it before rasterising (the PNG served is made from exactly this). */
async function cardSvg(path: string): Promise<string> {
  const png = await new TestBrowser(server.app).get(`${path}/card.png`);
  expect(png.statusCode).toBe(200);
  expect(png.headers['content-type']).toBe('image/png');
  expect(png.rawPayload.subarray(1, 4).toString('latin1')).toBe('PNG');
  return new SharesService(server.ctx.db, server.ctx.accounts.members).cardSvg(path.slice(3));
}

describe('chart share links', () => {
  test('by default the page holds the Big Three and the OG tags, but no name or birth date, time or place', async () => {
    const { browser } = await sharer();
    const created = await browser.post('/api/shares', {});
    expect(created.statusCode, created.body).toBe(201);
    const { url, share } = created.json();
    expect(share).toMatchObject({
      firstName: null,
      includeBirthDate: false,
      includeBirthTime: false,
      includeBirthPlace: false,
      allowCompatibility: false,
    });
    expect(pathOf(url)).toMatch(/^\/s\/[A-Za-z0-9_-]{32}$/);

    const page = await new TestBrowser(server.app).get(pathOf(url));
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    // So the page's add form carries our Origin (no-referrer would make it "null" and the CSRF check refuse it).
    expect(page.headers['referrer-policy']).toBe('same-origin');
    const html = page.body;
    const signs = bigThreeOf(birthDataChartOrThrow(birth));
    for (const line of [`Sun in ${signs.sun}`, `Moon in ${signs.moon}`, `Rising in ${signs.rising}`]) {
      expect(html).toContain(line);
    }
    expect(html).toContain('<meta property="og:title" content="A Big Three">');
    expect(html).toMatch(/<meta property="og:description" content="Sun in /);
    expect(html).toContain(`<meta property="og:image" content="${url}/card.png">`);
    expect(html).toContain('Cast your own chart');
    expect(html).not.toContain('Add to my Compatibility');
    for (const secret of Object.values(SECRETS).flat()) expect(html).not.toContain(secret);

    // The image too: its text, before rasterising.
    const svg = await cardSvg(pathOf(url));
    expect(svg).toContain(`Sun in ${signs.sun}`);
    expect(svg).toContain('A Big Three');
    for (const secret of Object.values(SECRETS).flat()) expect(svg).not.toContain(secret);
    // Nor can the time be read off the wheel: no angles, no cusps.
    for (const angle of ['>AC<', '>MC<']) expect(svg).not.toContain(angle);
  });

  test('ticked details and the first name appear on the page; only those ticked', async () => {
    const { browser } = await sharer();
    const created = await browser.post('/api/shares', {
      showFirstName: true,
      includeBirthDate: true,
      includeBirthPlace: true,
    });
    const { url } = created.json();
    const html = (await new TestBrowser(server.app).get(pathOf(url))).body;
    expect(html).toContain('Marguerite’s Big Three');
    expect(html).not.toContain('Okafor');
    expect(html).toContain('21 March 1987');
    expect(html).toContain('Porto, Portugal');
    expect(html).not.toContain('07:45');
    const svg = await cardSvg(pathOf(url));
    for (const shown of ['Marguerite’s Big Three', '21 March 1987', 'Porto, Portugal']) expect(svg).toContain(shown);
    for (const hidden of ['07:45', 'Okafor']) expect(svg).not.toContain(hidden);

    const timeOnly = pathOf((await browser.post('/api/shares', { includeBirthTime: true })).json().url);
    const timeHtml = (await new TestBrowser(server.app).get(timeOnly)).body;
    expect(timeHtml).toContain('07:45');
    expect(timeHtml).not.toContain('1987');
    const timeSvg = await cardSvg(timeOnly);
    expect(timeSvg).toContain('07:45');
    for (const angle of ['>AC<', '>MC<']) expect(timeSvg).toContain(angle);
  });

  test('a revoked link answers 404 for its page, its card and its add button', async () => {
    const { browser } = await sharer();
    const { url, share } = (await browser.post('/api/shares', { allowCompatibility: true })).json();
    const path = pathOf(url);
    expect((await browser.get('/api/shares')).json().shares.map((s: { id: string }) => s.id)).toContain(share.id);
    expect((await browser.delete(`/api/shares/${share.id}`)).statusCode).toBe(204);
    const visitor = new TestBrowser(server.app);
    const page = await visitor.get(path);
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('no longer shared');
    expect((await visitor.get(`${path}/card.png`)).statusCode).toBe(404);
    const pro = await signedInMember(server, 'pro');
    expect((await pro.browser.post(`/api/shares/${path.slice(3)}/compatibility`)).statusCode).toBe(404);
    expect((await browser.delete(`/api/shares/${share.id}`)).statusCode).toBe(404);
    expect((await browser.get('/api/shares')).json().shares).toEqual([]);
  });

  test('another member cannot revoke a link that is not theirs; only the token’s hash is stored', async () => {
    const { browser } = await sharer();
    const { url, share } = (await browser.post('/api/shares', {})).json();
    const other = await signedInMember(server, 'free');
    expect((await other.browser.delete(`/api/shares/${share.id}`)).statusCode).toBe(404);
    const token = pathOf(url).slice(3);
    const { rows } = await server.ctx.db.sql.query<{ token_hash: string }>(
      'SELECT token_hash FROM chart_shares WHERE id = $1',
      [share.id],
    );
    expect(rows[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]!.token_hash).not.toContain(token);
    expect((await new TestBrowser(server.app).get(pathOf(url))).statusCode).toBe(200);
  });

  test('a Pro member adds an agreed chart to their Compatibility; without agreement or Pro they cannot', async () => {
    const { browser } = await sharer();
    const agreed = pathOf(
      (await browser.post('/api/shares', { showFirstName: true, allowCompatibility: true })).json().url,
    );
    const refused = pathOf((await browser.post('/api/shares', {})).json().url);

    const pro = await signedInMember(server, 'pro');
    await pro.browser.put('/api/profile', { birthData: { ...birth, name: 'Pro Person', birthDate: '1992-11-02' } });
    expect((await pro.browser.get(agreed)).body).toContain('Add to my Compatibility');
    expect((await pro.browser.get(refused)).body).not.toContain('Add to my Compatibility');

    const added = await pro.browser.post(`/api/shares/${agreed.slice(3)}/compatibility`);
    expect(added.statusCode, added.body).toBe(201);
    const { chartId, readingId } = added.json();
    const charts = (await pro.browser.get('/api/charts')).json().charts as { id: string; name: string }[];
    expect(charts.find((c) => c.id === chartId)?.name).toBe('Marguerite');
    expect(readingId).not.toBeNull();

    expect((await pro.browser.post(`/api/shares/${refused.slice(3)}/compatibility`)).statusCode).toBe(403);
    const free = await signedInMember(server, 'free');
    expect((await free.browser.get(agreed)).body).toContain('Pro members can add this chart');
    expect((await free.browser.post(`/api/shares/${agreed.slice(3)}/compatibility`)).statusCode).toBe(403);
  });

  test('the page’s one-tap form adds the chart and leads to Compatibility', async () => {
    const { browser } = await sharer();
    const path = pathOf((await browser.post('/api/shares', { allowCompatibility: true })).json().url);
    const pro = await signedInMember(server, 'pro');
    const tapped = await pro.browser.request('POST', `${path}/compatibility`, undefined, {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(tapped.statusCode, tapped.body).toBe(303);
    expect(tapped.headers.location).toBe('/compatibility');
    const charts = (await pro.browser.get('/api/charts')).json().charts as { name: string }[];
    expect(charts.map((c) => c.name)).toContain('Shared chart');
    // From another site the same form is refused.
    const forged = await pro.browser.request('POST', `${path}/compatibility`, undefined, {
      'content-type': 'application/x-www-form-urlencoded',
      origin: 'https://evil.example',
    });
    expect(forged.statusCode).toBe(403);
  });

  test('no birth data yet: a clear 409; bad input: a 400 that names the field', async () => {
    const member = await signedInMember(server, 'free');
    const none = await member.browser.post('/api/shares', {});
    expect(none.statusCode).toBe(409);
    expect(none.json().error.message).toContain('Add your birth details');
    const bad = await member.browser.post('/api/shares', { includeBirthDate: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty('includeBirthDate');
    expect((await new TestBrowser(server.app).get('/s/not-a-token')).statusCode).toBe(404);
  });
});
