/**
 * `npm run bench:history`: what the safety nets of content cost (decision records 0030
 * and 0032): the revision kept by every update and the trash entry written by every
 * delete.
 *
 * For SQLite and for PostgreSQL, in one process on a fresh database: 200 articles with
 * bodies of 5–10 KB in each language. Then, each against a reference measured in the
 * same run on the same rows:
 *   - an update through the site (the row kept as a revision, then written) against the
 *     same UPDATE alone, and the bytes each revision adds;
 *   - a delete through the site (the row moved to the trash) against the DELETE alone;
 *   - the admin's list and record reads and the public list, before any revision exists
 *     and after 4,000 revisions and 100 trash entries.
 * Medians of each; ratios are what to read, the machine being shared.
 *
 *   npm run bench:history                      # both databases
 *   npm run bench:history -- --sqlite-only     # or --postgres-only
 *   BENCH_POSTGRES_URL=postgres://… npm run bench:history
 */
import { resources } from '@coach/contract';
import type { Database, buildServer } from '@coach/api';
import { benchServer, timed } from './bench-in-process.ts';

const ARTICLES = 200;
const EDITS = 4_000;
const DELETES = 100;
const READS = 41;
const article = resources.articles;

const paragraph = (i: number) =>
  `<p>Paragraph ${i}: how a team of twelve in Yangon set its goals for the quarter, and what changed after the first review.</p>`;
const body = (size: number) =>
  Array.from({ length: Math.ceil(size / 130) }, (_, i) => paragraph(i)).join('');
const burmese = (size: number) => `<p>${'ခေါင်းဆောင်မှု သင်တန်း '.repeat(Math.ceil(size / 60))}</p>`;

async function tableBytes(database: Database, table: string): Promise<number> {
  const { db } = database;
  const row =
    database.dialect === 'postgres'
      ? await db
          // (`to_regclass` turns the name into what the size function takes.)
          .selectNoFrom((eb) =>
            eb.fn('pg_total_relation_size', [eb.fn('to_regclass', [eb.val(table)])]).as('size'),
          )
          .executeTakeFirstOrThrow()
      : await db
          .withTables<{ dbstat: { name: string; pgsize: number } }>()
          .selectFrom('dbstat')
          .select((eb) => eb.fn.sum('pgsize').as('size'))
          .where((eb) => eb.or([eb('name', '=', table), eb('name', 'like', `${table}_%`)]))
          .executeTakeFirstOrThrow();
  return Number(row.size ?? 0);
}

async function run(kind: 'sqlite' | 'postgres') {
  const { app, services, database, close } = await benchServer(kind, 'history', {
    revisionsKept: 1_000,
  });
  const { crud } = services;
  const { db } = database;
  try {
    const ids: number[] = [];
    for (let i = 0; i < ARTICLES; i++) {
      const size = 5_000 + ((i * 37) % 5_000);
      const row = await db
        .insertInto('article')
        .values({
          name: `Article ${i}`,
          name_mm: `ဆောင်းပါး ${i}`,
          description: `What article ${i} is about, in a sentence or two.`,
          content: body(size),
          content_mm: burmese(size),
          image: 'none',
          is_published: database.dialect === 'postgres' ? true : 1,
          created: new Date(Date.now() - i * 86_400_000).toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.push(Number(row.id));
    }
    const admin = { authorization: `Bearer ${await signIn(app, services)}` };
    const reads = async () => ({
      adminList: await timed(READS, () =>
        app.inject({ url: '/api/articles?limit=25', headers: admin }),
      ),
      adminRead: await timed(READS, (i) =>
        app.inject({ url: `/api/articles/${ids[i % ids.length]}`, headers: admin }),
      ),
      publicList: await timed(READS, (i) =>
        app.inject({ url: `/api/articles?limit=9&offset=${i % 20}` }),
      ),
    });
    const before = await reads();

    // Updates: the reference writes the same change with one UPDATE.
    const plainUpdate = await timed(400, (i) =>
      db
        .updateTable('article')
        .set({ description: `Plain edit ${i}` })
        .where('id', '=', ids[i % ids.length]!)
        .execute(),
    );
    const revisionBytesBefore = await tableBytes(database, 'revision');
    const siteUpdate = await timed(EDITS, (i) =>
      crud.update(article, ids[i % ids.length], { description: `Edit ${i}` }),
    );
    const kept = await db
      .selectFrom('revision')
      .select((eb) => [eb.fn.countAll().as('n'), eb.fn.sum(eb.fn('length', ['data'])).as('chars')])
      .executeTakeFirstOrThrow();
    const revisionBytes = (await tableBytes(database, 'revision')) - revisionBytesBefore;

    // Deletes: the reference deletes rows of the same size outright.
    const plainDelete = await timed(DELETES / 2, (i) =>
      db
        .deleteFrom('article')
        .where('id', '=', ids[ids.length - 1 - i]!)
        .execute(),
    );
    const siteDelete = await timed(DELETES, (i) => crud.remove(article, ids[i]));
    const trashBytes = await tableBytes(database, 'trash');
    const after = await reads();

    const line = (name: string, a: number, b: number, unit = 'ms') =>
      console.log(
        `  ${name.padEnd(44)} ${a.toFixed(2).padStart(8)} ${unit}  ${b.toFixed(2).padStart(8)} ${unit}  ×${(b / a).toFixed(2)}`,
      );
    console.log(`\n${kind}: ${ARTICLES} articles of 5–10 KB a language`);
    console.log(`  ${''.padEnd(44)} ${'reference'.padStart(11)}  ${'with'.padStart(11)}`);
    line('update (one UPDATE | revision kept, then UPDATE)', plainUpdate, siteUpdate);
    line('delete (one DELETE | moved to the trash)', plainDelete, siteDelete);
    console.log(
      `  bytes per revision: ${Math.round(revisionBytes / Number(kept.n))} on disk, ${Math.round(Number(kept.chars) / Number(kept.n))} characters of JSON (${kept.n} revisions)`,
    );
    console.log(`  bytes per trash entry: ${Math.round(trashBytes / DELETES)} on disk`);
    console.log(
      `  reads, before any revision | after ${EDITS} revisions and ${DELETES} in the trash:`,
    );
    line('GET /api/articles?limit=25 (admin)', before.adminList, after.adminList);
    line('GET /api/articles/{id} (admin, with its ETag)', before.adminRead, after.adminRead);
    line('GET /api/articles?limit=9 (visitor)', before.publicList, after.publicList);
  } finally {
    await close();
  }
}

/** The first account, an owner, signed in: its bearer token. */
async function signIn(
  app: Awaited<ReturnType<typeof buildServer>>['app'],
  services: Awaited<ReturnType<typeof buildServer>>['services'],
): Promise<string> {
  const account = { username: 'bench-history', password: 'bench-history-password' };
  await services.accounts.createFirst({ ...account, email: 'bench@example.com' });
  const answer = await app.inject({ method: 'POST', url: '/api/token', payload: account });
  return answer.json().token as string;
}

const args = process.argv.slice(2);
if (!args.includes('--postgres-only')) await run('sqlite');
if (!args.includes('--sqlite-only')) await run('postgres');
