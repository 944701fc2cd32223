// Creates (or re-activates) an administrator: the admin_users row and, when a password is given and no
// account exists yet, a verified account for that email.
import { safeText } from '@stellara/contract';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { adminUsers, authUsers } from '../db/schema/index.ts';
import { parseInput } from '../http/validate.ts';
import type { Accounts } from './accounts.ts';
import { hashPassword } from './auth.ts';

export const adminCreateSchema = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: 'must be a valid email address' })),
  role: z
    .string()
    .trim()
    .regex(/^[a-z][a-z_]{2,39}$/, 'must be a role name such as technical_admin or astrological_admin'),
  name: safeText().trim().min(1).max(100).optional(),
  password: safeText().min(6, 'must be at least 6 characters').max(128).optional(),
});
export type AdminCreateInput = z.input<typeof adminCreateSchema>;

export interface AdminCreateResult {
  email: string;
  role: string;
  adminRow: 'created' | 'updated';
  account: 'created' | 'exists' | 'missing';
}

export async function createAdmin(accounts: Accounts, raw: AdminCreateInput): Promise<AdminCreateResult> {
  const input = parseInput(adminCreateSchema, raw);
  const { db } = accounts;
  const [existing] = await db.orm.select().from(adminUsers).where(eq(adminUsers.email, input.email));
  if (existing) {
    await db.orm
      .update(adminUsers)
      .set({ role: input.role, isActive: true, ...(input.name ? { name: input.name } : {}) })
      .where(eq(adminUsers.id, existing.id));
  } else {
    await db.orm.insert(adminUsers).values({ email: input.email, role: input.role, name: input.name ?? null });
  }
  const [user] = await db.orm.select({ id: authUsers.id }).from(authUsers).where(eq(authUsers.email, input.email));
  let account: AdminCreateResult['account'] = user ? 'exists' : 'missing';
  if (!user && input.password) {
    const ctx = await accounts.auth.$context;
    const created = await ctx.internalAdapter.createUser(
      {
        email: input.email,
        name: input.name ?? input.email.split('@')[0]!,
        emailVerified: true,
      },
      { method: 'admin' },
    );
    await ctx.internalAdapter.linkAccount({
      userId: created.id,
      providerId: 'credential',
      accountId: created.id,
      password: await hashPassword(input.password),
    });
    account = 'created';
  }
  return { email: input.email, role: input.role, adminRow: existing ? 'updated' : 'created', account };
}

export const ADMIN_CREATE_USAGE = `Usage: npm run admin:create -- --email <email> --role <role> [--name <name>]
  role: technical_admin (technical dashboard) or another role such as astrological_admin
  Password for a new account: STELLARA_ADMIN_PASSWORD in the environment, or typed at the prompt.
  With the embedded database, stop the server first (one process per data folder).`;

export function parseAdminArgs(argv: string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (!arg.startsWith('--')) continue;
    const [key, inline] = arg.slice(2).split('=', 2) as [string, string | undefined];
    out[key] = inline ?? argv[++i] ?? '';
  }
  return out;
}
