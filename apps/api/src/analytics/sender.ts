import type { FastifyRequest } from 'fastify';

/** Who sent a request, as the visit counting needs them: made into the day's key, never kept. */
export interface Sender {
  clientAddress: string;
  userAgent?: string;
  /** Do Not Track or Global Privacy Control: counted, without a key, and never credited. */
  noKey: boolean;
}

/** The visitor asks not to be tracked (`DNT: 1` or `Sec-GPC: 1`). */
export const asksNotToBeTracked = (request: FastifyRequest) =>
  request.headers['sec-gpc'] === '1' || request.headers.dnt === '1';

export const senderOf = (request: FastifyRequest): Sender => ({
  clientAddress: request.ip,
  userAgent: request.headers['user-agent'],
  noKey: asksNotToBeTracked(request),
});
