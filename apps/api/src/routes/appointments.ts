import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireOwner } from '../auth/access.ts';
import type { Services } from '../services.ts';

type IdParams = { id: string };

/**
 * The owner's calls on one appointment request beyond the registry's read and delete
 * (owners only, as appointments are): resolve or undo it, and the note.
 */
export function appointmentRoutes(app: FastifyInstance, services: Services) {
  const { appointments } = services;
  const ownerOnly = { preHandler: async (request: FastifyRequest) => requireOwner(request) };

  app.put<{ Params: IdParams }>('/appointments/:id/resolve', ownerOnly, (request) =>
    appointments.setResolved(request.params.id, request.body, request.viewer),
  );
  app.put<{ Params: IdParams }>('/appointments/:id/note', ownerOnly, (request) =>
    appointments.setNote(request.params.id, request.body, request.viewer),
  );
}
