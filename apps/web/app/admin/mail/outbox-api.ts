import { call } from '../api/client.ts';

/** `held`: over the per-recipient cap of mail anyone can trigger; kept here, never sent. */
export type MailStatus = 'sent' | 'waiting' | 'failed' | 'held';

export interface OutboxEntry {
  id: number;
  kind:
    | 'appointment'
    | 'order'
    | 'order_confirmation'
    | 'order_status'
    | 'testimonial'
    | 'test'
    | 'password_reset'
    | 'invitation'
    | 'appointment_confirmation'
    | 'appointment_visitor_change'
    | 'appointment_change'
    | 'appointment_reminder'
    | 'registration_confirmation'
    | 'registration_status'
    | 'waitlist_offer'
    | 'subscriber_confirmation'
    | 'newsletter'
    | 'newsletter_test';
  recipient: string;
  subject: string;
  status: MailStatus;
  attempts: number;
  last_error: string | null;
  next_attempt_at: string | null;
  sent_at: string | null;
  held_at: string | null;
  created: string;
}

/** What GET /api/mail/outbox answers (apps/api/src/routes/mail.ts). */
export interface Outbox {
  mail: { on: boolean; owner_notices: boolean; notify_email: string | null; server: string | null };
  counts: Record<MailStatus, number>;
  total: number;
  rows: OutboxEntry[];
}

export const PAGE = 20;

export const getOutbox = (offset: number) =>
  call<Outbox>('/mail/outbox', { query: { limit: String(PAGE), offset: String(offset) } });
export const sendTest = (to: string | undefined) =>
  call<{ to: string }>('/mail/test', { method: 'POST', json: to ? { to } : {} });
export const sendAgain = (id: number) =>
  call<unknown>(`/mail/outbox/${id}/retry`, { method: 'POST', json: {} });
