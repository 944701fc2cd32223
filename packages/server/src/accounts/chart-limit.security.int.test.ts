// The member chart limit was check-then-insert, so concurrent creations could pass the count
// together. Count and insert now run under a lock on the member's row: on both databases, however many creations
// race, the member never holds more charts than the plan allows, and exactly one is main. The member's own (main)
// chart never counts: pro keeps it and 6 more, plus it and 1 more.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { RunningServer } from '../server.ts';
import { setPlan, signedInMember } from '../test-support/accounts.ts';
import { sampleBirthData } from '../test-support/fixtures.ts';
import { createTestServer } from '../test-support/test-server.ts';

let server: RunningServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server?.close();
});

const { name: _name, ...place } = sampleBirthData;

async function storedCharts(userId: string) {
  const { rows } = await server.ctx.db.sql.query<{ is_main: boolean }>(
    'SELECT is_main FROM birth_charts WHERE user_id = $1',
    [userId],
  );
  return { count: rows.length, main: rows.filter((r) => r.is_main).length };
}

describe('the chart limit under concurrent creations', () => {
  test('24 creations at once for a pro member (own chart + 6): 7 made, the rest refused with the limit message', async () => {
    const { browser, userId } = await signedInMember(server, 'pro');
    const answers = await Promise.all(
      Array.from({ length: 24 }, (_, i) => browser.post('/api/charts', { ...place, name: `Chart ${i}` })),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(7);
    expect(statuses.filter((s) => s === 403)).toHaveLength(17);
    for (const refused of answers.filter((a) => a.statusCode === 403)) {
      expect(refused.json().error.code).toBe('CHART_LIMIT_REACHED');
    }
    expect(await storedCharts(userId)).toEqual({ count: 7, main: 1 });
    const list = (await browser.get('/api/charts')).json();
    expect(list).toMatchObject({ ownChart: true, used: 6, limit: 6 });
  });

  test('a plus member (own chart + 1) racing 10 creations ends with two charts, one main', async () => {
    const { browser, userId } = await signedInMember(server, 'plus');
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => browser.post('/api/charts', { ...place, name: `Only ${i}` })),
    );
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(2);
    expect(await storedCharts(userId)).toEqual({ count: 2, main: 1 });
    expect((await browser.get('/api/charts')).json()).toMatchObject({ ownChart: true, used: 1, limit: 1 });
  });

  test('the main chart made from the profile on the first reads of the list is made once', async () => {
    const { browser, userId } = await signedInMember(server, 'free');
    expect((await browser.put('/api/profile', { birthData: sampleBirthData })).statusCode).toBe(200);
    expect(await storedCharts(userId)).toEqual({ count: 0, main: 0 });
    await setPlan(server, userId, 'pro');
    const lists = await Promise.all(Array.from({ length: 8 }, () => browser.get('/api/charts')));
    for (const list of lists) expect(list.statusCode).toBe(200);
    expect(await storedCharts(userId)).toEqual({ count: 1, main: 1 });
  });
});
