import { useCallback, useEffect, useState } from 'react';

export interface Loaded<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
  reload: () => Promise<void>;
}

/**
 * Loads data for a screen and reloads it on demand (after a resolve, a delete). An
 * answer that arrives after the inputs changed is dropped, so fast filtering never shows
 * an older list.
 */
export function useLoad<T>(load: () => Promise<T>, deps: readonly unknown[]): Loaded<T> {
  const [state, setState] = useState<{ data?: T; error?: unknown; loading: boolean }>({
    loading: true,
  });
  // The caller names the inputs the load depends on, as with useEffect.
  const stableLoad = useCallback(load, deps);

  const run = useCallback(
    async (isCurrent: () => boolean) => {
      setState((s) => ({ ...s, loading: true }));
      try {
        const data = await stableLoad();
        if (isCurrent()) setState({ data, loading: false });
      } catch (error) {
        if (isCurrent()) setState((s) => ({ data: s.data, error, loading: false }));
      }
    },
    [stableLoad],
  );

  useEffect(() => {
    let current = true;
    void run(() => current);
    return () => {
      current = false;
    };
  }, [run]);

  const reload = useCallback(() => run(() => true), [run]);
  return { data: state.data, error: state.error, loading: state.loading, reload };
}
