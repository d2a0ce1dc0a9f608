import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

/**
 * Password hashing with scrypt, the memory-hard KDF built into Node (no native add-on
 * to build). Parameters follow OWASP's recommendation (N=2^17, r=8, p=1) and are stored
 * with each hash so they can be raised later without breaking old accounts.
 */
const scrypt = promisify(scryptCallback) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: { N: number; r: number; p: number; maxmem: number },
) => Promise<Buffer>;

/** scrypt's cost parameters for new hashes. */
export interface PasswordCost {
  N: number;
  r: number;
  p: number;
}

/** Production's cost. A test server may hash at less (ServerOptions.passwordCost). */
export const PASSWORD_COST: PasswordCost = { N: 2 ** 17, r: 8, p: 1 };
const KEY_LENGTH = 32;

function maxmem(N: number, r: number) {
  return 128 * N * r * 2;
}

export async function hashPassword(
  password: string,
  { N, r, p }: PasswordCost = PASSWORD_COST,
): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, KEY_LENGTH, { N, r, p, maxmem: maxmem(N, r) });
  return `scrypt$${N}$${r}$${p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const N = Number(n);
  const R = Number(r);
  const actual = await scrypt(password, Buffer.from(salt, 'base64'), expected.length, {
    N,
    r: R,
    p: Number(p),
    maxmem: maxmem(N, R),
  });
  return timingSafeEqual(actual, expected);
}

/**
 * Used when the username is unknown, so a wrong name and a wrong password take as long:
 * one per cost (servers at different costs may share a process: tests).
 */
const decoys = new Map<string, Promise<string>>();
export function decoyHash(cost: PasswordCost = PASSWORD_COST): Promise<string> {
  const key = `${cost.N}$${cost.r}$${cost.p}`;
  let decoy = decoys.get(key);
  if (!decoy) {
    decoy = hashPassword(randomBytes(16).toString('hex'), cost);
    decoys.set(key, decoy);
  }
  return decoy;
}
