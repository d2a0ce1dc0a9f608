import { apiMessage } from '@coach/contract';
import { invalid } from '../http/problem.ts';

/**
 * Common passwords, refused whatever their length: the "passwords-common" list of zxcvbn-ts
 * (about 49,000 passwords most often found in breaches; @zxcvbn-ts/language-common).
 * Unpacking it takes half a second or more of the event loop, so the server reads it
 * before it listens (loadCommonPasswords), where no request waits; elsewhere (tests, the
 * scripts) it is read on the first password set.
 */
let common: Promise<Set<string>> | undefined;
export const loadCommonPasswords = () =>
  (common ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set(dictionary['passwords-common']),
  ));

/** Compared without case or spaces: "Password 1234" is "password1234". */
export async function isCommonPassword(password: string): Promise<boolean> {
  const list = await loadCommonPasswords();
  const folded = password.toLowerCase();
  return list.has(folded) || list.has(folded.replace(/\s+/g, ''));
}

/**
 * The rule the contract's schema cannot carry (length and blanks are checked there):
 * a 422 on `field` for a common password.
 */
export async function refuseCommonPassword(password: string, field = 'password') {
  if (await isCommonPassword(password)) {
    throw invalid([{ field, message: apiMessage('passwordCommon') }]);
  }
}
