// POST /api/auth/update-user went to better-auth unchecked, so a 100,000-character name, a name
// that is an object (stored as "[object Object]") and a `javascript:` picture were all kept. It now passes the
// contract's updateUserSchema: the sign-up rules for the name, https: only for the picture.
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { RunningServer } from '../server.ts';
import { signedInMember } from '../test-support/accounts.ts';
import { createTestServer } from '../test-support/test-server.ts';

let server: RunningServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server?.close();
});

async function storedUser(userId: string) {
  const { rows } = await server.ctx.db.sql.query<{ name: string; image: string | null }>(
    'SELECT name, image FROM auth_users WHERE id = $1',
    [userId],
  );
  return rows[0];
}

test('update-user refuses what sign-up and the profile refuse, and keeps the account as it was', async () => {
  const { browser, userId } = await signedInMember(server, 'free', { name: 'Kept Name' });
  const refused = [
    { body: { name: 'n'.repeat(100_000) }, field: 'name' },
    { body: { name: { first: 'Ada' } }, field: 'name' },
    { body: { name: 'Tab\there' }, field: 'name' },
    { body: { image: 'javascript:alert(1)' }, field: 'image' },
    { body: { image: 'http://example.com/me.png' }, field: 'image' },
    { body: { image: 'data:image/svg+xml,<svg onload=alert(1)>' }, field: 'image' },
  ];
  for (const { body, field } of refused) {
    const answer = await browser.post('/api/auth/update-user', body);
    expect({ body, status: answer.statusCode }).toEqual({ body, status: 400 });
    expect(answer.json().error.message).toContain(field);
  }
  expect(await storedUser(userId)).toEqual({ name: 'Kept Name', image: null });

  const ok = await browser.post('/api/auth/update-user', {
    name: '  Ada Lovelace ',
    image: 'https://example.com/a.png',
  });
  expect(ok.statusCode).toBe(200);
  expect(await storedUser(userId)).toEqual({ name: 'Ada Lovelace', image: 'https://example.com/a.png' });
});
