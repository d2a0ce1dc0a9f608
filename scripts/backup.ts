/**
 * `npm run backup -- FILE`: writes every record and uploaded file of the database named by
 * DATABASE_URL to FILE, from one snapshot, while the site goes on serving. See
 * docs/operations.md, "Backups", and docs/decisions/0008-backup-format.md.
 */
import { writeBackup } from '@coach/api';
import { formatBytes, summary } from './backup-summary.ts';

const file = process.argv[2];
if (!file) {
  console.error('Usage: npm run backup -- FILE');
  process.exit(2);
}
const databaseUrl = process.env.DATABASE_URL ?? 'sqlite:./data/site.db';
const started = performance.now();
try {
  const { counts, size } = await writeBackup(databaseUrl, file);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`Backup written to ${file}: ${formatBytes(size)} in ${seconds} s`);
  console.log(summary(counts));
} catch (error) {
  console.error(`Backup failed: ${(error as Error).message}`);
  process.exit(1);
}
