import { type Row, resources } from '@coach/contract';
import { call } from '../api/client.ts';
import { deleteRecord, setState } from '../api/resources.ts';

/** An appointment request as the owner reads it (GET /api/appointments/{id}). */
export type Appointment = Row<'appointments'>;

const def = resources.appointments;

export const getAppointment = (id: string) =>
  call<Appointment>(`/appointments/${encodeURIComponent(id)}`);

/** Resolve it (the spec's call) or, with false, put it back among the open ones. */
export const setResolved = (id: number, resolved: boolean) =>
  call<Appointment>(`/appointments/${id}/resolve`, { method: 'PUT', json: { resolved } });

export const markNotSpam = (id: number) => setState(def, id, 'not-spam');

/** To the trash, whence it can be restored. */
export const deleteAppointment = (id: number) => deleteRecord(def, id);
