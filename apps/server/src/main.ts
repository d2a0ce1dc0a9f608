import { buildServer, connect } from '@coach/api';
import { bootstrap } from './bootstrap.ts';
import { fileURLToPath } from 'node:url';
import { readEnv } from './env.ts';
import { webBuildExists, webPlugin } from './web.ts';

const env = readEnv();
const database = connect(env.DATABASE_URL);
const { app, services } = await buildServer({
  database,
  maxUploadMb: env.MAX_UPLOAD_MB,
  tokenTtlHours: env.TOKEN_TTL_HOURS,
  trustProxy: env.TRUST_PROXY,
  logger: { level: env.LOG_LEVEL },
});

await bootstrap(services, env, app.log);

const webBuild = fileURLToPath(new URL('../../web/build', import.meta.url));
if (!webBuildExists(webBuild)) {
  throw new Error('The web build is missing: run `npm run build` (npm start does this for you).');
}
await app.register(webPlugin, { services, buildDir: webBuild, publicUrl: env.PUBLIC_URL });

const shutdown = async (signal: string) => {
  app.log.info(`${signal} received, shutting down`);
  await app.close();
  await database.close();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: env.PORT, host: env.HOST });
