// #16 item 4: NUL characters and lone surrogates used to give 500s on the write routes (PostgreSQL cannot store a
// NUL; a lone surrogate cannot be encoded as UTF-8), and a chat message with a NUL was silently dropped. Every text
// field of every write route is poisoned here, one at a time, with both: the answer is a 400 naming the field, and
// nothing carrying the poisoned value reaches the database. Adding a route is one line of ROUTES.
import { UNSAFE_TEXT_MESSAGE } from '@stellara/contract';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONVERSATION_TOKEN_HEADER } from '../conversation/conversation.routes.ts';
import type { RunningServer } from '../server.ts';
import { TEST_ORIGIN, type TestBrowser } from '../test-support/accounts.ts';
import { signedInAdmin, signedInMember } from '../test-support/admin.ts';
import { adaBirthData } from '../test-support/fixtures.ts';
import { createTestServer } from '../test-support/test-server.ts';

type Who = 'visitor' | 'member' | 'technical' | 'astrological';

/** Ids the routes' paths name, made once in beforeAll. */
interface Ids {
  conversation: string;
  chart: string;
  folder: string;
  savedChat: string;
}

interface RouteCase {
  who: Who;
  method: NonNullable<InjectOptions['method']>;
  url: (ids: Ids) => string;
  /** A valid body: each field path below is replaced in turn by poisoned text. */
  body: Record<string, unknown>;
  fields: string[];
}

const birth = { ...adaBirthData };
const birthFields = (prefix: string) =>
  ['name', 'birthDate', 'birthTime', 'birthPlace', 'timezone'].map((f) => (prefix ? `${prefix}.${f}` : f));
const subject = {
  name: 'Ada',
  year: 1990,
  month: 7,
  day: 15,
  hour: 13,
  minute: 30,
  longitude: -0.12,
  latitude: 51.5,
  city: 'London',
  nation: 'GB',
  timezone: 'Europe/London',
};
const subjectFields = (prefix: string) => ['name', 'city', 'nation', 'timezone'].map((f) => `${prefix}.${f}`);
const chatMessage = { id: 'm1', content: 'Hello', sender: 'user', timestamp: '2024-01-01T00:00:00Z' };
const chatMessageFields = ['messages.0.id', 'messages.0.content', 'messages.0.sender', 'messages.0.timestamp'];
const extraction = {
  doc_meta: { file_id: 'f1', file_name: 'notes.txt', file_size: 10, processed_at: '2024-01-01T00:00:00Z' },
  extraction: {
    concepts: [
      {
        concept_type: 'Planet',
        name: 'Saturn',
        normalized_name: 'saturn',
        short_summary: 'Structure and time.',
        properties: { ruler: 'Capricorn' },
        traits: ['steady'],
        related: [{ type: 'Sign', name: 'Capricorn', relation: 'RULES' }],
        notes: 'n',
        evidence: [{ quote: 'Saturn rules', pointer: 'p1' }],
        confidence: 0.9,
      },
    ],
    follow_ups: ['more'],
    confidence: 'high',
  },
};
const UUID = '00000000-0000-4000-8000-000000000000';

