// Who may call a route: the request's viewer (resolved by the accounts plugin) and the guards every capability
// uses on it. Here, not in accounts, so a capability can guard its routes without depending on accounts.
import {
  type AdminDashboard,
  accountMessages,
  adminDashboardMessages,
  adminDashboardOf,
  apiKeyMessages,
  errorCodes,
  type Feature,
  featureAccess,
  type MemberPlan,
  planAtLeast,
  planRequiredMessage,
  type Tier,
  type Viewer,
} from '@stellara/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from './errors.ts';

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
}

export interface RequestViewer extends Viewer {
  user: SessionUser | null;
  /** The better-auth session id (null for visitors). */
  sessionId: string | null;
  adminRole: string | null;
  /** The stored tier (before the admin upgrade to pro). */
  tier: MemberPlan | null;
  extraCharts: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The viewer of this request (resolved once, then cached). Decorated by the accounts plugin. */
    getViewer(): Promise<RequestViewer>;
    /**
     * The member behind the personal API key in `Authorization: Bearer`: null when the request has no Authorization
     * header; a malformed header or an unknown or revoked key throws 401. Decorated by the accounts plugin. Only the
     * routes guarded by `requireFeatureOrApiKey` read it: a key opens the chart API, never the account.
     */
    getApiKeyViewer(): Promise<RequestViewer | null>;
  }
}

export function authRequired(message = 'Please sign in to use this.'): HttpError {
  return new HttpError(401, errorCodes.authRequired, message);
}

export function planRequired(plan: Tier, reply?: FastifyReply): HttpError {
  reply?.header('x-required-plan', plan);
  return new HttpError(403, errorCodes.planRequired, planRequiredMessage(plan), { plan });
}

/** A signed-in viewer, else 401 AUTH_REQUIRED. */
export async function memberOf(request: FastifyRequest, message?: string) {
  const viewer = await request.getViewer();
  if (!viewer.signedIn || !viewer.user) throw authRequired(message);
  return viewer as RequestViewer & { user: SessionUser; signedIn: true };
}

/** The member behind a request, as the member-scoped services take it. */
export interface MemberRef {
  id: string;
  plan: Tier;
  extraCharts: number;
}

/** The signed-in member of a request (401 AUTH_REQUIRED for a visitor). */
export async function memberRefOf(request: FastifyRequest): Promise<MemberRef> {
  const viewer = await memberOf(request);
  return { id: viewer.user.id, plan: viewer.plan, extraCharts: viewer.extraCharts };
}

/** preHandler: an account is needed (401 AUTH_REQUIRED). */
export function requireMember(message?: string) {
  return async (request: FastifyRequest) => {
    await memberOf(request, message);
  };
}

/** preHandler: an account on `plan` or above (401 AUTH_REQUIRED, then 403 PLAN_REQUIRED naming the plan). */
export function requirePlan(plan: Tier) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const viewer = await request.getViewer();
    if (plan !== 'anonymous' && !viewer.signedIn) throw authRequired();
    if (!planAtLeast(viewer.plan, plan)) throw planRequired(plan, reply);
  };
}

/** preHandler: the plan rule of a feature from the one entitlements table (@stellara/contract plans.ts). */
export function requireFeature(feature: Feature) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const access = featureAccess(feature, await request.getViewer());
    if (access.ok) return;
    if (access.reason === 'sign-in') throw authRequired();
    if (access.reason === 'plan') throw planRequired(access.plan, reply);
    throw new HttpError(403, errorCodes.forbidden, accountMessages.adminDenied);
  };
}

/**
 * preHandler of the paid /api/v4 chart endpoints: like `requireFeature`, for a signed-in member or for the member
 * whose personal API key is sent (a key, when sent, is the credential: a bad one is a 401 even with a session).
 */
export function requireFeatureOrApiKey(feature: Feature) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const viewer = (await request.getApiKeyViewer()) ?? (await request.getViewer());
    const access = featureAccess(feature, viewer);
    if (access.ok) return;
    if (access.reason === 'sign-in') throw authRequired(apiKeyMessages.credentialsRequired);
    if (access.reason === 'plan') throw planRequired(access.plan, reply);
    throw new HttpError(403, errorCodes.forbidden, accountMessages.adminDenied);
  };
}

/** The administrator behind an admin request, for created_by / approved_by and the audit line. */
export interface AdminIdentity {
  userId: string;
  email: string;
  name: string;
  role: string;
}

/**
 * The one admin guard: the signed-in administrator; 401 for a visitor, 403 for a member who is not one, and 403
 * for an administrator whose role's dashboard is not among `dashboards` (when given), naming the area's dashboard.
 */
export async function adminOf(request: FastifyRequest, dashboards?: readonly AdminDashboard[]): Promise<AdminIdentity> {
  const viewer = await request.getViewer();
  if (!viewer.signedIn || !viewer.user) throw authRequired('Sign in as an administrator.');
  if (!viewer.isAdmin || !viewer.adminRole) throw new HttpError(403, errorCodes.forbidden, accountMessages.adminDenied);
  if (dashboards && !dashboards.includes(adminDashboardOf(viewer.adminRole))) {
    const area = dashboards[0];
    throw new HttpError(403, errorCodes.forbidden, area ? adminDashboardMessages[area] : accountMessages.adminDenied);
  }
  return { userId: viewer.user.id, email: viewer.user.email, name: viewer.user.name, role: viewer.adminRole };
}
