import type { Database } from '../db/client.ts'

/**
 * Session rows read recently by this process, so a client's burst of requests reads its row once
 * instead of once per request (at 1,000 requests/s that read was a third of a search's work).
 *
 * Only a row that let a request through without a write is kept, and a kept row can only let a
 * request through: any doubt (token unknown to the row, expired, due for renewal) reads the
 * database again. Every request of this process that may write (anything but GET, HEAD and
 * OPTIONS: sign-out, a password change, a role change) empties the cache when it ends, and a read
 * that began before such a request ended is not kept. What stays stale is a change made by
 * another process on the same database (another app server, a script): a signed-out or demoted
 * session is honoured by this process for at most `ttlMs`.
 */
/** Clients kept at most; past it the oldest kept row goes. */
const MAX_ENTRIES = 10_000

export class SessionCache<Row> {
  private readonly entries = new Map<string, { row: Row; expires: number }>()
  private generation = 0

  constructor(private readonly ttlMs: number) {}

  get(key: string): Row | undefined {
    const entry = this.entries.get(key)
    if (!entry) return undefined
    if (entry.expires > Date.now()) return entry.row
    this.entries.delete(key)
    return undefined
  }

  /** Marks the start of a database read, for `keep`. */
  readStarted(): number {
    return this.generation
  }

  /** Keeps the row read since `readStarted` answered `started`, unless the cache was emptied since. */
  keep(key: string, row: Row, started: number): void {
    if (this.ttlMs <= 0 || started !== this.generation) return
    this.entries.delete(key)
    this.entries.set(key, { row, expires: Date.now() + this.ttlMs })
    if (this.entries.size > MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value
      if (oldest !== undefined) this.entries.delete(oldest)
    }
  }

  forget(key: string): void {
    this.entries.delete(key)
  }

  clear(): void {
    this.generation += 1
    this.entries.clear()
  }
}

/** One cache per database: test apps on separate databases never share sessions. */
const caches = new WeakMap<Database, SessionCache<unknown>>()

export function sessionCacheOf<Row>(db: Database, ttlMs: number): SessionCache<Row> {
  let cache = caches.get(db)
  if (!cache) {
    cache = new SessionCache(ttlMs)
    caches.set(db, cache)
  }
  return cache as SessionCache<Row>
}

/** Requests that cannot have changed a session or a user. */
export const readOnlyMethod = (method: string) =>
  method === 'GET' || method === 'HEAD' || method === 'OPTIONS'
