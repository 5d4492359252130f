import { describe, expect, it } from 'vitest'
import type { Database } from '../db/client.ts'
import type { Versioned } from './catalogue-version.ts'
import { freshAnswer, recentAnswer } from './result-cache.ts'

/** A database of its own per test: the caches are kept per database. */
const newDatabase = () => ({}) as Database

/** A computation that counts its runs and answers at version `version`. */
function counted(version: string) {
  let runs = 0
  return {
    runs: () => runs,
    compute: (): Promise<Versioned<number>> => {
      runs += 1
      return Promise.resolve({ version, value: runs })
    },
  }
}

describe('result cache', () => {
  it('keeps a computed answer for the requests that come after it', async () => {
    const db = newDatabase()
    const work = counted('7')
    expect(recentAnswer(db, 'k')).toBeUndefined()
    await freshAnswer(db, 'k', undefined, work.compute)
    expect(await recentAnswer(db, 'k')).toEqual({ version: '7', value: 1 })
  })

  it('shares an answer that began after the request looked, instead of computing again', async () => {
    const db = newDatabase()
    const work = counted('7')
    const seenByBoth = recentAnswer<number>(db, 'k')
    const first = freshAnswer(db, 'k', seenByBoth, work.compute)
    const second = freshAnswer(db, 'k', seenByBoth, work.compute)
    expect(await second).toBe(await first)
    expect(work.runs()).toBe(1)
  })

  it('computes again when the answer it saw is the one still cached (a stale one)', async () => {
    const db = newDatabase()
    const work = counted('7')
    await freshAnswer(db, 'k', undefined, work.compute)
    const stale = recentAnswer<number>(db, 'k')
    expect(await freshAnswer(db, 'k', stale, work.compute)).toEqual({ version: '7', value: 2 })
    expect(work.runs()).toBe(2)
  })

  it('forgets an answer whose computation failed', async () => {
    const db = newDatabase()
    const failing = freshAnswer(db, 'k', undefined, () => Promise.reject(new Error('lost')))
    await expect(failing).rejects.toThrow('lost')
    expect(recentAnswer(db, 'k')).toBeUndefined()
  })
})
