import { afterAll, afterEach } from 'vitest';
import { type Dialect, type TestDatabase, createDatabase } from './databases.ts';
import { stopAll } from './server.ts';

/**
 * Cleans up after every case, passed or failed: ends the processes it started (printing
 * their logs when it failed), then removes its databases (temp folders, schemas).
 * Answers the function that makes a database to be cleaned up so.
 */
export function cleanUpAfterEach() {
  const databases: TestDatabase[] = [];
  const cleanUp = async (failed: boolean) => {
    await stopAll({ printLogs: failed });
    await Promise.all(databases.splice(0).map((database) => database.drop()));
  };
  afterEach(async (context) => cleanUp(context.task.result?.state === 'fail'));
  afterAll(async () => cleanUp(false));
  return async (dialect: Dialect) => {
    const database = await createDatabase(dialect);
    databases.push(database);
    return database;
  };
}
