import type { AnyRouter, ParsedLocation } from '@tanstack/react-router'

/*
 * The app's own entries of the tab's history, by their index, so a back control knows whether the
 * entry before this one is a page it should go back to (with the browser's Back, which keeps that
 * page's scroll place) rather than a new visit. A reload forgets them: then nothing is known.
 */
const entries = new Map<number, ParsedLocation>()

export function trackHistory(router: AnyRouter): () => void {
  return router.subscribe('onResolved', ({ toLocation }) => {
    entries.set(toLocation.state.__TSR_index, toLocation)
  })
}

/** The app's page in the history entry before `current`, when this tab showed it. */
export function previousEntry(current: ParsedLocation): ParsedLocation | undefined {
  return entries.get(current.state.__TSR_index - 1)
}
