// The better-auth endpoints Stellara serves under /api/auth, and only those: each with the contract schema its input
// must pass, the attempt counters it counts against, and our words for its errors. The table is looked up with the
// exact path (after http/canonical-path.ts has refused every other spelling of it), so the path that picks the
// limits is the path better-auth dispatches; better-auth's other endpoints (change-password, verify-password,
// delete-user, change-email...) are not reachable at all: the web app does not use them, and each would be one more
// door to guard.
import {
  accountMessages,
  callbackUrlSchema,
  forgotPasswordSchema,
  resetPasswordSchema,
  safeText,
  signInAnswerSchema,
  signInSchema,
  signOutAnswerSchema,
  signUpAnswerSchema,
  signUpSchema,
  updateUserSchema,
} from '@stellara/contract';
import { z } from 'zod';
import type { EndpointDoc } from '../http/route-docs.ts';
import { parseInput } from '../http/validate.ts';
import { type AttemptRule, authLimits } from './attempt-limiter.ts';

/** The web page a mailed reset link opens (with `?token=` or `?error=INVALID_TOKEN`). */
export const RESET_PAGE = '/reset-password';

/** One attempt counter: a request over its rule is refused with a 429 before better-auth sees it. */
export interface AuthLimit {
  key: string;
  rule: AttemptRule;
}

/** What the /api/auth/* route does for one endpoint besides handing the request to better-auth. */
export interface AuthEndpoint extends EndpointDoc {
  /** The checked input (a POST's body, a GET's query); a POST's body is replaced by it. */
  check?(raw: unknown): Record<string, unknown>;
  /** The counters this request counts against, in order. */
  limits?(input: Record<string, unknown>, ip: string): AuthLimit[];
  /** The counter a success clears (an account's failed sign-ins). */
  clearedOnSuccess?(input: Record<string, unknown>): string;
  /** Our words for better-auth's error codes here. */
  messages?: Record<string, string>;
}

/** An endpoint whose input is checked with `schema`; its hooks receive the schema's output. */
function checked<S extends z.ZodType<Record<string, unknown>>>(
  schema: S,
  doc: Omit<EndpointDoc, 'tag' | 'access'> & Partial<Pick<EndpointDoc, 'access'>>,
  hooks: {
    prepare?(input: z.output<S>): Record<string, unknown>;
    limits?(input: z.output<S>, ip: string): AuthLimit[];
    clearedOnSuccess?(input: z.output<S>): string;
    messages?: Record<string, string>;
  } = {},
): AuthEndpoint {
  const place = doc.method === 'GET' ? 'query' : 'body';
  const { prepare, limits, clearedOnSuccess, messages } = hooks;
  return {
    tag: 'accounts',
    access: 'visitor',
    ...doc,
    [place]: schema,
    check: (raw) => {
      const input = parseInput(schema, raw);
      return prepare ? prepare(input) : input;
    },
    ...(limits && { limits: (input, ip) => limits(input as z.output<S>, ip) }),
    ...(clearedOnSuccess && { clearedOnSuccess: (input) => clearedOnSuccess(input as z.output<S>) }),
    ...(messages && { messages }),
  };
}

/** An endpoint with no input of ours to check (a session read, a sign-out). */
const plain = (doc: Omit<EndpointDoc, 'tag' | 'access'> & Partial<Pick<EndpointDoc, 'access'>>): AuthEndpoint => ({
  tag: 'accounts',
  access: 'visitor',
  ...doc,
});

/** The mail doors: per address and per account, so neither a visitor nor an inbox can be flooded. */
const mailLimits = (input: { email: string }, ip: string): AuthLimit[] => [
  { key: `mail:ip:${ip}`, rule: authLimits.signUpPerIp },
  { key: `mail:account:${input.email}`, rule: authLimits.mailPerAccount },
];

const resendVerificationSchema = forgotPasswordSchema.extend({ callbackURL: callbackUrlSchema.optional() });
const verifyEmailQuerySchema = z.object({ token: safeText(), callbackURL: callbackUrlSchema.optional() });
const resetLinkQuerySchema = z.object({ callbackURL: callbackUrlSchema.optional() });

