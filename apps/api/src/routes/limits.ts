import { type ResourceDef, apiMessage } from '@coach/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isAdmin } from '../auth/viewer.ts';
import { HttpError } from '../http/problem.ts';

/**
 * Requests per minute. Every limit applies to everyone: a signed-in account is an
 * account that may have been stolen, or an editor aiming at the owner.
 */
export interface RateLimits {
  /** Sign-in, reset and password checks: per client address, and again per account aimed at. */
  login: number;
  /** A visitor's writes (forms, uploads), per client address. */
  publicWrites: number;
  /** The same writes by a signed-in account: the back office's own bulk work needs more room. */
  signedInWrites: number;
}

export const DEFAULT_RATE_LIMITS: RateLimits = { login: 10, publicWrites: 30, signedInWrites: 300 };

const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: 60_000 } });

/** Per client address; higher when signed in, never unlimited. */
const writes = (limits: RateLimits) => ({
  rateLimit: {
    max: (request: FastifyRequest) =>
      isAdmin(request.viewer) ? limits.signedInWrites : limits.publicWrites,
    timeWindow: 60_000,
  },
});

/**
 * A visitor's form: limited per address, and answered once per Idempotency-Key
 * (http/idempotent-routes.ts), so a retry after a lost answer stores nothing twice.
 */
const visitorForm = (limits: RateLimits) => ({ ...writes(limits), idempotent: true as const });

export const publicWriteLimit = (def: ResourceDef, limits: RateLimits) =>
  def.access.create === 'public' ? visitorForm(limits) : {};
export const loginLimit = (limits: RateLimits) => perMinute(limits.login);
/** An upload to /api/files, whose handler reads the body (and then its key). */
export const uploadLimit = (limits: RateLimits) => ({
  ...writes(limits),
  idempotent: 'handler' as const,
});
/** A new receipt's id for an order or a registration, or a waiting-list claim. */
export const receiptLimit = (limits: RateLimits) => visitorForm(limits);
/** A visitor's form outside the registry (a registration for an event, a sign-up). */
export const formLimit = (limits: RateLimits) => visitorForm(limits);
/** A visitor's answer to a link (a confirmation, an unsubscribe, a cancel): once by nature. */
export const linkLimit = (limits: RateLimits) => writes(limits);
/** A visitor's cancel or move of their booked time, from the link in their email. */
export const visitorChangeLimit = (limits: RateLimits) => perMinute(limits.publicWrites);

/**
 * A second count beside the per-address one, per account aimed at (sign-in's name, a
 * reset's address, the signed-in account whose password is checked), wherever the
 * requests come from: many addresses must not add up to many guesses at one password.
 * Limiters of the same `kind` share one count (the plugin keys these by the key alone).
 * A preHandler of its own: the plugin's route hook runs once per request, so a second
 * one through it would be skipped.
 */
export function perAccountLimit(
  app: FastifyInstance,
  limits: RateLimits,
  kind: string,
  /** The account aimed at; null: none (not signed in), which the route itself refuses. */
  target: (request: FastifyRequest) => string | null,
) {
  const limiter = app.createRateLimit({
    max: limits.login,
    timeWindow: 60_000,
    keyGenerator: (request) => `${kind} ${target(request)}`,
  });
  return async (request: FastifyRequest) => {
    if (target(request) === null) return;
    const count = await limiter(request);
    if (!count.isAllowed && count.isExceeded) {
      throw new HttpError(429, 'Too Many Requests', apiMessage('tooManyAttempts'));
    }
  };
}

/** A field of a request's body as a count's key: trimmed, in lower case, '' when absent. */
export const bodyField = (request: FastifyRequest, field: string) => {
  const value = (request.body as Record<string, unknown> | undefined)?.[field];
  return typeof value === 'string' ? value.trim().toLowerCase() : '';
};
