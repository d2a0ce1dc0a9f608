import { sql } from 'kysely';
import { randomBytes } from 'node:crypto';
import type { Database } from '../db/connect.ts';
import { HttpError, conflict, invalid, unauthorized } from '../http/problem.ts';
import { type PasswordCost, decoyHash, hashPassword, verifyPassword } from './passwords.ts';
import { refuseCommonPassword } from './password-rules.ts';
import type { TotpService } from './totp.ts';
import { type Role, apiMessage } from '@coach/contract';
import { isRecorded, record, recordBy } from '../audit/audit-log.ts';
import { tokenHash } from './token-hash.ts';
import { type Viewer, visitor } from './viewer.ts';
import { accountTries } from '../http/limit-store.ts';
import { endPasswordLinks } from './password-reset.ts';

/** Wrong current passwords one signed-in account may give in a minute, from anywhere. */
export const PASSWORD_TRIES_PER_MINUTE = 10;

/**
 * How stale a session's "last used" may get: it is written at most this often, not on
 * every request (a write per admin click would queue behind SQLite's one writer).
 */
export const LAST_USED_EVERY_MS = 60_000;

export interface AccountOptions {
  /** How long a sign-in lasts. */
  tokenTtlHours: number;
  /** scrypt's cost for new hashes; production's by default. */
  passwordCost?: PasswordCost;
}

export interface NewAccount {
  username: string;
  email: string;
  password: string;
}

export interface Account {
  id: number;
  username: string;
  email: string;
  role: Role;
}

export const asAccount = (row: Record<string, unknown>): Account => ({
  id: Number(row.id),
  username: row.username as string,
  email: row.email as string,
  role: (row.role as Role | undefined) ?? 'owner',
});

/**
 * Refuses (409) a username an account has already, before the slow work of a new one;
 * the table's unique index still settles two at once.
 */
export async function refuseTakenUsername(db: Database['db'], username: string) {
  const taken = await db
    .selectFrom('account')
    .select('id')
    .where('username', '=', username)
    .executeTakeFirst();
  if (taken) throw conflict(apiMessage('usernameTaken'));
}

/**
 * Accounts and bearer tokens. Tokens are random, only their hash is stored (a leaked
 * database does not leak sessions), they expire, and logout deletes them.
 */
