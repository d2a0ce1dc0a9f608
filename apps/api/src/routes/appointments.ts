import { schemas } from '@coach/contract';
import type { FastifyInstance } from 'fastify';
import type { Services } from '../services.ts';
import { recordChange } from './record-change.ts';

/**
 * The owner's calls on one appointment request beyond the registry's read and delete
 * (staff and owners, as appointments are): resolve or undo it, and the note.
 */
export function appointmentRoutes(app: FastifyInstance, services: Services) {
  const { appointments } = services;

  const tags = ['appointments'];

  recordChange(
    app,
    '/appointments/:id/resolve',
    'staff',
    {
      tags,
      summary:
        'Mark an appointment resolved ({"resolved": true}, as no body does), or undo that ({"resolved": false}). Answers the appointment',
      body: schemas.resolveBody,
    },
    (id, body, viewer) => appointments.setResolved(id, body, viewer),
  );
  recordChange(
    app,
    '/appointments/:id/note',
    'staff',
    {
      tags,
      summary:
        "Save the owner's note on an appointment request (never shown to the visitor); an empty note clears it. Answers the appointment",
      body: schemas.appointment.note,
    },
    (id, body, viewer) => appointments.setNote(id, body, viewer),
  );
}
