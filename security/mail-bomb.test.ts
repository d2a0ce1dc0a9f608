import { Agent } from 'node:http';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestDatabase, createDatabase, dialects } from '../faults/harness/databases.ts';
import { request } from '../faults/harness/http.ts';
import { type Server, startServer, stopAll } from '../faults/harness/server.ts';
import { type TestSmtp, eventually, startSmtp } from '../apps/api/test/smtp.ts';
import { type Api, signedInPatiently } from './records.ts';

/**
 * The probe of one anonymous client that books once with a stranger's address and moves
 * the booking back and forth 60 times as fast as it can, on the compiled server: the
 * stranger must not get 60 emails, nor the owner. What it sees is printed, for the record.
 */
const ADMIN = { username: 'mail-bomb-admin', password: 'mail-bomb-password-1' };
const OWNER = 'coach@coach.example';
const STRANGER = 'stranger@example.com';
/** The one client of the probe (TRUST_PROXY=1: the harness plays the proxy). */
const CLIENT = { 'X-Forwarded-For': '203.0.113.60' };
const MOVES = 60;

interface OutboxRow {
  recipient: string;
  status: 'sent' | 'waiting' | 'failed' | 'held';
}

describe.each(dialects)('%s', (dialect) => {
  let database: TestDatabase;
  let smtp: TestSmtp;
  let site: Server;
  let api: Api;

  beforeAll(async () => {
    [database, smtp] = await Promise.all([createDatabase(dialect), startSmtp()]);
    site = await startServer({
      name: `mail-bomb-${dialect}`,
      databaseUrl: database.url(),
      admin: ADMIN,
      env: {
        TRUST_PROXY: '1',
        SMTP_URL: smtp.url,
        MAIL_FROM: 'site@coach.example',
        NOTIFY_EMAIL: OWNER,
        PUBLIC_URL: 'https://coach.example',
      },
    });
    await site.waitHealthy(90_000);
    api = await signedInPatiently(site.base, ADMIN);
    expect(api.token, 'the admin signed in').toEqual(expect.any(String));
    const hours = await api.call('/api/availability', {
      method: 'PUT',
      admin: true,
      json: {
        weekly: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, from: '09:00', to: '17:00' })),
        slot_minutes: 60,
        min_notice_hours: 0,
        days_ahead: 30,
      },
    });
    expect(hours.status, hours.body).toBe(200);
  }, 300_000);
  afterAll(async () => {
    await stopAll({ printLogs: false });
    await smtp?.close();
    await database?.drop();
  });

  /** Every row of the outbox, a page at a time. */
  const outbox = async () => {
    const rows: OutboxRow[] = [];
    for (let offset = 0; ; offset += 100) {
      const answer = await api.call(`/api/mail/outbox?limit=100&offset=${offset}`, {
        admin: true,
      });
      expect(answer.status, answer.body).toBe(200);
      const page = (JSON.parse(answer.body) as { rows: OutboxRow[] }).rows;
      rows.push(...page);
      if (page.length < 100) return rows;
    }
  };

  it(`${MOVES} moves of one booking send the stranger 3 emails and the owner 6`, async () => {
    const date = DateTime.now().setZone('Asia/Yangon').plus({ days: 2 }).toISODate();
    const slots = await request(site.base, `/api/slots?from=${date}&to=${date}`, {
      headers: CLIENT,
    });
    const [a, b] = JSON.parse(slots.body) as { starts_at: string }[];
    const booked = await request(site.base, '/api/appointment', {
      method: 'POST',
      headers: CLIENT,
      json: {
        name: 'Aung Aung',
        role: 'Director',
        business: 'Example Co.',
        mode_of_contact: 'Email',
        contact_information: STRANGER,
        appointment_for: 'One on One Coaching',
        message: 'Hello',
        starts_at: a!.starts_at,
      },
    });
    expect(booked.status, booked.body).toBe(201);
    const { token } = JSON.parse(booked.body) as { token: string };

    const agent = new Agent({ keepAlive: true });
    const statuses: number[] = [];
    for (let i = 0; i < MOVES; i++) {
      const to = i % 2 ? a! : b!;
      const moved = await request(site.base, `/api/appointments/${token}/move`, {
        method: 'POST',
        headers: CLIENT,
        agent,
        json: { starts_at: to.starts_at },
      });
      statuses.push(moved.status);
    }
    agent.destroy();

    await eventually(async () => (await outbox()).every((row) => row.status !== 'waiting'), 30_000);
    const rows = await outbox();
    const figures = (address: string) => {
      const to = rows.filter((row) => row.recipient === address);
      return {
        queued: to.filter((row) => row.status !== 'held').length,
        held: to.filter((row) => row.status === 'held').length,
        delivered: smtp.received.filter((mail) => JSON.stringify(mail.to).includes(address)).length,
      };
    };
    const stranger = figures(STRANGER);
    const owner = figures(OWNER);
    console.log(
      `mail-bomb probe on ${dialect}: ${MOVES} moves answered ${JSON.stringify(
        Object.fromEntries(
          [...new Set(statuses)].map((s) => [s, statuses.filter((x) => x === s).length]),
        ),
      )}; stranger ${JSON.stringify(stranger)}; owner ${JSON.stringify(owner)}`,
    );
    // Five moves, then the booking's cap; the rest of the minute's 30 calls, then the limit.
    expect(statuses.slice(0, 5)).toEqual(Array(5).fill(200));
    expect(statuses.slice(5, 30)).toEqual(Array(25).fill(409));
    expect(statuses.slice(30)).toEqual(Array(MOVES - 30).fill(429));

    // The booking's confirmation and two moves; the other three moves held, never sent.
    expect(stranger).toEqual({ queued: 3, held: 3, delivered: 3 });
    // The new booking and its five moves.
    expect(owner).toEqual({ queued: 6, held: 0, delivered: 6 });
  });
});
