import { DEFAULT_RATE_LIMITS } from '@coach/api';
import { describe, expect, it } from 'vitest';
import { rateLimitsOf, readEnv } from '../src/env.ts';

/** Sign-in attempts a minute (per client address and per account): a setting, the other limits not. */
describe('the sign-in limit setting', () => {
  it('is ten a minute by default, and takes SIGN_IN_ATTEMPTS_PER_MINUTE when set', () => {
    expect(rateLimitsOf(readEnv({}))).toEqual({ ...DEFAULT_RATE_LIMITS, login: 10 });
    expect(rateLimitsOf(readEnv({ SIGN_IN_ATTEMPTS_PER_MINUTE: '40' }))).toEqual({
      ...DEFAULT_RATE_LIMITS,
      login: 40,
    });
  });

  it('refuses, at start, a count that is no whole number, too small to sign in by, or unlimited', () => {
    for (const bad of ['many', '2.5', '2', '0', '1001']) {
      expect(() => readEnv({ SIGN_IN_ATTEMPTS_PER_MINUTE: bad }), bad).toThrow(
        /SIGN_IN_ATTEMPTS_PER_MINUTE/,
      );
    }
  });
});
