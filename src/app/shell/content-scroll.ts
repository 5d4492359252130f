import type { AnyRouter, ParsedLocation } from '@tanstack/react-router'

/*
 * The Ionic shell's pages scroll inside IonContent, whose scrolling element is in its shadow root:
 * the router's scroll restoration sees neither its scroll events nor a selector for it, and kept
 * the last page's offset for the next one. The router scrolls it to the top on each new page
 * (`scrollToTopSelectors`); here its offset is kept per history entry and given back on Back and
 * Forward, as the router does for the window (docs/decisions/0008-start-and-return.md).
 */

/** The history entry a scroll offset belongs to, as the router keys its own. */
export const scrollKeyOf = (location: ParsedLocation) => location.state.__TSR_key ?? location.href

let scrollElement: HTMLElement | null = null
const offsets = new Map<string, number>()

/** The shell's scrolling element, once IonContent has made it. */
export const contentScrollElement = () => scrollElement

/** What the person does to scroll for themselves: then the page is theirs to move. */
const OWN_SCROLLING = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const

/**
 * Gives `offset` back and holds it while the page settles: Ionic's components draw themselves a
 * moment after React (a search bar grows from nothing to 48 px), which would move the place the
 * browser keeps in view. Held until the person scrolls or the next page opens.
 */
function holdOffset(element: HTMLElement, page: HTMLElement, offset: number): () => void {
  element.scrollTop = offset
  const growing = new ResizeObserver(() => {
    element.scrollTop = offset
  })
  growing.observe(page)
  const done = new AbortController()
  const release = () => {
    growing.disconnect()
    done.abort()
  }
  for (const type of OWN_SCROLLING)
    window.addEventListener(type, release, { capture: true, passive: true, signal: done.signal })
  return release
}

/**
 * Follows the router with IonContent's scrolling `element`, whose page content is `page`, until
 * the returned function is called.
 */
export function keepContentScroll(
  router: AnyRouter,
  element: HTMLElement,
  page: HTMLElement,
): () => void {
  scrollElement = element
  let release = () => {}
  // The entry whose page is drawn, from the moment its matches are committed. The router's "from"
  // is the last page it resolved: Back tapped as soon as the next page showed, before that one
  // resolved, would file the new page's offset under the page before it.
  const resolved = router.state.resolvedLocation
  let drawn: string | null = resolved ? scrollKeyOf(resolved) : null
  const offBeforeLoad = router.subscribe('onBeforeLoad', () => {
    release()
    if (drawn !== null) offsets.set(drawn, element.scrollTop)
    drawn = null
  })
  const offLoad = router.subscribe('onLoad', ({ toLocation }) => {
    drawn = scrollKeyOf(toLocation)
  })
  // After the router's own scroll to the top, which it does first.
  const offRendered = router.subscribe('onRendered', ({ toLocation }) => {
    const offset = offsets.get(scrollKeyOf(toLocation))
    if (offset !== undefined) release = holdOffset(element, page, offset)
  })
  return () => {
    release()
    offBeforeLoad()
    offLoad()
    offRendered()
    if (scrollElement === element) scrollElement = null
  }
}
