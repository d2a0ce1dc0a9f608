import { useSyncExternalStore } from 'react';

/**
 * Whether a media query matches. The server cannot know the screen, so it renders as
 * `serverValue` and the browser switches right after hydration without a mismatch.
 */
export function useMediaQuery(query: string, serverValue = false): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => serverValue,
  );
}
