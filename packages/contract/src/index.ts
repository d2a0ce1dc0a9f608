export * from './options.ts';
export * from './fields.ts';
export * from './shape.ts';
export * as schemas from './schemas.ts';
export {
  PASSWORD_MIN_LENGTH,
  RECOVERY_CODE_COUNT,
  ROLES,
  type AccountSession,
  type Role,
} from './schemas/accounts.ts';
export {
  STAT_NUMBERS,
  STAT_IMAGES,
  BANNER_IMAGES,
  EMAIL_PATTERN,
  SOCIAL_LINK_CONSTANTS,
  PAYMENT_METHODS_MAX,
  type PaymentMethod,
} from './schemas.ts';
export * from './resources.ts';
export { mayAccess, rolesFor, isDemotion } from './access.ts';

export * from './rows.ts';
export * from './labels.ts';
export * from './messages.ts';
export * from './list-fields.ts';
export * from './site-constants.ts';
export * from './audit.ts';
export * from './orders.ts';
export * from './trash.ts';
export * from './revisions.ts';
export * from './previews.ts';
export * from './page-cards.ts';
export * from './files.ts';
export * from './booking.ts';
export * from './registrations.ts';
export * from './waitlist.ts';
export * from './search.ts';
export * from './subscribers.ts';
export * from './newsletters.ts';
export * from './analytics.ts';
