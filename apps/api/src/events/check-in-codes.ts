import { randomInt } from 'node:crypto';
import { CHECK_IN_ALPHABET, CHECK_IN_SECRET_LENGTH } from '@coach/contract';

/**
 * A registration's check-in code, `{id}-{secret}` (e.g. `42-K7Q9M2`): the id lets the door
 * find the registration at once, the secret keeps a counted id from being a ticket. It is
 * what the ticket's QR code carries (in its check-in address) and what the door may type.
 */
export function newCheckInCode(id: number): string {
  let secret = '';
  for (let i = 0; i < CHECK_IN_SECRET_LENGTH; i++) {
    secret += CHECK_IN_ALPHABET[randomInt(CHECK_IN_ALPHABET.length)];
  }
  return `${id}-${secret}`;
}
