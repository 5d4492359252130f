import type { QueryClient } from '@tanstack/react-query'
import type { ApiClient } from '../../api/api-client.ts'
import { clearUserCaches } from '../../offline/runtime-caches.ts'
import { PERSIST_KEY } from '../../query-client.ts'
import type { SessionStore } from '../../session/session-store.ts'
import { clearSavedSearch } from './saved-search.ts'
import { signInCodeIn } from './session-link.ts'
import { reloadSignInData } from './sign-in-data.ts'

/**
 * At start a stored session reloads its account and forgets any search saved before a login
 * (access-and-account.md §2). A page opened with a sign-in code loads the code's account instead.
 */
export function refreshStoredSession(api: ApiClient, session: SessionStore) {
  if (!session.current || signInCodeIn(window.location)) return
  clearSavedSearch()
  // Offline the stored account serves; a 401 is the API client's to handle.
  reloadSignInData(api, session).catch(() => {})
}

/**
 * Data cached for one user (query cache and the service worker's API caches) is never shown to the
 * next, nor kept after a logout.
 */
export function clearCacheOnUserChange(session: SessionStore, queryClient: QueryClient) {
  let uid = session.current?.headers.uid
  session.subscribe((current) => {
    if (current?.headers.uid === uid) return
    if (uid !== undefined) {
      queryClient.clear()
      localStorage.removeItem(PERSIST_KEY)
      void clearUserCaches()
    }
    uid = current?.headers.uid
  })
}
