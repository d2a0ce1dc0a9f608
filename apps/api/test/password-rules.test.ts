import { describe, expect, it } from 'vitest';
import { type TestServer, databases, useTestServer } from './harness.ts';
import { count, expectInvalid } from './helpers.ts';
import { REFUSED_PASSWORDS } from './passwords.ts';

/** An account registered by a visitor (the first one) or by an admin. */
const register = (server: TestServer, as: 'call' | 'admin', username: string, password: string) =>
  server[as]('POST', '/api/register', { username, email: `${username}@example.com`, password });

describe.each(databases)('password rules on %s', (kind) => {
  describe('the first account', () => {
    const server = useTestServer(kind, { admin: false });

    it.each(REFUSED_PASSWORDS)('refuses %s', async (_label, password, message) => {
      const res = await register(server, 'call', 'owner', password);
      expectInvalid(res, { password: message });
      expect(await count(server, 'account')).toBe(0);
    });
  });

  describe('an account an admin adds', () => {
    const server = useTestServer(kind);

    it.each(REFUSED_PASSWORDS)('refuses %s', async (_label, password, message) => {
      const res = await register(server, 'admin', 'assistant', password);
      expectInvalid(res, { password: message });
      expect(await count(server, 'account')).toBe(1);
    });

    it('takes a long uncommon one', async () => {
      const res = await register(server, 'admin', 'assistant', 'tangerine umbrella');
      expect(res.statusCode, res.body).toBe(201);
      expect(await count(server, 'account')).toBe(2);
    });
  });
});
