import { beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, databases, useTestServer } from './harness.ts';
import { expectInvalid, expectProblem, row, signedInEditor } from './helpers.ts';
import { appointmentBody } from './payloads.ts';

type Body = Record<string, unknown>;

/**
 * The owner's work on one appointment request (its screen, /admin/appointments/{id}): a
 * note only the back office reads, resolve and its undo, delete to the trash and restore,
 * each recorded in the audit log; owners' calls only, and a refused call changes nothing.
 */
describe.each(databases)('an appointment request in the back office on %s', (kind) => {
  let editor: TestServer['call'];
  const server = useTestServer(kind);
  beforeAll(async () => {
    editor = await signedInEditor(server, 'editor-appointments');
  });

  const request = async (over: Body = {}) => {
    const res = await server.call('POST', '/api/appointment', appointmentBody(over));
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as Body & { id: number };
  };
  const read = async (id: number) => {
    const res = await server.admin('GET', `/api/appointments/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Body;
  };
  /** The audit log's actions on this request, oldest first. */
  const logged = async (id: number) => {
    const res = await server.admin('GET', '/api/audit?resource=appointments&limit=100');
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { action: string; record_id: string }[])
      .filter((entry) => entry.record_id === String(id))
      .map((entry) => entry.action)
      .reverse();
  };
  const note = (id: number | string, body: unknown, as = server.admin) =>
    as('PUT', `/api/appointments/${id}/note`, body);
  const resolve = (id: number | string, body?: unknown, as = server.admin) =>
    as('PUT', `/api/appointments/${id}/resolve`, body);

  it('keeps the owner’s note, saved and read back, cleared when blank', async () => {
    const { id } = await request({ message: 'Line one\nLine two of a long message' });
    expect(await read(id)).toMatchObject({
      note: null,
      message: 'Line one\nLine two of a long message',
    });

    const saved = await note(id, { note: '  Called back: prefers mornings  ' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ id, note: 'Called back: prefers mornings' });
    expect(await read(id)).toMatchObject({ note: 'Called back: prefers mornings' });
    // Burmese as typed, whole.
    await note(id, { note: 'မနက်ပိုင်း ဖုန်းဆက်ရန်' });
    expect((await read(id)).note).toBe('မနက်ပိုင်း ဖုန်းဆက်ရန်');

    const cleared = await note(id, { note: '   ' });
    expect(cleared.json().note).toBeNull();
    expect(await logged(id)).toEqual(['appointment_note', 'appointment_note', 'appointment_note']);
  });

  it('resolves with the spec’s call, undoes it with resolved false, and lists it open again', async () => {
    const { id } = await request({ name: 'Ko Undo' });
    const resolved = await resolve(id, { resolved: true });
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect(resolved.json()).toMatchObject({ id, resolved: true });

    const undone = await resolve(id, { resolved: false });
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json()).toMatchObject({ id, resolved: false });
    const open = (await server.admin('GET', '/api/appointments?resolved=false')).json() as Body[];
    expect(open.map((a) => a.id)).toContain(id);
    // Sent without a body (older clients), resolve still resolves.
    expect((await resolve(id)).json()).toMatchObject({ resolved: true });
    expect(await read(id)).toMatchObject({ resolved: true });
    expect(await logged(id)).toEqual(['resolve', 'unresolve', 'resolve']);
  });

  it('deletes to the trash, and a restore brings it back whole with its id and note', async () => {
    const { id } = await request({ name: 'Daw Trash' });
    await note(id, { note: 'Wants a team session' });
    await resolve(id, { resolved: true });
    const before = await read(id);

    expect((await server.admin('DELETE', `/api/appointments/${id}`)).statusCode).toBe(204);
    expectProblem(await server.admin('GET', `/api/appointments/${id}`), 404);
    const listed = (await server.admin('GET', '/api/appointments?spam=all')).json() as Body[];
    expect(listed.map((a) => a.id)).not.toContain(id);
    const trash = (await server.admin('GET', '/api/trash')).json() as Body[];
    expect(trash).toContainEqual(
      expect.objectContaining({ resource: 'appointments', id, title: 'Daw Trash' }),
    );
    // Once is enough: a second delete finds nothing.
    expectProblem(await server.admin('DELETE', `/api/appointments/${id}`), 404);

    const restored = await server.admin('POST', `/api/trash/appointments/${id}/restore`);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(await read(id)).toEqual(before);
    const after = (await server.admin('GET', '/api/trash')).json() as Body[];
    expect(after.filter((e) => e.resource === 'appointments' && e.id === id)).toEqual([]);
    expect(await logged(id)).toEqual(['appointment_note', 'resolve', 'delete', 'restore']);
  });

  it('keeps a request holding a booked time until its booking is cancelled (409)', async () => {
    const { id } = await request({ name: 'U Booked' });
    const time = { starts_at: '2030-03-04T03:30:00.000Z', ends_at: '2030-03-04T04:30:00.000Z' };
    await server.database.db
      .updateTable('appointment')
      .set({ ...time, booking: 'booked' })
      .where('id', '=', id)
      .execute();
    expect(await read(id)).toMatchObject({ ...time, booking: 'booked' });

    expectProblem(
      await server.admin('DELETE', `/api/appointments/${id}`),
      409,
      /Cancel the booking first/,
    );
    expect(await row(server, 'appointment', id)).toBeDefined();
    expect(await logged(id)).toEqual([]);

    await server.database.db
      .updateTable('appointment')
      .set({ booking: 'cancelled' })
      .where('id', '=', id)
      .execute();
    expect((await server.admin('DELETE', `/api/appointments/${id}`)).statusCode).toBe(204);
  });

  it('answers 404 for an appointment that does not exist', async () => {
    for (const id of [999_999, 'abc', 0]) {
      expectProblem(await note(id, { note: 'x' }), 404, 'Appointment not found');
      expectProblem(await resolve(id, { resolved: true }), 404, 'Appointment not found');
      expectProblem(await server.admin('DELETE', `/api/appointments/${id}`), 404);
    }
  });

  it('refuses wrong types with a 422 naming the field, and changes nothing', async () => {
    const { id } = await request();
    await note(id, { note: 'Kept as it was' });
    expectInvalid(await note(id, { note: 5 }), { note: 'Must be text' });
    expectInvalid(await note(id, {}), { note: 'Required' });
    expectInvalid(await note(id, { note: 'x'.repeat(5001) }), {
      note: 'Must be at most 5000 characters',
    });
    expectInvalid(await resolve(id, { resolved: 'maybe' }), { resolved: 'Must be true or false' });
    expectInvalid(await resolve(id, { resolved: 1 }), { resolved: 'Must be true or false' });
    expectProblem(await resolve(id, [true]), 422);
    expect(await read(id)).toMatchObject({ note: 'Kept as it was', resolved: false });
    expect(await logged(id)).toEqual(['appointment_note']);
  });

  it('is for owners: a visitor gets 401 and an editor 403 on every call, changing nothing', async () => {
    const { id } = await request({ name: 'Ma Private' });
    const calls: [method: 'GET' | 'PUT' | 'DELETE', url: string, body?: Body][] = [
      ['GET', `/api/appointments/${id}`],
      ['PUT', `/api/appointments/${id}/note`, { note: 'Not theirs to write' }],
      ['PUT', `/api/appointments/${id}/resolve`, { resolved: true }],
      ['PUT', `/api/appointments/${id}/resolve`, { resolved: false }],
      ['DELETE', `/api/appointments/${id}`],
    ];
    for (const [method, url, body] of calls) {
      expectProblem(await server.call(method, url, body), 401);
      expectProblem(await editor(method, url, body), 403);
    }
    expect(await read(id)).toMatchObject({ name: 'Ma Private', note: null, resolved: false });
    // Nor does an editor's trash offer an owner's records.
    expect((await editor('GET', '/api/trash')).json()).toEqual([]);
    expect(await logged(id)).toEqual([]);
  });
});