/** Every write route with text, and its text fields. */
const ROUTES: RouteCase[] = [
  // better-auth (not a contract route: the server-wide check covers it)
  {
    who: 'visitor',
    method: 'POST',
    url: () => '/api/auth/sign-up/email',
    body: { name: 'N', email: 'n@example.com', password: 'secret12' },
    fields: ['name', 'email', 'password'],
  },
  {
    who: 'visitor',
    method: 'POST',
    url: () => '/api/auth/sign-in/email',
    body: { email: 'n@example.com', password: 'secret12' },
    fields: ['email', 'password'],
  },
  {
    who: 'visitor',
    method: 'POST',
    url: () => '/api/auth/request-password-reset',
    body: { email: 'n@example.com', redirectTo: '/reset' },
    fields: ['email', 'redirectTo'],
  },
  {
    who: 'visitor',
    method: 'POST',
    url: () => '/api/auth/reset-password',
    body: { token: 't', newPassword: 'secret12' },
    fields: ['token', 'newPassword'],
  },
  {
    who: 'visitor',
    method: 'POST',
    url: () => '/api/admin/session',
    body: { email: 'n@example.com', password: 'secret12' },
    fields: ['email', 'password'],
  },
  // chat
  {
    who: 'visitor',
    method: 'POST',
    url: () => '/api/conversations',
    body: { birthData: birth },
    fields: birthFields('birthData'),
  },
  {
    who: 'visitor',
    method: 'PATCH',
    url: (i) => `/api/conversations/${i.conversation}`,
    body: { birthData: birth },
    fields: birthFields('birthData'),
  },
  {
    who: 'visitor',
    method: 'POST',
    url: (i) => `/api/conversations/${i.conversation}/messages`,
    body: { content: 'Hi', clientMessageId: 'c1' },
    fields: ['content', 'clientMessageId'],
  },
  // visitor data, places and time
  { who: 'visitor', method: 'PUT', url: () => '/api/visitor/birth-data', body: birth, fields: birthFields('') },
  {
    who: 'visitor',
    method: 'PUT',
    url: () => '/api/visitor/chat',
    body: { id: 'chat-1', title: 'T', messages: [chatMessage] },
    fields: ['id', 'title', ...chatMessageFields],
  },
  {
    who: 'visitor',
    method: 'POST',
    url: () => '/api/time/utc',
    body: { date: '1990-07-15', time: '13:30', timezone: 'Europe/London' },
    fields: ['date', 'time', 'timezone'],
  },
  // the v4 chart API
  {
    who: 'visitor',
    method: 'POST',
    url: () => '/api/v4/natal-aspects-data',
    body: { subject, language: 'EN' },
    fields: [...subjectFields('subject'), 'language'],
  },
  {
    // Synastry is a Pro endpoint: an anonymous caller gets 401 before its input is read.
    who: 'member',
    method: 'POST',
    url: () => '/api/v4/synastry-aspects-data',
    body: { first_subject: { ...subject }, second_subject: { ...subject } },
    fields: [...subjectFields('first_subject'), ...subjectFields('second_subject')],
  },
  {
    who: 'member',
    method: 'POST',
    url: () => '/api/v4/transit-aspects-data',
    body: { first_subject: { ...subject }, transit_subject: { ...subject } },
    fields: subjectFields('transit_subject'),
  },
  // member: profile, charts, folders, saved chats
  {
    who: 'member',
    method: 'PUT',
    url: () => '/api/profile',
    body: { name: 'N', birthData: birth, preferences: { theme: 'dark' } },
    fields: ['name', ...birthFields('birthData'), 'preferences.theme'],
  },
  { who: 'member', method: 'POST', url: () => '/api/charts', body: { ...birth }, fields: birthFields('') },
  {
    who: 'member',
    method: 'PATCH',
    url: (i) => `/api/charts/${i.chart}`,
    body: { name: 'N', birthPlace: 'P' },
    fields: ['name', 'birthPlace'],
  },
  { who: 'member', method: 'POST', url: () => '/api/folders', body: { name: 'F' }, fields: ['name'] },
  { who: 'member', method: 'PATCH', url: (i) => `/api/folders/${i.folder}`, body: { name: 'F' }, fields: ['name'] },
  {
    who: 'member',
    method: 'POST',
    url: () => '/api/chats',
    body: { title: 'T', messages: [chatMessage] },
    fields: ['title', ...chatMessageFields],
  },
  {
    who: 'member',
    method: 'PUT',
    url: (i) => `/api/chats/${i.savedChat}`,
    body: { title: 'T', messages: [chatMessage] },
    fields: ['title', 'messages.0.content'],
  },
  // admin: technical dashboard
  {
    who: 'technical',
    method: 'POST',
    url: () => '/api/admin/llm/configurations',
    body: { modelName: 'a/b', provider: 'a', description: 'd' },
    fields: ['modelName', 'provider', 'description'],
  },
  {
    who: 'technical',
    method: 'POST',
    url: () => '/api/admin/astrology-apis/daily-transits',
    body: { date: '2024-10-09' },
    fields: ['date'],
  },
  {
    who: 'technical',
    method: 'POST',
    url: () => '/api/admin/graph/query',
    body: { query: 'SELECT 1' },
    fields: ['query'],
  },
  {
    who: 'technical',
    method: 'POST',
    url: () => '/api/admin/cleanup/query',
    body: { query: 'SELECT 1' },
    fields: ['query'],
  },
  {
    who: 'technical',
    method: 'POST',
    url: () => '/api/admin/cleanup/preview',
    body: { entityType: 'House', identifier: '1', keepId: 'k' },
    fields: ['identifier', 'keepId'],
  },
  {
    who: 'technical',
    method: 'POST',
    url: () => '/api/admin/cleanup/merge',
    body: { entityType: 'House', identifier: '1' },
    fields: ['identifier'],
  },
  // admin: astrological dashboard
  {
    who: 'astrological',
    method: 'POST',
    url: () => '/api/admin/training/chat',
    body: { message: 'Hi', history: [{ sender: 'admin', content: 'x' }] },
    fields: ['message', 'history.0.content'],
  },
  {
    who: 'astrological',
    method: 'POST',
    url: () => '/api/admin/training/test',
    body: { personality: 'guide', message: 'Hi' },
    fields: ['message'],
  },
  {
    who: 'astrological',
    method: 'PUT',
    url: () => '/api/admin/training/prompts/guide/style',
    body: { content: 'Be kind.' },
    fields: ['content'],
  },
  {
    who: 'astrological',
    method: 'POST',
    url: () => '/api/admin/training/feedback',
    body: { personality: 'guide', originalResponse: 'r', feedback: 'f' },
    fields: ['originalResponse', 'feedback'],
  },
  {
    who: 'astrological',
    method: 'POST',
    url: () => '/api/admin/training/delineation',
    body: { contraction: 'a', friction: 'b', integration: 'c', voice: 'v' },
    fields: ['contraction', 'friction', 'integration', 'voice'],
  },
  {
    who: 'astrological',
    method: 'POST',
    url: () => '/api/admin/graph-test',
    body: { message: 'Venus' },
    fields: ['message'],
  },
  {
    who: 'astrological',
    method: 'PUT',
    url: () => `/api/admin/documents/${UUID}/extraction`,
    body: extraction,
    fields: [
      'doc_meta.file_name',
      'extraction.concepts.0.name',
      'extraction.concepts.0.short_summary',
      'extraction.concepts.0.properties.ruler',
      'extraction.concepts.0.traits.0',
      'extraction.concepts.0.related.0.name',
      'extraction.concepts.0.notes',
      'extraction.concepts.0.evidence.0.quote',
      'extraction.follow_ups.0',
    ],
  },
];

