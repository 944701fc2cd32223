import type { MemberPlan } from '@stellara/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { billingAccounts, birthCharts } from '../db/schema/index.ts';
import type { RunningServer } from '../server.ts';
import { makeAdmin, setPlan, signedInMember, TestBrowser } from '../test-support/accounts.ts';
import { sampleBirthData } from '../test-support/fixtures.ts';
import { createTestServer } from '../test-support/test-server.ts';

let server: RunningServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server?.close();
});

const message = (content: string, i = 0) => ({
  id: `m${i}`,
  content,
  sender: i % 2 ? 'Stellara' : 'user',
  ...(i % 2 ? { personality: 'mentor' } : {}),
  timestamp: new Date(Date.UTC(2026, 0, 1, 10, i)).toISOString(),
});
const chatBody = (title: string) => ({ title, messages: [message('Hi', 0), message(`About ${title}`, 1)] });
const chartBody = (name: string, birthDate = '1990-01-01') => {
  const { name: _n, ...rest } = sampleBirthData;
  return { ...rest, name, birthDate };
};
const NO_ROW = '00000000-0000-4000-8000-000000000000';

type Who = 'anonymous' | MemberPlan | 'admin';

async function browserFor(who: Who): Promise<TestBrowser> {
  if (who === 'anonymous') return new TestBrowser(server.app);
  if (who === 'admin') {
    const { browser, email } = await signedInMember(server, 'free');
    await makeAdmin(server, email);
    return browser;
  }
  return (await signedInMember(server, who)).browser;
}

describe('plan × endpoint matrix', () => {
  // [method, path, body, lowest plan]: written out here, not derived from the rules under test.
  const endpoints: [string, string, unknown, MemberPlan][] = [
    ['GET', '/api/profile', undefined, 'free'],
    ['PUT', '/api/profile', { name: 'N' }, 'free'],
    ['GET', '/api/account/export', undefined, 'free'],
    ['POST', '/api/visitor/adopt', {}, 'free'],
    ['GET', '/api/chats', undefined, 'free'],
    ['GET', '/api/history', undefined, 'free'],
    ['GET', '/api/chats/latest', undefined, 'free'],
    ['GET', `/api/chats/${NO_ROW}`, undefined, 'free'],
    ['POST', '/api/chats', chatBody('Matrix'), 'free'],
    ['PUT', `/api/chats/${NO_ROW}`, chatBody('Matrix'), 'free'],
    ['DELETE', `/api/chats/${NO_ROW}`, undefined, 'free'],
    ['GET', '/api/folders', undefined, 'plus'],
    ['GET', `/api/folders/${NO_ROW}`, undefined, 'plus'],
    ['GET', `/api/folders/${NO_ROW}/chats`, undefined, 'plus'],
    ['POST', '/api/folders', { name: 'Love' }, 'plus'],
    ['PATCH', `/api/folders/${NO_ROW}`, { name: 'Renamed' }, 'plus'],
    ['DELETE', `/api/folders/${NO_ROW}`, undefined, 'plus'],
    ['PUT', `/api/chats/${NO_ROW}/folder`, { folderId: null }, 'plus'],
    ['GET', '/api/charts', undefined, 'plus'],
    ['GET', `/api/charts/${NO_ROW}`, undefined, 'plus'],
    ['POST', '/api/charts', chartBody('Matrix chart'), 'plus'],
    ['PATCH', `/api/charts/${NO_ROW}`, { name: 'X' }, 'plus'],
    ['POST', `/api/charts/${NO_ROW}/main`, {}, 'plus'],
    ['DELETE', `/api/charts/${NO_ROW}`, undefined, 'plus'],
    ['GET', '/api/compatibility', undefined, 'pro'],
    ['GET', `/api/compatibility/${NO_ROW}`, undefined, 'pro'],
    ['POST', '/api/compatibility', { chart1Id: NO_ROW, chart2Id: '00000000-0000-4000-8000-000000000001' }, 'pro'],
    ['DELETE', `/api/compatibility/${NO_ROW}`, undefined, 'pro'],
  ];
  const rank: Record<Who, number> = { anonymous: 0, free: 1, plus: 2, pro: 3, admin: 3 };
  const whos: Who[] = ['anonymous', 'free', 'plus', 'pro', 'admin'];

  test.each(whos)('as %s', async (who) => {
    const browser = await browserFor(who);
    const problems: string[] = [];
    for (const [method, path, body, minPlan] of endpoints) {
      const r = await browser.request(method as 'GET', path, body);
      const label = `${method} ${path}: ${r.statusCode} ${r.body.slice(0, 120)}`;
      if (who === 'anonymous') {
        if (r.statusCode !== 401 || r.json().error.code !== 'AUTH_REQUIRED') problems.push(label);
      } else if (rank[who] < rank[minPlan]) {
        if (
          r.statusCode !== 403 ||
          r.json().error.code !== 'PLAN_REQUIRED' ||
          r.json().error.fields?.plan !== minPlan
        ) {
          problems.push(label);
        }
      } else if ([401, 403].includes(r.statusCode) || r.statusCode >= 500) {
        problems.push(label);
      }
    }
    expect(problems).toEqual([]);
  });
});

