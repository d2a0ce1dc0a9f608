import { expect } from 'vitest';
import type { TestServer } from './harness.ts';
import { describeFile } from './helpers.ts';
import {
  type Refs,
  appointmentBody,
  caseFor,
  crudCases,
  makeRefs,
  paymentBody,
  statNumbers,
  testimonialBody,
} from './payloads.ts';

type Body = Record<string, unknown>;

/** Posts records on `server` as an admin or a visitor: fails the test unless one was made; its id. */
const poster = (server: TestServer) => async (as: 'admin' | 'call', path: string, body: Body) => {
  const res = await server[as]('POST', path, body);
  expect(res.statusCode, `${path}: ${res.body}`).toBe(201);
  return res.json().id as number;
};

/**
 * One of each record visitors see or send, made through the API: every resource's full
 * record (published), an appointment, the handbook, an order with its private receipt, a
 * published testimonial, the stats and the banners. Answers their ids, by resource slug
 * (`appointment`, `payment` and `testimonials` for the others with one).
 */
export async function addOneOfEach(server: TestServer, refs: Refs) {
  const made = poster(server);
  const ids: Record<string, number> = {};
  for (const c of crudCases) ids[c.slug] = await made('admin', `/api/${c.slug}`, c.full(refs));
  ids.appointment = await made('call', '/api/appointment', appointmentBody());
  await made('admin', '/api/products', {
    ...caseFor('products').full(refs),
    heading: 'The Coach Handbook',
  });
  // A receipt is a fresh upload nothing else uses (it becomes private).
  ids.payment = await made('call', '/api/payments', paymentBody(await server.upload()));
  ids.testimonials = await made('call', '/api/testimonials', testimonialBody(refs.image));
  await server.admin('PUT', `/api/testimonials/${ids.testimonials}/publish`);
  for (const [path, body] of [
    ['/api/stats', statNumbers()],
    ['/api/banners', { home_banner_image: refs.image }],
  ] as const) {
    const res = await server.admin('PUT', path, body);
    expect(res.statusCode, `${path}: ${res.body}`).toBe(200);
  }
  return ids;
}

/**
 * A site with records in every content table, made through the API as an admin and
 * visitors would: one full record of each resource (and an edited one, with its revision), an appointment, an order with its
 * private receipt, a registration for an event with its receipt, a full event's waiting list, a search counted, a booked time with the coach's hours, a published testimonial and a deleted one in the trash, the stats, banners, payment methods and a page's social card, and the pictures they
 * name (one described with alt texts and a focal point). The API's own fixture, so its tests need no demo content (docs/decisions/0004).
 */
