import { DatabaseUnavailableError } from './faults.ts';

export interface WaitLog {
  warn(message: string): void;
  info(message: string): void;
}

/**
 * Runs a start-up step, waiting for the database as long as it takes: an instance may
 * start before its database (a reboot, containers started together), or while another
 * instance holds SQLite's write lock to add the demo content. Any other error ends it.
 */
export async function untilAvailable<T>(what: string, run: () => Promise<T>, log: WaitLog) {
  for (let attempt = 1; ; attempt++) {
    try {
      const result = await run();
      if (attempt > 1) log.info(`${what}: done once the database answered`);
      return result;
    } catch (error) {
      if (!(error instanceof DatabaseUnavailableError)) throw error;
      log.warn(`${what}: ${error.detail} Waiting (attempt ${attempt}).`);
      await new Promise((resolve) => setTimeout(resolve, Math.min(5_000, 500 * attempt)));
    }
  }
}