export function accountService(
  { db, dialect }: Database,
  { tokenTtlHours, passwordCost }: AccountOptions,
  totp: TotpService,
) {
  const passwordTries = accountTries(db, 'password-check', PASSWORD_TRIES_PER_MINUTE);

  async function count(): Promise<number> {
    const row = await db
      .selectFrom('account')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  /**
   * An owner's new account (`by`), or the ADMIN_USERNAME account made at start (no `by`:
   * the site itself, as the audit log says).
   */
  async function create(input: NewAccount, by?: Viewer): Promise<Account> {
    await refuseCommonPassword(input.password);
    await refuseTakenUsername(db, input.username);
    const passwordHash = await hashPassword(input.password, passwordCost);
    try {
      return await db.transaction().execute(async (trx) => {
        const account = asAccount(
          await trx
            .insertInto('account')
            .values({
              username: input.username,
              email: input.email,
              password_hash: passwordHash,
              created: new Date().toISOString(),
            })
            .returning(['id', 'username', 'email', 'role'])
            .executeTakeFirstOrThrow(),
        );
        await record(trx, by && isRecorded(by) ? by.accountId : null, {
          action: 'register',
          resource: 'accounts',
          recordId: account.id,
          detail: { role: account.role },
        });
        return account;
      });
    } catch (error) {
      // Taken by a concurrent call between the check above and the insert.
      if ((error as HttpError).status === 409) throw conflict(apiMessage('usernameTaken'));
      throw error;
    }
  }

  /**
   * The site's first account, made only while there is none: of any number of calls at
   * once, on any number of instances, exactly one creates it; the others get null. The
   * insert tests "no account yet" in the same statement, which SQLite runs under its
   * write lock; PostgreSQL runs concurrent statements side by side, so there the table is
   * locked against other writers for the moment of the insert (reads go on). Within one
   * process the calls take turns, so that a burst of them hashes one password, not one
   * each (scrypt is slow and memory-hungry on purpose).
   */
  let firstAccountTurn: Promise<unknown> = Promise.resolve();
  async function createFirst(input: NewAccount): Promise<Account | null> {
    await refuseCommonPassword(input.password);
    const turn = firstAccountTurn.then(async () => {
      if ((await count()) > 0) return null;
      const passwordHash = await hashPassword(input.password, passwordCost);
      return db.transaction().execute(async (trx) => {
        if (dialect === 'postgres') {
          await sql`lock table account in share row exclusive mode`.execute(trx);
        }
        const { rows } = await sql<Record<string, unknown>>`
          insert into account (username, email, password_hash, created)
          select ${input.username}, ${input.email}, ${passwordHash}, ${new Date().toISOString()}
          where not exists (select 1 from account)
          returning id, username, email, role`.execute(trx);
        if (!rows[0]) return null;
        const account = asAccount(rows[0]);
        // The first account registers itself.
        await record(trx, account.id, {
          action: 'register',
          resource: 'accounts',
          recordId: account.id,
          detail: { role: account.role },
        });
        return account;
      });
    });
    firstAccountTurn = turn.catch(() => undefined);
    return turn;
  }

  /**
   * `client` is what the browser calls itself (its User-Agent), shown in the session list.
   * `otp` is the second factor of an account that has one: asked for only once the
   * password was right, so a wrong password never tells whether the account has it.
   */
  async function signIn(username: string, password: string, client?: string, otp?: string) {
    const account = await db
      .selectFrom('account')
      .select(['id', 'password_hash'])
      .where('username', '=', username)
      .executeTakeFirst();
    // An unknown name, or an invited account with no password yet, costs a hash as well:
    // how long the answer takes tells nothing about which accounts exist.
    const stored = account?.password_hash;
    const usable = stored?.startsWith('scrypt$') ? stored : undefined;
    const ok =
      (await verifyPassword(password, usable ?? (await decoyHash(passwordCost)))) && !!usable;
    const accountId = account ? Number(account.id) : null;
    if (!account || !ok) {
      // The account's own entry when the name is one; a name no account has is not kept
      // (it may be a password typed into the wrong field).
      await record(db, accountId, {
        action: 'sign_in_failed',
        resource: 'accounts',
        recordId: accountId,
      });
      throw new HttpError(401, 'Unauthorized', apiMessage('invalidCredentials'));
    }
    // A right password with a wrong code is a failed sign-in worth seeing (someone has the
    // password); the code not given yet is only the first of two steps.
    try {
      await totp.checkSignIn(Number(account.id), otp);
    } catch (error) {
      if (otp) {
        await record(db, accountId, {
          action: 'sign_in_failed',
          resource: 'accounts',
          recordId: accountId,
        });
      }
      throw error;
    }
    const token = randomBytes(32).toString('base64url');
    const now = Date.now();
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('session')
        .values({
          token_hash: tokenHash(token),
          account_id: account.id,
          expires_at: new Date(now + tokenTtlHours * 3_600_000).toISOString(),
          created: new Date(now).toISOString(),
          last_used: new Date(now).toISOString(),
          client: client?.slice(0, 300) ?? null,
        })
        .execute();
      await record(trx, accountId, {
        action: 'sign_in',
        resource: 'accounts',
        recordId: accountId,
      });
    });
    return { access_token: token, token_type: 'bearer' as const };
  }

  async function viewerFor(token: string | undefined): Promise<Viewer> {
    if (!token) return visitor;
    const session = await db
      .selectFrom('session')
      .innerJoin('account', 'account.id', 'session.account_id')
      .select(['session.id', 'account_id', 'expires_at', 'last_used', 'role'])
      .where('token_hash', '=', tokenHash(token))
      .executeTakeFirst();
    if (!session) return visitor;
    const now = Date.now();
    if (new Date(session.expires_at).getTime() <= now) {
      await db.deleteFrom('session').where('token_hash', '=', tokenHash(token)).execute();
      return visitor;
    }
    const lastUsed = session.last_used ? new Date(session.last_used).getTime() : 0;
    if (now - lastUsed >= LAST_USED_EVERY_MS) {
      await db
        .updateTable('session')
        .set({ last_used: new Date(now).toISOString() })
        .where('id', '=', session.id)
        .execute();
    }
    return { accountId: Number(session.account_id), role: session.role as Role };
  }

  async function signOut(token: string | undefined, viewer: Viewer) {
    if (!token) throw unauthorized();
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('session').where('token_hash', '=', tokenHash(token)).execute();
      await recordBy(trx, viewer, {
        action: 'sign_out',
        resource: 'accounts',
        recordId: viewer.accountId,
      });
    });
  }

  async function me(viewer: Viewer) {
    if (viewer.accountId === null) throw unauthorized();
    return db
      .selectFrom('account')
      .select(['id', 'username', 'email', 'role'])
      .where('id', '=', viewer.accountId)
      .executeTakeFirstOrThrow();
  }

  /**
   * The signed-in account's current password, asked before a change that a stolen session
   * alone must not make (a new password, two-factor sign-in on or off). A wrong one is a
   * 422 naming `field`, and an entry in the audit log: someone holding the session may be
   * guessing. Wrong ones are counted per account (the routes count per address too).
   */
  async function checkPassword(viewer: Viewer, password: string, field: string) {
    if (viewer.accountId === null) throw unauthorized();
    await passwordTries.count(viewer.accountId);
    const account = await db
      .selectFrom('account')
      .select(['id', 'password_hash'])
      .where('id', '=', viewer.accountId)
      .executeTakeFirst();
    if (!account) throw unauthorized();
    if (!(await verifyPassword(password, account.password_hash))) {
      await record(db, viewer.accountId, {
        action: 'password_check_failed',
        resource: 'accounts',
        recordId: viewer.accountId,
      });
      throw invalid([{ field, message: apiMessage('currentPasswordWrong') }]);
    }
    await passwordTries.right(viewer.accountId);
    return Number(account.id);
  }

  /**
   * The signed-in account's own password, when the current one is given. Every other
   * session of the account ends (a lost laptop, a shared password), and every reset link;
   * this session goes on.
   */
  async function changePassword(
    viewer: Viewer,
    token: string | undefined,
    current: string,
    next: string,
  ) {
    if (viewer.accountId === null || !token) throw unauthorized();
    const accountId = await checkPassword(viewer, current, 'current_password');
    await refuseCommonPassword(next, 'new_password');
    const passwordHash = await hashPassword(next, passwordCost);
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('account')
        .set({ password_hash: passwordHash })
        .where('id', '=', accountId)
        .execute();
      await trx
        .deleteFrom('session')
        .where('account_id', '=', accountId)
        .where('token_hash', '!=', tokenHash(token))
        .execute();
      // A reset link asked for before (by whoever knew the old password) dies too.
      await endPasswordLinks(trx, accountId);
      await record(trx, accountId, {
        action: 'password_change',
        resource: 'accounts',
        recordId: accountId,
      });
    });
  }

  /** Removes expired sessions; called now and then so the table stays small. */
  async function purgeExpired() {
    await db.deleteFrom('session').where('expires_at', '<=', new Date().toISOString()).execute();
  }

  return {
    count,
    create,
    createFirst,
    signIn,
    viewerFor,
    signOut,
    me,
    checkPassword,
    changePassword,
    purgeExpired,
  };
}

export type AccountService = ReturnType<typeof accountService>;
