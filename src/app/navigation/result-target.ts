import { useMediaQuery } from '../ui/use-media-query.ts'

/*
 * Where a search result opens. The spec opens tactic details in a new tab, which suits
 * a desktop browser; in the installed app a new tab leaves the app (on iOS for Safari, where the
 * buyer is signed out) and fails offline, and on a touch device it strands the person in a second
 * tab. There a result opens in the same view, and its page's back control returns to the results.
 */
const SAME_VIEW = '(display-mode: standalone), (display-mode: fullscreen), (pointer: coarse)'

const inIosHomeScreenApp = () =>
  (navigator as Navigator & { standalone?: boolean }).standalone === true

/** Whether a result opens in a new tab here: a desktop browser's tab. */
export function resultsOpenInNewTab(): boolean {
  return !window.matchMedia(SAME_VIEW).matches && !inIosHomeScreenApp()
}

/** The same, following the window (a tablet's keyboard and mouse, an app window). */
export function useResultsOpenInNewTab(): boolean {
  return !useMediaQuery(SAME_VIEW) && !inIosHomeScreenApp()
}
