import { describe, expect, it } from 'vitest';
import { readEnv } from '../src/env.ts';

/** ADMIN_PASSWORD follows the rules of every new password (common ones: bootstrap.ts). */
describe('ADMIN_PASSWORD', () => {
  it.each([
    ['elevenchars', /ADMIN_PASSWORD must be at least 12 characters/],
    [' '.repeat(12), /ADMIN_PASSWORD cannot be only spaces/],
  ])('refuses %j at start', (password, message) => {
    expect(() => readEnv({ ADMIN_USERNAME: 'owner', ADMIN_PASSWORD: password })).toThrow(message);
  });

  it('takes twelve characters', () => {
    expect(readEnv({ ADMIN_PASSWORD: 'twelve chars' }).ADMIN_PASSWORD).toBe('twelve chars');
  });
});
