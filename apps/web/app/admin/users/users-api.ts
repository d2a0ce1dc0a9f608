import type { Role, schemas } from '@coach/contract';
import type { z } from 'zod';
import { call } from '../api/client.ts';
import type { Account } from '../api/auth.ts';

/** An account as GET /api/users lists it. */
export interface User extends Account {
  created: string;
  /** Invited; no password set from the emailed link yet. */
  invited: boolean;
}

export const listUsers = () => call<User[]>('/users');
/** The invitation email goes in the language the admin works in. */
export const inviteUser = (input: z.input<typeof schemas.invitation>, language: string) =>
  call<User>('/users', { method: 'POST', json: { ...input, language } });
export const changeRole = (id: number, role: Role) =>
  call<User>(`/users/${id}`, { method: 'PUT', json: { role } });
export const deleteUser = (id: number) => call<void>(`/users/${id}`, { method: 'DELETE' });
