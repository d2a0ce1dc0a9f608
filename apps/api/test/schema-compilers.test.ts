import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { lazySchemaCompilers } from '../src/http/schema-compilers.ts';

/**
 * Fastify's JSON Schema compilers are loaded when a route first needs one, not at every
 * start (http/schema-compilers.ts): a server starts without them, and a route with a
 * schema is checked and answered as Fastify's own defaults would.
 */
const require = createRequire(import.meta.url);
const loaded = (module: string) =>
  Object.keys(require.cache).some((path) => path.includes(`/node_modules/${module}/`));

const COMPILERS = ['@fastify/ajv-compiler', '@fastify/fast-json-stringify-compiler'];

describe('the schema compilers', () => {
  // In a process of its own: this one may have loaded them for an earlier test file.
  it('are not loaded by a server starting', async () => {
    const started = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'processes/started-server-modules.ts', ...COMPILERS],
      { cwd: import.meta.dirname },
    );
    const { health, loaded: found } = JSON.parse(started.stdout.trim().split('\n').at(-1)!);
    expect(health).toBe(200);
    expect(found).toEqual([]);
  });

  it('check and answer a route with schemas as Fastify’s defaults do', async () => {
    const app = Fastify({ schemaController: lazySchemaCompilers });
    app.post(
      '/echo',
      {
        schema: {
          body: {
            type: 'object',
            required: ['name'],
            properties: { name: { type: 'string', minLength: 2 } },
          },
          response: { 200: { type: 'object', properties: { name: { type: 'string' } } } },
        },
      },
      async (request) => ({ ...(request.body as object), secret: 'not in the schema' }),
    );
    const refused = await app.inject({ method: 'POST', url: '/echo', payload: { name: 'x' } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/must NOT have fewer than 2 characters/);
    const answered = await app.inject({ method: 'POST', url: '/echo', payload: { name: 'Mung' } });
    expect(answered.statusCode).toBe(200);
    expect(answered.json()).toEqual({ name: 'Mung' });
    expect(loaded('@fastify/ajv-compiler')).toBe(true);
    await app.close();
  });
});
