// HTTP for accounts: better-auth under /api/auth (with our validation, limits and error shapes), who-am-I,
// the visitor session, the profile, data export and deletion, and the admin portal sign-in.
import {
  accountMessages,
  adminSessionSchema,
  apiKeyMessages,
  birthDataSchema,
  chatSessionSchema,
  deleteAccountSchema,
  errorCodes,
  type MeResponse,
  meResponseSchema,
  type OkAnswer,
  okAnswerSchema,
  profileSchema,
  profileUpdateSchema,
  safeText,
  signInSchema,
  visitorSessionSchema,
} from '@stellara/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { natalRecord } from '../charts/index.ts';
import { errorBody, HttpError } from '../http/errors.ts';
import { authRequired, memberOf, type RequestViewer } from '../http/guards.ts';
import { docsFor } from '../http/route-docs.ts';
import { withInput } from '../http/route-input.ts';
import type { Accounts } from './accounts.ts';
import { bearerCredential } from './api-key.ts';
import { apiKeysRoutes } from './api-keys.routes.ts';
import { type AttemptRule, authLimits } from './attempt-limiter.ts';
import { SESSION_COOKIE_PREFIX } from './auth.ts';
import { authEndpointFor, authEndpoints, signInAccountKey } from './auth-endpoints.ts';
import { billingRoutes } from './billing/billing.routes.ts';
import { clearCookie, readCookie, setCookie } from './cookies.ts';
import { checkCsrf } from './csrf.ts';
import { mailTexts } from './mailer.ts';
import { checkRedirects } from './redirects.ts';
import { resolveViewer, toHeaders } from './viewer.ts';
import { VISITOR_COOKIE, visitorJson } from './visitor.service.ts';

/**
 * Root-level wiring, on the app itself (so not a plugin Fastify would encapsulate): `request.getViewer()` for every
 * route, and the CSRF check on cookie-carrying state changes under /api. app.ts calls it before any route exists.
 */
export function wireAccounts(app: FastifyInstance, accounts: Accounts): void {
  const cache = new WeakMap<FastifyRequest, ReturnType<typeof resolveViewer>>();
  app.decorateRequest('getViewer', function (this: FastifyRequest) {
    let viewer = cache.get(this);
    if (!viewer) {
      viewer = resolveViewer(accounts.auth, accounts.db, this);
      cache.set(this, viewer);
    }
    return viewer;
  });
  const keyViewers = new WeakMap<FastifyRequest, Promise<RequestViewer | null>>();
  app.decorateRequest('getApiKeyViewer', function (this: FastifyRequest) {
    let viewer = keyViewers.get(this);
    if (!viewer) {
      viewer = apiKeyViewer(accounts, this);
      keyViewers.set(this, viewer);
    }
    return viewer;
  });
  // Callback-style: no promise per request.
  app.addHook('onRequest', (request, _reply, next) => {
    try {
      if (request.url.startsWith('/api/')) checkCsrf(request, accounts.config.PUBLIC_URL, accounts.config.CORS_ORIGINS);
    } catch (error) {
      return next(error as Error);
    }
    next();
  });
}
async function apiKeyViewer(accounts: Accounts, request: FastifyRequest): Promise<RequestViewer | null> {
  const credential = bearerCredential(request.headers.authorization);
  if (credential.kind === 'none') return null;
  if (credential.kind === 'malformed') throw authRequired(apiKeyMessages.bearerOnly);
  const viewer = await accounts.apiKeys.viewerFor(credential.key);
  if (!viewer) throw authRequired(apiKeyMessages.invalidKey);
  return viewer;
}

const secureCookies = (accounts: Accounts) => accounts.config.NODE_ENV === 'production';

async function limit(accounts: Accounts, reply: FastifyReply, key: string, rule: AttemptRule): Promise<void> {
  const result = await accounts.limiter.hit(key, rule);
  if (result.allowed) return;
  reply.header('retry-after', String(result.retryAfterSeconds));
  throw new HttpError(429, errorCodes.rateLimited, 'Too many attempts. Please wait a few minutes and try again.');
}

