import { type Services, ensureSiteSettings, isCommonPassword, untilAvailable } from '@coach/api';
import { canReceiveMail } from '@coach/contract';
import { seedDemoContent } from '@coach/demo-content';
import type { FastifyBaseLogger } from 'fastify';
import type { Env } from './env.ts';

/**
 * First-start chores: the admin account named in the environment (for automated
 * setups), the colour and constant rows the back office can only edit, and demo
 * content when the database is empty and DEMO_CONTENT is on. Each is safe when several
 * instances start together, and each waits while the database is away or locked.
 */
export async function bootstrap(services: Services, env: Env, log: FastifyBaseLogger) {
  if (env.ADMIN_USERNAME && env.ADMIN_PASSWORD) {
    // The environment is checked before anything else; this part of it needs the list.
    if (await isCommonPassword(env.ADMIN_PASSWORD)) {
      throw new Error(
        'Invalid environment:\n  ADMIN_PASSWORD: this password is among the most common ones; choose another',
      );
    }
    const created = await untilAvailable('admin account', () => createAdmin(services, env), log);
    log.info(
      created
        ? `admin account "${env.ADMIN_USERNAME}" created`
        : `admin account "${env.ADMIN_USERNAME}" already exists`,
    );
    // As stored: the owner may have corrected it in the back office since.
    const owner = (await services.users.list()).find((u) => u.username === env.ADMIN_USERNAME);
    warnIfNoMail(owner?.email ?? adminEmail(env), log);
  }

  const added = await untilAvailable('site settings', () => ensureSiteSettings(services), log);
  if (added.length) log.info(`site settings added: ${added.join(', ')}`);

  if (env.DEMO_CONTENT) {
    // The demo is a convenience: if it fails, the site still starts (and says why).
    try {
      await untilAvailable(
        'demo content',
        () => seedDemoContent(services, { log: (message) => log.info(message) }),
        log,
      );
    } catch (error) {
      log.error({ err: error }, 'demo content could not be added');
    }
  }
}

/** The address the ADMIN_USERNAME account is made with. */
export const adminEmail = (env: Env) => env.ADMIN_EMAIL ?? `${env.ADMIN_USERNAME}@localhost`;

/**
 * Says at start when the owner's address cannot receive mail (`<name>@localhost` when
 * ADMIN_EMAIL is not set): a reset link sent there never arrives.
 */
export function warnIfNoMail(address: string, log: Pick<FastifyBaseLogger, 'warn'>) {
  if (canReceiveMail(address)) return;
  log.warn(
    `the admin account's email address ${address} cannot receive mail, so "Forgot your password?" cannot reach it: set ADMIN_EMAIL, or change the address in the back office (Accounts)`,
  );
}

/** Creates the account; false when it exists (made earlier, or by an instance starting too). */
async function createAdmin(services: Services, env: Env): Promise<boolean> {
  try {
    await services.accounts.create({
      username: env.ADMIN_USERNAME!,
      email: adminEmail(env),
      password: env.ADMIN_PASSWORD!,
    });
    return true;
  } catch (error) {
    if ((error as { status?: number }).status === 409) return false;
    throw error;
  }
}
