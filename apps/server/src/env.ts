import { DEFAULT_NEWSLETTERS_PER_HOUR } from '@coach/contract/newsletters';
import {
  DEFAULT_AUDIT_DAYS,
  DEFAULT_MIN_FILL_SECONDS,
  DEFAULT_ORDER_HOLD_HOURS,
  DEFAULT_OVERLOAD,
  DEFAULT_RATE_LIMITS,
  DEFAULT_UPLOAD_QUOTA,
  type OverloadOptions,
  type RateLimits,
} from '@coach/api';
import { DEFAULT_WAITLIST_OFFER_HOURS } from '@coach/contract';
import {
  DEFAULT_REMINDER_HOURS,
  DEFAULT_REVISIONS_KEPT,
  DEFAULT_TRASH_DAYS,
  EMAIL_PATTERN,
  PASSWORD_MIN_LENGTH,
} from '@coach/contract';
import { DEFAULT_TIME_ZONE, isTimeZone } from '@coach/contract/formats';
import { z } from 'zod';
import { trustProxySetting } from './trust-proxy.ts';

/** Addresses only this machine reaches: a visitor can only come through a proxy there. */
const isLoopback = (host: string) =>
  host === 'localhost' || host === '::1' || /^127(?:\.\d{1,3}){3}$/.test(host);

/** Every setting the server reads, checked once at start (docs/configuration.md lists them). */
const schema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATABASE_URL: z.string().default('sqlite:./data/site.db'),
  ADMIN_USERNAME: z.string().optional(),
  // The rules of any new password (the contract's); common ones are refused in bootstrap.ts.
  ADMIN_PASSWORD: z
    .string()
    .min(PASSWORD_MIN_LENGTH, `ADMIN_PASSWORD must be at least ${PASSWORD_MIN_LENGTH} characters`)
    .refine((value) => value.trim() !== '', 'ADMIN_PASSWORD cannot be only spaces')
    .optional(),
  ADMIN_EMAIL: z.email({ pattern: EMAIL_PATTERN }).optional(),
  PUBLIC_URL: z.url().optional(),
  MAX_UPLOAD_MB: z.coerce.number().positive().default(10),
  // What one visitor's address may upload in an hour, and what unused visitors' uploads
  // may hold before the oldest are deleted (files/upload-quota.ts).
  UPLOAD_MB_PER_HOUR: z.coerce.number().positive().default(DEFAULT_UPLOAD_QUOTA.perClientHourMb),
  UNUSED_UPLOADS_MB: z.coerce.number().positive().default(DEFAULT_UPLOAD_QUOTA.unusedTotalMb),
  TOKEN_TTL_HOURS: z.coerce.number().positive().default(12),
  // Days the audit log keeps an entry; 0 keeps every entry (docs/owner-guide.md, "Activity").
  AUDIT_DAYS: z.coerce.number().int().min(0).default(DEFAULT_AUDIT_DAYS),
  // Earlier versions kept per record; older ones are forgotten.
  REVISIONS_KEPT: z.coerce.number().int().min(1).default(DEFAULT_REVISIONS_KEPT),
  // Days a deleted record waits in the trash before it is purged.
  TRASH_DAYS: z.coerce.number().positive().default(DEFAULT_TRASH_DAYS),
  // Hours a rejected order keeps its stock while the customer sends a new receipt.
  ORDER_HOLD_HOURS: z.coerce.number().positive().default(DEFAULT_ORDER_HOLD_HOURS),
  // Hours a waiting-list offer holds its seats before they pass to the next in line.
  WAITLIST_OFFER_HOURS: z.coerce.number().positive().default(DEFAULT_WAITLIST_OFFER_HOURS),
  // Hours before a booked session that the visitor's reminder email goes.
  REMINDER_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 14)
    .default(DEFAULT_REMINDER_HOURS),
  TRUST_PROXY: trustProxySetting,
  DEMO_CONTENT: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  // Requests served at once by this process; more are answered 503 at once (overload.ts).
  MAX_CONCURRENT_REQUESTS: z.coerce.number().int().min(1).default(DEFAULT_OVERLOAD.maxInFlight),
  // Extra listening handles, each taking one new connection per turn of the event loop
  // (accept-handles.ts); 0 leaves one.
  ACCEPT_HANDLES: z.coerce.number().int().min(0).max(256).default(16),
  // Event-loop delay past which new requests are answered 503 (overload.ts).
  MAX_EVENT_LOOP_DELAY_MS: z.coerce
    .number()
    .int()
    .min(50)
    .default(DEFAULT_OVERLOAD.maxEventLoopDelayMs),
  // Email (docs/operations.md): without SMTP_URL nothing is queued or sent; NOTIFY_EMAIL is the owner's.
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^/]+/, 'SMTP_URL must look like smtp://user:pass@host:port or smtps://…')
    .optional(),
  NOTIFY_EMAIL: z
    .email({ pattern: EMAIL_PATTERN, error: 'NOTIFY_EMAIL must be an email address' })
    .optional(),
  MAIL_FROM: z.string().min(3).optional(),
  NOTIFY_LANGUAGE: z.enum(['en', 'mm']).default('en'),
  // Newsletter mails sent per hour by all instances together (docs/decisions/0044).
  NEWSLETTER_PER_HOUR: z.coerce
    .number()
    .int()
    .min(1)
    .max(1_000_000)
    .default(DEFAULT_NEWSLETTERS_PER_HOUR),
  SITE_TIME_ZONE: z
    .string()
    .refine(isTimeZone, 'SITE_TIME_ZONE must be an IANA time zone name, e.g. Asia/Yangon')
    .default(DEFAULT_TIME_ZONE),
  // Sign-ins, reset requests and password checks a minute per client address, and
  // sign-ins and reset requests per account aimed at (routes/limits.ts). An office whose
  // staff share one address may need more than the default; the browser tests, which sign
  // in dozens of times, raise it.
  SIGN_IN_ATTEMPTS_PER_MINUTE: z.coerce
    .number()
    .int()
    .min(3)
    .max(1000)
    .default(DEFAULT_RATE_LIMITS.login),
  // The public forms' spam trap (docs/owner-guide.md, "Spam"): a form sent back sooner than this after
  // it was handed out is spam (0: no time check); the key its stamps are signed with.
  SPAM_MIN_FILL_SECONDS: z.coerce.number().min(0).max(600).default(DEFAULT_MIN_FILL_SECONDS),
  FORM_STAMP_SECRET: z
    .string()
    .min(32, 'FORM_STAMP_SECRET must be at least 32 characters, e.g. `openssl rand -hex 32`')
    .optional(),
  // Page views counted on the server without cookies (docs/decisions/0042); `off` counts none.
  ANALYTICS: z
    .enum(['on', 'off'])
    .default('on')
    .transform((v) => v === 'on'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // A person at a terminal reads lines; a journal or log collector wants JSON.
  LOG_FORMAT: z.enum(['pretty', 'json']).default(() => (process.stdout.isTTY ? 'pretty' : 'json')),
  NODE_ENV: z.string().optional(),
});

