import { loadConfig } from '../config.ts';
import { startServer } from '../server.ts';

/** What every test server runs with; createTestServer adds a test's own settings on top. */
export const testServerEnv = {
  NODE_ENV: 'test',
  LOG_LEVEL: 'info',
  // A small gazetteer (cities of a million people and more); pass PLACES_GAZETTEER to change it.
  PLACES_GAZETTEER: 'sample',
  // Tests of other behaviour ask more than a day's questions; the allowance's own tests set small ones.
  VISITOR_QUESTIONS_PER_DAY: '100000',
  FREE_QUESTIONS_PER_DAY: '100000',
};

/**
 * Runs one server's first start on a database (migrations, the starter knowledge base) and stops it. Test servers then begin from a copy of that database, as a server does
 * on its second start, instead of repeating about 8 s of first-start work each (PGlite's initdb
 * alone is 5 s). The first start itself stays tested: the template is made by the real code.
 */
export async function prepareDatabaseTemplate(env: { DATA_DIR: string; DATABASE_URL?: string }): Promise<void> {
  const server = await startServer(loadConfig({ ...testServerEnv, ...env }), { logToStdout: false });
  try {
    await server.app.ready();
  } finally {
    await server.close();
  }
}
