import { startTestServer } from '../apps/api/test/harness.ts';

/** The parts of /api/openapi.json the security suite reads. */
interface Operation {
  security?: unknown[];
  'x-owner-only'?: boolean;
  /** The roles a call closed to some is open to (`owner`, `staff`). */
  'x-roles'?: string[];
  requestBody?: { content: Record<string, { schema?: JsonSchema }> };
}
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
}
export interface OpenApi {
  paths: Record<string, Record<string, Operation>>;
}

export interface WriteRoute {
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** As the document names it, under /api: `/articles/{id}`. */
  path: string;
  admin: boolean;
  /** The body's media type and schema, when it takes one. */
  body?: { type: string; schema?: JsonSchema };
  /** `METHOD /path` for messages. */
  name: string;
}

const WRITES = new Set(['post', 'put', 'patch', 'delete']);

/** Every write route the document describes, and whether it asks for the admin's token. */
export function writeRoutes(document: OpenApi): WriteRoute[] {
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([method]) => WRITES.has(method))
      .map(([method, operation]) => {
        const [type, media] = Object.entries(operation.requestBody?.content ?? {})[0] ?? [];
        return {
          method: method.toUpperCase() as WriteRoute['method'],
          path,
          admin: (operation.security?.length ?? 0) > 0,
          ...(type && { body: { type, schema: media?.schema } }),
          name: `${method.toUpperCase()} ${path}`,
        };
      }),
  );
}

/** Every read (GET) the document marks as an admin's, as `/path` under /api. */
export function adminReads(document: OpenApi): string[] {
  return Object.entries(document.paths)
    .filter(([, operations]) => (operations.get?.security?.length ?? 0) > 0)
    .map(([path]) => path);
}

/**
 * The document as the API serves it, read once as this module loads (the routes describe
 * themselves, so it takes a server): test names and counts are known before any test runs.
 */
async function servedDocument(): Promise<OpenApi> {
  const server = await startTestServer('sqlite', { admin: false });
  try {
    return (await server.call('GET', '/api/openapi.json')).json();
  } finally {
    await server.close();
  }
}
export const DOCUMENT = await servedDocument();
export const WRITE_ROUTES = writeRoutes(DOCUMENT);
export const ADMIN_WRITES = WRITE_ROUTES.filter((route) => route.admin);
export const ADMIN_READS = adminReads(DOCUMENT);

/** Every call, reads included, that the document marks for owners only (`x-owner-only`). */
export const OWNER_ROUTES = Object.entries(DOCUMENT.paths).flatMap(([path, operations]) =>
  Object.entries(operations)
    .filter(([, operation]) => operation['x-owner-only'])
    .map(([method, operation]) => ({
      method: method.toUpperCase() as WriteRoute['method'] | 'GET',
      path,
      hasBody: !!operation.requestBody,
      name: `${method.toUpperCase()} ${path}`,
    })),
);

export interface RoleRoute {
  method: WriteRoute['method'] | 'GET';
  path: string;
  name: string;
}

/** Every call the document marks as needing a sign-in, with the roles it is open to. */
const SIGNED_IN = Object.entries(DOCUMENT.paths).flatMap(([path, operations]) =>
  Object.entries(operations)
    .filter(([, operation]) => (operation.security?.length ?? 0) > 0)
    .map(([method, operation]) => ({
      method: method.toUpperCase() as RoleRoute['method'],
      path,
      name: `${method.toUpperCase()} ${path}`,
      roles: operation['x-roles'],
    })),
);

/** Calls for staff and owners (customers' appointments, the agenda, the hours, orders). */
export const STAFF_ROUTES: RoleRoute[] = SIGNED_IN.filter(
  (route) => route.roles?.includes('staff') && !route.roles.includes('editor'),
);
/** Calls any signed-in account may make (an editor's work), whatever its role. */
export const ANY_ACCOUNT_ROUTES: RoleRoute[] = SIGNED_IN.filter((route) => !route.roles);

/** A concrete address for a path of the document: every `{param}` becomes 1. */
export const urlOf = (route: Pick<WriteRoute, 'path'>) =>
  `/api${route.path.replace(/\{[^}]+\}/g, '1')}`;