export const authEndpoints: readonly AuthEndpoint[] = [
  checked(
    signUpSchema,
    { method: 'POST', path: '/sign-up/email', summary: 'Create an account', response: signUpAnswerSchema },
    {
      limits: (input, ip) => [
        { key: `sign-up:ip:${ip}`, rule: authLimits.signUpPerIp },
        { key: `sign-up:account:${input.email}`, rule: authLimits.signUpPerAccount },
      ],
    },
  ),
  checked(
    signInSchema,
    {
      method: 'POST',
      path: '/sign-in/email',
      summary: 'Sign in with email and password',
      response: signInAnswerSchema,
      // Wrong email or password; the address is not verified yet.
      errors: [401, 403],
    },
    {
      limits: (input, ip) => [
        { key: `sign-in:ip:${ip}`, rule: authLimits.signInPerIp },
        { key: signInAccountKey(input.email), rule: authLimits.signInPerAccount },
      ],
      clearedOnSuccess: (input) => signInAccountKey(input.email),
      // The sign-in has just mailed a new link (sendOnSignIn): say so, the page offers to send one again.
      messages: { EMAIL_NOT_VERIFIED: accountMessages.emailNotVerified },
    },
  ),
  plain({ method: 'POST', path: '/sign-out', summary: 'Sign out', response: signOutAnswerSchema }),
  plain({
    method: 'GET',
    path: '/get-session',
    summary: 'The current session, without its token (null when signed out)',
  }),
  plain({
    method: 'GET',
    path: '/list-sessions',
    summary: "The member's signed-in sessions (ids, devices, dates; never tokens)",
    access: 'member',
  }),
  plain({
    method: 'POST',
    path: '/revoke-other-sessions',
    summary: 'Sign out every other session of the member',
    access: 'member',
  }),
  checked(updateUserSchema, {
    method: 'POST',
    path: '/update-user',
    summary: "Change the account's name or picture",
    access: 'member',
  }),
  checked(
    forgotPasswordSchema,
    { method: 'POST', path: '/request-password-reset', summary: 'Mail a password reset link' },
    {
      // Without a redirect, better-auth's link would end on its own error page: the web's reset page takes it.
      prepare: (input) => ({ ...input, redirectTo: input.redirectTo || RESET_PAGE }),
      limits: mailLimits,
    },
  ),
  checked(
    resetPasswordSchema,
    { method: 'POST', path: '/reset-password', summary: 'Set a new password with the mailed token' },
    { messages: { INVALID_TOKEN: accountMessages.resetLinkInvalid } },
  ),
  checked(
    resendVerificationSchema,
    { method: 'POST', path: '/send-verification-email', summary: 'Mail the email verification link again' },
    { limits: mailLimits },
  ),
  // better-auth fails with a 500 on a callbackURL it cannot parse: the schema refuses it first with a 400.
  checked(verifyEmailQuerySchema, {
    method: 'GET',
    path: '/verify-email',
    summary: 'Verify an email address (the mailed link)',
    errors: [401],
  }),
];

/**
 * Served but not in the API document: the reset link a mail carries (better-auth checks the token and redirects to
 * the reset page), and better-auth's page for a link it cannot follow. A person's browser opens them, no client calls
 * them, and their redirects lead to PUBLIC_URL, which a fuzzer of the document cannot follow.
 */
const mailLinkEndpoints: readonly AuthEndpoint[] = [
  checked(resetLinkQuerySchema, { method: 'GET', path: '/reset-password/:token', summary: 'A mailed reset link' }),
  plain({ method: 'GET', path: '/error', summary: "better-auth's page for a link it cannot follow" }),
];

/** The sign-in failures of one account, shared with the admin portal's sign-in. */
export const signInAccountKey = (email: string) => `sign-in:account:${email}`;

const SEGMENT = '[A-Za-z0-9_-]+';
const byRoute = [...authEndpoints, ...mailLinkEndpoints].map((endpoint) => ({
  endpoint,
  pattern: new RegExp(`^${endpoint.path.replace(/:\w+/g, SEGMENT)}$`),
}));

/**
 * The endpoint a request to /api/auth`path` reaches, by method and exact path; undefined for every other path
 * (a 404). `path` is the canonical path below /api/auth, without the query.
 */
export function authEndpointFor(method: string, path: string): AuthEndpoint | undefined {
  return byRoute.find(({ endpoint, pattern }) => endpoint.method === method && pattern.test(path))?.endpoint;
}
