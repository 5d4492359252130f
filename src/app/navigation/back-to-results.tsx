import { useLocation } from '@tanstack/react-router'
import { useSession } from '../session/use-session.ts'
import { BackLink } from './back-link.tsx'
import { previousEntry } from './history-trail.ts'
import { isResultsLocation, useLastSearchHref } from './last-search.ts'
import { BACK_TEXT } from './navigation-texts.ts'
import { useBack } from './use-back.ts'

/**
 * A detail page's way back to the results it was opened from, with their keyword, filters and
 * scroll place (Back in history), or to the last results this device showed, or to the search.
 */
export function BackToResults() {
  const previous = previousEntry(useLocation())
  const saved = useLastSearchHref()
  const visitor = useSession() === null
  const fromResults = previous !== undefined && isResultsLocation(previous)
  const href = fromResults ? previous.href : (saved ?? (visitor ? '/' : '/search'))
  const follow = useBack(href, isResultsLocation)
  return (
    <BackLink href={href} onFollow={follow}>
      {fromResults || saved ? BACK_TEXT.toResults : BACK_TEXT.toSearch}
    </BackLink>
  )
}

/** Whether this page was opened from the results (the entry before it in this tab). */
export function useOpenedFromResults(): boolean {
  const previous = previousEntry(useLocation())
  return previous !== undefined && isResultsLocation(previous)
}
