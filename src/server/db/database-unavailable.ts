/**
 * The database connection failed, not the request: the PostgreSQL server went away mid-query,
 * terminated the backend (`pg_terminate_backend`, a restart, a failover) or cannot be reached.
 * The pool reconnects on its own; the request may be sent again (docs/scaling.md).
 */
export const DATABASE_UNAVAILABLE = 'The database is unavailable, please try again'

/** The driver's own codes for a connection it lost or could not open (postgres.js, Node). */
const CONNECTION_CODES = new Set([
  'CONNECTION_CLOSED',
  'CONNECTION_DESTROYED',
  'CONNECTION_ENDED',
  'CONNECT_TIMEOUT',
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
])

/** SQLSTATE 08 (connection exception) and 57P01 to 57P03 (admin shutdown, crash, cannot connect). */
const isConnectionSqlState = (code: string) => code.startsWith('08') || /^57P0[123]$/.test(code)

/** Whether the error, or one it wraps (drizzle's query error), is a lost database connection. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error; e instanceof Object; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code
    if (typeof code === 'string' && (CONNECTION_CODES.has(code) || isConnectionSqlState(code)))
      return true
  }
  return false
}
