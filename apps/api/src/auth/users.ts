import {
  type Language,
  type Role,
  apiMessage,
  businessNameOf,
  isDemotion,
  type schemas,
} from '@coach/contract';
import { type Transaction, sql } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../db/connect.ts';
import { HttpError, notFound } from '../http/problem.ts';
import type { MailService } from '../mail/mail-service.ts';
import { mailText } from '../mail/mail-text.ts';
import { toIso } from '../resources/rows.ts';
import { changedColumns, recordBy } from '../audit/audit-log.ts';
import { type Account, asAccount, refuseTakenUsername } from './accounts.ts';
import { type Viewer, systemViewer } from './viewer.ts';
import { endPasswordLinks, issuePasswordLink } from './password-reset.ts';
import type { DB } from '../db/schema.ts';

/** What an invited account holds until its password is set from the email: no password works. */
export const NO_PASSWORD_YET = 'invited';

export interface User extends Account {
  created: string;
  /** Invited, and no password set from the link yet. */
  invited: boolean;
}

const lastOwner = () => new HttpError(409, 'Conflict', apiMessage('lastOwner'));
const invitationNeedsMail = () => new HttpError(409, 'Conflict', apiMessage('invitationNeedsMail'));

/**
 * The site's accounts, as owners manage them: invite someone (the account is made without
 * a password and the email carries a link to set one), change an address or a role
 * (owner, staff or editor), delete. The site always keeps an owner; demoting or deleting
 * an account ends its sessions at once, in the same transaction.
 */
export function userService({ db, dialect }: Database, mail: MailService) {
  async function list(): Promise<User[]> {
    const rows = await db
      .selectFrom('account')
      .select(['id', 'username', 'email', 'role', 'created', 'password_hash'])
      .orderBy('id')
      .execute();
    return rows.map(asUser);
  }

  async function invite(
    input: z.output<typeof schemas.invitation>,
    language: Language,
    by: Viewer = systemViewer,
  ) {
    const publicUrl = mail.settings.publicUrl;
    if (!mail.state.customers || !publicUrl) throw invitationNeedsMail();
    await refuseTakenUsername(db, input.username);
    const user = await db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('account')
        .values({
          username: input.username,
          email: input.email,
          role: input.role,
          password_hash: NO_PASSWORD_YET,
          created: new Date().toISOString(),
        })
        .returning(['id', 'username', 'email', 'role', 'created', 'password_hash'])
        .executeTakeFirstOrThrow();
      await recordBy(trx, by, {
        action: 'invite',
        resource: 'accounts',
        recordId: Number(row.id),
        detail: { role: input.role },
      });
      const link = await issuePasswordLink(trx, publicUrl, Number(row.id), 'invitation', language);
      // The email says which site and who: an invitation from nobody in particular reads
      // like the phishing it must not be mistaken for.
      const site = await siteName(trx);
      const vars = {
        username: input.username,
        role: mailText(ROLE_TEXT[input.role], language),
        site,
        inviter: (await usernameOf(trx, by)) ?? site,
        link,
      };
      await mail.outbox.queue(trx, {
        kind: 'invitation',
        recipient: input.email,
        subject: mailText('inviteSubject', language, vars),
        body: [
          mailText('inviteIntro', language, vars),
          '',
          mailText('inviteLink', language, vars),
        ].join('\n'),
      });
      return asUser(row);
    });
    mail.nudge();
    return user;
  }

  /**
   * Recorded as a role change when the role changes (with the new role), else by the
   * fields. A new address ends the account's outstanding reset and invitation links.
   */
  async function update(
    id: number,
    change: z.output<typeof schemas.accountChange>,
    by: Viewer = systemViewer,
  ) {
    return db.transaction().execute(async (trx) => {
      const account = await lockedAccount(trx, id);
      // An account losing rights signs in again, to screens that match them.
      if (change.role && isDemotion(account.role as Role, change.role)) {
        if (account.role === 'owner') await keepAnOwner(trx);
        await trx.deleteFrom('session').where('account_id', '=', id).execute();
      }
      const row = await trx
        .updateTable('account')
        .set(change)
        .where('id', '=', id)
        .returning(['id', 'username', 'email', 'role', 'created', 'password_hash'])
        .executeTakeFirstOrThrow();
      const fields = changedColumns(account, change);
      // A link sent to the old address (a typo's owner, a former address) dies with it.
      if (fields.includes('email')) await endPasswordLinks(trx, id);
      const roleChanged = fields.includes('role');
      await recordBy(trx, by, {
        action: roleChanged ? 'role_change' : 'account_change',
        resource: 'accounts',
        recordId: id,
        detail: roleChanged ? { fields, role: String(row.role) } : { fields },
      });
      return asUser(row);
    });
  }

  /** Deletes the account; its sessions and password links go with it (foreign keys cascade). */
  async function remove(id: number, by: Viewer = systemViewer) {
    await db.transaction().execute(async (trx) => {
      const account = await lockedAccount(trx, id);
      if (account.role === 'owner') await keepAnOwner(trx);
      // Before the delete: an owner deleting their own account is still named then.
      await recordBy(trx, by, { action: 'delete', resource: 'accounts', recordId: id });
      await trx.deleteFrom('session').where('account_id', '=', id).execute();
      await trx.deleteFrom('account').where('id', '=', id).execute();
    });
  }

  async function lockedAccount(trx: Transaction<DB>, id: number) {
    return trx
      .selectFrom('account')
      .select(['id', 'role', 'email'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow(() => notFound('Account'));
  }

  /**
   * Refuses to take away the last owner. Two owners demoting each other at once must not
   * both succeed: on PostgreSQL the owners' rows are locked until the transaction ends, so
   * the second waits and then counts one; SQLite runs one writing transaction at a time.
   */
  async function keepAnOwner(trx: Transaction<DB>) {
    const owners =
      dialect === 'postgres'
        ? (
            await sql<{
              id: number;
            }>`select id from account where role = 'owner' for update`.execute(trx)
          ).rows
        : await trx.selectFrom('account').select('id').where('role', '=', 'owner').execute();
    if (owners.length <= 1) throw lastOwner();
  }

  return { list, invite, update, remove };
}

const ROLE_TEXT = { owner: 'roleOwner', staff: 'roleStaff', editor: 'roleEditor' } as const;

/** The site's name, from its constants (as its pages say it). */
async function siteName(trx: Transaction<DB>): Promise<string> {
  const rows = await trx
    .selectFrom('site_constant')
    .select(['name', 'value'])
    .where('name', 'in', ['businessName', 'coachName'])
    .execute();
  return businessNameOf(
    Object.fromEntries(rows.map((r) => [String(r.name), String(r.value ?? '')])),
  );
}

/** The username of the account acting, if it is one (not the site itself). */
async function usernameOf(trx: Transaction<DB>, by: Viewer): Promise<string | undefined> {
  if (!by.accountId) return undefined;
  const row = await trx
    .selectFrom('account')
    .select('username')
    .where('id', '=', by.accountId)
    .executeTakeFirst();
  return row ? String(row.username) : undefined;
}

function asUser(row: Record<string, unknown>): User {
  return {
    ...asAccount(row),
    created: toIso(row.created),
    invited: row.password_hash === NO_PASSWORD_YET,
  };
}

export type UserService = ReturnType<typeof userService>;
