/** The same server with another database name. */
export function withDatabaseName(url: string, database: string): string {
  const u = new URL(url)
  u.pathname = `/${database}`
  return u.toString()
}

/** The maintenance database, for CREATE and DROP DATABASE. */
export function adminUrl(url: string): string {
  return withDatabaseName(url, 'postgres')
}

export function templateDatabaseName(url: string): string {
  return `${new URL(url).pathname.slice(1) || 'test'}_template`
}
