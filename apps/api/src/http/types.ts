import type { Viewer } from '../auth/viewer.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Who is asking: set from the bearer token on every /api request. */
    viewer: Viewer;
    /** The raw bearer token, kept for logout. */
    bearer: string | undefined;
  }
}
