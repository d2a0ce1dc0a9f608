import { createHmac, timingSafeEqual } from 'node:crypto';
import { FORM_STAMP_FIELD, SPAM_TRAP_FIELD } from '@coach/contract';
import type { Database } from '../db/connect.ts';
import { storedSecret } from '../db/site-secret.ts';

/** A person takes longer than this to fill any of the public forms (SPAM_MIN_FILL_SECONDS). */
export const DEFAULT_MIN_FILL_SECONDS = 3;

export interface SpamTrapOptions {
  /**
   * FORM_STAMP_SECRET: the key form stamps are signed with. Without it, a random key is
   * made on first use and kept in the database, so every instance sharing it agrees.
   */
  secret?: string;
  /** SPAM_MIN_FILL_SECONDS: a form sent sooner after its stamp is spam; 0 checks no time. */
  minFillSeconds?: number;
}

/** The key's row in `site_meta` (backed up with the site, so a restore keeps it). */
const SECRET_KEY = 'form_stamp_secret';
/** `<milliseconds since 1970>.<HMAC-SHA256 in base64url>` */
const STAMP = /^(\d{1,15})\.([\w-]{43})$/;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Anything in the field people never see: text, or a value no browser's form sends. */
const filled = (value: unknown) => value !== undefined && value !== null && value !== '';

/**
 * The public forms' spam trap (decision 0027). A form carries a hidden `website` field
 * and `form_started`, the time it was handed out, signed by the server (HMAC-SHA256). A
 * submission is spam when `website` holds anything, when its stamp is not one the site
 * signed, or when it came back sooner than a person can fill a form. One without a stamp
 * is judged by `website` alone: the spec's API calls carry none. An old stamp is fine (a
 * page left open overnight), so the check costs no state.
 */
export function spamTrap(database: Database, options: SpamTrapOptions = {}) {
  const minFillMs = Math.max(0, options.minFillSeconds ?? DEFAULT_MIN_FILL_SECONDS) * 1000;
  let key: Promise<Buffer> | null = options.secret
    ? Promise.resolve(Buffer.from(options.secret, 'utf8'))
    : null;

  /** Read once per process; a failure (the database away) is tried again on the next ask. */
  function secret(): Promise<Buffer> {
    key ??= storedSecret(database.db, SECRET_KEY).catch((error: unknown) => {
      key = null;
      throw error;
    });
    return key;
  }

  const signature = (secretKey: Buffer, time: number) =>
    createHmac('sha256', secretKey).update(`form-stamp:${time}`).digest();

  /** A stamp of this moment, for a form about to be handed out. */
  async function stamp(now = Date.now()): Promise<string> {
    return `${now}.${signature(await secret(), now).toString('base64url')}`;
  }

  /** Whether a stamp, if any, says a person had the form long enough; forged ones do not. */
  async function stampPasses(value: unknown, now: number): Promise<boolean> {
    if (value === undefined || value === null || value === '') return true;
    const match = typeof value === 'string' ? STAMP.exec(value) : null;
    if (!match) return false;
    const time = Number(match[1]);
    const given = Buffer.from(match[2]!, 'base64url');
    const expected = signature(await secret(), time);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
    return minFillMs === 0 || now - time >= minFillMs;
  }

  /**
   * Whether a submission is spam, and its body without the trap's two fields (they are
   * never stored). A body that is no object is left to the schema to refuse.
   */
  async function judge(body: unknown, now = Date.now()): Promise<{ spam: boolean; body: unknown }> {
    if (!isRecord(body)) return { spam: false, body };
    const { [SPAM_TRAP_FIELD]: website, [FORM_STAMP_FIELD]: started, ...fields } = body;
    const spam = filled(website) || !(await stampPasses(started, now));
    return { spam, body: fields };
  }

  return { stamp, judge, minFillSeconds: minFillMs / 1000 };
}

export type SpamTrap = ReturnType<typeof spamTrap>;

/** A submission's fields without the trap's (what makes two submissions the same). */
export function withoutTrapFields(body: Record<string, unknown>): Record<string, unknown> {
  const { [SPAM_TRAP_FIELD]: _website, [FORM_STAMP_FIELD]: _started, ...fields } = body;
  return fields;
}
