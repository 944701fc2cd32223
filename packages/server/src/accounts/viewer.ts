// Who is asking: the signed-in account (with its plan, extra charts and admin role) or an anonymous visitor.
import { viewerForAccount } from '@stellara/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/client.ts';
import { adminUsers, billingAccounts, userProfiles } from '../db/schema/index.ts';
import type { RequestViewer, SessionUser } from '../http/guards.ts';
import type { Auth } from './auth.ts';

export const anonymousRequestViewer: RequestViewer = {
  signedIn: false,
  plan: 'anonymous',
  isAdmin: false,
  user: null,
  sessionId: null,
  adminRole: null,
  tier: null,
  extraCharts: 0,
};

export function toHeaders(raw: FastifyRequest['headers']): Headers {
  const headers = new Headers();
  for (const [key, value] of Object.entries(raw)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(key, v);
    else headers.set(key, String(value));
  }
  return headers;
}

export async function accountViewer(db: Database, user: SessionUser, sessionId: string | null): Promise<RequestViewer> {
  const [profile] = await db.orm
    .select({ tier: userProfiles.tier })
    .from(userProfiles)
    .where(eq(userProfiles.id, user.id))
    .limit(1);
  const [admin] = await db.orm
    .select({ role: adminUsers.role })
    .from(adminUsers)
    .where(and(eq(adminUsers.email, user.email.toLowerCase()), eq(adminUsers.isActive, true)))
    .limit(1);
  const [billing] = await db.orm
    .select({ extraCharts: billingAccounts.extraCharts })
    .from(billingAccounts)
    .where(eq(billingAccounts.userId, user.id))
    .limit(1);
  const tier = profile?.tier ?? 'free';
  return {
    ...viewerForAccount({ tier, isAdmin: Boolean(admin) }),
    user: { id: user.id, email: user.email, name: user.name, emailVerified: user.emailVerified },
    sessionId,
    adminRole: admin?.role ?? null,
    tier,
    extraCharts: billing?.extraCharts ?? 0,
  };
}

/** Reads the session cookie (refreshing the session when due) and builds the viewer. */
export async function resolveViewer(auth: Auth, db: Database, request: FastifyRequest): Promise<RequestViewer> {
  if (!request.headers.cookie) return anonymousRequestViewer;
  const session = await auth.api.getSession({ headers: toHeaders(request.headers) });
  if (!session) return anonymousRequestViewer;
  return accountViewer(db, session.user, session.session.id);
}
