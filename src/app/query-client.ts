import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister'
import { dehydrate, QueryClient } from '@tanstack/react-query'
import type {
  PersistedClient,
  PersistQueryClientOptions,
} from '@tanstack/react-query-persist-client'
import { ApiError } from './api/api-client.ts'
import { isOffline } from './offline/connectivity.ts'
import { serializeWithinBudget } from './offline/persist-budget.ts'
import { PERSISTED_CACHE_VERSION } from './offline/persisted-cache-version.ts'

const DAY = 24 * 60 * 60 * 1000
const PERSIST_MAX_AGE = 7 * DAY
/** Where the persisted cache is kept; removed at logout. */
export const PERSIST_KEY = 'query-cache'

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        gcTime: PERSIST_MAX_AGE,
        // A 4xx answer will not change on a second try (a 404 vendor was fetched twice). Offline
        // a retry would wait paused for the connection, and a page never viewed kept its skeleton.
        retry: (failures, error) =>
          failures < 1 && !(error instanceof ApiError && error.status < 500) && !isOffline(),
        networkMode: 'offlineFirst',
      },
    },
  })
}

/**
 * Queries marked meta.persist survive reloads and offline starts; a cache saved with another data
 * shape is not read; the stored text stays within a size budget.
 */
export function persistOptions(queryClient: QueryClient): PersistQueryClientOptions {
  return {
    queryClient,
    persister: createSyncStoragePersister({
      storage: window.localStorage,
      key: PERSIST_KEY,
      serialize: (client) => serializeWithinBudget(client),
    }),
    maxAge: PERSIST_MAX_AGE,
    buster: `data-shape-${PERSISTED_CACHE_VERSION}`,
    dehydrateOptions: {
      shouldDehydrateQuery: (query) =>
        // A failed offline refetch keeps its data, and that data stays saved.
        query.state.data !== undefined && query.meta?.persist !== undefined,
    },
  }
}

/**
 * Writes the cache when the page goes away: the persister waits a second after each change, and a
 * page closed (or left for another) within it would otherwise lose the last page viewed.
 */
export function persistOnPageHide(options: PersistQueryClientOptions): void {
  window.addEventListener('pagehide', () => {
    const client: PersistedClient = {
      buster: options.buster ?? '',
      timestamp: Date.now(),
      clientState: dehydrate(options.queryClient, options.dehydrateOptions),
    }
    try {
      localStorage.setItem(PERSIST_KEY, serializeWithinBudget(client))
    } catch {
      // Storage full or refused: the throttled saves still run.
    }
  })
}
