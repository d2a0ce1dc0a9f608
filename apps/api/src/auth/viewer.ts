import type { Role } from '@coach/contract';

/** Who is making a request: a signed-in account and its role, or an anonymous visitor. */
export interface Viewer {
  accountId: number | null;
  role: Role | null;
}
export const visitor: Viewer = { accountId: null, role: null };
/** The server itself, reading back what it just wrote. */
export const systemViewer: Viewer = { accountId: 0, role: 'owner' };
/** Signed in, in any role: the back office is open to it. */
export const isAdmin = (viewer: Viewer) => viewer.accountId !== null;