const POISONS = { NUL: '\u0000', 'a lone surrogate': '\uD800' } as const;

/** A copy of `body` whose value at `path` ("a.0.b") is replaced by `value`. */
function withField(body: Record<string, unknown>, path: string, value: string): Record<string, unknown> {
  const copy = structuredClone(body);
  const keys = path.split('.');
  let node = copy as Record<string, unknown>;
  for (const key of keys.slice(0, -1)) node = node[key] as Record<string, unknown>;
  node[keys.at(-1)!] = value;
  return copy;
}

let server: RunningServer;
let ids: Ids;
const browsers = {} as Record<Who, { cookie?: string; headers?: Record<string, string> }>;
let ipCount = 0;

/** One request as `who`, from an address of its own so that no per-address limit is reached. */
function send(who: Who, method: InjectOptions['method'], url: string, body?: unknown): Promise<LightMyRequestResponse> {
  const b = browsers[who];
  return server.app.inject({
    method,
    url,
    remoteAddress: `10.77.${(++ipCount >> 8) & 255}.${ipCount & 255}`,
    headers: {
      origin: TEST_ORIGIN,
      ...(b.cookie ? { cookie: b.cookie } : {}),
      ...b.headers,
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
  });
}

/** Every text and JSON column of the database that holds `marker` (the proof that nothing poisoned was stored). */
async function rowsHolding(marker: string): Promise<string[]> {
  const { rows: columns } = await server.ctx.db.sql.query<{ table_name: string; column_name: string }>(
    `SELECT table_name, column_name FROM information_schema.columns
      WHERE table_schema = current_schema() AND data_type IN ('text', 'character varying', 'json', 'jsonb')`,
  );
  const found: string[] = [];
  for (const { table_name, column_name } of columns) {
    const { rows } = await server.ctx.db.sql.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM "${table_name}" WHERE "${column_name}"::text LIKE $1`,
      [`%${marker}%`],
    );
    if ((rows[0]?.n ?? 0) > 0) found.push(`${table_name}.${column_name}`);
  }
  return found;
}

const browserOf = (b: TestBrowser) => ({ cookie: b.cookieHeader() ?? '' });

beforeAll(async () => {
  server = await createTestServer({ RATE_LIMIT_PER_MINUTE: '100000' });
  const member = await signedInMember(server, 'pro');
  browsers.member = browserOf(member.browser);
  browsers.technical = browserOf((await signedInAdmin(server, 'technical_admin')).browser);
  browsers.astrological = browserOf((await signedInAdmin(server, 'astrological_admin')).browser);

  const created = await server.app.inject({ method: 'POST', url: '/api/conversations', payload: { birthData: birth } });
  expect(created.statusCode).toBe(201);
  browsers.visitor = { headers: { [CONVERSATION_TOKEN_HEADER]: created.json().token } };

  const chart = await send('member', 'POST', '/api/charts', { ...birth, name: 'Ada' });
  const folder = await send('member', 'POST', '/api/folders', { name: 'Readings' });
  const saved = await send('member', 'POST', '/api/chats', { title: 'Saved', messages: [chatMessage] });
  for (const r of [chart, folder, saved]) expect(r.statusCode, r.body).toBeLessThan(300);
  ids = {
    conversation: created.json().session.id,
    chart: chart.json().id,
    folder: folder.json().id,
    savedChat: saved.json().id,
  };
}, 180_000);
afterAll(async () => {
  await server?.close();
});

describe('text with control characters or broken Unicode', () => {
  it('is refused in every text field of every write route with a 400 naming the field, and nothing is stored', async () => {
    let n = 0;
    const failures: string[] = [];
    for (const route of ROUTES) {
      for (const field of route.fields) {
        for (const [what, poison] of Object.entries(POISONS)) {
          const url = route.url(ids);
          const value = `zzpoison${++n}x${poison}`;
          const r = await send(route.who, route.method, url, withField(route.body, field, value));
          const error = r.json().error ?? {};
          const ok =
            r.statusCode === 400 &&
            error.code === 'VALIDATION_FAILED' &&
            error.fields?.[field] === UNSAFE_TEXT_MESSAGE &&
            error.message === `Invalid input. ${field}: ${UNSAFE_TEXT_MESSAGE}`;
          if (!ok) failures.push(`${route.method} ${url} ${field} (${what}): ${r.statusCode} ${r.body.slice(0, 200)}`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(n).toBeGreaterThan(80);
    expect(await rowsHolding('zzpoison')).toEqual([]);
  }, 180_000);

  it('is refused in a query string, a path parameter and an object key', async () => {
    const q = await send('visitor', 'GET', '/api/places?q=Lon%00don');
    expect(q.statusCode).toBe(400);
    expect(q.json().error.fields).toEqual({ q: UNSAFE_TEXT_MESSAGE });

    const param = await send('member', 'PATCH', '/api/folders/ab%00cd', { name: 'F' });
    expect(param.statusCode).toBe(400);
    expect(param.json().error.fields).toEqual({ id: UNSAFE_TEXT_MESSAGE });

    const key = await send('astrological', 'PUT', `/api/admin/documents/${UUID}/extraction`, {
      ...extraction,
      extraction: { ...extraction.extraction, suggested_import: { 'bad\u0000key': 1 } },
    });
    expect(key.statusCode).toBe(400);
    expect(key.json().error.fields).toEqual({ 'extraction.suggested_import.bad\uFFFDkey': UNSAFE_TEXT_MESSAGE });
  });

  it('accepts tab, newline, carriage return and paired surrogates', async () => {
    const r = await send('member', 'POST', '/api/folders', { name: 'Moon 🌙\tand\r\nstars' });
    expect(r.statusCode).toBe(201);
    expect(r.json().name).toBe('Moon 🌙\tand\r\nstars');
  });

  it('refuses a chat message with a NUL before anything is stored, with a message for the person', async () => {
    const before = await send('visitor', 'GET', `/api/conversations/${ids.conversation}`);
    const count = before.json().session.messages.length;
    const r = await send('visitor', 'POST', `/api/conversations/${ids.conversation}/messages`, {
      content: 'What does my Moon\u0000 mean?',
    });
    expect(r.statusCode).toBe(400);
    expect(r.headers['content-type']).toMatch(/application\/json/);
    expect(r.json().error.message).toBe(`Invalid input. content: ${UNSAFE_TEXT_MESSAGE}`);
    const after = await send('visitor', 'GET', `/api/conversations/${ids.conversation}`);
    expect(after.json().session.messages).toHaveLength(count);
  });

  it('refuses an uploaded file whose name carries a NUL, naming X-File-Name', async () => {
    const r = await server.app.inject({
      method: 'POST',
      url: '/api/admin/documents',
      headers: {
        origin: TEST_ORIGIN,
        cookie: browsers.astrological.cookie ?? '',
        'content-type': 'application/octet-stream',
        'x-file-name': encodeURIComponent('notes\u0000.txt'),
      },
      payload: Buffer.from('Saturn rules Capricorn.'),
    });
    expect(r.statusCode).toBe(400);
    expect(r.json().error.fields).toEqual({ 'X-File-Name': UNSAFE_TEXT_MESSAGE });
    expect(await rowsHolding('notes\u0000.txt'.slice(0, 5))).not.toContain('document_jobs.file_name');
  });
});
