import { accountMessages } from '@stellara/contract';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { RunningServer } from '../server.ts';
import { lastMail, localPath, signedInMember, TestBrowser, uniqueEmail } from '../test-support/accounts.ts';
import { sampleBirthData } from '../test-support/fixtures.ts';
import { createTestServer } from '../test-support/test-server.ts';

let server: RunningServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server?.close();
});

const chat = (text: string) => ({
  id: 'temp-1',
  title: 'New Conversation',
  isTemporary: true,
  messages: [
    { id: 'm1', content: text, sender: 'user', timestamp: '2026-01-01T10:00:00Z' },
    {
      id: 'm2',
      content: 'The stars say hello.',
      sender: 'Stellara',
      personality: 'guide',
      timestamp: '2026-01-01T10:00:05Z',
    },
  ],
});

describe('anonymous visitor session', () => {
  test('birth data is stored server-side with its computed chart, behind an httpOnly session cookie', async () => {
    const visitor = new TestBrowser(server.app);
    expect((await visitor.get('/api/visitor')).json()).toEqual({
      birthData: null,
      chart: null,
      currentChat: null,
      expiresAt: null,
    });
    const r = await visitor.put('/api/visitor/birth-data', sampleBirthData);
    expect(r.statusCode).toBe(200);
    const cookie = [r.headers['set-cookie']].flat().find((c) => String(c).startsWith('stellara.visitor='));
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/Max-Age|Expires/i); // a browser-session cookie
    const session = (await visitor.get('/api/visitor')).json();
    expect(session.birthData).toEqual(sampleBirthData);
    expect(session.chart.utcDate).toBe('1990-01-01');
    expect(session.chart.utcTime).toBe('12:00:00');
    const sun = session.chart.natal_planets.find((p: { name: string }) => p.name === 'Sun');
    expect(sun).toMatchObject({ sign: 'Capricorn', retrograde: false, element: 'Earth', quality: 'Cardinal' });
    expect(sun.degree).toBeGreaterThan(10);
    expect(sun.degree).toBeLessThan(11);
    expect(session.chart.natal_planets.map((p: { name: string }) => p.name)).toContain('NorthNode');
    expect(Object.keys(session.chart.natal_houses)).toHaveLength(12);
    expect(session.chart.natal_aspects.length).toBeGreaterThan(0);

    // Another browser sees nothing.
    expect((await new TestBrowser(server.app).get('/api/visitor')).json().birthData).toBeNull();
  });

  test('bad birth data names the field; a local time that never happened is a 422', async () => {
    const visitor = new TestBrowser(server.app);
    const bad = await visitor.put('/api/visitor/birth-data', { ...sampleBirthData, latitude: 123 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty('latitude');
    const gap = await visitor.put('/api/visitor/birth-data', {
      ...sampleBirthData,
      birthDate: '2021-03-28',
      birthTime: '01:30',
    });
    expect(gap.statusCode).toBe(422);
    const zone = await visitor.put('/api/visitor/birth-data', { ...sampleBirthData, timezone: 'Mars/Olympus' });
    expect(zone.statusCode).toBe(400);
  });

  test('the session expires', async () => {
    const visitor = new TestBrowser(server.app);
    await visitor.put('/api/visitor/birth-data', sampleBirthData);
    await server.ctx.db.sql.query(`UPDATE visitor_sessions SET expires_at = now() - interval '1 second'`);
    expect((await visitor.get('/api/visitor')).json().birthData).toBeNull();
  });

  test('reset (Ctrl/Cmd+Shift+R) clears the visitor session and signs out', async () => {
    const { browser } = await signedInMember(server);
    await browser.put('/api/visitor/chat', chat('hello'));
    expect((await browser.get('/api/visitor')).json().currentChat).not.toBeNull();
    const r = await browser.post('/api/session/reset', {});
    expect(r.statusCode).toBe(200);
    expect((await browser.get('/api/visitor')).json().currentChat).toBeNull();
    expect((await browser.get('/api/me')).json().signedIn).toBe(false);
  });

  test('on sign-up + verification, birth data and the current chat move into the account', async () => {
    const browser = new TestBrowser(server.app);
    await browser.put('/api/visitor/birth-data', sampleBirthData);
    await browser.put('/api/visitor/chat', chat('Tell me about my chart'));
    const email = uniqueEmail('adopt');
    await browser.post('/api/auth/sign-up/email', { name: 'Adopter', email, password: 'secret1' });
    const mail = await lastMail(server, email);
    await browser.get(localPath(mail!.link!));
    expect((await browser.get('/api/me')).json().signedIn).toBe(true);

    const profile = (await browser.get('/api/profile')).json();
    expect(profile.birthData).toEqual(sampleBirthData);
    expect(profile.chart.natal_planets).toHaveLength(13);
    expect(profile.chart.chart_calculated_at).toBeTruthy();
    const latest = (await browser.get('/api/chats/latest')).json().chat;
    expect(latest.messages[0].content).toBe('Tell me about my chart');
    expect(latest.isTemporary).toBe(false);
    expect((await browser.get('/api/visitor')).json().birthData).toBeNull();
  });

  test('a signed-in visitor can save the session profile permanently', async () => {
    const { browser } = await signedInMember(server);
    await browser.put('/api/visitor/birth-data', sampleBirthData);
    const r = await browser.post('/api/visitor/adopt', {});
    expect(r.statusCode).toBe(200);
    expect(r.json().moved).toEqual({ birthData: true, chat: false });
    expect(r.json().profile.birthData.birthPlace).toBe(sampleBirthData.birthPlace);
  });
});

describe('profile', () => {
  test('a plus member saving the profile gets it as the main birth chart, once, following edits', async () => {
    const { browser } = await signedInMember(server, 'plus');
    await browser.put('/api/profile', { birthData: sampleBirthData });
    await browser.put('/api/profile', { birthData: { ...sampleBirthData, birthTime: '13:00' } });
    const charts = (await browser.get('/api/charts')).json().charts;
    expect(charts).toHaveLength(1);
    expect(charts[0]).toMatchObject({ name: 'My Chart', isMain: true, birthTime: '13:00' });
  });

  test('"No user logged in" without a session', async () => {
    for (const method of ['GET', 'PUT'] as const) {
      const r = await new TestBrowser(server.app).request(method, '/api/profile', method === 'PUT' ? {} : undefined);
      expect(r.statusCode).toBe(401);
      expect(r.json().error).toEqual({ code: 'AUTH_REQUIRED', message: accountMessages.noUser });
    }
  });

  test('saving birth data computes and stores the natal chart; update replaces it', async () => {
    const { browser } = await signedInMember(server);
    const first = await browser.put('/api/profile', { birthData: sampleBirthData });
    expect(first.statusCode).toBe(200);
    expect(first.json().birthData).toEqual(sampleBirthData);
    const sunBefore = first.json().chart.natal_planets[0];
    const moved = await browser.put('/api/profile', {
      birthData: { ...sampleBirthData, birthDate: '1990-07-01' },
      preferences: { personality: 'coach', technical: 'technical', theme: 'ocean' },
    });
    expect(moved.json().chart.natal_planets[0].sign).not.toBe(sunBefore.sign);
    expect(moved.json().preferences).toEqual({ personality: 'coach', technical: 'technical', theme: 'ocean' });
    const { rows } = await server.ctx.db.sql.query<{ natal_planets: unknown; chart_calculated_at: Date }>(
      'SELECT natal_planets, chart_calculated_at FROM user_profiles WHERE id = $1',
      [moved.json().id],
    );
    expect(rows[0]!.natal_planets).toEqual(moved.json().chart.natal_planets);
    expect(rows[0]!.chart_calculated_at).toBeTruthy();
    expect(moved.json().chart).toMatchObject({ utcDate: '1990-07-01', utcTime: '11:00:00' });
    // Free has no Birth Charts page: no chart row is made.
    expect((await browser.get('/api/charts')).statusCode).toBe(403);
    const bad = await browser.put('/api/profile', { birthData: { ...sampleBirthData, birthTime: '25:00' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty('birthData.birthTime');
  });
});
