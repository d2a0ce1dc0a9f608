import { RECOVERY_CODE_COUNT, apiMessage } from '@coach/contract';
import { randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { record } from '../audit/audit-log.ts';
import type { Database } from '../db/connect.ts';
import { HttpError, conflict, invalid, unauthorized } from '../http/problem.ts';
import { accountTries } from '../http/limit-store.ts';
import type { Viewer } from './viewer.ts';
import { tokenHash } from './token-hash.ts';

/** What authenticator apps expect: SHA-1, six digits, a new code every 30 seconds. */
const PERIOD = 30;
const DIGITS = 6;
/** Codes of the step before and after are taken too: a phone's clock may be off a little. */
const WINDOW = 1;
const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';
/**
 * Wrong codes one account may try in a minute, wherever they come from: sign-in's own
 * limit counts per address, so without this a session (or a password) in the wrong
 * hands could try the million codes from many (http/limit-store.ts, accountTries).
 */
export const CODE_TRIES_PER_MINUTE = 10;

const totpFor = (secret: string, issuer = '', label = '') =>
  new TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: DIGITS,
    period: PERIOD,
    secret: Secret.fromBase32(secret),
  });

/**
 * A recovery code as the account reads it: ten base32 characters in two groups of five
 * (50 random bits), e.g. `k7qfm-2xw4p`. Random enough that a plain SHA-256 is a safe way
 * to keep it (no password-style stretching needed).
 */
