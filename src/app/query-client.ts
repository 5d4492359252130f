import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister'
import { QueryClient } from '@tanstack/react-query'
import type { PersistQueryClientOptions } from '@tanstack/react-query-persist-client'

const DAY = 24 * 60 * 60 * 1000
const PERSIST_MAX_AGE = 7 * DAY

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        gcTime: PERSIST_MAX_AGE,
        retry: 1,
        networkMode: 'offlineFirst',
      },
    },
  })
}

/** Queries marked meta.persist survive reloads and offline starts; a new build does not read an old cache. */
export function persistOptions(queryClient: QueryClient): PersistQueryClientOptions {
  return {
    queryClient,
    persister: createSyncStoragePersister({ storage: window.localStorage, key: 'query-cache' }),
    maxAge: PERSIST_MAX_AGE,
    buster: __APP_VERSION__,
    dehydrateOptions: {
      shouldDehydrateQuery: (query) =>
        query.state.status === 'success' && query.meta?.persist === true,
    },
  }
}
