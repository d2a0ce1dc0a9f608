import type { OrderStatus, Row } from '@coach/contract';
import { call } from '../api/client.ts';

/** An order as the owner reads it (GET /api/payments/{id}). */
export type Order = Row<'payments'> & { token: string; product_id: number | null };

export const getOrder = (id: string) => call<Order>(`/payments/${encodeURIComponent(id)}`);

export const moveOrder = (id: number, status: OrderStatus, reason?: string) =>
  call<Order>(`/payments/${id}/status`, { method: 'PUT', json: { status, reason } });
