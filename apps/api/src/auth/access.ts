import type { Operation, ResourceDef } from '@coach/contract';
import type { FastifyRequest } from 'fastify';
import { notFound, unauthorized } from '../http/problem.ts';
import { isAdmin } from './accounts.ts';

/**
 * The one place where access rules are enforced. Each resource declares who may do
 * each operation (public or admin) in the registry; a call the registry does not
 * declare does not exist.
 */
export function authorize(def: ResourceDef, operation: Operation, request: FastifyRequest) {
  const rule = def.access[operation];
  if (!rule) throw notFound(def.entity);
  if (rule === 'admin') requireAdmin(request);
}

export function requireAdmin(request: FastifyRequest) {
  if (!isAdmin(request.viewer)) throw unauthorized();
}
