import { describe, expect, it } from 'vitest';
import { adminRoutes } from '../../routes/admin/routes.ts';
import { screenAccess, titleFor } from './nav.ts';

/** The first segment under /admin of every screen the back office routes to. */
function adminSegments(): string[] {
  const admin = adminRoutes.find((entry) => entry.path === 'admin');
  return [
    ...new Set(
      (admin?.children ?? [])
        .map((child) => child.path?.split('/')[0])
        .filter((segment): segment is string => !!segment && segment !== '*'),
    ),
  ];
}

describe('the breadcrumb’s names', () => {
  it('names every screen under /admin in both languages', () => {
    const segments = adminSegments();
    expect(segments).toContain('account');
    const unnamed = segments.filter((segment) => {
      const title = titleFor(segment);
      return !title?.en || !title.mm;
    });
    expect(unnamed).toEqual([]);
  });
});

describe('who each screen is for', () => {
  it('takes a resource screen’s audience from the contract’s access rules', () => {
    // Customers' records (and the agenda and hours of appointments) are staff's and owners'.
    for (const segment of ['appointments', 'agenda', 'availability', 'payments', 'orders']) {
      expect(screenAccess(segment), segment).toBe('staff');
    }
    // Records visitors read too are any signed-in account's.
    for (const segment of ['testimonials', 'articles', 'products', 'constants']) {
      expect(screenAccess(segment), segment).toBe('admin');
    }
  });

  it('keeps the owners-only special screens owners’', () => {
    for (const segment of ['payment-methods', 'email', 'users', 'audit']) {
      expect(screenAccess(segment), segment).toBe('owner');
    }
  });
});
