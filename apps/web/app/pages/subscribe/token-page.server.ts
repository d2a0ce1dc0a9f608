import { data } from 'react-router';
import { PRIVATE_HEADERS } from '../../lib/private-page';

/** The token of a list link's page (`?token=`), or a 404 for an address without one. */
export function tokenOf(request: Request): string {
  const token = new URL(request.url).searchParams.get('token')?.trim() ?? '';
  if (!token || token.length > 200 || token.includes('\u0000'))
    throw data(null, { status: 404, headers: PRIVATE_HEADERS });
  return token;
}

/** The API's refusal's status (404, 410), or null for an error that is the server's. */
export function refusedStatus(error: unknown): number | null {
  const status = (error as { status?: unknown }).status;
  return typeof status === 'number' && status < 500 ? status : null;
}
