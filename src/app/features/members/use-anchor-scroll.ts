import { useEffect } from 'react'

export const MEMBERS_ANCHOR = 'invite-members'

/**
 * The section appears after the page and its list have loaded, too late for the browser's own jump
 * to `#invite-members`: once it is ready, bring it into view when the address names it.
 */
export function useAnchorScroll(ready: boolean) {
  useEffect(() => {
    if (!ready || window.location.hash !== `#${MEMBERS_ANCHOR}`) return
    document.getElementById(MEMBERS_ANCHOR)?.scrollIntoView({ block: 'start' })
  }, [ready])
}
