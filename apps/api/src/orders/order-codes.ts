import { randomBytes, randomInt } from 'node:crypto';
import { REFERENCE_ALPHABET, REFERENCE_LENGTH } from '@coach/contract';

/**
 * An order's reference: what the customer quotes in the transfer's note and on the phone.
 * Short and unambiguous rather than secret (it is printed on screenshots and spoken);
 * 29^6, about 600 million, keeps clashes rare, and a unique index settles the rest.
 */
export function newReference(): string {
  let out = '';
  for (let i = 0; i < REFERENCE_LENGTH; i++)
    out += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return out;
}

/**
 * The secret in the address of the customer's order page: whoever holds the link sees the
 * order and may send its receipt again, so it is long and random (never the id, which is
 * counted and guessable).
 */
export const newOrderToken = () => randomBytes(24).toString('base64url');