/**
 * Pages, the sitemap and robots.txt name the site's address. Without PUBLIC_URL it would
 * come from each request's Host header, which anyone can write: production needs it
 * unless the server listens only where no visitor reaches (siteUrlOf).
 */
const checked = schema.superRefine((env, context) => {
  if (env.NODE_ENV === 'production' && !env.PUBLIC_URL && !isLoopback(env.HOST)) {
    context.addIssue({
      code: 'custom',
      path: ['PUBLIC_URL'],
      message: `required in production when HOST (${env.HOST}) is not a loopback address: the address visitors use, e.g. PUBLIC_URL=https://coach.example`,
    });
  }
});

export type Env = z.infer<typeof schema>;

/** The variables the server reads: docs/configuration.md must document each (a test checks). */
export const SETTING_NAMES: readonly string[] = Object.keys(schema.shape);

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = checked.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues
      .map((i) => `  ${i.path.join('.')}: ${i.message}`)
      .join('\n');
    throw new Error(`Invalid environment:\n${problems}`);
  }
  return result.data;
}

/**
 * The site's address as pages name it: PUBLIC_URL, or on a loopback HOST (the default)
 * the address the server listens on, which only this machine reaches. Undefined only
 * outside production on another HOST: each answer then names its request's own origin
 * and is never kept or shared (web.ts).
 */
export const siteUrlOf = (env: Env): string | undefined => {
  if (env.PUBLIC_URL) return env.PUBLIC_URL;
  if (!isLoopback(env.HOST)) return undefined;
  return `http://${env.HOST.includes(':') ? `[${env.HOST}]` : env.HOST}:${env.PORT}`;
};

/**
 * The email settings of the environment, as the API takes them. Emails link to the
 * site's address as pages name it, so a site on its default loopback HOST (a fresh
 * clone) still sends working reset and back-office links to its owner on that machine.
 */
export const mailSettingsOf = (env: Env) => ({
  smtpUrl: env.SMTP_URL,
  notifyEmail: env.NOTIFY_EMAIL,
  from: env.MAIL_FROM,
  publicUrl: siteUrlOf(env),
  ownerLanguage: env.NOTIFY_LANGUAGE,
  newslettersPerHour: env.NEWSLETTER_PER_HOUR,
});

/** The overload guard's two limits (apps/api/src/http/overload.ts). */
export const overloadOf = (env: Env): OverloadOptions => ({
  maxInFlight: env.MAX_CONCURRENT_REQUESTS,
  maxEventLoopDelayMs: env.MAX_EVENT_LOOP_DELAY_MS,
});

/** The API's per-minute limits: only sign-in's is a setting. */
export const rateLimitsOf = (env: Env): RateLimits => ({
  ...DEFAULT_RATE_LIMITS,
  login: env.SIGN_IN_ATTEMPTS_PER_MINUTE,
});

/** The public forms' spam trap, as the API takes it (content/spam-trap.ts). */
export const spamTrapOf = (env: Env) => ({
  minFillSeconds: env.SPAM_MIN_FILL_SECONDS,
  secret: env.FORM_STAMP_SECRET,
});
