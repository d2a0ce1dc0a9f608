import { useState } from 'react';

/**
 * Whether a screen's call is under way (its buttons disabled meanwhile): `pending` runs
 * the call and answers what it answers, or throws what it throws, busy until it ends.
 */
export function usePending() {
  const [busy, setBusy] = useState(false);
  async function pending<T>(call: () => Promise<T>): Promise<T> {
    setBusy(true);
    try {
      return await call();
    } finally {
      setBusy(false);
    }
  }
  return { busy, pending };
}
