/**
 * A bare Fastify answering fixed bytes: the reference `npm run bench` measures the site
 * against. It runs as its own process, like the site, given a JSON file of answers
 * `{ "/path?query": { "headers": {...}, "body": "<base64>" } }`, and prints its port.
 */
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const answers = new Map(
  Object.entries(JSON.parse(readFileSync(process.argv[2], 'utf8'))).map(([url, answer]) => [
    url,
    { headers: answer.headers, body: Buffer.from(answer.body, 'base64') },
  ]),
);
const app = Fastify({ logger: false });
app.get('*', (request, reply) => {
  const answer = answers.get(request.url);
  if (!answer) return reply.code(404).send();
  return reply.headers(answer.headers).send(answer.body);
});
const address = await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`${new URL(address).port}\n`);
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
