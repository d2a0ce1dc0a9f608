import { describe, expect, it } from 'vitest';
import { datesHref } from './slot-picker';

describe("a booking form's later dates link", () => {
  it('keeps the query but not the tracking parameters a shared link brought', () => {
    const href = datesHref(
      '?fbclid=IwAR0abc&utm_source=facebook&testimonials=2',
      '2026-12-01',
      'book',
    );
    expect(href).toBe('?testimonials=2&from=2026-12-01#book');
  });
});
