import { describe, expect, it } from 'vitest';
import { databases, useTestServer } from './harness.ts';

/**
 * Behind one proxy, the client is the address that proxy added (the right-most entry),
 * not the left-most one, which the client writes: made-up entries there must not
 * escape the per-address sign-in limit.
 */
describe.each(databases)('client addresses behind a proxy on %s', (kind) => {
  describe.each([
    ['a hop count', 1],
    ['the proxy address', ['127.0.0.1']],
  ] as const)('trusting %s', (_label, trustProxy) => {
    const server = useTestServer(kind, {
      rateLimits: { login: 3, publicWrites: 3 },
      trustProxy: typeof trustProxy === 'number' ? trustProxy : [...trustProxy],
    });

    // Each client aims at a name of its own: names are counted too (and the harness signed
    // in as ADMIN already).
    const signIn = (forwardedFor: string, username = 'guessed-name') =>
      server.app.inject({
        method: 'POST',
        url: '/api/token',
        payload: new URLSearchParams({
          username,
          password: 'wrong password',
        }).toString(),
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'x-forwarded-for': forwardedFor,
        },
      });

    it('limits 15 sign-ins from one client whatever left-most addresses it makes up', async () => {
      const statuses: number[] = [];
      for (let i = 1; i <= 15; i++) {
        statuses.push((await signIn(`10.9.${i}.${i}, 198.51.100.7`)).statusCode);
      }
      expect(statuses.slice(0, 3)).toEqual([401, 401, 401]);
      expect(statuses.slice(3)).toEqual(Array(12).fill(429));
      // Another client behind the same proxy is counted on its own.
      expect((await signIn('10.9.0.1, 198.51.100.8', 'another-name')).statusCode).toBe(401);
    });
  });
});