/** Copies a better-auth (Fetch API) response onto the Fastify reply, errors in our shape. */
async function sendAuthResponse(
  reply: FastifyReply,
  response: Response,
  extra?: Record<string, unknown>,
  messages: Record<string, string> = {},
) {
  reply.status(response.status);
  for (const [key, value] of response.headers) {
    if (key === 'set-cookie' || key === 'content-length' || key === 'content-encoding') continue;
    reply.header(key, value);
  }
  for (const cookie of response.headers.getSetCookie()) reply.header('set-cookie', cookie);
  const text = await response.text();
  const isJson = response.headers.get('content-type')?.includes('json');
  if (response.status >= 400) {
    let body: { code?: string; message?: string } = {};
    try {
      body = text ? JSON.parse(text) : {};
    } catch {}
    reply.header('content-type', 'application/json; charset=utf-8');
    const code = body.code || codeForStatus(response.status);
    return reply.send(errorBody(code, messages[code] ?? (body.message || accountMessages.genericError)));
  }
  // Session tokens stay in the httpOnly cookie: page scripts never see one (get-session, list-sessions, sign-in).
  if (!isJson || !text) return reply.send(text || null);
  const answer = withoutTokens(JSON.parse(text));
  const isObject = answer !== null && typeof answer === 'object' && !Array.isArray(answer);
  // A string: the content type copied from better-auth's answer stays, and a JSON null stays `null`.
  return reply.send(JSON.stringify(extra && isObject ? { ...answer, ...extra } : answer));
}

/** The answer without any `token` field, at any depth (arrays of sessions included). */
export function withoutTokens(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutTokens);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>)
      .filter(([key]) => key !== 'token')
      .map(([key, v]) => [key, withoutTokens(v)]),
  );
}

function codeForStatus(status: number): string {
  if (status === 401) return errorCodes.authRequired;
  if (status === 403) return errorCodes.forbidden;
  if (status === 404) return errorCodes.notFound;
  if (status === 429) return errorCodes.rateLimited;
  return status >= 500 ? errorCodes.internal : errorCodes.badRequest;
}

function setsSession(response: Response): boolean {
  return response.headers.getSetCookie().some((c) => c.includes('session_token=') && !/max-age=0/i.test(c));
}

