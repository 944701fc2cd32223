// The calendar subscription end to end: a member makes a link, a calendar app (no cookie) fetches the feed, an
// independent parser (Python's `icalendar`) reads it, its events are the engine's, and a revoked link is gone.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { calendarMessages } from '@stellara/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { birthDataChartOrThrow } from '../charts/birth-chart.ts';
import { repoRoot } from '../paths.ts';
import type { RunningServer } from '../server.ts';
import { setPlan, signedInMember, TestBrowser } from '../test-support/accounts.ts';
import { sampleBirthData } from '../test-support/fixtures.ts';
import { createTestServer } from '../test-support/test-server.ts';
import { calendarEvents } from './calendar-events.ts';
import { localDate } from './ical.ts';

const PYTHON = process.env.ASTRO_ORACLE_PYTHON ?? join(repoRoot, '.venv/bin/python');
const PARSER = join(repoRoot, 'scripts/ical/parse-feed.py');
const required = process.env.REQUIRE_ALL_SUITES === '1';

function parserMissing(): string | null {
  if (!existsSync(PYTHON)) return `no Python at ${PYTHON} (run scripts/ci/python-oracles.sh)`;
  const probe = spawnSync(PYTHON, ['-c', 'import icalendar'], { encoding: 'utf8' });
  return probe.status === 0 ? null : `icalendar is not installed in ${PYTHON} (run scripts/ci/python-oracles.sh)`;
}
const missing = parserMissing();
if (missing && !required) console.warn(`[calendar feed parser test] SKIPPED: ${missing}`);

interface When {
  date: boolean;
  iso: string;
  utc: boolean;
  tz: string | null;
}
interface Parsed {
  prodid: string;
  version: string;
  timezones: string[];
  errors: string[];
  events: { uid: string | null; dtstamp: When | null; start: When | null; end: When | null; summary: string }[];
}

function parse(ics: string): Parsed {
  const run = spawnSync(PYTHON, [PARSER], { input: ics, encoding: 'utf8', maxBuffer: 64 * 2 ** 20 });
  if (run.status !== 0) throw new Error(`the iCalendar parser failed: ${run.stderr}`);
  return JSON.parse(run.stdout) as Parsed;
}

let server: RunningServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server?.close();
});

/** A calendar app: no cookie, no Origin, just the URL. */
const calendarApp = () => new TestBrowser(server.app, null);

describe('calendar link management', () => {
  it('is for members only', async () => {
    const visitor = new TestBrowser(server.app);
    expect((await visitor.get('/api/account/calendar')).statusCode).toBe(401);
    expect((await visitor.post('/api/account/calendar')).statusCode).toBe(401);
  });

  it('refuses a write from another site (the CSRF check)', async () => {
    const { browser } = await signedInMember(server, 'pro');
    const elsewhere = await browser.post('/api/account/calendar', undefined, { origin: 'https://evil.example' });
    expect(elsewhere.statusCode).toBe(403);
    expect((await browser.get('/api/account/calendar')).json()).toMatchObject({ active: false });
  });

  it('makes a link shown once, replaces it on demand and revokes it: a revoked link answers 404', async () => {
    const { browser } = await signedInMember(server, 'plus');
    expect((await browser.get('/api/account/calendar')).json()).toEqual({
      active: false,
      createdAt: null,
      level: 'personal',
    });

    const first = await browser.post('/api/account/calendar');
    expect(first.statusCode).toBe(201);
    expect(first.headers['cache-control']).toBe('no-store');
    const { path } = first.json() as { path: string };
    expect(path).toMatch(/^\/api\/calendar\/cal_[A-Za-z0-9_-]{43}\.ics$/);
    const status = (await browser.get('/api/account/calendar')).json();
    expect(status).toMatchObject({ active: true, level: 'personal' });
    // The status never carries the secret again.
    expect(JSON.stringify(status)).not.toContain(path.slice(14, 40));
    expect((await calendarApp().get(path)).statusCode).toBe(200);

    const second = (await browser.post('/api/account/calendar')).json() as { path: string };
    expect(second.path).not.toBe(path);
    const old = await calendarApp().get(path);
    expect(old.statusCode).toBe(404);
    expect(old.json().error.message).toBe(calendarMessages.notFound);
    expect((await calendarApp().get(second.path)).statusCode).toBe(200);

    expect((await browser.delete('/api/account/calendar')).statusCode).toBe(204);
    const revoked = await calendarApp().get(second.path);
    expect(revoked.statusCode).toBe(404);
    expect(revoked.json().error.message).toBe(calendarMessages.notFound);
    expect((await browser.get('/api/account/calendar')).json()).toMatchObject({ active: false });
    const again = await browser.delete('/api/account/calendar');
    expect(again.statusCode).toBe(404);
    expect(again.json().error.message).toBe(calendarMessages.noLink);
  });

  it('answers 404 for a secret that was never made or is malformed, the same way', async () => {
    for (const path of [
      `/api/calendar/cal_${'A'.repeat(43)}.ics`,
      '/api/calendar/cal_short.ics',
      '/api/calendar/anything',
    ]) {
      const answer = await calendarApp().get(path);
      expect(answer.statusCode).toBe(404);
      expect(answer.json().error.message).toBe(calendarMessages.notFound);
    }
  });
});

