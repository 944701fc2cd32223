// docs/admin.md: the usage events chart_created, folder_created and compatibility_reading (user_analytics) are
// recorded when a member stores a chart, creates a folder or a compatibility reading, one event per action, and
// the astrological dashboard's Overview counts them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../server.ts';
import { type SignedInAdmin, signedInAdmin, signedInMember } from '../test-support/admin.ts';
import { adaBirthData, sampleBirthData } from '../test-support/fixtures.ts';
import { createTestServer } from '../test-support/test-server.ts';

let server: RunningServer;
let admin: SignedInAdmin;

beforeAll(async () => {
  server = await createTestServer();
  admin = await signedInAdmin(server, 'astrological_admin');
}, 120_000);
afterAll(async () => {
  await server?.close();
});

async function events(userId: string) {
  const { rows } = await server.ctx.db.sql.query<{ event_type: string; user_tier: string; event_data: unknown }>(
    'SELECT event_type, user_tier, event_data FROM user_analytics WHERE user_id = $1 ORDER BY created_at, id',
    [userId],
  );
  return rows;
}

const usage = async () => (await admin.browser.get('/api/admin/overview')).json().featureUsage;

describe('usage events', () => {
  it('one event for each chart, folder and compatibility reading, counted on the Overview', async () => {
    const member = await signedInMember(server, 'pro');
    const start = await usage();
    expect(await events(member.userId)).toEqual([]);

    const first = await member.browser.post('/api/charts', { ...adaBirthData, name: 'Ada' });
    expect(first.statusCode).toBe(201);
    expect((await events(member.userId)).map((e) => e.event_type)).toEqual(['chart_created']);
    expect(await usage()).toMatchObject({ chartsCreated: start.chartsCreated + 1 });

    const second = await member.browser.post('/api/charts', { ...sampleBirthData, name: 'Sam' });
    expect(second.statusCode).toBe(201);
    const folder = await member.browser.post('/api/folders', { name: 'Love' });
    expect(folder.statusCode).toBe(201);
    expect((await events(member.userId)).map((e) => e.event_type)).toEqual([
      'chart_created',
      'chart_created',
      'folder_created',
    ]);
    expect(await usage()).toMatchObject({
      chartsCreated: start.chartsCreated + 2,
      foldersCreated: start.foldersCreated + 1,
      compatibilityReadings: start.compatibilityReadings,
    });

    const reading = await member.browser.post('/api/compatibility', {
      chart1Id: first.json().id,
      chart2Id: second.json().id,
    });
    expect(reading.statusCode).toBe(201);
    const all = await events(member.userId);
    expect(all.map((e) => e.event_type)).toEqual([
      'chart_created',
      'chart_created',
      'folder_created',
      'compatibility_reading',
    ]);
    expect(all.every((e) => e.user_tier === 'pro')).toBe(true);
    expect(all[3]?.event_data).toMatchObject({ readingId: reading.json().id });
    expect(await usage()).toEqual({
      ...start,
      chartsCreated: start.chartsCreated + 2,
      foldersCreated: start.foldersCreated + 1,
      compatibilityReadings: start.compatibilityReadings + 1,
    });
  }, 60_000);

  it('an action refused records nothing', async () => {
    const member = await signedInMember(server, 'free');
    const folder = await member.browser.post('/api/folders', { name: 'Not for free' });
    expect(folder.statusCode).toBe(403);
    const reading = await member.browser.post('/api/compatibility', { chart1Id: 'x', chart2Id: 'y' });
    expect(reading.statusCode).toBeGreaterThanOrEqual(400);
    expect(await events(member.userId)).toEqual([]);
  }, 60_000);
});

describe('Overview user counts', () => {
  it('counts members without the administrators', async () => {
    const overview = async () => (await admin.browser.get('/api/admin/overview')).json();
    const before = await overview();
    // Another administrator signs in: staff, never a user.
    await signedInAdmin(server, 'technical_admin');
    const withAdmin = await overview();
    expect(withAdmin.userCounts.members).toBe(before.userCounts.members);
    const { rows } = await server.ctx.db.sql.query<{ n: string | number }>(
      `select count(*) as n from auth_users u where not exists (
         select 1 from admin_users a where a.email = lower(u.email) and a.is_active)`,
    );
    expect(withAdmin.userCounts.members).toBe(Number(rows[0]!.n));
    // A member is a user.
    await signedInMember(server, 'free');
    expect((await overview()).userCounts.members).toBe(before.userCounts.members + 1);
  });
});
