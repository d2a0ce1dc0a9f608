import type { Services } from '@coach/api';
import type { FastifyBaseLogger } from 'fastify';
import type { Env } from './env.ts';

/**
 * First-start chores: the admin account named in the environment (for automated
 * setups), and demo content when the database is empty.
 */
export async function bootstrapAdmin(services: Services, env: Env, log: FastifyBaseLogger) {
  if (env.ADMIN_USERNAME && env.ADMIN_PASSWORD) {
    try {
      await services.accounts.create({
        username: env.ADMIN_USERNAME,
        email: env.ADMIN_EMAIL ?? `${env.ADMIN_USERNAME}@localhost`,
        password: env.ADMIN_PASSWORD,
      });
      log.info(`admin account "${env.ADMIN_USERNAME}" created`);
    } catch (error) {
      if ((error as { status?: number }).status !== 409) throw error;
    }
  }
}