describe.skipIf(missing !== null && !required)('the feed, read by an independent parser', () => {
  let pro: Awaited<ReturnType<typeof signedInMember>>;
  let path = '';
  let ics = '';
  let parsed: Parsed;

  beforeAll(async () => {
    if (missing) throw new Error(`REQUIRE_ALL_SUITES=1 but the iCalendar parser cannot run: ${missing}`);
    pro = await signedInMember(server, 'pro');
    expect((await pro.browser.put('/api/profile', { birthData: sampleBirthData })).statusCode).toBe(200);
    path = ((await pro.browser.post('/api/account/calendar')).json() as { path: string }).path;
    const answer = await calendarApp().get(path);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/calendar; charset=utf-8');
    ics = answer.body;
    parsed = parse(ics);
  });

  it('is a valid RFC 5545 calendar with our PRODID and no parse errors', () => {
    expect(parsed.errors).toEqual([]);
    expect(parsed.version).toBe('2.0');
    expect(parsed.prodid).toBe('-//Stellara//Sky calendar//EN');
    expect(parsed.events.length).toBeGreaterThan(100);
  });

  it('gives every event a unique UID on our domain and a UTC DTSTAMP', () => {
    const uids = parsed.events.map((e) => e.uid);
    for (const uid of uids) expect(uid).toMatch(/^[a-z0-9-]+@calendar\.stellara\.app$/);
    expect(new Set(uids).size).toBe(uids.length);
    for (const e of parsed.events) {
      expect(e.dtstamp).toMatchObject({ date: false, utc: true });
    }
  });

  it('dates every event in UTC or as a whole day, so no VTIMEZONE is needed and nothing floats', () => {
    expect(parsed.timezones).toEqual([]);
    for (const e of parsed.events) {
      expect(e.start).not.toBeNull();
      if (e.start!.date) {
        expect(e.end).toMatchObject({ date: true });
        expect(Date.parse(e.end!.iso) - Date.parse(e.start!.iso)).toBe(86_400_000);
      } else {
        expect(e.start!.utc).toBe(true);
        expect(e.end === null || e.end.utc).toBe(true);
      }
    }
  });

  it('holds exactly the events of the engine for the year from today, at their exact moments', () => {
    const day = parsed.events[0]!.dtstamp!.iso.slice(0, 10);
    const expected = calendarEvents(birthDataChartOrThrow(sampleBirthData), 'timing', new Date(`${day}T00:00:00Z`));
    const shown = parsed.events.map((e) => `${e.uid} ${e.start!.date ? e.start!.iso : Date.parse(e.start!.iso)}`);
    const model = expected.map(
      (e) =>
        `${e.uid}@calendar.stellara.app ${e.allDay ? localDate(new Date(e.at), sampleBirthData.timezone) : Math.floor(Date.parse(e.at) / 1000) * 1000}`,
    );
    expect(shown.sort()).toEqual(model.sort());
    expect(parsed.events.some((e) => e.summary.includes('your'))).toBe(true);
  });

  it('is built once a day: a second fetch is the same text, DTSTAMP and all', async () => {
    expect((await calendarApp().get(path)).body).toBe(ics);
  });

  it('follows the plan: after a downgrade to free the same link carries the sky only', async () => {
    await setPlan(server, pro.userId, 'free');
    const sky = parse((await calendarApp().get(path)).body);
    expect(sky.errors).toEqual([]);
    expect(sky.events.length).toBeGreaterThan(50);
    for (const e of sky.events) expect(e.summary).not.toMatch(/\byour\b/i);
    // The sky's events keep their UIDs across the change, so a calendar app updates them in place.
    const skyUids = new Set(sky.events.map((e) => e.uid));
    expect(parsed.events.filter((e) => skyUids.has(e.uid)).length).toBe(sky.events.length);
  });
});
