import { type Access, mayAccess } from '@coach/contract';
import { useEffect, useSyncExternalStore } from 'react';
import { type Account, currentAccount } from '../api/auth.ts';
import { getToken, subscribeToken } from '../api/token.ts';
import { navFor } from '../ui/nav.ts';

/**
 * The signed-in account (`/api/me`), read once per sign-in: its role decides which
 * screens the back office offers. The API enforces the same rules whatever is shown.
 */
let account: Account | null = null;
let accountToken: string | null = null;
const listeners = new Set<() => void>();

function remember(next: Account | null) {
  account = next;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The account of the stored token, asked for when the token changes. */
export function useAccount(): Account | null {
  const token = useSyncExternalStore(subscribeToken, getToken, () => null);
  const current = useSyncExternalStore(
    subscribe,
    () => account,
    () => null,
  );
  useEffect(() => {
    if (token === accountToken) return;
    accountToken = token;
    remember(null);
    if (token) currentAccount().then(remember, () => undefined);
  }, [token]);
  return token === accountToken ? current : null;
}

/**
 * Whether a screen for some roles only is offered: to those roles (the contract's
 * `mayAccess`, as the API asks), and not before the role is known (an editor would see
 * owners' screens flash by).
 */
export const mayUse = (who: Account | null, access: Access | undefined) =>
  !access || (!!who && mayAccess(who.role, access));

/** The sidebar's and the dashboard's screens for the signed-in account's role. */
export function useNav() {
  const who = useAccount();
  return { who, groups: navFor((item) => mayUse(who, item.access)) };
}
