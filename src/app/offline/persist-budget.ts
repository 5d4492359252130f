import type { PersistedClient } from '@tanstack/react-query-persist-client'

/** Characters of the persisted cache: well under the ~5 M of localStorage, which other keys share. */
export const PERSIST_BUDGET_CHARS = 2_000_000

type PersistedQuery = PersistedClient['clientState']['queries'][number]

/**
 * Serializes the cache within `budget` characters: lookups and the account (`persist: true`) are
 * always kept; viewed details and saved searches (`persist: 'recent'`) are dropped oldest first.
 */
export function serializeWithinBudget(
  client: PersistedClient,
  budget = PERSIST_BUDGET_CHARS,
): string {
  const whole = JSON.stringify(client)
  if (whole.length <= budget) return whole
  const { queries } = client.clientState
  const oldestFirst = queries
    .filter((query) => query.meta?.persist === 'recent')
    .sort((a, b) => a.state.dataUpdatedAt - b.state.dataUpdatedAt)
  const dropped = new Set<PersistedQuery>()
  let size = whole.length
  for (const query of oldestFirst) {
    if (size <= budget) break
    dropped.add(query)
    size -= JSON.stringify(query).length + 1
  }
  return JSON.stringify({
    ...client,
    clientState: { ...client.clientState, queries: queries.filter((q) => !dropped.has(q)) },
  })
}
