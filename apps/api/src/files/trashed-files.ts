import type { Database, Executor } from '../db/connect.ts';
import { fileReferences, refsInRow } from './file-references.ts';

/**
 * The pictures of a record in the trash. They are kept, so a restore brings them back
 * (decision 0030), but a visitor no longer sees them: a picture that only deleted records
 * use answers 404 to anyone but an admin until its record is restored.
 */
export const TRASHED = 'trashed';

/** Hides the public files of a row just moved to the trash that nothing on the site uses. */
export async function hideFilesOfTrashed(
  database: Database,
  trx: Executor,
  row: Record<string, unknown>,
) {
  const refs = [...new Set(refsInRow(row))];
  if (refs.length === 0) return;
  const candidates = await trx
    .selectFrom('file')
    .select('id')
    .where('id', 'in', refs)
    .where('visibility', '=', 'public')
    .execute();
  const references = fileReferences({ ...database, db: trx });
  const hidden: string[] = [];
  for (const { id } of candidates) {
    const uses = await references.usesOf([id], { first: true, countTrash: false });
    if (uses.length === 0) hidden.push(id);
  }
  if (hidden.length) {
    await trx.updateTable('file').set({ visibility: TRASHED }).where('id', 'in', hidden).execute();
  }
}

/** Shows again the files of a row restored from the trash. */
export async function showFilesOfRestored(trx: Executor, row: Record<string, unknown>) {
  const refs = [...new Set(refsInRow(row))];
  if (refs.length === 0) return;
  await trx
    .updateTable('file')
    .set({ visibility: 'public' })
    .where('id', 'in', refs)
    .where('visibility', '=', TRASHED)
    .execute();
}

/**
 * Shows a hidden picture again when a record outside the trash uses it now (an admin picked
 * it from the library for another record). Judged when a visitor asks for it, so every way
 * a record can name a file is covered without each writer knowing about the trash.
 */
export async function shownAgainIfUsed(database: Database, id: string): Promise<boolean> {
  const uses = await fileReferences(database).usesOf([id], { first: true, countTrash: false });
  if (uses.length === 0) return false;
  await database.db
    .updateTable('file')
    .set({ visibility: 'public' })
    .where('id', '=', id)
    .where('visibility', '=', TRASHED)
    .execute();
  return true;
}
