import { type Services, ensureSiteSettings, seedDemoContent } from '@coach/api';
import type { FastifyBaseLogger } from 'fastify';
import type { Env } from './env.ts';

/**
 * First-start chores: the admin account named in the environment (for automated
 * setups), the colour and constant rows the back office can only edit, and demo
 * content when the database is empty and DEMO_CONTENT is on.
 */
export async function bootstrap(services: Services, env: Env, log: FastifyBaseLogger) {
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

  const added = await ensureSiteSettings(services);
  if (added.length) log.info(`site settings added: ${added.join(', ')}`);

  if (env.DEMO_CONTENT) {
    // The demo is a convenience: if it fails, the site still starts (and says why).
    try {
      const seeded = await seedDemoContent(services, { log: (message) => log.info(message) });
      if (!seeded) log.debug('demo content not added: the database already has content');
    } catch (error) {
      log.error({ err: error }, 'demo content could not be added');
    }
  }
}
