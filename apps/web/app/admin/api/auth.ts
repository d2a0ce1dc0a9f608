import { type Role, schemas } from '@coach/contract';
import type { z } from 'zod';
import { call } from './client.ts';
import { setToken } from './token.ts';

export type Credentials = z.input<typeof schemas.credentials>;
export type Registration = z.input<typeof schemas.registration>;
export interface Account {
  id: number;
  username: string;
  email: string;
  role: Role;
}

/** POST /token takes the username and password form-encoded, as an OAuth2 password grant. */
export async function signIn({ username, password }: Credentials) {
  const { access_token } = await call<{ access_token: string }>('/token', {
    method: 'POST',
    form: new URLSearchParams({ username, password }),
  });
  setToken(access_token);
}

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
export const confirmPasswordReset = (token: string, password: string) =>
  call<void>('/password-reset/confirm', { method: 'POST', json: { token, password } });
export const changePassword = (input: z.input<typeof schemas.passwordChange>) =>
  call<void>('/account/password', { method: 'PUT', json: input });

/** One sign-in of the account, as GET /api/account/sessions lists it. */
export interface Session {
  id: number;
  created: string;
  last_used: string | null;
  client: string | null;
  expires_at: string;
  current: boolean;
}
export const listSessions = () => call<Session[]>('/account/sessions');
export const endOtherSessions = () =>
  call<{ ended: number }>('/account/sessions', { method: 'DELETE' });
