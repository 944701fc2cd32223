import { accountMessages, errorCodes } from '@stellara/contract';
import type { FastifyRequest } from 'fastify';
import { authRequired } from '../accounts/viewer.ts';
import { HttpError } from '../http/errors.ts';

/** The administrator behind an admin request, for created_by / approved_by and the audit line. */
export interface AdminIdentity {
  userId: string;
  email: string;
  name: string;
  role: string;
}

/** The signed-in administrator; 401 for a visitor, 403 for a member who is not one. */
export async function adminOf(request: FastifyRequest): Promise<AdminIdentity> {
  const viewer = await request.getViewer();
  if (!viewer.signedIn || !viewer.user) throw authRequired('Sign in as an administrator.');
  if (!viewer.isAdmin || !viewer.adminRole) throw new HttpError(403, errorCodes.forbidden, accountMessages.adminDenied);
  return { userId: viewer.user.id, email: viewer.user.email, name: viewer.user.name, role: viewer.adminRole };
}
