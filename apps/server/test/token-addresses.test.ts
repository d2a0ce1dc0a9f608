import { describe, expect, it } from 'vitest';
import { carriesToken, withoutTokens } from '../src/token-addresses.ts';

/** Which addresses hold a secret, and how the log shows them (security/tokens-and-previews). */
describe('addresses that hold a token', () => {
  it.each([
    ['/reset-password?token=abc-DEF_1', '/reset-password?token=…'],
    ['/reset-password?lang=mm&token=abc', '/reset-password?lang=mm&token=…'],
    ['/orders/Zx9-abc', '/orders/…'],
    ['/api/orders/Zx9-abc/receipt', '/api/orders/…/receipt'],
    ['/appointments/Zx9-abc?lang=mm', '/appointments/…?lang=mm'],
    ['/api/appointments/Zx9/move', '/api/appointments/…/move'],
    ['/registrations/Zx9-abc?registered=1', '/registrations/…?registered=1'],
    ['/api/registrations/Zx9-abc/cancel', '/api/registrations/…/cancel'],
    ['/articles/view/3?preview=abc#top', '/articles/view/3?preview=…#top'],
    ['/blogs?lang=en&preview=abc', '/blogs?lang=en&preview=…'],
  ])('%s is logged as %s and is a token page', (url, logged) => {
    expect(withoutTokens(url)).toBe(logged);
    expect(carriesToken(url)).toBe(true);
  });

  it.each([
    '/api/appointments/12/resolve',
    '/api/appointments/12',
    '/admin/appointments',
    '/api/payments/4/status',
    '/api/registrations/4/status',
    '/api/events/4/registrations?format=csv',
    '/articles/view/3',
    '/blogs?page=2',
  ])('%s is left as it is', (url) => {
    expect(withoutTokens(url)).toBe(url);
    expect(carriesToken(url)).toBe(false);
  });

  it('the reset page is one even before it has a token', () => {
    expect(carriesToken('/reset-password')).toBe(true);
    expect(carriesToken('/RESET-PASSWORD/')).toBe(true);
  });
});
