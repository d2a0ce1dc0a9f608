import { z } from 'zod';
import { email, text } from '../fields.ts';
import { apiMessage } from '../messages.ts';

/** Registration and sign-in. */

/** The fewest characters a new password may have (registration, change, reset). */
export const PASSWORD_MIN_LENGTH = 12;

/**
 * A password being set. The API also refuses common passwords (a list too large for the
 * browser: apps/api/src/auth/password-rules.ts); spaces count, but spaces alone are no password.
 */
export const newPassword = z
  .string({ error: apiMessage('required') })
  .min(PASSWORD_MIN_LENGTH, apiMessage('tooShort', { min: PASSWORD_MIN_LENGTH }))
  .max(200, apiMessage('tooLong', { max: 200 }))
  .refine((value) => value.trim() !== '', apiMessage('passwordBlank'));

/**
 * What an account may do (access.ts ranks them): an owner everything; an editor the site's
 * content (records, articles, events, the shop's catalogue, testimonials, statistics,
 * banners, files); staff, an assistant, an editor's work and also the customers'
 * appointments, the agenda, the hours and the orders with their receipts. Neither staff
 * nor editors reach accounts, payment methods, the email settings or the audit log.
 */
export const ROLES = ['owner', 'staff', 'editor'] as const;
export type Role = (typeof ROLES)[number];
const role = z.enum(ROLES, { error: apiMessage('roleUnknown') });

const username = text(60)
  .min(1, apiMessage('required'))
  .regex(/^[\w.@-]+$/, apiMessage('usernameCharacters'));

export const registration = z.object({
  username,
  email: email(apiMessage('validEmail')),
  password: newPassword,
});

/**
 * A code of two-factor sign-in: the six digits an authenticator app shows, or one of the
 * account's recovery codes (`abcde-fghij`). Spaces are dropped: apps show `123 456`.
 */
export const otpCode = z
  .string({ error: apiMessage('required') })
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(
    z
      .string()
      .min(1, apiMessage('required'))
      .max(40, apiMessage('tooLong', { max: 40 })),
  );

export const credentials = z.object({
  username: text(60).min(1, apiMessage('required')),
  password: z
    .string({ error: apiMessage('required') })
    .min(1, apiMessage('required'))
    .max(200),
  /** Needed once the account has two-factor sign-in on; left out (or empty) otherwise. */
  otp: z
    .string()
    .max(40, apiMessage('tooLong', { max: 40 }))
    .optional()
    .transform((value) => value?.replace(/\s+/g, '') || undefined),
});

/**
 * The signed-in account's current password, asked before a change a stolen session alone
 * must not make: a new password, two-factor sign-in turned on or off.
 */
const currentPassword = z
  .string({ error: apiMessage('required') })
  .min(1, apiMessage('required'))
  .max(200);

/** Setting up two-factor sign-in (a new key): the current password. */
export const totpBegin = z.object({ password: currentPassword });

/** A code of two-factor sign-in alone (the sign-in form's second step). */
export const totpCode = z.object({ code: otpCode });

/**
 * Turning two-factor sign-in on (the first code from the app) or off (a code, or a
 * recovery code), with the current password.
 */
export const totpChange = totpCode.extend({ password: currentPassword });

/**
 * How many recovery codes an account gets, and their shape: ten letters and digits of
 * base32, grouped by five (`abcde-fghij`).
 */
export const RECOVERY_CODE_COUNT = 10;

/** "Forgot your password?": the address the reset link goes to, if it has an account. */
export const passwordResetRequest = z.object({ email: email(apiMessage('validEmail')) });

/** The reset page: the token of the emailed link, and the new password. */
export const passwordResetConfirm = z.object({
  token: z
    .string({ error: apiMessage('required') })
    .min(1, apiMessage('required'))
    .max(200),
  password: newPassword,
});

/** A signed-in account changing its own password. */
export const passwordChange = z.object({
  current_password: currentPassword,
  new_password: newPassword,
});

/** An owner inviting someone: the account is made without a password, set from the email. */
export const invitation = z.object({
  username,
  email: email(apiMessage('validEmail')),
  role,
});

/** An owner changing an account: its address or its role. */
export const accountChange = z.object({ email: email(apiMessage('validEmail')), role }).partial();

/** One sign-in of the signed-in account, as `GET /api/account/sessions` lists it. */
export interface AccountSession {
  id: number;
  created: string;
  /** Within a minute or so (the API writes it at most once a minute). */
  last_used: string | null;
  /** What the browser called itself when signing in. */
  client: string | null;
  expires_at: string;
  /** The session making this request. */
  current: boolean;
}
