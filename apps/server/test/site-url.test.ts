import { describe, expect, it } from 'vitest';
import { readEnv, siteUrlOf } from '../src/env.ts';

/**
 * The site's address that pages name (canonical, og:url, hreflang, sitemap.xml,
 * robots.txt) never comes from a request's Host header in production: PUBLIC_URL, or on
 * a loopback HOST the address the server listens on.
 */
describe('the site address', () => {
  const production = { NODE_ENV: 'production' };

  it('is PUBLIC_URL when set', () => {
    const env = readEnv({ ...production, HOST: '0.0.0.0', PUBLIC_URL: 'https://coach.example' });
    expect(siteUrlOf(env)).toBe('https://coach.example');
  });

  it('is the loopback address listened on by default, as a fresh `npm start` runs', () => {
    expect(siteUrlOf(readEnv(production))).toBe('http://127.0.0.1:3000');
    expect(siteUrlOf(readEnv({ ...production, HOST: 'localhost', PORT: '8080' }))).toBe(
      'http://localhost:8080',
    );
    expect(siteUrlOf(readEnv({ ...production, HOST: '::1', PORT: '8080' }))).toBe(
      'http://[::1]:8080',
    );
  });

  it.each(['0.0.0.0', '::', '192.168.1.20', 'coach.example'])(
    'is required in production on HOST %s, with a start error saying what to write',
    (HOST) => {
      expect(() => readEnv({ ...production, HOST })).toThrow(
        /PUBLIC_URL: required in production when HOST .* is not a loopback address: .*PUBLIC_URL=https:\/\/coach\.example/,
      );
    },
  );

  it('outside production on another HOST comes from each request (never kept or shared)', () => {
    expect(siteUrlOf(readEnv({ NODE_ENV: 'development', HOST: '0.0.0.0' }))).toBeUndefined();
  });
});
