import { beforeAll, describe, expect, it } from 'vitest';
import { databases, useTestServer } from './harness.ts';
import {
  addBookProduct,
  count,
  expectCleanRecord,
  expectInvalid,
  expectProblem,
  row,
} from './helpers.ts';
import { appointmentBody, paymentBody, placeOrder, testimonialBody } from './payloads.ts';

/** What visitors send (appointments, orders, testimonials) and what the admin does with it. */
describe.each(databases)('visitor submissions on %s', (kind) => {
  let image: string;
  const server = useTestServer(kind);
  beforeAll(async () => {
    image = await server.upload();
    await addBookProduct(server);
  });

  /** The admin resolves a record: answered and stored resolved; an unknown id is a 404. */
  const expectResolves = async (path: string, table: string, id: number, notFound: string) => {
    const res = await server.admin('PUT', `/api/${path}/${id}/resolve`, { resolved: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id, resolved: true });
    expect(Boolean((await row(server, table, id))!.resolved)).toBe(true);
    expectProblem(await server.admin('PUT', `/api/${path}/98765/resolve`, {}), 404, notFound);
  };

  describe('POST /api/appointment', () => {
    it('stores a request, unresolved', async () => {
      const res = await server.call('POST', '/api/appointment', appointmentBody());
      expect(res.statusCode, res.body).toBe(201);
      const created = res.json();
      expect(created).toMatchObject({ ...appointmentBody(), resolved: false });
      expectCleanRecord('appointments', created);
      expect(await row(server, 'appointment', created.id)).toMatchObject({
        name: 'Aung Aung',
        contact_information: 'aung@example.com',
      });
    });

    it('requires every field', async () => {
      const before = await count(server, 'appointment');
      const res = await server.call('POST', '/api/appointment', { message: '   ' });
      expectInvalid(res, {
        name: 'Required',
        role: 'Required',
        business: 'Required',
        mode_of_contact: 'Required',
        contact_information: 'Required',
        appointment_for: 'Required',
        message: 'Required',
      });
      expect(await count(server, 'appointment')).toBe(before);
    });

    it.each([
      [
        { mode_of_contact: 'Telegram' },
        'mode_of_contact',
        'Must be one of: Email, Phone, Viber, WhatsApp, Other',
      ],
      [
        { appointment_for: 'Dinner' },
        'appointment_for',
        'Must be one of: One on One Coaching, Team Coaching, Training, Collaboration',
      ],
      [
        { contact_information: 'aung-at-example' },
        'contact_information',
        'Please enter a valid email address.',
      ],
      [
        { contact_information: 'aung@example..com' },
        'contact_information',
        'Please enter a valid email address.',
      ],
    ])('refuses %j', async (change, field, message) => {
      const before = await count(server, 'appointment');
      expectInvalid(await server.call('POST', '/api/appointment', appointmentBody(change)), {
        [field]: message,
      });
      expect(await count(server, 'appointment')).toBe(before);
    });

    it.each(['Phone', 'Viber', 'WhatsApp', 'Other'])(
      'takes any contact information when the mode is %s',
      async (mode) => {
        const res = await server.call(
          'POST',
          '/api/appointment',
          appointmentBody({ mode_of_contact: mode, contact_information: '09 123 456 789' }),
        );
        expect(res.statusCode, res.body).toBe(201);
      },
    );

    it('ignores a visitor trying to mark the request resolved', async () => {
      const res = await server.call(
        'POST',
        '/api/appointment',
        appointmentBody({ resolved: true }),
      );
      expect(res.json().resolved).toBe(false);
      expect(Boolean((await row(server, 'appointment', res.json().id))!.resolved)).toBe(false);
    });

    it('is resolved by the admin', async () => {
      const { id } = (await server.call('POST', '/api/appointment', appointmentBody())).json();
      await expectResolves('appointments', 'appointment', id, 'Appointment not found');
      const listed = (await server.admin('GET', '/api/appointments')).json();
      expect(listed.find((a: { id: number }) => a.id === id).resolved).toBe(true);
    });
  });

  describe('POST /api/payments', () => {
    // Each order takes a fresh upload as its receipt: a used one is refused (receipts.test.ts).
    it('refuses an amount or currency other than the catalogue says, and stores nothing', async () => {
      const before = (await server.admin('GET', '/api/payments')).json().length;
      for (const [over, field] of [
        [{ quantity: 2, amount: 1 }, 'amount'],
        [{ quantity: 2, amount: 30001 }, 'amount'],
        [{ currency: 'USD' }, 'currency'],
      ] as const) {
        const res = await placeOrder(server, over);
        expect(res.statusCode, res.body).toBe(422);
        expect(res.json().errors.map((e: { field: string }) => e.field)).toEqual([field]);
      }
      expect((await server.admin('GET', '/api/payments')).json()).toHaveLength(before);
    });

    it('stores the amount of the catalogue price times the quantity, with a reference', async () => {
      const receipt = await server.upload();
      const res = await server.call(
        'POST',
        '/api/payments',
        paymentBody(receipt, { quantity: 3, amount: 45000, currency: 'MMK' }),
      );
      expect(res.statusCode, res.body).toBe(201);
      const order = res.json();
      expect(order).toMatchObject({
        product_name: 'The Coach Handbook',
        amount: 45000,
        quantity: 3,
        currency: 'MMK',
        resolved: false,
        status: 'received',
        receipt_photo: receipt,
      });
      expect(order.reference).toMatch(/^[A-HJKMNP-TW-Z2-9]{6}$/);
      expectCleanRecord('payments', order);
      const stored = await row(server, 'payment', order.id);
      expect(Number(stored!.amount)).toBe(45000);
    });

    it('takes quantity 1 when none is sent', async () => {
      const body = paymentBody(await server.upload());
      delete body.quantity;
      const res = await server.call('POST', '/api/payments', body);
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({ quantity: 1, amount: 15000 });
    });

    it.each([
      [{ receipt_photo: '' }, 'receipt_photo', 'Please upload a receipt.'],
      [{ receipt_photo: undefined }, 'receipt_photo', 'Please upload a receipt.'],
      [
        { receipt_photo: 'not-a-file' },
        'receipt_photo',
        'No such file. Please upload the image again.',
      ],
      [
        { product_name: 'A Book We Never Sold' },
        'product_name',
        'This product is no longer available.',
      ],
      [{ quantity: 0 }, 'quantity', 'Quantity must be at least 1'],
      [{ quantity: -2 }, 'quantity', 'Quantity must be at least 1'],
      [{ quantity: 10_001 }, 'quantity', 'Quantity must be at most 10000'],
      [{ quantity: 'two' }, 'quantity', 'Quantity must be a whole number'],
      [{ quantity: 1.5 }, 'quantity', 'Quantity must be a whole number'],
      [{ email: 'susu@' }, 'email', 'Please enter a valid email address.'],
      [{ name: '' }, 'name', 'Required'],
      [{ phone_number: '' }, 'phone_number', 'Required'],
      [{ address: '' }, 'address', 'Required'],
      [{ product_name: '' }, 'product_name', 'Required'],
    ])('refuses %j', async (change, field, message) => {
      const before = await count(server, 'payment');
      const res = await placeOrder(server, change);
      expectInvalid(res, { [field]: message });
      expect(await count(server, 'payment')).toBe(before);
    });

    it('is resolved by the admin', async () => {
      const { id } = (await placeOrder(server)).json();
      await expectResolves('payments', 'payment', id, 'Order not found');
    });
  });

  describe('POST /api/testimonials', () => {
    it('stores a testimonial awaiting approval, hidden from visitors', async () => {
      // A visitor cannot publish their own testimonial.
      const res = await server.call(
        'POST',
        '/api/testimonials',
        testimonialBody(image, { is_published: true }),
      );
      expect(res.statusCode, res.body).toBe(201);
      const created = res.json();
      expect(created).toMatchObject({
        ...testimonialBody(image),
        is_published: false,
        publish_status: false,
      });
      expectCleanRecord('testimonials', created);
      const visible = (await server.call('GET', '/api/testimonials?publish_status=true')).json();
      expect(visible.map((t: { id: number }) => t.id)).not.toContain(created.id);
      expectProblem(
        await server.call('GET', `/api/testimonials/${created.id}`),
        404,
        'Testimonial not found',
      );
    });

    it('asks for a photo', async () => {
      const before = await count(server, 'testimonial');
      expectInvalid(await server.call('POST', '/api/testimonials', testimonialBody('')), {
        photo: 'Please select a photo',
      });
      expect(await count(server, 'testimonial')).toBe(before);
    });

    it('requires name, organization, programs, role, differences and take away', async () => {
      const before = await count(server, 'testimonial');
      const res = await server.call('POST', '/api/testimonials', { photo: image });
      expectInvalid(res, {
        name: 'Required',
        organization: 'Required',
        programs: 'Required',
        role: 'Required',
        differences: 'Required',
        take_away: 'Required',
      });
      expect(res.json().errors.map((e: { field: string }) => e.field)).not.toContain('programs_mm');
      expect(await count(server, 'testimonial')).toBe(before);
    });

    it('is published, unpublished and deleted by the admin', async () => {
      const { id } = (
        await server.call('POST', '/api/testimonials', testimonialBody(image))
      ).json();

      const published = await server.admin('PUT', `/api/testimonials/${id}/publish`, {
        resolved: true,
      });
      expect(published.statusCode, published.body).toBe(200);
      expect(published.json()).toMatchObject({ id, is_published: true, publish_status: true });
      expect(Boolean((await row(server, 'testimonial', id))!.is_published)).toBe(true);
      expect((await server.call('GET', `/api/testimonials/${id}`)).statusCode).toBe(200);
      expect(
        (await server.call('GET', '/api/testimonials?publish_status=true')).json(),
      ).toContainEqual(published.json());

      const unpublished = await server.admin('PUT', `/api/testimonials/${id}/unpublish`, {
        resolved: false,
      });
      expect(unpublished.statusCode).toBe(200);
      expect(unpublished.json()).toMatchObject({ id, is_published: false, publish_status: false });
      expect(Boolean((await row(server, 'testimonial', id))!.is_published)).toBe(false);
      expect((await server.call('GET', `/api/testimonials/${id}`)).statusCode).toBe(404);

      const deleted = await server.admin('DELETE', `/api/testimonials/${id}`);
      expect(deleted.statusCode).toBe(204);
      expect(await row(server, 'testimonial', id)).toBeUndefined();
      expectProblem(
        await server.admin('DELETE', `/api/testimonials/${id}`),
        404,
        'Testimonial not found',
      );
      for (const action of ['publish', 'unpublish']) {
        expectProblem(
          await server.admin('PUT', `/api/testimonials/${id}/${action}`, {}),
          404,
          'Testimonial not found',
        );
      }
    });

    it('has no edit call', async () => {
      const { id } = (
        await server.call('POST', '/api/testimonials', testimonialBody(image))
      ).json();
      expectProblem(
        await server.admin('PUT', `/api/testimonials/${id}`, { name: 'Changed' }),
        404,
        `No such call: PUT /api/testimonials/${id}`,
      );
      expect(await row(server, 'testimonial', id)).toMatchObject({ name: 'Hla Hla' });
    });
  });
});
