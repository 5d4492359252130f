import type { QueryClient, QueryKey } from '@tanstack/react-query'
import { currentOutbox } from './outbox-instance.ts'
import type { Submission } from './outbox-item.ts'

/** The features already watching the page's outbox, by the queries they refresh. */
const watching = new Map<string, unknown>()

/**
 * Once an outbox pass sent one of a feature's writes (`isWrite`), its queries (`queryKey`, a prefix)
 * are read again: what the screen showed as waiting is then the server's. Watches once per outbox.
 */
export function refreshWhenSent(
  queryClient: QueryClient,
  queryKey: QueryKey,
  isWrite: (submission: Pick<Submission, 'kind'>) => boolean,
): void {
  const outbox = currentOutbox()
  const id = JSON.stringify(queryKey)
  if (!outbox || watching.get(id) === outbox) return
  watching.set(id, outbox)
  let waiting = new Set<string>()
  outbox.store.subscribe(() => {
    const now = new Set(
      outbox.store
        .snapshot()
        .filter((item) => isWrite(item.submission))
        .map((item) => item.submission.idempotencyKey),
    )
    const gone = [...waiting].some((key) => !now.has(key))
    waiting = now
    if (gone) void queryClient.invalidateQueries({ queryKey })
  })
}