describe('saved chats and history', () => {
  test('newest first, latest loaded, update, delete; a free member keeps the last 10', async () => {
    const { browser } = await signedInMember(server, 'free');
    const ids: string[] = [];
    for (let i = 1; i <= 12; i++) {
      const r = await browser.post('/api/chats', chatBody(`Chat ${i}`));
      expect(r.statusCode).toBe(201);
      expect(r.json().isTemporary).toBe(false);
      ids.push(r.json().id);
    }
    const history = (await browser.get('/api/history')).json().chats;
    expect(history).toHaveLength(10);
    expect(history.map((c: { title: string }) => c.title)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Chat ${12 - i}`),
    );
    expect(history[0]).toMatchObject({ messageCount: 2, personality: 'mentor', lastMessage: 'About Chat 12' });
    expect((await browser.get(`/api/chats/${ids[0]}`)).statusCode).toBe(404);

    const updated = await browser.put(`/api/chats/${ids[5]}`, chatBody('Chat 6 again'));
    expect(updated.statusCode).toBe(200);
    expect((await browser.get('/api/chats/latest')).json().chat.title).toBe('Chat 6 again');
    expect((await browser.delete(`/api/chats/${ids[5]}`)).statusCode).toBe(204);
    expect((await browser.get('/api/chats/latest')).json().chat.title).toBe('Chat 12');
  });

  test('a corrupt saved chat is removed and logged, and the next one loads', async () => {
    const { browser, userId } = await signedInMember(server, 'plus');
    const good = (await browser.post('/api/chats', chatBody('Good'))).json();
    const bad = (await browser.post('/api/chats', chatBody('Bad'))).json();
    await server.ctx.db.sql.query(`UPDATE saved_chats SET messages = '{"not":"a list"}'::jsonb WHERE id = $1`, [
      bad.id,
    ]);
    const latest = (await browser.get('/api/chats/latest')).json().chat;
    expect(latest.id).toBe(good.id);
    const { rows } = await server.ctx.db.sql.query('SELECT id FROM saved_chats WHERE user_id = $1', [userId]);
    expect(rows).toHaveLength(1);
    await server.flushLogs();
    const logs = await server.ctx.db.sql.query<{ message: string }>(
      `SELECT message FROM system_logs WHERE message = 'Removed a corrupt saved chat'`,
    );
    expect(logs.rows.length).toBeGreaterThan(0);
  });

  test('malformed and oversized bodies are 4xx naming the field', async () => {
    const { browser } = await signedInMember(server, 'plus');
    const r = await browser.post('/api/chats', { title: 'x', messages: [{ id: 'a', content: 5 }] });
    expect(r.statusCode).toBe(400);
    expect(Object.keys(r.json().error.fields).some((f) => f.startsWith('messages.0'))).toBe(true);
    const long = await browser.post('/api/chats', { title: 'x', messages: [message('y'.repeat(20_001))] });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.fields).toHaveProperty(['messages.0.content']);
    const huge = await browser.post('/api/chats', { title: 'x', messages: [message('z'.repeat(1_100_000))] });
    expect(huge.statusCode).toBe(413);
  });
});

describe('folders', () => {
  test('create, rename, counts, move chats in and out, delete keeps the chats', async () => {
    const { browser } = await signedInMember(server, 'plus');
    const love = (await browser.post('/api/folders', { name: 'Love & Relationships' })).json();
    const career = (await browser.post('/api/folders', { name: 'Career Guidance' })).json();
    const chat = (await browser.post('/api/chats', { ...chatBody('In folder'), folderId: love.id })).json();
    const loose = (await browser.post('/api/chats', chatBody('Loose'))).json();
    let folders = (await browser.get('/api/folders')).json().folders;
    expect(folders.map((f: { name: string; chatCount: number }) => [f.name, f.chatCount])).toEqual([
      ['Career Guidance', 0],
      ['Love & Relationships', 1],
    ]);
    expect((await browser.put(`/api/chats/${loose.id}/folder`, { folderId: love.id })).statusCode).toBe(204);
    expect((await browser.put(`/api/chats/${chat.id}/folder`, { folderId: career.id })).statusCode).toBe(204);
    expect(
      (await browser.get(`/api/folders/${love.id}/chats`)).json().chats.map((c: { title: string }) => c.title),
    ).toEqual(['Loose']);
    expect((await browser.put(`/api/chats/${loose.id}/folder`, { folderId: null })).statusCode).toBe(204);
    expect((await browser.patch(`/api/folders/${love.id}`, { name: 'Love' })).json().name).toBe('Love');
    expect((await browser.patch(`/api/folders/${love.id}`, { name: '' })).statusCode).toBe(400);
    expect((await browser.delete(`/api/folders/${career.id}`)).statusCode).toBe(204);
    expect((await browser.get(`/api/chats/${chat.id}`)).json().folderId).toBeNull();
    folders = (await browser.get('/api/folders')).json().folders;
    expect(folders).toHaveLength(1);
  });
});

describe('birth charts and compatibility', () => {
  test("plus keeps the member's own chart and 1 more; an extra chart adds one; one main chart", async () => {
    const { browser, userId } = await signedInMember(server, 'plus');
    expect((await browser.get('/api/charts')).json()).toMatchObject({ ownChart: false, used: 0, limit: 1 });
    const first = await browser.post('/api/charts', chartBody('Me'));
    expect(first.statusCode).toBe(201);
    expect(first.json().isMain).toBe(true);
    expect(first.json().chart.natal_planets).toHaveLength(13);
    // The own (main) chart does not count: the plan's one chart is still free.
    expect((await browser.get('/api/charts')).json()).toMatchObject({ ownChart: true, used: 0, limit: 1 });
    const partner = await browser.post('/api/charts', chartBody('Partner', '1992-05-05'));
    expect(partner.statusCode).toBe(201);
    expect(partner.json().isMain).toBe(false);
    expect((await browser.get('/api/charts')).json()).toMatchObject({ ownChart: true, used: 1, limit: 1 });
    const third = await browser.post('/api/charts', chartBody('Friend', '1993-06-06'));
    expect(third.statusCode).toBe(403);
    expect(third.json().error).toMatchObject({
      code: 'CHART_LIMIT_REACHED',
      message:
        'Your plan keeps your own chart and 1 more chart, and it is in use. Add an extra chart for $10/month or delete one.',
    });
    await server.ctx.db.orm.insert(billingAccounts).values({ userId, provider: 'test', plan: 'plus', extraCharts: 1 });
    const again = await browser.post('/api/charts', chartBody('Friend', '1993-06-06'));
    expect(again.statusCode).toBe(201);
    expect(again.json().isMain).toBe(false);
    const list = (await browser.get('/api/charts')).json();
    expect(list).toMatchObject({ ownChart: true, limit: 2, used: 2, extraCharts: 1 });
    expect(list.charts.map((c: { name: string }) => c.name)).toEqual(['Friend', 'Partner', 'Me']);
    expect((await browser.post('/api/charts', chartBody('Fourth'))).json().error.message).toContain(
      'your own chart and 2 more charts, and all are in use',
    );
    expect((await browser.delete(`/api/charts/${partner.json().id}`)).statusCode).toBe(204);
    const main = await browser.post(`/api/charts/${again.json().id}/main`, {});
    expect(main.json().isMain).toBe(true);
    const after = (await browser.get('/api/charts')).json().charts;
    expect(after.filter((c: { isMain: boolean }) => c.isMain).map((c: { name: string }) => c.name)).toEqual(['Friend']);
    const edited = await browser.patch(`/api/charts/${first.json().id}`, {
      birthTime: '18:30',
      name: 'Me (corrected)',
    });
    expect(edited.json()).toMatchObject({ name: 'Me (corrected)', birthTime: '18:30' });
    expect((await browser.delete(`/api/charts/${again.json().id}`)).statusCode).toBe(204);
    expect((await browser.get('/api/charts')).json().charts[0].isMain).toBe(true);
  });

  test('birth data saved on the free plan becomes the main chart after an upgrade', async () => {
    const { browser, userId } = await signedInMember(server, 'free');
    expect((await browser.put('/api/profile', { birthData: sampleBirthData })).statusCode).toBe(200);
    expect((await browser.get('/api/charts')).statusCode).toBe(403);
    expect(await server.ctx.db.orm.select().from(birthCharts).where(eq(birthCharts.userId, userId))).toEqual([]);

    await setPlan(server, userId, 'plus');
    const list = (await browser.get('/api/charts')).json();
    // The chart made from the profile is the member's own: it does not use the plan's chart.
    expect(list).toMatchObject({ ownChart: true, limit: 1, used: 0 });
    expect(list.charts).toHaveLength(1);
    expect(list.charts[0]).toMatchObject({
      name: 'My Chart',
      isMain: true,
      birthDate: sampleBirthData.birthDate,
      birthTime: sampleBirthData.birthTime,
      birthPlace: sampleBirthData.birthPlace,
    });
    // Listing again does not add another one; transits read the same main chart.
    expect((await browser.get('/api/charts')).json().charts).toHaveLength(1);
    expect((await browser.get('/api/transits')).statusCode).toBe(200);
    expect((await browser.get('/api/charts')).json().charts).toHaveLength(1);

    // A member without birth data on the account gets no chart from an upgrade.
    const other = await signedInMember(server, 'pro');
    expect((await other.browser.get('/api/charts')).json()).toMatchObject({ ownChart: false, used: 0, charts: [] });
  });

  test('pro: the own chart and 6 more; a compatibility reading stores the engine result', async () => {
    const { browser } = await signedInMember(server, 'pro');
    const ids: string[] = [];
    for (let i = 0; i < 7; i++) {
      const r = await browser.post('/api/charts', chartBody(`Chart ${i}`, `199${i}-0${i + 1}-1${i}`));
      expect(r.statusCode).toBe(201);
      ids.push(r.json().id);
    }
    expect((await browser.post('/api/charts', chartBody('Eighth'))).statusCode).toBe(403);
    const reading = await browser.post('/api/compatibility', { chart1Id: ids[0], chart2Id: ids[1] });
    expect(reading.statusCode).toBe(201);
    const body = reading.json();
    expect(body.chart1).toMatchObject({ id: ids[0], name: 'Chart 0' });
    expect(body.score).toBe(Math.round(body.result.score));
    expect(body.result.description).toEqual(expect.any(String));
    expect(Array.isArray(body.result.synastry.aspects)).toBe(true);
    expect(body.percentage).toBeGreaterThanOrEqual(0);
    expect(body.percentage).toBeLessThanOrEqual(100);
    const second = (await browser.post('/api/compatibility', { chart1Id: ids[2], chart2Id: ids[3] })).json();
    expect((await browser.get('/api/compatibility')).json().readings.map((r: { id: string }) => r.id)).toEqual([
      second.id,
      body.id,
    ]);
    const same = await browser.post('/api/compatibility', { chart1Id: ids[0], chart2Id: ids[0] });
    expect(same.statusCode).toBe(400);
    expect(same.json().error.fields).toHaveProperty('chart2Id');
  });
});

describe('IDOR: member B cannot read, change or delete member A’s rows', () => {
  test('every resource answers 404 to B and stays unchanged', async () => {
    const a = await signedInMember(server, 'pro');
    const b = await signedInMember(server, 'pro');
    const folder = (await a.browser.post('/api/folders', { name: 'A folder' })).json();
    const chat = (await a.browser.post('/api/chats', { ...chatBody('A chat'), folderId: folder.id })).json();
    const c1 = (await a.browser.post('/api/charts', chartBody('A one'))).json();
    const c2 = (await a.browser.post('/api/charts', chartBody('A two', '1985-03-03'))).json();
    const reading = (await a.browser.post('/api/compatibility', { chart1Id: c1.id, chart2Id: c2.id })).json();
    const bChart = (await b.browser.post('/api/charts', chartBody('B own'))).json();
    const bChat = (await b.browser.post('/api/chats', chatBody('B chat'))).json();

    const attempts: [string, string, unknown?][] = [
      ['GET', `/api/chats/${chat.id}`],
      ['PUT', `/api/chats/${chat.id}`, chatBody('hijacked')],
      ['PUT', `/api/chats/${chat.id}/folder`, { folderId: null }],
      ['DELETE', `/api/chats/${chat.id}`],
      ['GET', `/api/folders/${folder.id}`],
      ['GET', `/api/folders/${folder.id}/chats`],
      ['PATCH', `/api/folders/${folder.id}`, { name: 'hijacked' }],
      ['DELETE', `/api/folders/${folder.id}`],
      ['PUT', `/api/chats/${bChat.id}/folder`, { folderId: folder.id }],
      ['POST', '/api/chats', { ...chatBody('into A folder'), folderId: folder.id }],
      ['GET', `/api/charts/${c1.id}`],
      ['PATCH', `/api/charts/${c1.id}`, { name: 'hijacked' }],
      ['POST', `/api/charts/${c1.id}/main`, {}],
      ['DELETE', `/api/charts/${c1.id}`],
      ['POST', '/api/compatibility', { chart1Id: bChart.id, chart2Id: c1.id }],
      ['GET', `/api/compatibility/${reading.id}`],
      ['DELETE', `/api/compatibility/${reading.id}`],
    ];
    for (const [method, path, body] of attempts) {
      const r = await b.browser.request(method as 'GET', path, body);
      expect(r.statusCode, `${method} ${path}`).toBe(404);
    }
    // B's lists do not show A's rows.
    expect((await b.browser.get('/api/chats')).json().chats.map((c: { id: string }) => c.id)).toEqual([bChat.id]);
    expect((await b.browser.get('/api/folders')).json().folders).toEqual([]);
    expect((await b.browser.get('/api/compatibility')).json().readings).toEqual([]);
    // A's rows are as they were.
    expect((await a.browser.get(`/api/chats/${chat.id}`)).json()).toMatchObject({
      title: 'A chat',
      folderId: folder.id,
    });
    expect((await a.browser.get(`/api/folders/${folder.id}`)).json()).toMatchObject({ name: 'A folder', chatCount: 1 });
    expect((await a.browser.get(`/api/charts/${c1.id}`)).json()).toMatchObject({ name: 'A one', isMain: true });
    expect((await a.browser.get(`/api/compatibility/${reading.id}`)).statusCode).toBe(200);
  });
});
