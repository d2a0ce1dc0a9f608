import type { AccountSession } from '@coach/contract';
import { recordBy } from '../audit/audit-log.ts';
import type { Database } from '../db/connect.ts';
import { toIso } from '../resources/rows.ts';
import type { Viewer } from './viewer.ts';
import { tokenHash } from './token-hash.ts';

/**
 * An account's own sign-ins: where it is signed in, and a way to sign out everywhere else
 * (a phone left in a taxi, a laptop sold). Only the token's hash is stored, so the current
 * session is told by hashing the request's token.
 */
export function sessionService({ db }: Database) {
  async function list(viewer: Viewer, token: string): Promise<AccountSession[]> {
    const current = tokenHash(token);
    const rows = await db
      .selectFrom('session')
      .select(['id', 'token_hash', 'created', 'last_used', 'client', 'expires_at'])
      .where('account_id', '=', viewer.accountId)
      .where('expires_at', '>', new Date().toISOString())
      .orderBy('last_used', 'desc')
      .orderBy('id', 'desc')
      .execute();
    return rows.map((row) => ({
      id: Number(row.id),
      created: toIso(row.created),
      last_used: row.last_used ? toIso(row.last_used) : null,
      client: row.client ?? null,
      expires_at: toIso(row.expires_at),
      current: row.token_hash === current,
    }));
  }

  /** Ends every session of the account but this one; answers how many ended. */
  async function endOthers(viewer: Viewer, token: string): Promise<number> {
    return db.transaction().execute(async (trx) => {
      const ended = await trx
        .deleteFrom('session')
        .where('account_id', '=', viewer.accountId)
        .where('token_hash', '!=', tokenHash(token))
        .executeTakeFirst();
      const count = Number(ended.numDeletedRows);
      await recordBy(trx, viewer, {
        action: 'sessions_ended',
        resource: 'accounts',
        recordId: viewer.accountId,
        detail: { count },
      });
      return count;
    });
  }

  return { list, endOthers };
}
