import { type ParsedLocation, useLocation, useRouter } from '@tanstack/react-router'
import { previousEntry } from './history-trail.ts'

/**
 * Follows a back control to `href`: with the browser's Back when the entry before this one is that
 * page (the place scrolled to and the state of the page come back with it), else as a new visit.
 */
export function useBack(href: string, isTarget: (previous: ParsedLocation) => boolean) {
  const router = useRouter()
  const location = useLocation()
  const previous = previousEntry(location)
  return () => {
    if (previous && isTarget(previous)) router.history.back()
    else void router.navigate({ href })
  }
}
