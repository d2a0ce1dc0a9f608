import { describe, expect, it } from 'vitest';
import { readEnv } from '../src/env.ts';

/** Every date on the site is shown in SITE_TIME_ZONE: Myanmar time unless it names another. */
describe('the site time zone', () => {
  it('is Asia/Yangon by default, and any IANA zone when set', () => {
    expect(readEnv({}).SITE_TIME_ZONE).toBe('Asia/Yangon');
    expect(readEnv({ SITE_TIME_ZONE: 'Asia/Bangkok' }).SITE_TIME_ZONE).toBe('Asia/Bangkok');
  });

  it('refuses a name no time zone has, at start, saying what to write', () => {
    expect(() => readEnv({ SITE_TIME_ZONE: 'Yangon' })).toThrow(
      /SITE_TIME_ZONE must be an IANA time zone name, e.g. Asia\/Yangon/,
    );
  });
});
