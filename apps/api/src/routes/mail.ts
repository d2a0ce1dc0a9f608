import { EMAIL_PATTERN, INT_MAX, LANGUAGES, apiMessage } from '@coach/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { allow } from '../auth/access.ts';
import { conflict, invalid, notFound, parseOrThrow } from '../http/problem.ts';
import { statusOf } from '../mail/outbox.ts';
import { serverName } from '../mail/settings.ts';
import { MAX_PAGE_SIZE } from '../resources/paging.ts';
import { idParams, ok, problem, problemWhen } from '../http/route-docs.ts';
import type { Services } from '../services.ts';

export const mailTestBody = z
  .object({
    to: z.email({ pattern: EMAIL_PATTERN, error: apiMessage('validEmail') }).optional(),
    language: z.enum(LANGUAGES).optional(),
  })
  .optional();

const pageQuery = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(MAX_PAGE_SIZE)
    .default(20)
    .meta({
      description: `Rows per page, 1 to ${MAX_PAGE_SIZE}`,
    }),
  offset: z.coerce.number().int().min(0).default(0).meta({
    description: 'Rows to skip before the page',
  }),
});

/** The back office's view of the outbox: what was sent, what waits, what failed and why. */
export function mailRoutes(app: FastifyInstance, { mail }: Services) {
  // Customers' addresses and what they ordered: owners only.
  const tags = ['mail'];
  const outbox = allow('owner', {
    tags,
    summary:
      "The email outbox, newest first: each message with its status (sent, waiting, failed, or held: past the cap of 3 a day per address on email an anonymous request can send, kept and never sent), attempts and the last failure's reason; with the counts per status and whether mail is on",
    querystring: pageQuery,
  });
  app.get('/mail/outbox', outbox, async (request) => {
    const page = parseOrThrow(pageQuery, request.query);
    const { rows, total, counts } = await mail.outbox.list(page);
    return {
      mail: {
        on: mail.state.customers,
        owner_notices: mail.state.owner,
        notify_email: mail.settings.notifyEmail ?? null,
        server: mail.settings.smtpUrl ? serverName(mail.settings.smtpUrl) : null,
        summary: mail.state.summary,
      },
      counts,
      total,
      rows: rows.map((row) => ({
        id: row.id,
        kind: row.kind,
        recipient: row.recipient,
        subject: row.subject,
        status: statusOf(row),
        attempts: row.attempts,
        last_error: row.last_error,
        next_attempt_at:
          row.sent_at || row.held_at ? null : new Date(row.next_attempt_at).toISOString(),
        sent_at: row.sent_at,
        held_at: row.held_at,
        created: row.created,
      })),
    };
  });

  const test = allow('owner', {
    tags,
    summary: 'Queue a test email (to NOTIFY_EMAIL unless `to` is given)',
    body: mailTestBody,
    response: {
      202: ok('Queued; the outbox shows when it is sent'),
      401: problem,
      409: problemWhen('Mail is off (SMTP_URL is not set)'),
      422: problem,
    },
  });
  app.post('/mail/test', test, async (request, reply) => {
    const body = parseOrThrow(mailTestBody, request.body) ?? {};
    if (!mail.state.customers) throw conflict(apiMessage('mailOff'));
    const to = body.to ?? mail.settings.notifyEmail;
    if (!to) throw invalid([{ field: 'to', message: apiMessage('mailNoRecipient') }]);
    await mail.queueTest(to, body.language ?? mail.settings.ownerLanguage ?? 'en', request.viewer);
    return reply.code(202).send({ queued: true, to });
  });

  const retry = allow('owner', {
    tags,
    summary:
      'Send an unsent email again now, with a fresh count of attempts (404 for a held one: it is never sent)',
    params: idParams('id'),
  });
  app.post<{ Params: { id: string } }>('/mail/outbox/:id/retry', retry, async (request) => {
    const id = Number(request.params.id);
    if (
      !Number.isSafeInteger(id) ||
      id <= 0 ||
      id > INT_MAX ||
      !(await mail.sendAgain(id, request.viewer))
    ) {
      throw notFound('Unsent email');
    }
    return { queued: true };
  });
}
