/**
 * `npm run restore -- FILE`: loads a backup into the empty database named by DATABASE_URL
 * (SQLite or PostgreSQL, whichever the backup came from). Every instance of the site must
 * be stopped first. See docs/operations.md, "Backups".
 */
import { connect, restoreBackup } from '@coach/api';
import { summary } from './backup-summary.ts';

const file = process.argv[2];
if (!file) {
  console.error('Usage: npm run restore -- FILE');
  process.exit(2);
}
const databaseUrl = process.env.DATABASE_URL ?? 'sqlite:./data/site.db';
const database = connect(databaseUrl);
const started = performance.now();
let code = 0;
try {
  const result = await restoreBackup(database, file);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`Restored ${file} (taken ${result.created} from ${result.source}) in ${seconds} s:`);
  console.log(summary(result.counts));
  for (const [table, columns] of Object.entries(result.skipped)) {
    console.log(`Left out, as this version no longer has them: ${table}.${columns.join(', ')}`);
  }
  console.log('Sign-ins were not carried over: sign in again.');
} catch (error) {
  console.error(`Restore failed, nothing was restored: ${(error as Error).message}`);
  code = 1;
} finally {
  await database.close();
}
process.exit(code);
