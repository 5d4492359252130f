export type LogFields = Record<string, unknown>

export type Logger = {
  info(msg: string, fields?: LogFields): void
  warn(msg: string, fields?: LogFields): void
  error(msg: string, fields?: LogFields): void
}

export type LogLevel = 'info' | 'warn' | 'error'

/** Fields whose values are secrets or personal data by their name alone: never written. */
const SECRET_KEY =
  /token|password|passwd|secret|hash|digest|authorization|cookie|session|email|^uid$|^client$|^params$/i
/** An email address anywhere in a text. */
const EMAIL = /[^\s@"'<>(),;:]+@[^\s@"'<>(),;:]+\.[a-z]{2,}/gi
/** Password hashes (argon2, bcrypt, scrypt) anywhere in a text. */
const PASSWORD_HASH = /\$(argon2(id|i|d)|2[aby]|scrypt)\$[^\s"',]+/g
/** Query strings carry tokens in emailed links: a path keeps its path only. */
const QUERY_STRING = /(\/[^\s?"']*)\?[^\s"']*/g
/** What drizzle appends to a failed query's message: the bound values, emails and hashes included. */
const QUERY_PARAMS = /\nparams: [\s\S]*$/

/** A text with emails, password hashes, long opaque tokens and query strings taken out. */
export function redactText(text: string): string {
  return text
    .replace(QUERY_PARAMS, '\nparams: [redacted]')
    .replace(PASSWORD_HASH, '[hash]')
    .replace(EMAIL, '[email]')
    .replace(QUERY_STRING, '$1?[redacted]')
    .replace(/\b[A-Za-z0-9_-]{32,}\b/g, '[token]')
}

const MAX_DEPTH = 5

/** A copy fit for the log: secret-named fields dropped, every text passed through redactText. */
export function redact(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return redactText(value)
  if (value instanceof Error) return redact(errorFields(value), depth)
  if (value === null || typeof value !== 'object') return value
  if (depth >= MAX_DEPTH) return '[nested]'
  if (Array.isArray(value)) return value.map((item) => redact(item, depth + 1))
  const copy: Record<string, unknown> = {}
  for (const [key, field] of Object.entries(value)) {
    copy[key] = SECRET_KEY.test(key) ? '[redacted]' : redact(field, depth + 1)
  }
  return copy
}

/**
 * An error as the log keeps it: its class, message and stack, and its cause's, with the failed
 * query's bound values left out (docs/security.md, logging).
 */
export function errorFields(error: unknown): LogFields {
  if (!(error instanceof Error)) return { class: typeof error, message: redactText(String(error)) }
  const fields: LogFields = {
    class: error.constructor.name,
    message: redactText(error.message),
    stack: redactText((error.stack ?? '').replace(QUERY_PARAMS, '')),
  }
  const code = (error as { code?: unknown }).code
  if (typeof code === 'string') fields.code = code
  if (error.cause !== undefined) fields.cause = errorFields(error.cause)
  return fields
}

/** One JSON line per entry, redacted, handed to `write`. */
export function redactingLogger(write: (level: LogLevel, line: string) => void): Logger {
  const log = (level: LogLevel) => (msg: string, fields?: LogFields) =>
    write(
      level,
      JSON.stringify({
        time: new Date().toISOString(),
        level,
        msg: redactText(msg),
        ...(redact(fields ?? {}) as LogFields),
      }),
    )
  return { info: log('info'), warn: log('warn'), error: log('error') }
}

/** JSON lines on stdout (errors on stderr), every line redacted. */
export const jsonLogger: Logger = redactingLogger((level, line) => {
  if (level === 'error') process.stderr.write(`${line}\n`)
  else process.stdout.write(`${line}\n`)
})

export const silentLogger: Logger = { info() {}, warn() {}, error() {} }
