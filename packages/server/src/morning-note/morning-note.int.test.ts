// The morning note end to end, against a real SMTP server started in the test: the settings API, the mail (parts,
// headers, links that resolve on the running server), the one-click unsubscribe, and on PostgreSQL two instances on
// one database plus a restart: exactly one mail per member and local morning. The job runs on an injected clock, by
// hand, so nothing waits for the real time.
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authUsers, morningNoteSends } from '../db/schema/index.ts';
import { webDistDir } from '../paths.ts';
import type { RunningServer } from '../server.ts';
import { lastMail, localPath, setPlan, TestBrowser, uniqueEmail } from '../test-support/accounts.ts';
import { adaBirthData } from '../test-support/fixtures.ts';
import { createTestServer, testDatabaseKind } from '../test-support/test-server.ts';
import { unsubscribeToken } from './unsubscribe-token.ts';

interface Received {
  to: string[];
  raw: string;
}

/** One MIME part or message: headers (names in lower case, folded lines joined) and the decoded body. */
interface MimePart {
  headers: Map<string, string>;
  body: string;
  parts: MimePart[];
}

function decodeQuotedPrintable(s: string): string {
  const bytes: number[] = [];
  const soft = s.replace(/=\r?\n/g, '');
  for (let i = 0; i < soft.length; i++) {
    const hex = soft.slice(i + 1, i + 3);
    if (soft[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(soft[i]!, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

/** Enough of RFC 2045/2046 to read what nodemailer writes: headers, multipart, quoted-printable and base64. */
function parseMime(raw: string): MimePart {
  const split = raw.search(/\r?\n\r?\n/);
  const head = raw.slice(0, split).replace(/\r?\n[ \t]+/g, ' ');
  let body = raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const headers = new Map<string, string>();
  for (const line of head.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  const type = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (type.startsWith('multipart/') && boundary) {
    const chunks = body.split(`--${boundary}`).slice(1, -1);
    return { headers, body: '', parts: chunks.map((c) => parseMime(c.replace(/^\r?\n/, ''))) };
  }
  const encoding = headers.get('content-transfer-encoding')?.toLowerCase();
  if (encoding === 'quoted-printable') body = decodeQuotedPrintable(body);
  if (encoding === 'base64') body = Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return { headers, body, parts: [] };
}

const partOf = (mail: MimePart, type: string): string =>
  mail.parts.find((p) => p.headers.get('content-type')?.startsWith(type))?.body ?? '';

const received: Received[] = [];
/** Addresses the SMTP server refuses once (a mail server having a bad moment). */
const refuseOnce = new Set<string>();
/** The morning notes sent to an address (sign-up's verification mail goes through the same server). */
const mailsTo = (email: string) =>
  received.filter((m) => m.to.includes(email) && /^List-Unsubscribe-Post:/m.test(m.raw));
let smtp: SMTPServer;
let smtpUrl: string;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onRcptTo(address, _session, callback) {
      if (!refuseOnce.delete(address.address)) return callback();
      callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 450 }));
    },
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => {
        raw += chunk.toString('utf8');
      });
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

/** The clock every test server's job reads: the test moves it. */
let clock = new Date('2027-03-28T04:00:00Z');
const serverOptions = { morningNotes: { now: () => clock, timer: false } };
/** Instances of one deployment share their secret (production requires it): a link signed by one works on all. */
const SESSION_SECRET = 'morning-note-test-secret-shared-by-instances';

/** A verified member, signed in (SMTP takes the verification mail, so the address is confirmed in the database). */
async function member(server: RunningServer, name: string) {
  const browser = new TestBrowser(server.app);
  const email = uniqueEmail('morning');
  const password = 'correct horse';
  const signUp = await browser.post('/api/auth/sign-up/email', { name, email, password });
  expect(signUp.statusCode).toBe(200);
  await server.ctx.db.orm.update(authUsers).set({ emailVerified: true }).where(eq(authUsers.email, email));
  expect((await browser.post('/api/auth/sign-in/email', { email, password })).statusCode).toBe(200);
  const me = (await browser.get('/api/me')).json();
  expect((await browser.put('/api/profile', { birthData: adaBirthData })).statusCode).toBe(200);
  return { browser, email, userId: me.user.id as string };
}

/** Runs the job of every instance at once, as their timers would; answers how many mails went out. */
async function runAll(servers: RunningServer[]): Promise<number> {
  const runs = await Promise.all(servers.map((s) => s.ctx.morningNotes.job.runOnce()));
  return runs.reduce((n, run) => n + run.sent.length, 0);
}

/** Every href of the HTML part, fetched on the running server: an API link must answer 200, a page link the app. */
async function expectLinksResolve(server: RunningServer, html: string) {
  const hrefs = [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
  expect(hrefs.length).toBeGreaterThanOrEqual(2);
  const webBuilt = existsSync(join(webDistDir, 'index.html'));
  for (const href of hrefs) {
    expect(href.startsWith(server.ctx.accounts.trustedOrigins[0]!), href).toBe(true);
    const response = await server.app.inject({ method: 'GET', url: localPath(href), headers: { accept: 'text/html' } });
    if (webBuilt || localPath(href).startsWith('/api/')) expect(response.statusCode, href).toBe(200);
    // Without a web build (tests from source) a page link reaches the app's page route, which says so.
    else expect(response.body, href).toContain('The web app has not been built');
  }
}

describe('the morning note settings', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await createTestServer({ SMTP_URL: smtpUrl }, serverOptions);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('are off by default, and refuse a zone or an hour that does not exist, in words', async () => {
    const { browser } = await member(server, 'Default Member');
    expect((await browser.get('/api/morning-note')).json()).toEqual({
      enabled: false,
      hour: 7,
      timezone: null,
      emailVerified: true,
    });
    const badZone = await browser.put('/api/morning-note', { enabled: true, hour: 7, timezone: 'Mars/Olympus' });
    expect(badZone.statusCode).toBe(400);
    expect(badZone.json().error.message).toContain('timezone must be an IANA time zone such as Europe/London');
    const badHour = await browser.put('/api/morning-note', { enabled: true, hour: 24, timezone: 'Europe/London' });
    expect(badHour.statusCode).toBe(400);
    expect(badHour.json().error.message).toContain('hour must be a whole hour from 0 to 23');
    const saved = await browser.put('/api/morning-note', { enabled: true, hour: 6, timezone: 'Asia/Tokyo' });
    expect(saved.json()).toEqual({ enabled: true, hour: 6, timezone: 'Asia/Tokyo', emailVerified: true });
  });

  it('are for members only', async () => {
    const visitor = new TestBrowser(server.app);
    expect((await visitor.get('/api/morning-note')).statusCode).toBe(401);
    expect(
      (await visitor.put('/api/morning-note', { enabled: true, hour: 7, timezone: 'Europe/London' })).statusCode,
    ).toBe(401);
  });

  it("the link's page has the button, and the button's form post switches the note off", async () => {
    const m = await member(server, 'Page Member');
    await m.browser.put('/api/morning-note', { enabled: true, hour: 7, timezone: 'Europe/London' });
    const url = `/api/morning-note/unsubscribe?token=${unsubscribeToken(m.userId, server.ctx.config.SESSION_SECRET)}`;
    // Opened in the member's own browser (signed in): the page asks, and changes nothing yet.
    const page = await m.browser.get(url, { accept: 'text/html' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('Stop the morning notes?');
    const action = /<form method="post" action="([^"]+)"/.exec(page.body)?.[1]?.replace(/&amp;/g, '&');
    expect(action).toBe(url);
    expect((await m.browser.get('/api/morning-note')).json().enabled).toBe(true);
    // The button: a same-origin form post carrying the session cookie passes the cross-site check.
    const done = await m.browser.request('POST', action!, undefined, {
      accept: 'text/html',
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('No more morning notes');
    expect((await m.browser.get('/api/morning-note')).json().enabled).toBe(false);
  });

  it('an unsubscribe link that was not made by this server is refused, in words', async () => {
    const post = await server.app.inject({
      method: 'POST',
      url: '/api/morning-note/unsubscribe?token=bm9ib2R5.c2lnbmF0dXJl',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(post.statusCode).toBe(400);
    expect(post.json().error.message).toContain('This unsubscribe link is not valid');
    const page = await server.app.inject({
      method: 'GET',
      url: '/api/morning-note/unsubscribe?token=nope',
      headers: { accept: 'text/html' },
    });
    expect(page.statusCode).toBe(400);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('This unsubscribe link is not valid');
    const json = await server.app.inject({ method: 'GET', url: '/api/morning-note/unsubscribe?token=nope' });
    expect(json.statusCode).toBe(400);
    expect(json.json().error.message).toContain('This unsubscribe link is not valid');
  });
});

// Two instances need a database both can reach: PostgreSQL. On PGlite one instance stands for both (one process per
// data folder), and the restart is PostgreSQL's part.
describe('the morning note job', () => {
  const servers: RunningServer[] = [];
  let london: Awaited<ReturnType<typeof member>>;
  let newYork: Awaited<ReturnType<typeof member>>;
  let quiet: Awaited<ReturnType<typeof member>>;

  beforeAll(async () => {
    const a = await createTestServer({ SMTP_URL: smtpUrl, SESSION_SECRET }, serverOptions);
    servers.push(a);
    if (testDatabaseKind === 'postgres') {
      servers.push(
        await createTestServer(
          { SMTP_URL: smtpUrl, SESSION_SECRET, DATABASE_URL: a.ctx.config.DATABASE_URL ?? '' },
          serverOptions,
        ),
      );
    }
    london = await member(a, 'Ada Lovelace');
    newYork = await member(a, 'Grace Hopper');
    quiet = await member(a, 'Quiet Member');
    await setPlan(a, london.userId, 'plus');
    const on = (tz: string, hour: number) => ({ enabled: true, hour, timezone: tz });
    expect((await london.browser.put('/api/morning-note', on('Europe/London', 7))).statusCode).toBe(200);
    expect((await newYork.browser.put('/api/morning-note', on('America/New_York', 6))).statusCode).toBe(200);
  });
  afterAll(async () => {
    for (const s of servers.reverse()) await s.close();
  });

  it('sends nothing before the hour, then exactly one mail per member on the morning, whoever runs it', async () => {
    // 28 March 2027, the day Europe/London goes to summer time: 07:00 BST is 06:00 UT.
    clock = new Date('2027-03-28T05:59:00Z');
    expect(await runAll(servers)).toBe(0);
    clock = new Date('2027-03-28T06:00:00Z');
    expect(await runAll(servers)).toBe(1);
    expect(await runAll(servers)).toBe(0);
    expect(mailsTo(london.email)).toHaveLength(1);
    expect(mailsTo(newYork.email)).toHaveLength(0);
    // 06:00 in New York (EDT since 14 March) is 10:00 UT.
    clock = new Date('2027-03-28T10:00:00Z');
    expect(await runAll(servers)).toBe(1);
    expect(mailsTo(newYork.email)).toHaveLength(1);
    expect(mailsTo(quiet.email)).toHaveLength(0);
  });

  it.runIf(testDatabaseKind === 'postgres')('a restarted instance does not send the morning again', async () => {
    const restarted = servers.pop()!;
    const url = restarted.ctx.config.DATABASE_URL ?? '';
    await restarted.close();
    servers.push(await createTestServer({ SMTP_URL: smtpUrl, SESSION_SECRET, DATABASE_URL: url }, serverOptions));
    clock = new Date('2027-03-28T10:30:00Z');
    expect(await runAll(servers)).toBe(0);
    expect(mailsTo(london.email)).toHaveLength(1);
    expect(mailsTo(newYork.email)).toHaveLength(1);
  });

  it("is the Today card's day in text and HTML, with the one-click unsubscribe headers and links that resolve", async () => {
    const mail = parseMime(mailsTo(london.email)[0]!.raw);
    expect(mail.headers.get('content-type')).toMatch(/^multipart\/alternative/);
    const unsubscribe = /^<([^>]+)>$/.exec(mail.headers.get('list-unsubscribe') ?? '')?.[1];
    expect(unsubscribe).toMatch(/\/api\/morning-note\/unsubscribe\?token=/);
    expect(mail.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    // The same day the card shows the member for their date and zone.
    const today = (await london.browser.get('/api/today?tz=Europe/London&date=2027-03-28')).json();
    expect(decodeURIComponent(mail.headers.get('subject') ?? '')).toContain('Your morning note');
    const text = partOf(mail, 'text/plain');
    const html = partOf(mail, 'text/html');
    expect(text).toContain('Good morning, Ada.');
    expect(text).toContain(`${today.lead.title}.`);
    expect(text).toContain(today.lead.detail);
    expect(html).toContain('Talk it over in the chat');
    expect(text).toContain(unsubscribe);
    await expectLinksResolve(servers[0]!, html);
  });

  it('the one-click POST stops the next morning, without a sign-in; opening the link alone does not', async () => {
    const mail = parseMime(mailsTo(london.email)[0]!.raw);
    const unsubscribe = /^<([^>]+)>$/.exec(mail.headers.get('list-unsubscribe') ?? '')![1]!;
    const server = servers.at(-1)!;
    // A mail scanner opening the link changes nothing.
    expect((await server.app.inject({ method: 'GET', url: localPath(unsubscribe) })).statusCode).toBe(200);
    expect((await london.browser.get('/api/morning-note')).json().enabled).toBe(true);
    // The mail client's POST (RFC 8058): a form body, no cookie.
    const post = await server.app.inject({
      method: 'POST',
      url: localPath(unsubscribe),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(post.statusCode).toBe(200);
    expect(post.json()).toEqual({ ok: true });
    expect((await london.browser.get('/api/morning-note')).json().enabled).toBe(false);
    // The next morning: London's note does not come; New York's still does.
    clock = new Date('2027-03-29T06:00:00Z');
    expect(await runAll(servers)).toBe(0);
    clock = new Date('2027-03-29T10:00:00Z');
    expect(await runAll(servers)).toBe(1);
    expect(mailsTo(london.email)).toHaveLength(1);
    expect(mailsTo(newYork.email)).toHaveLength(2);
  });
});

describe('the morning note, in its other paths', () => {
  it('a send the mail server refused is tried again on the next run, once', async () => {
    const server = await createTestServer({ SMTP_URL: smtpUrl }, serverOptions);
    try {
      const m = await member(server, 'Retry Member');
      expect(
        (await m.browser.put('/api/morning-note', { enabled: true, hour: 8, timezone: 'Asia/Tokyo' })).statusCode,
      ).toBe(200);
      // 08:00 in Tokyo on 10 April 2027 is 23:00 UT on the 9th.
      clock = new Date('2027-04-09T23:00:00Z');
      refuseOnce.add(m.email);
      const first = await server.ctx.morningNotes.job.runOnce();
      expect(first.failed).toEqual([{ userId: m.userId, date: '2027-04-10' }]);
      expect(mailsTo(m.email)).toHaveLength(0);
      clock = new Date('2027-04-09T23:01:00Z');
      expect((await server.ctx.morningNotes.job.runOnce()).sent).toEqual([{ userId: m.userId, date: '2027-04-10' }]);
      expect(await server.ctx.morningNotes.job.runOnce()).toEqual({ sent: [], failed: [] });
      expect(mailsTo(m.email)).toHaveLength(1);
      const [claim] = await server.ctx.db.orm
        .select()
        .from(morningNoteSends)
        .where(eq(morningNoteSends.userId, m.userId));
      expect(claim).toMatchObject({ localDate: '2027-04-10', status: 'sent', attempts: 2 });
    } finally {
      await server.close();
    }
  });

  it('without SMTP_URL the note is kept in the outbox, both parts and the unsubscribe headers', async () => {
    const server = await createTestServer({}, serverOptions);
    try {
      const m = await member(server, 'Outbox Member');
      expect(
        (await m.browser.put('/api/morning-note', { enabled: true, hour: 7, timezone: 'Europe/Paris' })).statusCode,
      ).toBe(200);
      // 07:00 in Paris on 31 October 2027, the day the clocks go back: 06:00 UT.
      clock = new Date('2027-10-31T06:00:00Z');
      expect((await server.ctx.morningNotes.job.runOnce()).sent).toHaveLength(1);
      const mail = await lastMail(server, m.email);
      expect(mail).toMatchObject({ kind: 'morning-note' });
      expect(mail?.subject).toMatch(/^Your morning note: /);
      // The profile's name (the birth data's, Ada) greets.
      expect(mail?.text).toContain('Good morning, Ada.');
      expect(mail?.html).toContain('Talk it over in the chat');
      expect(mail?.headers).toMatchObject({ 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
      // An hour later it is still the same morning: nothing more goes out.
      clock = new Date('2027-10-31T07:00:00Z');
      expect((await server.ctx.morningNotes.job.runOnce()).sent).toHaveLength(0);
    } finally {
      await server.close();
    }
  });
});
