/**
 * Every entity's writable fields and rules.
 * The API validates with these and the admin forms reuse them.
 */

export * from './schemas/accounts.ts';
export * from './schemas/content.ts';
export * from './schemas/settings.ts';
export * from './schemas/payment-methods.ts';
export * from './schemas/page-cards.ts';
export * from './schemas/files.ts';
export * from './schemas/shop.ts';
export * from './schemas/submissions.ts';
export * from './schemas/booking.ts';
export * from './schemas/registrations.ts';
export * from './schemas/waitlist.ts';
export * from './schemas/subscribers.ts';
export * from './schemas/newsletters.ts';