function newRecoveryCode() {
  const chars = Array.from({ length: 10 }, () => BASE32[randomInt(32)]!);
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

/**
 * A recovery code as typed: any case, with or without its hyphen or spaces, and the
 * digits base32 leaves out read as the letters they look like (0 o, 1 l, 8 b).
 */
const normaliseRecoveryCode = (code: string) =>
  code
    .toLowerCase()
    .replace(/0/g, 'o')
    .replace(/1/g, 'l')
    .replace(/8/g, 'b')
    .replace(/[^a-z2-7]/g, '');

/** The 401 of /token when the account needs a code: `otp_required` tells the sign-in screen. */
export const otpProblem = (key: 'otpRequired' | 'otpWrong') =>
  Object.assign(new HttpError(401, 'Unauthorized', apiMessage(key)), {
    extensions: { otp_required: true },
  });

const wrongCode = () => invalid([{ field: 'code', message: apiMessage('otpWrong') }]);

/**
 * Two-factor sign-in with a time-based one-time code (RFC 6238), optional per account.
 * Setting it up shows a key (pending until the first code from the app confirms it) and
 * turning it on answers ten recovery codes, shown once and stored hashed. Each code is
 * taken at most once: a TOTP code only for a step later than the last accepted one, a
 * recovery code by deleting its row; both in one conditional statement, so two requests
 * (or two instances) racing with one code cannot both succeed.
 */
export function totpService({ db }: Database) {
  const tries = accountTries(db, 'totp-code', CODE_TRIES_PER_MINUTE);
  const countTry = tries.count;
  const rightTry = tries.right;

  async function state(accountId: number) {
    return db
      .selectFrom('account_totp')
      .select(['secret', 'enabled_at', 'last_step'])
      .where('account_id', '=', accountId)
      .executeTakeFirst();
  }

  /** Whether the account signs in with a second factor, and how many recovery codes are left. */
  async function status(viewer: Viewer) {
    const accountId = signedIn(viewer);
    const row = await state(accountId);
    if (!row?.enabled_at) return { enabled: false, recovery_codes_left: 0 };
    const left = await db
      .selectFrom('totp_recovery_code')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('account_id', '=', accountId)
      .executeTakeFirst();
    return { enabled: true, recovery_codes_left: Number(left?.n ?? 0) };
  }

  /** The name authenticator apps list the key under: the site's business name. */
  async function issuer() {
    const row = await db
      .selectFrom('site_constant')
      .select('value')
      .where('name', '=', 'businessName')
      .executeTakeFirst();
    const name = String(row?.value ?? '').trim();
    return name || 'Coach site';
  }

  /** A new key for the account, pending until confirmed; replaces one still pending. */
  async function begin(viewer: Viewer) {
    const accountId = signedIn(viewer);
    const account = await db
      .selectFrom('account')
      .select('username')
      .where('id', '=', accountId)
      .executeTakeFirstOrThrow();
    const secret = new Secret({ size: 20 }).base32;
    const now = new Date().toISOString();
    // Only a pending key is replaced: the upsert leaves a key that is on as it is.
    const rows = await db
      .insertInto('account_totp')
      .values({ account_id: accountId, secret, enabled_at: null, last_step: 0, created: now })
      .onConflict((oc) =>
        oc
          .column('account_id')
          .doUpdateSet({ secret, last_step: 0, created: now })
          .where('account_totp.enabled_at', 'is', null),
      )
      .returning('account_id')
      .execute();
    if (rows.length === 0) throw conflict(apiMessage('totpAlreadyOn'));
    const otp = totpFor(secret, await issuer(), String(account.username));
    return { secret, otpauth_url: otp.toString() };
  }

  /** The first code from the app turns two-factor sign-in on; answers the recovery codes. */
  async function confirm(viewer: Viewer, code: string) {
    const accountId = signedIn(viewer);
    const row = await state(accountId);
    if (row?.enabled_at) throw conflict(apiMessage('totpAlreadyOn'));
    if (!row) throw conflict(apiMessage('totpNotStarted'));
    await countTry(accountId);
    const step = matchingStep(row.secret, code);
    if (step === null) throw wrongCode();
    await rightTry(accountId);
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    await db.transaction().execute(async (trx) => {
      // Only the key that was checked, and only while it is still pending.
      const on = await trx
        .updateTable('account_totp')
        .set({ enabled_at: new Date().toISOString(), last_step: step })
        .where('account_id', '=', accountId)
        .where('secret', '=', row.secret)
        .where('enabled_at', 'is', null)
        .executeTakeFirst();
      if (Number(on.numUpdatedRows) !== 1) throw conflict(apiMessage('totpNotStarted'));
      await trx.deleteFrom('totp_recovery_code').where('account_id', '=', accountId).execute();
      await trx
        .insertInto('totp_recovery_code')
        .values(codes.map((c) => ({ account_id: accountId, code_hash: hashCode(c) })))
        .execute();
      await record(trx, accountId, {
        action: 'two_factor_on',
        resource: 'accounts',
        recordId: accountId,
      });
    });
    return { recovery_codes: codes };
  }

  /** Turns two-factor sign-in off with a current code or a recovery code. */
  async function disable(viewer: Viewer, code: string) {
    const accountId = signedIn(viewer);
    if (!(await state(accountId))?.enabled_at) throw conflict(apiMessage('totpNotOn'));
    await countTry(accountId);
    await db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom('account_totp')
        .select(['secret', 'enabled_at'])
        .where('account_id', '=', accountId)
        .executeTakeFirst();
      if (!row?.enabled_at) throw conflict(apiMessage('totpNotOn'));
      if (!(await spend(trx, accountId, row.secret, code))) throw wrongCode();
      await trx.deleteFrom('totp_recovery_code').where('account_id', '=', accountId).execute();
      await trx.deleteFrom('account_totp').where('account_id', '=', accountId).execute();
      await record(trx, accountId, {
        action: 'two_factor_off',
        resource: 'accounts',
        recordId: accountId,
      });
    });
    await rightTry(accountId);
  }

  /**
   * The second step of signing in, after the password was right: nothing to do when the
   * account has two-factor sign-in off; otherwise the code must be given and good.
   */
  async function checkSignIn(accountId: number, code: string | undefined) {
    const row = await state(accountId);
    if (!row?.enabled_at) return;
    if (!code) throw otpProblem('otpRequired');
    await countTry(accountId);
    if (!(await spend(db, accountId, row.secret, code))) throw otpProblem('otpWrong');
    await rightTry(accountId);
  }

  /** Takes a code once: a TOTP code of a step not used yet, or an unspent recovery code. */
  async function spend(
    runner: Database['db'],
    accountId: number,
    secret: string,
    code: string,
  ): Promise<boolean> {
    const typed = code.replace(/\s+/g, '');
    if (/^\d{6}$/.test(typed)) {
      const step = matchingStep(secret, typed);
      if (step === null) return false;
      const taken = await runner
        .updateTable('account_totp')
        .set({ last_step: step })
        .where('account_id', '=', accountId)
        .where('enabled_at', 'is not', null)
        .where('last_step', '<', step)
        .executeTakeFirst();
      return Number(taken.numUpdatedRows) === 1;
    }
    const recovery = normaliseRecoveryCode(typed);
    if (recovery.length !== 10) return false;
    const spent = await runner
      .deleteFrom('totp_recovery_code')
      .where('account_id', '=', accountId)
      .where('code_hash', '=', hashCode(recovery))
      .executeTakeFirst();
    return Number(spent.numDeletedRows) === 1;
  }

  return { status, begin, confirm, disable, checkSignIn };
}

/** The time step a code belongs to (within one step of now), or null for a wrong code. */
function matchingStep(secret: string, code: string, timestamp = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpFor(secret).validate({ token: code, timestamp, window: WINDOW });
  if (delta === null) return null;
  return TOTP.counter({ period: PERIOD, timestamp }) + delta;
}

const hashCode = (code: string) => tokenHash(normaliseRecoveryCode(code));

function signedIn(viewer: Viewer): number {
  if (viewer.accountId === null) throw unauthorized();
  return viewer.accountId;
}

export type TotpService = ReturnType<typeof totpService>;