const doc = docsFor({ tag: 'accounts', access: 'visitor' });
const memberDoc = docsFor({ tag: 'accounts', access: 'member' });
const sessionParams = z.object({ id: safeText().min(1).max(100) });
export async function accountsRoutes(api: FastifyInstance, opts: { accounts: Accounts }) {
  const typed = withInput(api);
  const { accounts } = opts;
  const { members } = accounts;
  await api.register(billingRoutes, { billing: accounts.billing });
  await api.register(apiKeysRoutes, { apiKeys: accounts.apiKeys });

  // ----------------------------------------------------------------------------------------- better-auth
  api.route({
    method: ['GET', 'POST'],
    url: '/auth/*',
    config: { doc: authEndpoints },
    handler: async (request, reply) => {
      // The exact path better-auth dispatches: app.ts has refused every other spelling (http/canonical-path.ts).
      const path = request.url.split('?')[0]!.slice('/api/auth'.length);
      const endpoint = authEndpointFor(request.method, path);
      if (!endpoint) throw new HttpError(404, errorCodes.notFound, 'Not found.');
      const isPost = request.method === 'POST';
      const input = endpoint.check?.(isPost ? request.body : request.query);
      for (const { key, rule } of endpoint.limits?.(input ?? {}, request.ip) ?? []) {
        await limit(accounts, reply, key, rule);
      }
      const body = isPost ? (input ?? request.body) : undefined;
      // Before anything is mailed: a link may only lead back to our own pages (redirects.ts).
      checkRedirects(isPost ? body : request.query, accounts.trustedOrigins);
      const headers = toHeaders(request.headers);
      headers.delete('content-length');
      headers.delete('transfer-encoding');
      if (isPost) headers.set('content-type', 'application/json');
      const response = await accounts.auth.handler(
        new Request(new URL(request.url, `${request.protocol}://${request.host}`), {
          method: request.method,
          headers,
          ...(isPost ? { body: JSON.stringify(body ?? {}) } : {}),
        }),
      );
      if (endpoint.clearedOnSuccess && input && response.ok)
        await accounts.limiter.clear(endpoint.clearedOnSuccess(input));
      if (path === '/sign-out' && readCookie(request, VISITOR_COOKIE)) {
        // Sign-out forgets the person on this browser: no visitor session (birth data, chart, chat) outlives it to
        // seed the next guest's.
        await accounts.visitors.remove(readCookie(request, VISITOR_COOKIE));
        clearCookie(reply, VISITOR_COOKIE, { secure: secureCookies(accounts) });
      } else if (setsSession(response) && readCookie(request, VISITOR_COOKIE)) {
        // The visitor's session has moved into the account (auth.ts hook); its cookie goes too.
        clearCookie(reply, VISITOR_COOKIE, { secure: secureCookies(accounts) });
      }
      const extra = path === '/sign-up/email' && response.ok ? { message: accountMessages.accountCreated } : undefined;
      return sendAuthResponse(reply, response, extra, endpoint.messages);
    },
  });

  // ----------------------------------------------------------------------------------------- who am I
  const me = doc('Who is asking: plan, admin role, user', { response: meResponseSchema });
  api.get('/me', me, async (request): Promise<MeResponse> => {
    const viewer = await request.getViewer();
    return {
      signedIn: viewer.signedIn,
      plan: viewer.plan,
      isAdmin: viewer.isAdmin,
      adminRole: viewer.adminRole,
      user: viewer.user,
      extraCharts: viewer.extraCharts,
    };
  });

  /** Signs out one of the member's sessions by its id (list-sessions shows ids; tokens never leave the server). */
  const revokeSession = memberDoc('Sign out one of your sessions', {
    params: sessionParams,
    response: okAnswerSchema,
  });
  typed.delete('/account/sessions/:id', revokeSession, async (parsed, request, reply): Promise<OkAnswer> => {
    const viewer = await memberOf(request);
    const { id } = parsed.params;
    const cookies = await accounts.revokeSession(viewer.user.id, id, toHeaders(request.headers));
    for (const cookie of cookies) reply.header('set-cookie', cookie);
    return { ok: true };
  });

  /** Ctrl/Cmd+Shift+R: signs out and forgets the visitor session. */
  const resetSession = doc('Sign out and forget the visitor session', { response: okAnswerSchema });
  api.post('/session/reset', resetSession, async (request, reply): Promise<OkAnswer> => {
    const secure = secureCookies(accounts);
    await accounts.visitors.remove(readCookie(request, VISITOR_COOKIE));
    clearCookie(reply, VISITOR_COOKIE, { secure });
    const viewer = await request.getViewer();
    if (viewer.signedIn) {
      const response = await accounts.auth.api.signOut({ headers: toHeaders(request.headers), asResponse: true });
      for (const cookie of response.headers.getSetCookie()) reply.header('set-cookie', cookie);
    }
    return { ok: true };
  });

  // ----------------------------------------------------------------------------------------- visitor
  api.get('/visitor', doc("The visitor's saved session", { response: visitorSessionSchema }), async (request) =>
    visitorJson(await accounts.visitors.load(readCookie(request, VISITOR_COOKIE))),
  );

  const saveBirthData = doc("Save a visitor's birth data (and its chart)", {
    body: birthDataSchema,
    response: visitorSessionSchema,
  });
  typed.put('/visitor/birth-data', saveBirthData, async ({ body: birthData }, request, reply) => {
    const chart = natalRecord(birthData, new Date(), 'body');
    const saved = await accounts.visitors.save(readCookie(request, VISITOR_COOKIE), { birthData, chart });
    setCookie(reply, VISITOR_COOKIE, saved.token, { secure: secureCookies(accounts) });
    return visitorJson(saved.row);
  });

  const saveChat = doc("Save a visitor's current chat", {
    body: chatSessionSchema,
    response: visitorSessionSchema,
  });
  typed.put('/visitor/chat', saveChat, async ({ body: currentChat }, request, reply) => {
    const saved = await accounts.visitors.save(readCookie(request, VISITOR_COOKIE), { currentChat });
    setCookie(reply, VISITOR_COOKIE, saved.token, { secure: secureCookies(accounts) });
    return visitorJson(saved.row);
  });

  const forgetVisitor = doc('Forget the visitor session', { response: okAnswerSchema });
  api.delete('/visitor', forgetVisitor, async (request, reply): Promise<OkAnswer> => {
    await accounts.visitors.remove(readCookie(request, VISITOR_COOKIE));
    clearCookie(reply, VISITOR_COOKIE, { secure: secureCookies(accounts) });
    return { ok: true };
  });

  /** "Save Profile Permanently" for a visitor who is already signed in. */
  const adopt = memberDoc("Move the visitor's birth data and chat into the account");
  api.post('/visitor/adopt', adopt, async (request, reply) => {
    const viewer = await memberOf(request);
    const token = readCookie(request, VISITOR_COOKIE);
    const moved = token ? await accounts.adoptVisitor(viewer.user.id, token) : { birthData: false, chat: false };
    clearCookie(reply, VISITOR_COOKIE, { secure: secureCookies(accounts) });
    return { moved, profile: await members.profile(viewer.user.id) };
  });

  // ----------------------------------------------------------------------------------------- profile
  api.get('/profile', memberDoc("The member's profile", { response: profileSchema }), async (request) => {
    const viewer = await memberOf(request, accountMessages.noUser);
    return members.profile(viewer.user.id);
  });

  const updateProfile = memberDoc('Update name, birth data or preferences', {
    body: profileUpdateSchema,
    response: profileSchema,
  });
  typed.put('/profile', updateProfile, async (parsed, request) => {
    const viewer = await memberOf(request, accountMessages.noUser);
    const input = parsed.body;
    const chart = input.birthData ? natalRecord(input.birthData, new Date(), 'birthData') : undefined;
    const profile = await members.updateProfile(viewer.user.id, input, chart);
    if (input.birthData) {
      await members.ensureMainChart(
        { id: viewer.user.id, plan: viewer.plan, extraCharts: viewer.extraCharts },
        input.birthData,
      );
    }
    return profile;
  });

  // ----------------------------------------------------------------------------------------- your data
  api.get('/account/export', memberDoc("Download all the member's data (JSON file)"), async (request, reply) => {
    const viewer = await memberOf(request);
    const data = await accounts.data.export(viewer.user.id);
    const day = new Date().toISOString().slice(0, 10);
    reply.header('content-disposition', `attachment; filename="stellara-export-${day}.json"`);
    reply.header('cache-control', 'no-store');
    return data;
  });

  const deleteAccount = memberDoc('Delete the account and its data', {
    body: deleteAccountSchema,
    absentBodyIsEmpty: true,
  });
  typed.delete('/account', deleteAccount, async (parsed, request, reply) => {
    const viewer = await memberOf(request);
    const { confirm } = parsed.body;
    // The person types the account's email: a deliberate act, not a click that slipped.
    if (confirm.toLowerCase() !== viewer.user.email.toLowerCase()) {
      throw new HttpError(400, errorCodes.validationFailed, accountMessages.deleteConfirmMismatch, {
        confirm: accountMessages.deleteConfirmMismatch,
      });
    }
    await accounts.billing.endAllSubscriptions(viewer.user.id);
    await accounts.data.delete(viewer.user.id);
    // Sent after the rows are gone, so the confirmation is the one trace left (and only in the outbox's mail mode).
    try {
      await accounts.mailer.send({
        to: viewer.user.email,
        kind: 'account-deleted',
        ...mailTexts.accountDeleted(viewer.user.name),
      });
    } catch (error) {
      request.log.error({ err: error }, 'The account-deleted mail could not be sent');
    }
    const secure = secureCookies(accounts);
    for (const name of ['session_token', 'session_data', 'dont_remember']) {
      clearCookie(reply, `${secure ? '__Secure-' : ''}${SESSION_COOKIE_PREFIX}.${name}`, { secure });
    }
    request.log.info({ userId: viewer.user.id }, 'Account deleted at the member’s request');
    return { deleted: true };
  });

  // ----------------------------------------------------------------------------------------- admin portal
  /** Admin sign-in: a valid password AND an active admin_users row for the email; records last_login. */
  const adminSignIn = doc('Administrator sign-in', {
    body: signInSchema,
    response: adminSessionSchema,
    // Wrong email or password; right password, not an administrator.
    errors: [401, 403],
  });
  typed.post('/admin/session', adminSignIn, async ({ body: input }, request, reply) => {
    const accountKey = signInAccountKey(input.email);
    await limit(accounts, reply, `sign-in:ip:${request.ip}`, authLimits.signInPerIp);
    await limit(accounts, reply, accountKey, authLimits.signInPerAccount);
    const headers = toHeaders(request.headers);
    headers.delete('content-length');
    const response = await accounts.auth.api.signInEmail({
      body: { email: input.email, password: input.password },
      headers,
      asResponse: true,
    });
    if (!response.ok) {
      let message: string = accountMessages.adminLoginFailed;
      try {
        message = ((await response.json()) as { message?: string }).message || message;
      } catch {}
      throw new HttpError(response.status === 403 ? 403 : 401, 'LOGIN_FAILED', message);
    }
    await accounts.limiter.clear(accountKey);
    const body = (await response.json()) as { token: string; user: { id: string; email: string; name: string } };
    const admin = await accounts.activeAdmin(body.user.email);
    if (!admin) {
      // Right password, not an administrator: the session just made is revoked, no cookie is set.
      await accounts.db.sql.query('DELETE FROM auth_sessions WHERE token = $1', [body.token]);
      throw new HttpError(403, errorCodes.forbidden, accountMessages.adminDenied);
    }
    const lastLogin = await accounts.recordAdminLogin(admin.id);
    for (const cookie of response.headers.getSetCookie()) reply.header('set-cookie', cookie);
    return {
      admin: {
        email: admin.email,
        name: admin.name ?? body.user.name,
        role: admin.role,
        lastLogin: lastLogin.toISOString(),
      },
    };
  });

  const adminSession = doc('The signed-in administrator', { access: 'admin', response: adminSessionSchema });
  api.get('/admin/session', adminSession, async (request) => {
    const viewer = await memberOf(request);
    const admin = await accounts.activeAdmin(viewer.user.email);
    if (!admin) throw new HttpError(403, errorCodes.forbidden, accountMessages.adminDenied);
    return {
      admin: { email: admin.email, name: admin.name ?? viewer.user.name, role: admin.role, lastLogin: admin.lastLogin },
    };
  });
}
