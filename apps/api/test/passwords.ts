/** Passwords a new account may not have, with what the API says about each. */
export const REFUSED_PASSWORDS: [string, string, string][] = [
  ['eleven characters', 'elevenchars', 'Must be at least 12 characters'],
  ['only spaces', ' '.repeat(14), 'A password cannot be only spaces'],
  [
    'a common password',
    'password1234',
    'This password is too common: choose one that others do not use',
  ],
  [
    'a common password in capitals and spaced',
    'QWERTY 123456',
    'This password is too common: choose one that others do not use',
  ],
];
