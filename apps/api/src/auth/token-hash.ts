import { createHash } from 'node:crypto';

/**
 * What the database keeps of a secret token (a session, a password link, a recovery code,
 * a preview link): its SHA-256 in hex. A copy of the database then opens nothing, and a
 * lookup by the hash is as fast as by the token.
 */
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');
