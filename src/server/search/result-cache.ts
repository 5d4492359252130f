import type { Database } from '../db/client.ts'
import { readCatalogueVersion, type Versioned, VersionReader } from './catalogue-version.ts'

/*
 * Searches answer from a per-process cache of recent results. Counting every match of a keyword
 * or a filter costs a visit to each matching row, which at 100,000 tactics is tens of
 * milliseconds; the same searches and the next chunks of them are asked over and over.
 *
 * An entry is valid for the catalogue version it was computed at: a sequence that every statement
 * changing the catalogue bumps (migration 0004), read by the statement that computes the answer
 * (CATALOGUE_VERSION). The bump precedes the commit, so a search running across a commit may keep
 * the older answer under the newer version; the time to live bounds that. Each app server keeps
 * its own cache; the version is shared.
 *
 * A request with nothing cached computes its answer at once: no version read of its own. A request
 * that finds an entry reads the current version (shared by VersionReader, or with the statement
 * that writes its search statistic) and keeps the entry if the version still matches.
 */
const MAX_ENTRIES = 500
const TIME_TO_LIVE_MS = 30_000

type Answer = Promise<Versioned<unknown>>

class ResultCache {
  private readonly entries = new Map<string, { expires: number; answer: Answer }>()

  /** The live entry for `key`, whatever its version; it may still be computing. */
  recent(key: string): Answer | undefined {
    const entry = this.entries.get(key)
    if (!entry || entry.expires < Date.now()) return undefined
    // Map order is insertion order: re-inserting keeps the most recently used last.
    this.entries.delete(key)
    this.entries.set(key, entry)
    return entry.answer
  }

  set(key: string, answer: Answer): void {
    this.entries.delete(key)
    this.entries.set(key, { expires: Date.now() + TIME_TO_LIVE_MS, answer })
    if (this.entries.size > MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value
      if (oldest !== undefined) this.entries.delete(oldest)
    }
    answer.catch(() => {
      if (this.entries.get(key)?.answer === answer) this.entries.delete(key)
    })
  }
}

/** One cache and version reader per database: test apps on separate databases never share. */
const caches = new WeakMap<Database, { results: ResultCache; version: VersionReader }>()

function cachesOf(db: Database) {
  let cache = caches.get(db)
  if (!cache) {
    cache = {
      results: new ResultCache(),
      version: new VersionReader(() => readCatalogueVersion(db)),
    }
    caches.set(db, cache)
  }
  return cache
}

/** The answer for `key` computed lately, at some version: to be checked against the current one. */
export function recentAnswer<T>(db: Database, key: string): Promise<Versioned<T>> | undefined {
  return cachesOf(db).results.recent(key) as Promise<Versioned<T>> | undefined
}

/**
 * A new answer for `key`, kept in the cache. `seen` is what `recentAnswer` gave this request: an
 * entry put there since began computing after this request arrived, so it is shared instead.
 */
export function freshAnswer<T>(
  db: Database,
  key: string,
  seen: Promise<Versioned<T>> | undefined,
  compute: () => Promise<Versioned<T>>,
): Promise<Versioned<T>> {
  const results = cachesOf(db).results
  const since = results.recent(key)
  if (since && since !== seen) return since as Promise<Versioned<T>>
  const answer = compute()
  results.set(key, answer)
  return answer
}

/** The answer for `key` at the current catalogue version: the cached one, or computed. */
export async function cachedSearch<T>(
  db: Database,
  key: string,
  compute: () => Promise<Versioned<T>>,
): Promise<T> {
  const seen = recentAnswer<T>(db, key)
  if (seen) {
    const [current, cached] = await Promise.all([
      cachesOf(db).version.read(),
      seen.catch(() => undefined),
    ])
    if (cached?.version === current) return cached.value
  }
  return (await freshAnswer(db, key, seen, compute)).value
}
