import { type AccountSession, type Role, schemas } from '@coach/contract';
import type { z } from 'zod';
import { ApiError, call } from './client.ts';
import { setToken } from './token.ts';

export type Credentials = z.input<typeof schemas.credentials>;
export type Registration = z.input<typeof schemas.registration>;
export interface Account {
  id: number;
  username: string;
  email: string;
  role: Role;
}

/**
 * POST /token takes the username and password form-encoded, as an OAuth2 password grant;
 * `otp` too, once the account has two-factor sign-in on.
 */
export async function signIn({ username, password, otp }: Credentials) {
  const { access_token } = await call<{ access_token: string }>('/token', {
    method: 'POST',
    form: new URLSearchParams({ username, password, ...(otp && { otp }) }),
  });
  setToken(access_token);
}

/** A refused sign-in that asks for the code of the account's authenticator app. */
export const needsOtp = (error: unknown) =>
  error instanceof ApiError && error.status === 401 && error.problem.otp_required === true;

/** Revokes the token on the server; the local copy goes even if that call fails. */
export async function signOut() {
  try {
    await call('/logout', { method: 'POST' });
  } finally {
    setToken(null);
  }
}

export const currentAccount = () => call<Account>('/me');
export const registrationOpen = () => call<{ open: boolean }>('/register');
export const register = (input: Registration) =>
  call<Account>('/register', { method: 'POST', json: input });

/** "Forgot your password?": answered the same whether or not the address has an account. */
export const requestPasswordReset = (email: string, language: string) =>
  call<void>('/password-reset', { method: 'POST', json: { email, language } });
/** Whose password an emailed link sets (its username), without using the link up. */
export const passwordLinkFor = (token: string) =>
  call<{ username: string; purpose: 'reset' | 'invitation' }>(
    `/password-reset/${encodeURIComponent(token)}`,
  );
export const confirmPasswordReset = (token: string, password: string) =>
  call<void>('/password-reset/confirm', { method: 'POST', json: { token, password } });
export const changePassword = (input: z.input<typeof schemas.passwordChange>) =>
  call<void>('/account/password', { method: 'PUT', json: input });

/** One sign-in of the account, as GET /api/account/sessions lists it. */
export type Session = AccountSession;
export const listSessions = () => call<Session[]>('/account/sessions');
export const endOtherSessions = () =>
  call<{ ended: number }>('/account/sessions', { method: 'DELETE' });

/** Two-factor sign-in of the signed-in account (GET, POST, DELETE /api/account/totp). */
export interface TotpStatus {
  enabled: boolean;
  recovery_codes_left: number;
}
export interface TotpSetup {
  /** The key in base32, for typing into an app that cannot scan. */
  secret: string;
  otpauth_url: string;
}
export const totpStatus = () => call<TotpStatus>('/account/totp');
/** Each change takes the account's current password: a stolen session alone can make none. */
export const beginTotp = (password: string) =>
  call<TotpSetup>('/account/totp', { method: 'POST', json: { password } });
export const confirmTotp = (code: string, password: string) =>
  call<{ recovery_codes: string[] }>('/account/totp/confirm', {
    method: 'POST',
    json: { code, password },
  });
export const disableTotp = (code: string, password: string) =>
  call<void>('/account/totp', { method: 'DELETE', json: { code, password } });
