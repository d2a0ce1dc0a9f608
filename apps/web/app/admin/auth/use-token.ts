import { useSyncExternalStore } from 'react';
import { getToken, subscribeToken } from '../api/token.ts';

/** The stored token, re-rendering when it appears or goes (sign-in, sign-out, a 401). */
export const useToken = () => useSyncExternalStore(subscribeToken, getToken, () => null);
