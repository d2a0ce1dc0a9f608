import {
  type Access,
  type Operation,
  type ResourceDef,
  apiMessage,
  mayAccess,
} from '@coach/contract';
import type { FastifyRequest } from 'fastify';
import { HttpError, notFound, unauthorized } from '../http/problem.ts';
import { type RouteDoc, routeSchema } from '../http/route-docs.ts';
import { isAdmin } from './viewer.ts';

/**
 * The one place where access rules are enforced. Each resource declares who may do each
 * operation in the registry, and each hand-written route names its level with `allow`;
 * what a role may do at each level is said once, in the contract's `mayAccess`. A call
 * the registry does not declare does not exist.
 */
export function authorize(def: ResourceDef, operation: Operation, request: FastifyRequest) {
  const rule = def.access[operation];
  if (!rule) throw notFound(def.entity);
  requireAccess(request, rule);
}

/**
 * Lets through the callers `access` allows: not signed in is 401 (unless the call is
 * public), signed in without the right 403.
 */
export function requireAccess(request: FastifyRequest, access: Access) {
  if (access === 'public') return;
  requireAdmin(request);
  if (!mayAccess(request.viewer.role, access)) {
    throw new HttpError(
      403,
      'Forbidden',
      apiMessage(access === 'owner' ? 'ownerOnly' : 'staffOnly'),
    );
  }
}

/**
 * A route's options that let only `access` callers in (checked before the body is read),
 * with its schema, whose description of who may call is made from the same `access`.
 */
export const allow = (access: Access, doc: RouteDoc) => ({
  preHandler: async (request: FastifyRequest) => requireAccess(request, access),
  schema: routeSchema(access, doc),
});

export function requireAdmin(request: FastifyRequest) {
  if (!isAdmin(request.viewer)) throw unauthorized();
}

/** Owners only: not signed in is 401, signed in as staff or an editor 403. */
export const requireOwner = (request: FastifyRequest) => requireAccess(request, 'owner');
