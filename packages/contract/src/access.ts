import type { Role } from './schemas/accounts.ts';

/**
 * Who may perform an operation: anyone (`public`; reads of publishable resources see only
 * published rows), any signed-in account (`admin`), an owner or staff (`staff`: the
 * customers' appointments, the agenda, the hours, the orders), or owners only (`owner`:
 * accounts, payment methods, email settings, the audit log).
 *
 * The API's routes and the back office's screens both ask `mayAccess`, so what a role
 * may do is said here once.
 */
export type Access = 'public' | 'admin' | 'staff' | 'owner';

/** Each role does what the ones below it do, and more. */
const ROLE_RANK: Record<Role, number> = { editor: 1, staff: 2, owner: 3 };
const NEEDED_RANK: Record<Access, number> = { public: 0, admin: 1, staff: 2, owner: 3 };

/** Whether an account of `role` (null: not signed in) may do what `access` guards. */
export function mayAccess(role: Role | null | undefined, access: Access): boolean {
  const rank = role ? (ROLE_RANK[role] ?? 0) : 0;
  return rank >= NEEDED_RANK[access];
}

/** The roles that may do what `access` guards, highest first. */
export function rolesFor(access: Access): Role[] {
  return (Object.keys(ROLE_RANK) as Role[])
    .filter((role) => mayAccess(role, access))
    .sort((a, b) => ROLE_RANK[b] - ROLE_RANK[a]);
}

/** Whether `next` takes anything away from `current` (its sessions then end at once). */
export const isDemotion = (current: Role, next: Role) => ROLE_RANK[next] < ROLE_RANK[current];
