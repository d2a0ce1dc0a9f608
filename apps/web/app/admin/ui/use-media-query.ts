import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a media query matches now, following it as the window changes size (a screen
 * that lays itself out otherwise on a phone and on a desktop, beyond what CSS can do).
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    // The back office renders in the browser only; a server render would take the phone's.
    () => false,
  );
}
