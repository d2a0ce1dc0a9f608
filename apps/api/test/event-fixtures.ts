import { resources } from '@coach/contract';
import { beforeAll, expect } from 'vitest';
import { type TestServer, pngImage, testClock, uploadFile, useTestServer } from './harness.ts';
import type { InstanceServer } from './two-instances.ts';

type Body = Record<string, unknown>;

const DAY = 86_400_000;

/** A leadership training in Yangon: the event most registration tests sell seats for. */
export const LEADERSHIP_EVENT: Body = {
  name: 'Leadership Training',
  description: 'Two days on leading teams',
  link: 'https://example.com/leadership',
  location: 'Yangon',
};

/** An NLP course in Yangon, priced in kyat: the owner's side of an event. */
export const NLP_EVENT: Body = {
  name: 'NLP Practitioner',
  description: 'Three days',
  link: 'https://example.com/nlp',
  location: 'Yangon',
  currency: 'MMK',
};

/** An evening talk with a weekly time and no start: enough for a form's limit per address. */
export const OPEN_TALK: Body = {
  name: 'Open Talk',
  description: 'An evening talk',
  link: 'https://example.com/talk',
  location: 'Yangon',
  time: 'Friday evenings',
};

/** Adds an event as the owner and fails the test unless it was made. */
export async function createEvent(
  server: TestServer,
  fields: Body,
): Promise<Body & { id: number }> {
  const res = await server.admin('POST', '/api/events', fields);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Body & { id: number };
}

/** 03:00 UTC, 9:30 AM in Yangon (UTC+6:30): the event tests' now. */
export const EVENTS_NOW = Date.parse('2026-12-01T03:00:00Z');

/**
 * An event test's site: a server on a clock that starts at EVENTS_NOW and that the test
 * moves, and its `addEvent`: an event a week ahead, with one picture uploaded before the
 * block's tests, `base` and what the test gives on top.
 */
export function useEventSite(kind: string, base: Body) {
  const clock = testClock(EVENTS_NOW);
  const server = useTestServer(kind, { clock: clock.now });
  let image = '';
  beforeAll(async () => {
    image = await server.upload();
  });
  const addEvent = (over: Body = {}) =>
    createEvent(server, { ...base, image, starts_at: clock.iso(7 * DAY), ...over });
  return { clock, server, addEvent };
}

/** A visitor's registration form for one seat, in English. */
export const visitorBody = (over: Body = {}): Body => ({
  name: 'Su Su',
  phone: '+95 9 123 456 789',
  email: 'susu@example.com',
  seats: 1,
  language: 'en',
  ...over,
});

/** The seats an event's registrations hold, as the public event shows them. */
export const seatsTaken = async (server: TestServer, eventId: number) =>
  (await server.call('GET', `/api/events/${eventId}`)).json().seats_taken as number;

/** The seats an event's registrations hold, as stored: what racing instances agree on. */
export const storedSeatsTaken = async (instance: InstanceServer, eventId: number) =>
  Number(
    (
      await instance.services.database.db
        .selectFrom('event')
        .select('seats_taken')
        .where('id', '=', eventId)
        .executeTakeFirstOrThrow()
    ).seats_taken,
  );

/** An NLP certification with its picture, added through one instance's services (for races). */
export async function createRacedEvent(instance: InstanceServer, fields: Body) {
  const picture = await uploadFile(instance.app, await pngImage(), 'event.png');
  return instance.services.crud.create(resources.events, {
    name: 'NLP Certification',
    description: 'Five days',
    link: 'https://example.com/nlp',
    location: 'Yangon',
    image: picture.json().id,
    ...fields,
  });
}

/**
 * The answers to three sends of an open talk's public form (`form`: its path after the
 * event's), from one client address, on a server whose limit of public writes is two.
 */
export async function sendsPastFormLimit(
  server: TestServer,
  form: 'registrations' | 'waitlist',
  seats: number,
  body: (i: number) => Body,
): Promise<number[]> {
  const { id } = await createEvent(server, { ...OPEN_TALK, image: await server.upload(), seats });
  const codes: number[] = [];
  for (let i = 0; i < 3; i++) {
    const res = await server.call('POST', `/api/events/${id}/${form}`, body(i));
    codes.push(res.statusCode);
  }
  return codes;
}
