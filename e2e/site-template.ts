import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect } from '../apps/api/src/db/connect.ts';
import { migrate } from '../apps/api/src/db/migrate.ts';
import { createServices } from '../apps/api/src/services.ts';
import { ADMIN } from './server.ts';

/**
 * The database a browser test's site starts on: migrated, with the admin account the
 * servers are told of (ADMIN_USERNAME) already made, as their first start would make it.
 *
 * Made once per run, so that each of some fifty sites skips the migrations and the hash
 * of its admin's password; and that hash is made at a test cost (as in the API's tests,
 * apps/api/test/harness.ts), so that the several hundred sign-ins through the login form
 * each check a cheap hash rather than production's 0.8 s of scrypt. The check itself is
 * the real one, and reads the cost from the stored hash; accounts the tests make in the
 * back office are hashed at production's cost.
 */
export async function makeSiteTemplate(): Promise<{ file: string; remove(): void }> {
  const dir = mkdtempSync(join(tmpdir(), 'coach-e2e-template-'));
  const file = join(dir, 'site.db');
  const database = connect(`sqlite:${file}`);
  try {
    await migrate(database);
    const services = createServices(database, {
      tokenTtlHours: 24,
      passwordCost: { N: 2 ** 10, r: 8, p: 1 },
    });
    // The address the server gives the account it makes (apps/server bootstrap.ts).
    await services.accounts.create({
      username: ADMIN.username,
      email: `${ADMIN.username}@localhost`,
      password: ADMIN.password,
    });
  } finally {
    // Closing folds the write-ahead log into the file: the file alone is the database.
    await database.close();
  }
  return { file, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
