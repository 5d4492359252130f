import type { QueryClient } from '@tanstack/react-query'
import type { ApiClient } from '../../api/api-client.ts'
import { forgetLastSearch } from '../../navigation/last-search.ts'
import { stopEventDownloads } from '../../offline/event-downloads.ts'
import { clearUserCaches } from '../../offline/runtime-caches.ts'
import { forgetSavedEvents } from '../../offline/saved-events.ts'
import { PERSIST_KEY } from '../../query-client.ts'
import type { SessionStore } from '../../session/session-store.ts'
import { clearSavedSearch } from './saved-search.ts'
import { signInCodeIn } from './session-link.ts'
import { reloadSignInData } from './sign-in-data.ts'

/**
 * At start a stored session reloads its account and forgets any search saved before a login
 * (docs/spec/access-and-account.md §2). A page opened with a sign-in code loads the code's account instead.
 */
export function refreshStoredSession(api: ApiClient, session: SessionStore) {
  if (!session.current || signInCodeIn(window.location)) return
  clearSavedSearch()
  // Offline the stored account serves; a 401 is the API client's to handle.
  reloadSignInData(api, session).catch(() => {})
}

/**
 * A session ends at its token's expiry (docs/spec/access-and-account.md §4) even with no call to be answered
 * 401: it is cleared then, with the data cached for its user, and `ended` runs.
 */
export function endSessionAtExpiry(session: SessionStore, ended: () => void) {
  let timer: ReturnType<typeof setTimeout> | undefined
  const expire = () => void session.clear('expired').then(ended)
  const arm = (current: SessionStore['current']) => {
    clearTimeout(timer)
    if (!current) return
    const left = Number(current.headers.expiry) * 1000 - Date.now()
    // setTimeout takes at most 2^31-1 ms (about 24 days).
    if (left <= 0) expire()
    else timer = setTimeout(expire, Math.min(left, 2 ** 31 - 1))
  }
  arm(session.current)
  session.subscribe(arm)
}

/**
 * Data cached for one user (query cache, the service worker's API caches, the last results) is never shown to the
 * next, nor kept after a logout.
 */
export function clearCacheOnUserChange(session: SessionStore, queryClient: QueryClient) {
  let uid = session.current?.headers.uid
  session.subscribe((current) => {
    if (current?.headers.uid === uid) return
    if (uid !== undefined) {
      queryClient.clear()
      localStorage.removeItem(PERSIST_KEY)
      forgetLastSearch()
      stopEventDownloads()
      void forgetSavedEvents()
      void clearUserCaches(uid)
    }
    uid = current?.headers.uid
  })
}
