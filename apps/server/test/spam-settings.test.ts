import { describe, expect, it } from 'vitest';
import { readEnv, spamTrapOf } from '../src/env.ts';

/** The public forms' spam trap: the least fill time and the key its stamps are signed with. */
describe('the spam trap settings', () => {
  it('checks 3 seconds by default with a key kept in the database, and takes both when set', () => {
    expect(spamTrapOf(readEnv({}))).toEqual({ minFillSeconds: 3, secret: undefined });
    const secret = 'b'.repeat(32);
    expect(spamTrapOf(readEnv({ SPAM_MIN_FILL_SECONDS: '0', FORM_STAMP_SECRET: secret }))).toEqual({
      minFillSeconds: 0,
      secret,
    });
    expect(readEnv({ SPAM_MIN_FILL_SECONDS: '2.5' }).SPAM_MIN_FILL_SECONDS).toBe(2.5);
  });

  it('refuses, at start, a time that is no number or negative, and a key too short', () => {
    expect(() => readEnv({ SPAM_MIN_FILL_SECONDS: 'soon' })).toThrow(/SPAM_MIN_FILL_SECONDS/);
    expect(() => readEnv({ SPAM_MIN_FILL_SECONDS: '-1' })).toThrow(/SPAM_MIN_FILL_SECONDS/);
    expect(() => readEnv({ FORM_STAMP_SECRET: 'short' })).toThrow(
      /FORM_STAMP_SECRET must be at least 32 characters/,
    );
  });
});
