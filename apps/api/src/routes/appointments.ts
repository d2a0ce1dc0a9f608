import type { FastifyInstance } from 'fastify';
import { allow } from '../auth/access.ts';
import type { Services } from '../services.ts';

type IdParams = { id: string };

/**
 * The owner's calls on one appointment request beyond the registry's read and delete
 * (staff and owners, as appointments are): resolve or undo it, and the note.
 */
export function appointmentRoutes(app: FastifyInstance, services: Services) {
  const { appointments } = services;
  const staff = allow('staff');

  app.put<{ Params: IdParams }>('/appointments/:id/resolve', staff, (request) =>
    appointments.setResolved(request.params.id, request.body, request.viewer),
  );
  app.put<{ Params: IdParams }>('/appointments/:id/note', staff, (request) =>
    appointments.setNote(request.params.id, request.body, request.viewer),
  );
}
