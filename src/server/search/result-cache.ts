import type { Database } from '../db/client.ts'
import { readCatalogueVersion, VersionReader } from './catalogue-version.ts'

/*
 * Searches answer from a per-process cache of recent results. Counting every match of a keyword
 * or a filter costs a visit to each matching row, which at 100,000 tactics is tens of
 * milliseconds; the same searches and the next chunks of them are asked over and over.
 *
 * An entry is valid for the catalogue version it was computed at: a sequence that every statement
 * changing the catalogue bumps (migration 0004), read once per search (catalogue-version.ts). The bump precedes the
 * commit, so a search running across a commit may keep the older answer under the newer version;
 * the time to live bounds that. Each app server keeps its own cache; the version is shared.
 *
 * A search that finds an entry need not read the version first: it writes its statistic and reads
 * the version in one statement (recordSearch), then keeps the entry if the version still matches.
 */
const MAX_ENTRIES = 500
const TIME_TO_LIVE_MS = 30_000

type Entry = { version: string; expires: number; value: Promise<unknown> }

class ResultCache {
  private readonly entries = new Map<string, Entry>()

  /** The live entry for `key`, whatever its version. */
  recent(key: string): Entry | undefined {
    const entry = this.entries.get(key)
    if (!entry || entry.expires < Date.now()) return undefined
    // Map order is insertion order: re-inserting keeps the most recently used last.
    this.entries.delete(key)
    this.entries.set(key, entry)
    return entry
  }

  get(key: string, version: string): Promise<unknown> | undefined {
    const entry = this.recent(key)
    return entry?.version === version ? entry.value : undefined
  }

  set(key: string, version: string, value: Promise<unknown>): void {
    this.entries.delete(key)
    this.entries.set(key, { version, expires: Date.now() + TIME_TO_LIVE_MS, value })
    if (this.entries.size > MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value
      if (oldest !== undefined) this.entries.delete(oldest)
    }
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key)
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

/** The cached answer for `key` at `version`, computed once when missing. */
export function cachedAt<T>(
  db: Database,
  key: string,
  version: string,
  compute: () => Promise<T>,
): Promise<T> {
  const cache = cachesOf(db).results
  const hit = cache.get(key, version)
  if (hit) return hit as Promise<T>
  const value = compute()
  cache.set(key, version, value)
  return value
}

/** The cached answer for `key` at the current catalogue version, computed once when missing. */
export async function cachedSearch<T>(
  db: Database,
  key: string,
  compute: () => Promise<T>,
): Promise<T> {
  return cachedAt(db, key, await cachesOf(db).version.read(), compute)
}

/** The answer for `key` computed lately, at some version: to be checked against the current one. */
export function recentSearch<T>(
  db: Database,
  key: string,
): { version: string; value: Promise<T> } | undefined {
  return cachesOf(db).results.recent(key) as { version: string; value: Promise<T> } | undefined
}
