import { type BookingState, HOLDING_STATES, apiMessage, resources, schemas } from '@coach/contract';
import { type Viewer, systemViewer } from '../auth/viewer.ts';
import type { Database, Executor } from '../db/connect.ts';
import { conflict, parseOrThrow } from '../http/problem.ts';
import type { CrudService } from '../resources/crud-service.ts';
import { ownerNote } from '../resources/owner-note.ts';

/**
 * What the owner does with a visitor's appointment request besides reading it: resolve
 * it or undo that, keep a note on it, delete it to the trash. (Its booked time, if it has
 * one, is moved by the booking's own calls.)
 */
export function appointmentService(database: Database, crud: CrudService) {
  const def = resources.appointments;

  /**
   * PUT /appointments/{id}/resolve. The spec's call sends `{resolved: true}` (older
   * clients nothing at all); `{resolved: false}` puts the request back among the open ones.
   */
  function setResolved(rawId: unknown, body: unknown, by: Viewer = systemViewer) {
    const resolved = parseOrThrow(schemas.resolveBody, body)?.resolved ?? true;
    return crud.setFlag(def, rawId, 'resolved', resolved, by);
  }

  /**
   * A request holding a booked time cannot go to the trash: the time would be freed
   * without the visitor hearing of it, and a restore could not take it back if someone
   * else booked it meanwhile. Cancelling the booking tells the visitor and frees the time.
   */
  async function refuseWhileBooked(trx: Executor, id: number) {
    const row = await trx
      .selectFrom(def.table)
      .select('booking')
      .where('id', '=', id)
      .executeTakeFirst();
    if (row && HOLDING_STATES.includes(row.booking as BookingState)) {
      throw conflict(apiMessage('cancelBookingFirst'));
    }
  }

  /** DELETE /appointments/{id}: to the trash, whence it can be restored. */
  const remove = (rawId: unknown, by: Viewer = systemViewer) =>
    crud.remove(def, rawId, by, { mayGo: refuseWhileBooked });

  return {
    setResolved,
    /** PUT /appointments/{id}/note: the owner's words, never shown to the visitor. */
    setNote: ownerNote(database, crud, def, schemas.appointment.note, 'appointment_note'),
    remove,
  };
}

export type AppointmentService = ReturnType<typeof appointmentService>;
