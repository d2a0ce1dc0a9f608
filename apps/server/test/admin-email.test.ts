import { describe, expect, it } from 'vitest';
import { adminEmail, warnIfNoMail } from '../src/bootstrap.ts';
import { readEnv } from '../src/env.ts';

/** The ADMIN_USERNAME account's address: taken as browsers take it, and said at start when no mail can reach it. */
describe('the admin account’s email address', () => {
  const warnings = (address: string) => {
    const said: string[] = [];
    warnIfNoMail(address, { warn: (message: string) => said.push(message) } as never);
    return said;
  };

  it('is <name>@localhost without ADMIN_EMAIL, and start says it cannot receive mail', () => {
    const env = readEnv({ ADMIN_USERNAME: 'owner', ADMIN_PASSWORD: 'twelve chars' });
    expect(adminEmail(env)).toBe('owner@localhost');
    const [warning, ...more] = warnings(adminEmail(env));
    expect(warning).toMatch(/owner@localhost cannot receive mail.*ADMIN_EMAIL/);
    expect(more).toEqual([]);
  });

  it('says nothing for an address that can receive mail', () => {
    expect(warnings('owner@example.com')).toEqual([]);
  });

  it('takes ADMIN_EMAIL as a browser would, a name at localhost too', () => {
    expect(readEnv({ ADMIN_EMAIL: 'owner@localhost' }).ADMIN_EMAIL).toBe('owner@localhost');
    expect(() => readEnv({ ADMIN_EMAIL: 'not an address' })).toThrow(/ADMIN_EMAIL/);
  });
});
