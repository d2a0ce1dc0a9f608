import { schemas } from '@coach/contract';
import type { FastifyInstance } from 'fastify';
import { allow } from '../auth/access.ts';
import { type IdParams, idParams } from '../http/route-docs.ts';
import type { Services } from '../services.ts';

/**
 * The owner's calls on one appointment request beyond the registry's read and delete
 * (staff and owners, as appointments are): resolve or undo it, and the note.
 */
export function appointmentRoutes(app: FastifyInstance, services: Services) {
  const { appointments } = services;

  const tags = ['appointments'];
  const params = idParams('id');

  const resolve = allow('staff', {
    tags,
    summary:
      'Mark an appointment resolved ({"resolved": true}, as no body does), or undo that ({"resolved": false}). Answers the appointment',
    params,
    body: schemas.resolveBody,
  });
  app.put<{ Params: IdParams }>('/appointments/:id/resolve', resolve, (request) =>
    appointments.setResolved(request.params.id, request.body, request.viewer),
  );
  const note = allow('staff', {
    tags,
    summary:
      "Save the owner's note on an appointment request (never shown to the visitor); an empty note clears it. Answers the appointment",
    params,
    body: schemas.appointment.note,
  });
  app.put<{ Params: IdParams }>('/appointments/:id/note', note, (request) =>
    appointments.setNote(request.params.id, request.body, request.viewer),
  );
}
