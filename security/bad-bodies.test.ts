import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, databases, startTestServer } from '../apps/api/test/harness.ts';
import { type JsonSchema, WRITE_ROUTES, type WriteRoute, urlOf } from './openapi-routes.ts';

/**
 * Bodies no client of ours sends — nested thousands deep, cut off, of the wrong shape or
 * types — to every write route of /api/openapi.json that takes JSON, as the caller the
 * route expects (the admin for the admin's routes), and cut or malformed uploads and
 * sign-ins: each is a 4xx problem, never a 500.
 */

const DEPTH = 5_000;
const wrongValue = (schema: JsonSchema | undefined): unknown => {
  const types = [schema?.type ?? schema?.anyOf?.[0]?.type ?? schema?.oneOf?.[0]?.type].flat();
  if (types.includes('string')) return { not: 'text' };
  if (types.includes('number') || types.includes('integer')) return 'not a number';
  if (types.includes('boolean')) return 'maybe';
  if (types.includes('array')) return 'not a list';
  return ['not', 'an', 'object'];
};

/** Raw JSON texts, each wrong in its own way. */
const JSON_CASES: [name: string, body: (route: WriteRoute) => string][] = [
  ['nested arrays', () => '['.repeat(DEPTH) + ']'.repeat(DEPTH)],
  ['nested objects', () => '{"a":'.repeat(DEPTH) + '1' + '}'.repeat(DEPTH)],
  ['cut off', () => '{"name": "half'],
  ['not JSON', () => 'name=value'],
  ['an array', () => '[1, 2, 3]'],
  ['a string', () => '"text"'],
  ['a number', () => '42'],
  ['null', () => 'null'],
  [
    'every field of the wrong type',
    (route) =>
      JSON.stringify(
        Object.fromEntries(
          Object.entries(route.body?.schema?.properties ?? { name: {} }).map(([field, schema]) => [
            field,
            wrongValue(schema),
          ]),
        ),
      ),
  ],
  ['a NUL character', () => JSON.stringify({ name: 'a\u0000b', title: 'a\u0000b' })],
];

const JSON_ROUTES = WRITE_ROUTES.filter((route) => route.body?.type === 'application/json');

const BOUNDARY = '----security-suite';
const part = (headers: string, content: string) =>
  `--${BOUNDARY}\r\n${headers}\r\n\r\n${content}\r\n`;
/** Uploads (POST /files) that are not a whole, well-formed form. */
const UPLOAD_CASES: [name: string, contentType: string, body: string][] = [
  [
    'cut off in the file',
    `multipart/form-data; boundary=${BOUNDARY}`,
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG\r\n\x1a\n`,
  ],
  ['no boundary', 'multipart/form-data', part('Content-Disposition: form-data; name="file"', 'x')],
  ['no parts', `multipart/form-data; boundary=${BOUNDARY}`, `--${BOUNDARY}--\r\n`],
  [
    'a field, not a file',
    `multipart/form-data; boundary=${BOUNDARY}`,
    part('Content-Disposition: form-data; name="file"', 'just text') + `--${BOUNDARY}--\r\n`,
  ],
  [
    'not an image',
    `multipart/form-data; boundary=${BOUNDARY}`,
    part(
      'Content-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png',
      'this is not a picture',
    ) + `--${BOUNDARY}--\r\n`,
  ],
  ['JSON instead of a form', 'application/json', '{"file": "a.png"}'],
];

/** Sign-ins (POST /token) that are not a form of two texts. */
const SIGN_IN_CASES: [name: string, contentType: string, body: string][] = [
  ['an empty form', 'application/x-www-form-urlencoded', ''],
  ['broken escapes', 'application/x-www-form-urlencoded', 'username=%E0%A4%A&password=%'],
  ['nested JSON', 'application/json', '{"username": {"$ne": null}, "password": ["x"]}'],
  ['plain text', 'text/plain', 'admin:secret'],
];

const problems = (answer: Awaited<ReturnType<TestServer['call']>>) =>
  answer.statusCode >= 400 &&
  answer.statusCode < 500 &&
  /^application\/problem\+json/.test(String(answer.headers['content-type']));

describe.each(databases)('%s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server?.close());

  const send = (
    route: { method: string; admin: boolean },
    url: string,
    type: string,
    body: string,
  ) =>
    server.app.inject({
      method: route.method as 'POST',
      url,
      payload: body,
      headers: {
        'content-type': type,
        ...(route.admin && { authorization: `Bearer ${server.token}` }),
      },
    });

  it(`${JSON_ROUTES.length} JSON write routes × ${JSON_CASES.length} bad bodies = ${
    JSON_ROUTES.length * JSON_CASES.length
  } calls, each a 4xx problem`, async () => {
    const wrong: string[] = [];
    for (const route of JSON_ROUTES) {
      for (const [name, body] of JSON_CASES) {
        const answer = await send(route, urlOf(route), 'application/json', body(route));
        if (!problems(answer))
          wrong.push(`${route.name}, ${name}: ${answer.statusCode} ${answer.body.slice(0, 200)}`);
      }
    }
    console.log(
      `[security] ${kind}: ${JSON_ROUTES.length} routes × ${JSON_CASES.length} bad JSON bodies`,
    );
    expect(wrong).toEqual([]);
  });

  it.each(UPLOAD_CASES)('POST /files, %s: a 4xx problem', async (_, type, body) => {
    const answer = await send({ method: 'POST', admin: false }, '/api/files', type, body);
    expect(problems(answer), `${answer.statusCode} ${answer.body}`).toBe(true);
  });

  it.each(SIGN_IN_CASES)('POST /token, %s: a 4xx problem', async (_, type, body) => {
    const answer = await send({ method: 'POST', admin: false }, '/api/token', type, body);
    expect(problems(answer), `${answer.statusCode} ${answer.body}`).toBe(true);
  });
});
