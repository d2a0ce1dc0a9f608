import type { Kysely } from 'kysely';
import type { DialectName } from '../connect.ts';

/**
 * Several accounts with two roles (auth/roles.ts): each account is an `owner` (every
 * account made so far: the site had one kind) or an `editor`. Sessions say when they were
 * last used and from which client, so an owner can see where the account is signed in.
 * An invitation is a password link like a reset's, valid longer: its row says which.
 */
export function rolesAndSessions(dialect: DialectName) {
  const timestamp = dialect === 'postgres' ? 'timestamptz' : 'text';
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await db.schema
        .alterTable('account')
        .addColumn('role', 'text', (c) => c.notNull().defaultTo('owner'))
        .execute();
      await db.schema.alterTable('session').addColumn('last_used', timestamp).execute();
      await db.schema.alterTable('session').addColumn('client', 'text').execute();
      await db.schema
        .alterTable('password_reset')
        .addColumn('purpose', 'text', (c) => c.notNull().defaultTo('reset'))
        .execute();
    },
  };
}
