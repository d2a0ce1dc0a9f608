import type { FastifyInstance } from 'fastify';

/** The name of the hook with which Fastify's HEAD copy of a GET route drops the body. */
const DROP_BODY = 'headRouteOnSendHandler';

/**
 * Fastify answers HEAD with a copy of each GET route, whose first onSend hook drops the
 * body. Hooks added to routes after that (compression) then see no body, and leave out
 * headers the GET sends (Content-Encoding, Vary). This moves the dropping hook last, so a
 * HEAD goes through every hook its GET goes through and loses only its body. Register it
 * after the plugins whose hooks it should run behind.
 */
export function headAnswersAsGet(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    if (route.method !== 'HEAD' || !Array.isArray(route.onSend)) return;
    const at = route.onSend.findIndex((hook) => hook.name === DROP_BODY);
    if (at < 0 || at === route.onSend.length - 1) return;
    const [dropBody] = route.onSend.splice(at, 1);
    route.onSend.push(dropBody!);
  });
}
