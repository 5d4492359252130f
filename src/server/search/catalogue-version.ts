import { sql } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { queryRows } from './query-rows.ts'

/**
 * Reads of the catalogue version, shared by the requests that ask while one is under way: each
 * request waits for a read that began after it asked (so it sees every commit before it), and all
 * that asked during one read share the next. Under load that is one read per round trip, not one
 * per request.
 */
export class VersionReader {
  private current: Promise<string> | undefined
  private following: Promise<string> | undefined

  constructor(private readonly readVersion: () => Promise<string>) {}

  read(): Promise<string> {
    if (!this.current) return this.begin()
    this.following ??= this.current
      .catch(() => undefined)
      .then(() => {
        this.following = undefined
        return this.begin()
      })
    return this.following
  }

  private begin(): Promise<string> {
    const read: Promise<string> = this.readVersion().finally(() => {
      if (this.current === read) this.current = undefined
    })
    this.current = read
    return read
  }
}

/**
 * The catalogue version: the sequence every change of the catalogue bumps (migration 0004). As a
 * column of the statement that reads the catalogue, it costs no round trip of its own and is read
 * right after that statement's snapshot is taken.
 */
export const CATALOGUE_VERSION = sql`(SELECT last_value::text FROM search_catalogue_version)`

/** An answer and the catalogue version it was read at. */
export type Versioned<T> = { version: string; value: T }

export async function readCatalogueVersion(db: Database): Promise<string> {
  const [row] = await queryRows<{ version: string }>(
    db,
    sql`SELECT ${CATALOGUE_VERSION} AS version`,
  )
  return row?.version ?? ''
}

/**
 * Bumps the catalogue version once a change has committed. The triggers bump it inside the
 * change's transaction, so an answer read meanwhile may carry the new version with the old rows;
 * after this it no longer matches, and the next request reads the change.
 */
export async function bumpCatalogueVersion(db: Database): Promise<void> {
  await db.execute(sql`SELECT nextval('search_catalogue_version')`)
}
