// npm run admin:create -- --email admin@example.com --role technical_admin [--name "Ada"]

import { join } from 'node:path';
import { createInterface } from 'node:readline/promises';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { acquireDataDirLock } from '../db/data-dir-lock.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { HttpError } from '../http/errors.ts';
import { createLogger } from '../logging/logger.ts';
import { Accounts } from './accounts.ts';
import { ADMIN_CREATE_USAGE, createAdmin, parseAdminArgs } from './admin-create.ts';

async function askPassword(): Promise<string | undefined> {
  if (process.env.STELLARA_ADMIN_PASSWORD) return process.env.STELLARA_ADMIN_PASSWORD;
  if (!process.stdin.isTTY) return undefined;
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  const answer = await rl.question('Password for a new account (empty: the person signs up with this email): ');
  rl.close();
  return answer || undefined;
}

async function main(): Promise<number> {
  const args = parseAdminArgs(process.argv.slice(2));
  if (!args.email || !args.role) {
    console.error(ADMIN_CREATE_USAGE);
    return 2;
  }
  const config = loadConfig();
  const { logger } = createLogger('warn', { stdout: true });
  const lock = config.DATABASE_URL ? undefined : acquireDataDirLock(config.DATA_DIR);
  const db = config.DATABASE_URL
    ? await openDatabase({ kind: 'postgresql', url: config.DATABASE_URL })
    : await openDatabase({ kind: 'pglite', dataDir: join(config.DATA_DIR, 'db') });
  try {
    await migrateDatabase(db);
    // Creating an administrator neither exports, deletes nor sweeps anyone's data: no participants are needed.
    const accounts = new Accounts(config, db, logger, { accountData: [], visitorData: [] });
    const result = await createAdmin(accounts, {
      email: args.email,
      role: args.role,
      ...(args.name ? { name: args.name } : {}),
      password: await askPassword(),
    });
    console.log(`Administrator ${result.email} (${result.role}): admin row ${result.adminRow}.`);
    if (result.account === 'created') console.log('A verified account was created with the password given.');
    if (result.account === 'missing') {
      console.log('No account has this email yet: sign up with it, then sign in at /admin.');
    }
    return 0;
  } catch (error) {
    if (error instanceof HttpError) {
      console.error(`${error.message}\n\n${ADMIN_CREATE_USAGE}`);
      return 2;
    }
    throw error;
  } finally {
    await db.close();
    lock?.release();
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