export async function fillSite(server: TestServer) {
  const refs = await makeRefs(server);
  const made = poster(server);
  await addOneOfEach(server, refs);
  // A picture described in the media library: its alt texts and focal point.
  await describeFile(server, refs.image, {
    alt: 'The coach on stage',
    alt_mm: 'စင်ပေါ်ရှိ နည်းပြ',
    focal_x: 0.3,
    focal_y: 0.7,
  });
  // An edited record: its earlier version is kept as a revision.
  const edited = await made('admin', '/api/clients', caseFor('clients').full(refs));
  const edit = await server.admin('PUT', `/api/clients/${edited}`, { rank: 7 });
  expect(edit.statusCode, edit.body).toBe(200);
  // The email list: a sign-up waiting for its click, and an erased address's hash.
  const signUp = await server.call('POST', '/api/subscribers', {
    email: 'reader@example.com',
    language: 'mm',
    source_page: '/blogs',
  });
  expect(signUp.statusCode, signUp.body).toBe(202);
  await server.call('POST', '/api/subscribers', { email: 'erased@example.com', language: 'en' });
  const erased = await server.database.db
    .selectFrom('subscriber')
    .select('id')
    .where('address_key', '=', 'erased@example.com')
    .executeTakeFirstOrThrow();
  expect((await server.admin('DELETE', `/api/subscribers/${erased.id}`)).statusCode).toBe(204);
  // A newsletter's draft (owners only).
  const letter = await server.admin('POST', '/api/newsletters', {
    subject: 'Spring news',
    body: '<p>What is new this spring.</p>',
  });
  expect(letter.statusCode, letter.body).toBe(201);
  // A visitor's search, counted for the owner's week.
  expect((await server.call('GET', '/api/search?q=leadership')).statusCode).toBe(200);
  // The coach's hours, and an appointment that holds one of their times.
  const hours = await server.admin('PUT', '/api/availability', {
    weekly: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, from: '09:00', to: '17:00' })),
    min_notice_hours: 0,
  });
  expect(hours.statusCode, hours.body).toBe(200);
  const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  const [slot] = await server.services.bookings.slots({ from: tomorrow, to: tomorrow });
  await made('call', '/api/appointment', appointmentBody({ starts_at: slot!.starts_at }));
  // An event that sells seats, and a registration for it with its private receipt.
  const training = await made('admin', '/api/events', {
    ...caseFor('events').full(refs),
    starts_at: new Date(Date.now() + 30 * 24 * 60 * 60 * 1000).toISOString(),
    seats: 20,
    price: 50_000,
    currency: 'MMK',
  });
  await made('call', `/api/events/${training}/registrations`, {
    name: 'Hla Hla',
    phone: '09 777 888 999',
    email: 'hlahla@example.com',
    seats: 2,
    receipt_photo: await server.upload(),
    language: 'mm',
  });
  // A full free event, and someone on its waiting list.
  const talk = await made('admin', '/api/events', {
    ...caseFor('events').full(refs),
    starts_at: new Date(Date.now() + 40 * 24 * 60 * 60 * 1000).toISOString(),
    seats: 1,
  });
  const visitor = { phone: '09 777 000 111', language: 'en' };
  await made('call', `/api/events/${talk}/registrations`, {
    ...visitor,
    name: 'Mya Mya',
    email: 'myamya@example.com',
  });
  const waiting = await server.call('POST', `/api/events/${talk}/waitlist`, {
    ...visitor,
    name: 'Ko Ko',
    email: 'koko@example.com',
  });
  expect(waiting.statusCode, waiting.body).toBe(201);
  // A visitor's search, counted for the owner's week (written in batches: flushed here).
  expect((await server.call('GET', '/api/search?q=leadership')).statusCode).toBe(200);
  await server.services.search.counts.flush();
  // A page view from Facebook, added to the owner's daily totals as it is written (the
  // visitor's testimonial below is credited to its source too).
  server.services.visits.count({
    url: new URL('/?fbclid=x', 'https://coach.example'),
    referrer: 'https://m.facebook.com/',
    userAgent: 'Mozilla/5.0 (Linux; Android 13) Mobile Safari/537.36',
    clientAddress: '192.0.2.10',
    language: 'en',
    noKey: false,
  });
  await server.services.visits.flush();
  // A record in the trash, with its flags and picture, waiting to be restored.
  const trashed = await made('call', '/api/testimonials', testimonialBody(refs.image));
  await server.admin('PUT', `/api/testimonials/${trashed}/publish`);
  expect((await server.admin('DELETE', `/api/testimonials/${trashed}`)).statusCode).toBe(204);
  for (const [path, body] of [
    [
      '/api/payment_methods',
      [
        {
          name: 'KBZPay',
          name_mm: 'KBZPay',
          account_number: '09 450 123 456',
          qr_image: refs.image,
        },
      ],
    ],
    [
      '/api/pages/trainings',
      { title: 'Trainings', title_mm: 'သင်တန်းများ', description: 'Learn.', image: refs.image },
    ],
  ] as const) {
    const res = await server.admin('PUT', path, body);
    expect(res.statusCode, `${path}: ${res.body}`).toBe(200);
  }
}
