import type { ResourceDef } from '@coach/contract';

/** Requests per minute per client address. Admins are not limited. */
export interface RateLimits {
  login: number;
  publicWrites: number;
}

export const DEFAULT_RATE_LIMITS: RateLimits = { login: 10, publicWrites: 30 };

const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: 60_000 } });

export const publicWriteLimit = (def: ResourceDef, limits: RateLimits) =>
  def.access.create === 'public' ? perMinute(limits.publicWrites) : {};
export const loginLimit = (limits: RateLimits) => perMinute(limits.login);
export const uploadLimit = (limits: RateLimits) => perMinute(limits.publicWrites);
