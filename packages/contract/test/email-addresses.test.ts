import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { EMAIL_PATTERN, canReceiveMail, schemas } from '../src/index.ts';

/**
 * An address is valid where a browser's `<input type=email>` takes it (the WHATWG rule),
 * everywhere the site checks one: `owner@localhost`, the address of an ADMIN_USERNAME
 * account made without ADMIN_EMAIL, can ask for a reset link.
 */
describe('email addresses', () => {
  it("is the browser's rule, as zod writes it", () => {
    expect(EMAIL_PATTERN.source).toBe(z.regexes.html5Email.source);
  });

  it.each(['owner@localhost', 'a.b+c@example.com', "o'brien@mail.example.org", 'x@a-b.mm'])(
    'takes %s',
    (email) => {
      expect(EMAIL_PATTERN.test(email)).toBe(true);
      expect(schemas.passwordResetRequest.safeParse({ email }).success).toBe(true);
      expect(schemas.accountChange.safeParse({ email }).success).toBe(true);
    },
  );

  it.each(['owner', 'a b@example.com', '@example.com', 'a@-example.com', 'a@example..com'])(
    'refuses %s',
    (email) => {
      expect(EMAIL_PATTERN.test(email)).toBe(false);
      expect(schemas.passwordResetRequest.safeParse({ email }).success).toBe(false);
    },
  );

  it.each([
    ['owner@localhost', false],
    ['owner@coach', false],
    ['owner@shop.localhost', false],
    ['owner@example.com', true],
  ])('says whether %s can receive mail: %s', (email, can) => {
    expect(canReceiveMail(email)).toBe(can);
  });
});
