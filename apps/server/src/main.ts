import { buildServer, connect } from '@coach/api';
import { bootstrapAdmin } from './bootstrap.ts';
import { readEnv } from './env.ts';

const env = readEnv();
const database = connect(env.DATABASE_URL);
const { app, services } = await buildServer({
  database,
  maxUploadMb: env.MAX_UPLOAD_MB,
  tokenTtlHours: env.TOKEN_TTL_HOURS,
  trustProxy: env.TRUST_PROXY,
  logger: { level: env.LOG_LEVEL },
});

await bootstrapAdmin(services, env, app.log);

const shutdown = async (signal: string) => {
  app.log.info(`${signal} received, shutting down`);
  await app.close();
  await database.close();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: env.PORT, host: env.HOST });
