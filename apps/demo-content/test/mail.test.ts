import { databases, startSmtp, startTestServer } from '@coach/api/testing';
import { describe, expect, it } from 'vitest';
import { seedDemoContent } from '../src/index.ts';

/** Look at the outbox every 50 ms, so a message that would go out goes out within the test. */
const FAST = { pollMs: 50, retryBaseMs: 50, retryMaxMs: 400 };
const DAY = 24 * 60 * 60 * 1000;

describe.each(databases)('demo content with mail on, on %s', (kind) => {
  it('is added whole, and its made-up orders, requests and bookings email nobody', async () => {
    const smtp = await startSmtp();
    const server = await startTestServer(kind, {
      mail: {
        smtpUrl: smtp.url,
        notifyEmail: 'owner@example.com',
        from: 'site@coach.example',
        publicUrl: 'https://coach.example',
      },
      mailWorker: FAST,
    });
    try {
      expect(await seedDemoContent(server.services)).toBe(true);
      // Its booked sessions lie within the coming days: none is ever reminded by email.
      const day = (after: number) => new Date(Date.now() + after * DAY).toISOString().slice(0, 10);
      const agenda = await server.services.bookings.agenda({ from: day(0), to: day(40) });
      expect(agenda.length).toBeGreaterThan(0);
      expect(await server.services.bookings.sendReminders(24 * 40)).toBe(0);
      const orders = await server.admin('GET', '/api/payments?limit=1');
      expect(Number(orders.headers['x-total-count'])).toBeGreaterThan(0);
      const box = await server.admin('GET', '/api/mail/outbox?limit=100');
      expect(box.statusCode, box.body).toBe(200);
      expect(box.json().mail.on).toBe(true);
      expect(box.json().rows).toHaveLength(0);
      expect(smtp.received).toHaveLength(0);
    } finally {
      await server.close();
      await smtp.close();
    }
  });
});
