const STORAGE_KEY = 'recommend-after-login'
/** A login abandoned and done much later, for another reason, does not open the modal. */
const REMEMBERED_MS = 10 * 60_000

/** The recommend modal reopens this long after the login dialog closes (docs/spec/marketplace.md §9). */
export const RECOMMEND_REOPEN_DELAY_MS = 300

/** Login to Recommend: remembered for the search screen the login returns to. */
export function recommendAfterLogin(now = Date.now()) {
  sessionStorage.setItem(STORAGE_KEY, String(now))
}

/** Whether a recent login was for recommending. */
export function isRecommendAfterLogin(now = Date.now()): boolean {
  const since = Number(sessionStorage.getItem(STORAGE_KEY))
  return since > 0 && now - since < REMEMBERED_MS
}

/** The same, forgetting it: the modal it opens is the one that answers it. */
export function takeRecommendAfterLogin(now = Date.now()): boolean {
  const pending = isRecommendAfterLogin(now)
  sessionStorage.removeItem(STORAGE_KEY)
  return pending
}
