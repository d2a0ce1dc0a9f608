import type { Operation, ResourceDef } from '@coach/contract';
import type { FastifyRequest } from 'fastify';
import { HttpError, notFound, unauthorized } from '../http/problem.ts';
import { isAdmin, isOwner } from './accounts.ts';
import { apiMessage } from '@coach/contract';

/**
 * The one place where access rules are enforced. Each resource declares who may do
 * each operation (public, any signed-in account, or owners only) in the registry; a call
 * the registry does not declare does not exist.
 */
export function authorize(def: ResourceDef, operation: Operation, request: FastifyRequest) {
  const rule = def.access[operation];
  if (!rule) throw notFound(def.entity);
  if (rule === 'admin') requireAdmin(request);
  if (rule === 'owner') requireOwner(request);
}

export function requireAdmin(request: FastifyRequest) {
  if (!isAdmin(request.viewer)) throw unauthorized();
}

/** Owners only: not signed in is 401, signed in as an editor 403. */
export function requireOwner(request: FastifyRequest) {
  requireAdmin(request);
  if (!isOwner(request.viewer)) throw new HttpError(403, 'Forbidden', apiMessage('ownerOnly'));
}
