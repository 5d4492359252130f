/** The SQLSTATE of a PostgreSQL error, whether thrown as is or wrapped by drizzle (its cause). */
export function postgresErrorCode(error: unknown): string | undefined {
  for (let e = error; e instanceof Object; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code
  }
  return undefined
}
