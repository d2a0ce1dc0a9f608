/**
 * The stored sign-in token: the admin is signed in while one is stored, and it lives in
 * localStorage (docs/decisions/0010). Screens subscribe to it so that a 401 anywhere
 * (expired or revoked token) swaps every admin screen for the login screen at once.
 */
const KEY = 'token';
const listeners = new Set<() => void>();

export function getToken(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function setToken(token: string | null) {
  try {
    if (token) localStorage.setItem(KEY, token);
    else localStorage.removeItem(KEY);
  } catch {
    // Storage refused (private mode): the session then lasts for this page only.
  }
  listeners.forEach((listener) => listener());
}

export function subscribeToken(listener: () => void) {
  listeners.add(listener);
  // Signing out in another tab signs this one out too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
