import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, connect } from '../src/db/connect.ts';
import { changeVersionReader } from '../src/db/change-versions.ts';
import { migrate } from '../src/db/migrate.ts';

/**
 * On SQLite the site's version is read again only when the file's change mark moved
 * (db/sqlite-file.ts): a write by this process or another must still move the version
 * at once, whichever connection made it and whether or not it was announced (noteWrite).
 */
describe('the site version on a SQLite file read by two processes', () => {
  const dir = mkdtempSync(join(tmpdir(), 'coach-marks-'));
  const file = join(dir, 'site.db');
  let mine: Database;
  let other: Database;
  beforeAll(async () => {
    mine = connect(`sqlite:${file}`);
    await migrate(mine);
    other = connect(`sqlite:${file}`);
  });
  afterAll(async () => {
    await mine.close();
    await other.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const addClient = (database: Database, name: string) =>
    database.db
      .insertInto('client')
      .values({ name, image: 'logo', created: new Date().toISOString() })
      .execute();

  it('keeps its mark while nothing is written, and moves it on any write', async () => {
    const before = mine.changeMark!();
    await mine.db.selectFrom('client').selectAll().execute();
    expect(mine.changeMark!()).toBe(before);
    await addClient(other, 'written elsewhere');
    const afterOther = mine.changeMark!();
    expect(afterOther).not.toBe(before);
    await addClient(mine, 'written here');
    expect(mine.changeMark!()).not.toBe(afterOther);
  });

  it('keeps its mark through a write of counted visits, but not through any other write', async () => {
    const before = mine.changeMark!();
    const marksDuring: string[] = [];
    await mine.db.transaction().execute((trx) =>
      mine.writeUnmarked!(async () => {
        await trx
          .insertInto('visit_hit')
          .values({
            day: '2026-11-29',
            path: '/',
            source: 'direct',
            campaign: null,
            device: 'phone',
            language: 'en',
            entry: 1,
            visitor: null,
          })
          .execute();
        marksDuring.push(mine.changeMark!());
      }),
    );
    expect(marksDuring).toEqual([before]);
    expect(mine.changeMark!()).toBe(before);
    expect(await mine.db.selectFrom('visit_hit').select('path').execute()).toHaveLength(1);

    // Another process's write shows, while one is under way as at any time.
    await addClient(other, 'written before the count');
    await mine.db.transaction().execute((trx) =>
      mine.writeUnmarked!(async () => {
        await trx.deleteFrom('visit_hit').execute();
        marksDuring.push(mine.changeMark!());
      }),
    );
    expect(marksDuring[1]).not.toBe(before);
    const afterOther = mine.changeMark!();
    await addClient(mine, 'written here after');
    expect(mine.changeMark!()).not.toBe(afterOther);
  });

  it('sees a write by another process, and its own unannounced write, on the next read', async () => {
    const versions = changeVersionReader(mine);
    const first = await versions.site();
    expect(await versions.site()).toBe(first);

    await addClient(other, 'another instance');
    const second = await versions.site();
    expect(second).not.toBe(first);
    expect(second).toContain('client:');

    // A write of this process's own that no request announced (a scheduled task's).
    await addClient(mine, 'a task of this process');
    const third = await versions.site();
    expect(third).not.toBe(second);
    expect(await versions.site()).toBe(third);
  });
});
