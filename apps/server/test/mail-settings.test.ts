import { mailState } from '@coach/api';
import { describe, expect, it } from 'vitest';
import { mailSettingsOf, readEnv } from '../src/env.ts';

/** Mail settings are checked at start, and the log says in one line what they turn on. */
describe('mail settings', () => {
  it('refuses an SMTP_URL or NOTIFY_EMAIL that cannot work, naming the variable', () => {
    expect(() => readEnv({ SMTP_URL: 'mail.example.com:25' })).toThrow(/SMTP_URL must look like/);
    expect(() => readEnv({ SMTP_URL: 'smtp://mail.example.com', NOTIFY_EMAIL: 'owner' })).toThrow(
      /NOTIFY_EMAIL must be an email address/,
    );
    expect(() => readEnv({ NOTIFY_LANGUAGE: 'fr' })).toThrow(/NOTIFY_LANGUAGE/);
  });

  it.each([
    [{}, /^mail is off: SMTP_URL is not set/],
    [
      { SMTP_URL: 'smtp://u:secret@mail.example.com:587' },
      /^mail is on for order confirmations only .*NOTIFY_EMAIL is not set/,
    ],
    [
      {
        SMTP_URL: 'smtps://u:secret@mail.example.com:465',
        NOTIFY_EMAIL: 'owner@example.com',
        PUBLIC_URL: 'https://coach.example',
      },
      /^mail is on: new records are told to owner@example.com .*via smtps:\/\/mail.example.com:465 from owner@example.com\)$/,
    ],
  ])('%j says what is on and why', (env, line) => {
    const summary = mailState(mailSettingsOf(readEnv(env))).summary;
    expect(summary).toMatch(line);
    // The password never reaches the log.
    expect(summary).not.toContain('secret');
  });

  it("links emails to the site's address: PUBLIC_URL, else the loopback address it listens on", () => {
    const smtp = { SMTP_URL: 'smtp://mail.example.com:587', PORT: '3100' };
    expect(mailSettingsOf(readEnv(smtp)).publicUrl).toBe('http://127.0.0.1:3100');
    expect(
      mailSettingsOf(readEnv({ ...smtp, PUBLIC_URL: 'https://coach.example' })).publicUrl,
    ).toBe('https://coach.example');
    // On another HOST outside production the address is not known: emails carry no links.
    const anyHost = readEnv({
      ...smtp,
      NOTIFY_EMAIL: 'owner@example.com',
      HOST: '0.0.0.0',
      NODE_ENV: 'development',
    });
    expect(mailSettingsOf(anyHost).publicUrl).toBeUndefined();
    expect(mailState(mailSettingsOf(anyHost)).summary).toMatch(/emails carry no links/);
  });
});
