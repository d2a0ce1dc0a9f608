import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './return-to.ts';

describe('the page a sign-in returns to', () => {
  it.each([
    ['/admin/orders/12', '/admin/orders/12'],
    ['/admin/appointments?resolved=false', '/admin/appointments?resolved=false'],
    ['/admin', '/admin'],
    ['/admin/agenda?week=2030-01-07#top', '/admin/agenda?week=2030-01-07#top'],
    ['/admin/../admin/orders', '/admin/orders'],
  ])('returns to %s inside the back office', (target, expected) => {
    expect(safeReturnPath(target)).toBe(expected);
  });

  it.each([
    null,
    '',
    'admin/orders',
    '//evil.example/admin',
    '/\\evil.example',
    '/\t/evil.example/admin',
    'https://evil.example/admin',
    'javascript:alert(1)',
    '/admin/../x',
    '/admin/%2e%2e/x',
    '/admin%2f..%2fx',
    '/administrator',
    '/',
    '/shops',
  ])('goes to the dashboard for %j', (target) => {
    expect(safeReturnPath(target)).toBe('/admin');
  });
});
