import { type Language, apiMessage } from '@coach/contract';
import type { Transaction } from 'kysely';
import { randomBytes } from 'node:crypto';
import { record } from '../audit/audit-log.ts';
import type { Database } from '../db/connect.ts';
import { HttpError } from '../http/problem.ts';
import type { MailService } from '../mail/mail-service.ts';
import { mailText } from '../mail/mail-text.ts';
import { hashPassword } from './passwords.ts';
import { refuseCommonPassword } from './password-rules.ts';
import { tokenHash } from './token-hash.ts';

/** How long a reset link works. */
export const RESET_TTL_MS = 60 * 60 * 1000;
/** How long an invitation's link works: an invited assistant may not read mail every day. */
export const INVITATION_TTL_MS = 72 * 60 * 60 * 1000;

/**
 * A one-time link that sets an account's password, stored as its hash in the transaction
 * that also queues the email carrying it. The link itself is returned, never stored.
 */
export async function issuePasswordLink(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  trx: Transaction<any>,
  publicUrl: string,
  accountId: number,
  purpose: 'reset' | 'invitation',
) {
  const token = randomBytes(32).toString('base64url');
  const now = Date.now();
  const ttl = purpose === 'reset' ? RESET_TTL_MS : INVITATION_TTL_MS;
  await trx
    .insertInto('password_reset')
    .values({
      token_hash: tokenHash(token),
      account_id: accountId,
      expires_at: new Date(now + ttl).toISOString(),
      created: new Date(now).toISOString(),
      purpose,
    })
    .execute();
  return new URL(`/reset-password?token=${token}`, publicUrl).toString();
}

const linkInvalid = () => new HttpError(400, 'Bad Request', apiMessage('resetLinkInvalid'));

/**
 * "Forgot your password?": a random one-time link by email (through the outbox), its
 * hash stored, valid an hour. Asking answers the same whether or not the address has an
 * account, so the form tells nobody who has one. Setting the password ends every session
 * of the account: whoever knew the old password is signed out.
 */
export function passwordResetService({ db }: Database, mail: MailService) {
  /** Queues a reset email to each account with this address; nothing when there is none. */
  async function request(email: string, language: Language) {
    const publicUrl = mail.settings.publicUrl;
    // The link must point at the site itself, never at a Host header a caller chose.
    if (!mail.state.customers || !publicUrl) return;
    const accounts = await db
      .selectFrom('account')
      .select(['id', 'username', 'email'])
      .where((eb) => eb(eb.fn('lower', ['email']), '=', email.trim().toLowerCase()))
      .execute();
    for (const account of accounts) {
      await db.transaction().execute(async (trx) => {
        const link = await issuePasswordLink(trx, publicUrl, Number(account.id), 'reset');
        const vars = { username: String(account.username), link };
        await mail.outbox.queue(trx, {
          kind: 'password_reset',
          recipient: String(account.email),
          subject: mailText('resetSubject', language),
          body: [
            mailText('resetIntro', language, vars),
            '',
            mailText('resetLink', language, vars),
            '',
            mailText('resetIgnore', language),
          ].join('\n'),
        });
      });
    }
    if (accounts.length) mail.nudge();
  }

  /** Sets the password of the link's account; the link and every session of it end. */
  async function confirm(token: string, password: string) {
    await refuseCommonPassword(password);
    const passwordHash = await hashPassword(password);
    await db.transaction().execute(async (trx) => {
      // Deleting the row claims it: of two uses at once, one deletes it, the other nothing.
      const used = await trx
        .deleteFrom('password_reset')
        .where('token_hash', '=', tokenHash(token))
        .returning(['account_id', 'expires_at', 'purpose'])
        .executeTakeFirst();
      if (!used) throw linkInvalid();
      if (new Date(used.expires_at as string | Date).getTime() <= Date.now()) throw linkInvalid();
      const accountId = Number(used.account_id);
      // The link's holder is the account: the entry is its own.
      await record(trx, accountId, {
        action: used.purpose === 'invitation' ? 'invitation_accepted' : 'password_reset',
        resource: 'accounts',
        recordId: accountId,
      });
      await trx
        .updateTable('account')
        .set({ password_hash: passwordHash })
        .where('id', '=', used.account_id)
        .execute();
      await trx.deleteFrom('password_reset').where('account_id', '=', used.account_id).execute();
      await trx.deleteFrom('session').where('account_id', '=', used.account_id).execute();
    });
  }

  return { request, confirm };
}

export type PasswordResetService = ReturnType<typeof passwordResetService>;
