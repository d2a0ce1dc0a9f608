import { describe, expect, it } from 'vitest';
import { databases, useTestServer } from './harness.ts';
import { count, expectInvalid } from './helpers.ts';
import { REFUSED_PASSWORDS } from './passwords.ts';

describe.each(databases)('password rules on %s', (kind) => {
  describe('the first account', () => {
    const server = useTestServer(kind, { admin: false });

    it.each(REFUSED_PASSWORDS)('refuses %s', async (_label, password, message) => {
      const res = await server.call('POST', '/api/register', {
        username: 'owner',
        email: 'owner@example.com',
        password,
      });
      expectInvalid(res, { password: message });
      expect(await count(server, 'account')).toBe(0);
    });
  });

  describe('an account an admin adds', () => {
    const server = useTestServer(kind);

    it.each(REFUSED_PASSWORDS)('refuses %s', async (_label, password, message) => {
      const res = await server.admin('POST', '/api/register', {
        username: 'assistant',
        email: 'assistant@example.com',
        password,
      });
      expectInvalid(res, { password: message });
      expect(await count(server, 'account')).toBe(1);
    });

    it('takes a long uncommon one', async () => {
      const res = await server.admin('POST', '/api/register', {
        username: 'assistant',
        email: 'assistant@example.com',
        password: 'tangerine umbrella',
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(await count(server, 'account')).toBe(2);
    });
  });
});
