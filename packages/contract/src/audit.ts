import { resources } from './resources.ts';

/**
 * The audit log's words: what an entry says was done, and to what. Closed lists, so the
 * API refuses a filter it does not know and the back office names every entry in both
 * languages (a new action without its name there is a typecheck error).
 */

export const AUDIT_ACTIONS = [
  // Records of the registry, and their state changes.
  'create',
  'update',
  'delete',
  // A deleted record brought back from the trash, or purged from it for good.
  'restore',
  'purge',
  'publish',
  'unpublish',
  'resolve',
  // A resolved appointment request back among the open ones.
  'unresolve',
  // An order's move along its statuses, and the owner's note on it.
  'order_status',
  'order_note',
  // A registration's move along its statuses by the owner (issue 40).
  'registration_status',
  // A booked time confirmed or cancelled by the owner, and the owner's note on a request.
  'booking',
  'appointment_note',
  // A visitor's record taken out of the spam (docs/decisions/0027).
  'not_spam',
  // A private preview link made, and every link to a record revoked (decision 0032).
  'preview_made',
  'previews_revoked',
  // Stats and banners (one record each), the payment methods (one list), a page's card.
  'settings',
  'upload',
  // Accounts.
  'register',
  'invite',
  'account_change',
  'role_change',
  'password_change',
  // A wrong current password given by a signed-in account (a change of password or of
  // two-factor sign-in): someone holding the session may be guessing.
  'password_check_failed',
  'password_reset',
  'invitation_accepted',
  'sign_in',
  'sign_in_failed',
  'sign_out',
  'sessions_ended',
  'two_factor_on',
  'two_factor_off',
  // The email list (issue 44): an address suppressed or taken off, erased, an import.
  'subscriber_state',
  'subscriber_erase',
  'subscriber_import',
  // A newsletter's test sent to its writer, and the letter sent or scheduled.
  'newsletter_test',
  'newsletter_send',
  // The email outbox.
  'mail_test',
  'mail_retry',
  // The site's own first start.
  'demo_content',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/**
 * What an entry is about: a resource of the registry by its API name (`events`,
 * `blog_videos`), or one of the calls written by hand.
 */
export const AUDIT_RESOURCES = [
  ...(Object.keys(resources) as (keyof typeof resources)[]),
  'stats',
  'banners',
  'payment_methods',
  // Visitors' registrations for events that sell seats (issue 40).
  'registrations',
  // The email list (issue 44).
  'subscribers',
  'newsletters',
  // The coach's hours for booking (one record).
  'availability',
  // The social cards of the public pages (one per page, record_id the page's key).
  'pages',
  'files',
  'accounts',
  'mail',
  'site',
] as const;
export type AuditResource = (typeof AUDIT_RESOURCES)[number];

/**
 * One entry as `GET /api/audit` answers it. `account_id` and `username` are null for the
 * site's own work and for a failed sign-in under a name no account has; `username` is the
 * name the account had then, so the entry still reads after the account is deleted.
 * `record_id` is text: an uploaded file's id is not a number.
 */
export interface AuditEntry {
  id: number;
  at: string;
  account_id: number | null;
  username: string | null;
  action: AuditAction;
  resource: AuditResource;
  record_id: string | null;
  /** What else is worth knowing: the fields an update changed, the role given… */
  detail: AuditDetail | null;
}

/** Never a password, a token, a secret or a customer's personal data. */
export interface AuditDetail {
  /** The fields an update or a settings save changed. */
  fields?: string[];
  /** The role an invitation or a role change gave. */
  role?: string;
  /** How many sessions a sign-out elsewhere ended, records the demo added, preview links revoked. */
  count?: number;
  /** The status an order, or the state a booked time, was moved to. */
  status?: string;
}

/** Entries per page when a call names no `limit`: the log is never answered whole. */
export const AUDIT_DEFAULT_LIMIT = 100;
