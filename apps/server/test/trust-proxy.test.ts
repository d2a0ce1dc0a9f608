import { describe, expect, it } from 'vitest';
import { readEnv } from '../src/env.ts';

/** TRUST_PROXY names the proxies to believe; `true` (believe any client) is refused at start. */
describe('TRUST_PROXY', () => {
  it('refuses true, saying what to write instead', () => {
    expect(() => readEnv({ TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY=true would let any client choose its own address.*TRUST_PROXY=1.*TRUST_PROXY=127\.0\.0\.1,10\.0\.0\.0\/8/s,
    );
  });

  it.each([
    [undefined, false],
    ['false', false],
    ['1', 1],
    ['2', 2],
    ['10.0.0.5', ['10.0.0.5']],
    ['127.0.0.1, 10.0.0.0/8,fd00::/8', ['127.0.0.1', '10.0.0.0/8', 'fd00::/8']],
    ['loopback,uniquelocal', ['loopback', 'uniquelocal']],
  ])('reads %j as %j', (value, expected) => {
    expect(readEnv(value === undefined ? {} : { TRUST_PROXY: value }).TRUST_PROXY).toEqual(
      expected,
    );
  });

  it.each(['yes', '10.0.0.0/33', '10.0.0', 'example.com', '1.2.3.4/8/1'])(
    'refuses %j, naming the entry',
    (value) => {
      expect(() => readEnv({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY must be false, a number/);
    },
  );
});
