import { type Role } from '@coach/contract';
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
 * Whether a screen for owners only is offered: not to an editor, and not before the role
 * is known (an editor would see owners' screens flash by).
 */
export const mayUse = (who: Account | null, ownerOnly: boolean | undefined) =>
  !ownerOnly || who?.role === ('owner' satisfies Role);

/** The sidebar's and the dashboard's screens for the signed-in account's role. */
export function useNav() {
  const who = useAccount();
  return { who, groups: navFor((item) => mayUse(who, item.ownerOnly)) };
}
