export type LogFields = Record<string, unknown>

export type Logger = {
  info(msg: string, fields?: LogFields): void
  warn(msg: string, fields?: LogFields): void
  error(msg: string, fields?: LogFields): void
}

function write(level: string, msg: string, fields?: LogFields) {
  const line = JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields })
  if (level === 'error') process.stderr.write(`${line}\n`)
  else process.stdout.write(`${line}\n`)
}

/** JSON lines on stdout; callers pass paths, never query strings or headers, so no token is logged. */
export const jsonLogger: Logger = {
  info: (msg, fields) => write('info', msg, fields),
  warn: (msg, fields) => write('warn', msg, fields),
  error: (msg, fields) => write('error', msg, fields),
}

export const silentLogger: Logger = { info() {}, warn() {}, error() {} }
