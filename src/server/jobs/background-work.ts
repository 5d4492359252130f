import type { Database } from '../db/client.ts'
import { errorFields, type Logger } from '../logger.ts'

/**
 * Work a request hands off and answers without waiting for: the answer then takes the same time
 * whatever the work finds (docs/security.md, enumeration). Kept in memory: work in flight when the
 * process dies is lost, and the person asks again.
 */
export type BackgroundWork = {
  /**
   * The task gets the database itself: the request's own handle may be a transaction (an
   * Idempotency-Key's) that has ended by the time the task runs.
   */
  run(name: string, task: (db: Database) => Promise<void>): void
  /** Resolves once no work is left, that started meanwhile included (tests, shutdown). */
  idle(): Promise<void>
}

export function createBackgroundWork(db: Database, logger: Logger): BackgroundWork {
  const pending = new Set<Promise<void>>()
  return {
    run(name, task) {
      const work: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(() => task(db))
        .catch((error) =>
          logger.error('background work failed', { work: name, error: errorFields(error) }),
        )
        .finally(() => pending.delete(work))
      pending.add(work)
    },
    async idle() {
      while (pending.size > 0) await Promise.all(pending)
    },
  }
}
