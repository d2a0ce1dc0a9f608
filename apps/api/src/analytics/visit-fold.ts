import type { Database } from '../db/connect.ts';
import { inTransaction } from '../db/in-transaction.ts';
import type { Clock } from '../clock.ts';
import { dayBefore, siteDayOf, type VisitSalts } from './visit-salts.ts';

/**
 * The nightly fold (issue 43, item 3). A day's totals are added up as its views are
 * written (visit-running-totals.ts), so folding a day before today is closing it: its
 * claim row is written once across instances (an instance whose claim finds the row there
 * leaves the day), and the day is reported folded. Views older than yesterday are then
 * deleted with the record of which visitors they counted, and the salts with them: a
 * view of yesterday written late (a batch flushed just after midnight) still counts.
 */
export function visitFold({ db }: Database, salts: VisitSalts, clock: Clock, timeZone: string) {
  return async function fold(): Promise<{ folded: string[] }> {
    const today = siteDayOf(clock(), timeZone);
    const waiting = await db
      .selectFrom('visit_hit')
      .select('day')
      .distinct()
      .where('day', '<', today)
      .where('day', 'not in', db.selectFrom('visit_fold').select('day'))
      .execute();
    const folded: string[] = [];
    for (const { day } of waiting) {
      const claim = await db
        .insertInto('visit_fold')
        .values({ day })
        .onConflict((oc) => oc.column('day').doNothing())
        .executeTakeFirst();
      if (Number(claim.numInsertedOrUpdatedRows ?? 0) > 0) folded.push(day);
    }
    const yesterday = dayBefore(today);
    await inTransaction(db, async (trx) => {
      await trx.deleteFrom('visit_hit').where('day', '<', yesterday).execute();
      await trx.deleteFrom('visit_visitor').where('day', '<', yesterday).execute();
      await trx.deleteFrom('visit_seen').where('day', '<', yesterday).execute();
    });
    await salts.forgetBefore(today);
    return { folded };
  };
}
