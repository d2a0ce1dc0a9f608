import { type Language, apiMessage } from '@coach/contract';
import { type Transaction, sql } from 'kysely';
import { randomBytes } from 'node:crypto';
import { record } from '../audit/audit-log.ts';
import type { Database } from '../db/connect.ts';
import { HttpError } from '../http/problem.ts';
import type { MailService } from '../mail/mail-service.ts';
import { mailText } from '../mail/mail-text.ts';
import { type PasswordCost, hashPassword } from './passwords.ts';
import { refuseCommonPassword } from './password-rules.ts';
import { tokenHash } from './token-hash.ts';
import { type Later, afterAnswer } from './after-answer.ts';
import type { DB } from '../db/schema.ts';

/** How long a reset link works. */
export const RESET_TTL_MS = 60 * 60 * 1000;
/** How long an invitation's link works: an invited assistant may not read mail every day. */
export const INVITATION_TTL_MS = 72 * 60 * 60 * 1000;

/**
 * A one-time link that sets an account's password, stored as its hash in the transaction
 * that also queues the email carrying it, in that email's language. The link itself is
 * returned, never stored.
 */
export async function issuePasswordLink(
  trx: Transaction<DB>,
  publicUrl: string,
  accountId: number,
  purpose: 'reset' | 'invitation',
  language: Language,
) {
  // One live link per account: a new one replaces any other (a reset asked for again, an
  // invitation followed by a reset). Touching the account's row first makes two requests
  // at once take turns (PostgreSQL locks the row; SQLite has one writer), so that neither
  // leaves a second link behind.
  await trx
    .updateTable('account')
    .set({ email: sql`email` })
    .where('id', '=', accountId)
    .execute();
  await endPasswordLinks(trx, accountId);
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
  // The page opens in the email's language, whatever the browser last chose.
  return new URL(`/reset-password?token=${token}&lang=${language}`, publicUrl).toString();
}

/**
 * Ends every outstanding link of an account (reset or invitation): when its address or
 * password changes, a link sent before (to a mistyped or old address, or asked for by
 * whoever knew the old password) must not claim it later.
 */
export async function endPasswordLinks(trx: Transaction<DB>, accountId: number) {
  await trx.deleteFrom('password_reset').where('account_id', '=', accountId).execute();
}

const linkInvalid = () => new HttpError(400, 'Bad Request', apiMessage('resetLinkInvalid'));

/**
 * "Forgot your password?": a random one-time link by email (through the outbox), its
 * hash stored, valid an hour. Asking answers the same, and as fast, whether or not the
 * address has an account: the caller answers at once and the lookup runs after
 * (`later`), so the form tells nobody who has one. Setting the password ends every
 * session of the account: whoever knew the old password is signed out.
 */
export function passwordResetService(
  { db }: Database,
  mail: MailService,
  later: Later = afterAnswer((error) => console.error('password reset email failed', error)),
  /** scrypt's cost for the new hash; production's by default. */
  passwordCost?: PasswordCost,
) {
  /** Queues, for after the answer, a reset email to each account with this address. */
  function request(email: string, language: Language) {
    later(() => send(email, language));
  }

  async function send(email: string, language: Language) {
    const publicUrl = mail.settings.publicUrl;
    // The link must point at the site itself, never at a Host header a caller chose.
    if (!mail.state.customers || !publicUrl) return;
    const accounts = await db
      .selectFrom('account')
      .leftJoin('account_totp', 'account_totp.account_id', 'account.id')
      .select(['account.id', 'account.username', 'account.email', 'account_totp.enabled_at'])
      .where((eb) => eb(eb.fn('lower', ['account.email']), '=', email.trim().toLowerCase()))
      .execute();
    for (const account of accounts) {
      await db.transaction().execute(async (trx) => {
        const link = await issuePasswordLink(trx, publicUrl, Number(account.id), 'reset', language);
        const vars = { username: String(account.username), link };
        // A reset leaves two-factor sign-in on: say so, and how to get in without the phone.
        const twoFactor = account.enabled_at ? ['', mailText('resetTwoFactorOn', language)] : [];
        await mail.outbox.queue(trx, {
          kind: 'password_reset',
          recipient: String(account.email),
          subject: mailText('resetSubject', language),
          body: [
            mailText('resetIntro', language, vars),
            '',
            mailText('resetLink', language, vars),
            ...twoFactor,
            '',
            mailText('resetIgnore', language),
          ].join('\n'),
        });
      });
    }
    if (accounts.length) mail.nudge();
  }

  /**
   * What a live link is for, so that its page can say whose password it sets: the
   * account's username and whether it is an invitation. Reading does not use the link up.
   */
  async function lookup(token: string) {
    const row = await db
      .selectFrom('password_reset')
      .innerJoin('account', 'account.id', 'password_reset.account_id')
      .select(['account.username', 'password_reset.purpose', 'password_reset.expires_at'])
      .where('token_hash', '=', tokenHash(token))
      .executeTakeFirst();
    if (!row || new Date(row.expires_at).getTime() <= Date.now()) {
      throw new HttpError(404, 'Not Found', apiMessage('resetLinkInvalid'));
    }
    return {
      username: String(row.username),
      purpose: row.purpose === 'invitation' ? ('invitation' as const) : ('reset' as const),
    };
  }

  /** Sets the password of the link's account; the link and every session of it end. */
  async function confirm(token: string, password: string) {
    await refuseCommonPassword(password);
    const passwordHash = await hashPassword(password, passwordCost);
    await db.transaction().execute(async (trx) => {
      // Deleting the row claims it: of two uses at once, one deletes it, the other nothing.
      const used = await trx
        .deleteFrom('password_reset')
        .where('token_hash', '=', tokenHash(token))
        .returning(['account_id', 'expires_at', 'purpose'])
        .executeTakeFirst();
      if (!used) throw linkInvalid();
      if (new Date(used.expires_at).getTime() <= Date.now()) throw linkInvalid();
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
      await endPasswordLinks(trx, accountId);
      await trx.deleteFrom('session').where('account_id', '=', used.account_id).execute();
    });
  }

  return { request, lookup, confirm };
}

export type PasswordResetService = ReturnType<typeof passwordResetService>;
