import { spawn } from 'node:child_process'

/**
 * Runs PostgreSQL's pg_dump or pg_restore (the client tools of the server's major version: they
 * refuse a newer server) on the URL's database. The password goes in PGPASSWORD, never on the
 * command line, where every user of the machine could read it.
 */
export function runPostgresTool(
  tool: 'pg_dump' | 'pg_restore',
  databaseUrl: string,
  args: string[],
): Promise<void> {
  const url = new URL(databaseUrl)
  const password = decodeURIComponent(url.password)
  url.password = ''
  const env = { ...process.env, ...(password ? { PGPASSWORD: password } : {}) }
  return new Promise((resolve, reject) => {
    const child = spawn(tool, [`--dbname=${url}`, ...args], {
      env,
      stdio: ['ignore', 'ignore', 'pipe'],
    })
    let stderr = ''
    child.stderr.on('data', (chunk) => {
      stderr += chunk
    })
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new Error(
              `${tool} is not installed: install PostgreSQL's client tools of the server's version (Debian: apt-get install postgresql-client)`,
            )
          : error,
      ),
    )
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`${tool} failed: ${stderr.trim()}`)),
    )
  })
}
