import { DEFAULT_OVERLOAD } from '@coach/api';
import { z } from 'zod';

/** Every setting the server reads, checked once at start (README lists them). */
const schema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATABASE_URL: z.string().default('sqlite:./data/site.db'),
  ADMIN_USERNAME: z.string().optional(),
  ADMIN_PASSWORD: z.string().min(8, 'ADMIN_PASSWORD must be at least 8 characters').optional(),
  ADMIN_EMAIL: z.email().optional(),
  PUBLIC_URL: z.url().optional(),
  MAX_UPLOAD_MB: z.coerce.number().positive().default(10),
  TOKEN_TTL_HOURS: z.coerce.number().positive().default(12),
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  DEMO_CONTENT: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  // Requests served at once by this process; more are answered 503 at once (overload.ts).
  MAX_CONCURRENT_REQUESTS: z.coerce.number().int().min(1).default(DEFAULT_OVERLOAD.maxInFlight),
  // Email (README): without SMTP_URL nothing is queued or sent; NOTIFY_EMAIL is the owner's.
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^/]+/, 'SMTP_URL must look like smtp://user:pass@host:port or smtps://…')
    .optional(),
  NOTIFY_EMAIL: z.email('NOTIFY_EMAIL must be an email address').optional(),
  MAIL_FROM: z.string().min(3).optional(),
  NOTIFY_LANGUAGE: z.enum(['en', 'mm']).default('en'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // A person at a terminal reads lines; a journal or log collector wants JSON.
  LOG_FORMAT: z.enum(['pretty', 'json']).default(() => (process.stdout.isTTY ? 'pretty' : 'json')),
});

export type Env = z.infer<typeof schema>;

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = schema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues
      .map((i) => `  ${i.path.join('.')}: ${i.message}`)
      .join('\n');
    throw new Error(`Invalid environment:\n${problems}`);
  }
  return result.data;
}

/** The email settings of the environment, as the API takes them. */
export const mailSettingsOf = (env: Env) => ({
  smtpUrl: env.SMTP_URL,
  notifyEmail: env.NOTIFY_EMAIL,
  from: env.MAIL_FROM,
  publicUrl: env.PUBLIC_URL,
  ownerLanguage: env.NOTIFY_LANGUAGE,
});
