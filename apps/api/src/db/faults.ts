import { HttpError, conflict } from '../http/problem.ts';

/**
 * Database failures, sorted into what a caller can do about them. A lost connection, a
 * server restarting, a missing or read-only SQLite file: the database is away and the
 * request may succeed in a moment (503 with Retry-After). Two writers claiming the same
 * unique value: the request lost a race (409). Anything else is a bug (500).
 */
/** Seconds a client is asked to wait while the database is away. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

export class DatabaseUnavailableError extends HttpError {
  override retryAfter = DATABASE_RETRY_AFTER_SECONDS;

  constructor(reason: string, options?: { cause?: unknown }) {
    super(
      503,
      'Service Unavailable',
      `The database is unavailable: ${reason}. Please try again in a moment.`,
    );
    if (options?.cause !== undefined) this.cause = options.cause;
  }
}

export const isDatabaseUnavailable = (error: unknown): error is DatabaseUnavailableError =>
  error instanceof DatabaseUnavailableError;

interface DriverError {
  code?: unknown;
  message?: unknown;
}

/** Node's own network failures: the server is not there, or the line to it broke. */
const NETWORK_CODES: Record<string, string> = {
  ECONNREFUSED: 'connection refused',
  ECONNRESET: 'connection reset',
  EPIPE: 'connection closed',
  ETIMEDOUT: 'connection timed out',
  ENOTFOUND: 'host not found',
  EAI_AGAIN: 'host not found',
  EHOSTUNREACH: 'host unreachable',
  ENETUNREACH: 'network unreachable',
};

/** pg's messages for a connection that broke or never came (they carry no code). */
const PG_CONNECTION_LOST =
  /connection terminated|not queryable|connection ended|client was closed/i;
/** Every pooled connection stayed busy (or a new one never came) for connectionTimeoutMillis. */
const PG_POOL_TIMEOUT = /timeout exceeded when trying to connect/i;

function postgresReason(code: string, message: string): string | undefined {
  if (code === '3D000') return 'the database does not exist';
  if (code === '42P01') return 'its tables are missing (the schema is not set up)';
  if (code === '25006') return 'it is read-only (a standby server)';
  if (code === '57P01' || code === '57P02') return 'the server shut the connection down';
  if (code === '57P03') return 'the server is starting up or shutting down';
  if (code.startsWith('08')) return 'the connection failed';
  if (code.startsWith('53')) return 'the server is out of resources';
  if (code === '40001' || code === '40P01') return 'a concurrent write got in the way';
  if (PG_POOL_TIMEOUT.test(message)) return 'no connection could be had in time';
  if (PG_CONNECTION_LOST.test(message)) return 'the connection was lost';
  return undefined;
}

function sqliteReason(code: string, message: string): string | undefined {
  if (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED'))
    return 'the file is locked by another process';
  if (code.startsWith('SQLITE_READONLY')) return 'the file cannot be written';
  if (code.startsWith('SQLITE_CANTOPEN')) return 'the file cannot be opened';
  if (code === 'SQLITE_FULL') return 'the disk is full';
  if (code.startsWith('SQLITE_IOERR')) return 'the file cannot be read or written';
  if (code.startsWith('SQLITE_CORRUPT') || code === 'SQLITE_NOTADB')
    return 'the file is damaged or not a database';
  if (code === 'SQLITE_ERROR' && /^no such table/.test(message))
    return 'its tables are missing (the schema is not set up)';
  return undefined;
}

const isUniqueViolation = (code: string) =>
  code === '23505' ||
  code === 'SQLITE_CONSTRAINT_UNIQUE' ||
  code === 'SQLITE_CONSTRAINT_PRIMARYKEY';

/**
 * The error a service should see for a driver's error: a 503 when the database is away,
 * a 409 for a unique value taken by a concurrent writer, otherwise the error itself.
 */
export function translateDatabaseError(error: unknown): unknown {
  if (error instanceof HttpError || error === null || typeof error !== 'object') return error;
  const { code, message } = error as DriverError;
  const codeText = typeof code === 'string' ? code : '';
  const messageText = typeof message === 'string' ? message : '';
  if (isUniqueViolation(codeText)) {
    const taken = conflict('A record with that value already exists.');
    taken.cause = error;
    return taken;
  }
  const reason =
    NETWORK_CODES[codeText] ??
    (codeText.startsWith('SQLITE_')
      ? sqliteReason(codeText, messageText)
      : postgresReason(codeText, messageText));
  return reason ? new DatabaseUnavailableError(reason, { cause: error }) : error;
}
