import { describe, expect, it } from 'vitest';
import { adminRoutes } from '../../routes/admin/routes.ts';
import { titleFor } from './nav.ts';

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
