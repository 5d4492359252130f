import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import type { SavedItem, ShortlistDetail, ShortlistPerson } from '#domain/shortlists.ts'
import { useApi } from '../../api/use-api.ts'
import { useSession } from '../../session/use-session.ts'
import { overlayDetail, overlayList, overlaySaved } from './shortlist-overlay.ts'
import { savedItemsQuery, shortlistQuery, shortlistsQuery } from './shortlist-queries.ts'
import { usePendingShortlistWrites } from './use-shortlist-writes.ts'

const NO_SAVED: SavedItem[] = []

/** The signed-in user as a shortlist names them: who added an item, a list's owner. */
export function useMe(): ShortlistPerson {
  const user = useSession()?.user
  return useMemo(
    () => ({
      id: user?.id ?? 0,
      first_name: user?.first_name ?? '',
      last_name: user?.last_name ?? '',
    }),
    [user?.id, user?.first_name, user?.last_name],
  )
}

/** Which lists hold each item, waiting writes included. */
export function useShownSaved(enabled = true) {
  const saved = useQuery({ ...savedItemsQuery(useApi()), enabled })
  const writes = usePendingShortlistWrites()
  const data = saved.data?.saved_items ?? NO_SAVED
  return useMemo(() => overlaySaved(data as SavedItem[], writes), [data, writes])
}

/**
 * The user's lists, then the ones shared with them, waiting writes included. The lists' own page
 * asks again each time it opens, fresh or not (`askAgainOnOpen`): a colleague may have shared or
 * renamed one since; the save controls of a screen of cards share one answer for a few seconds.
 */
export function useShownShortlists({ askAgainOnOpen = false } = {}) {
  const api = useApi()
  const lists = useQuery({
    ...shortlistsQuery(api),
    ...(askAgainOnOpen ? { refetchOnMount: 'always' as const } : {}),
  })
  const saved = useQuery(savedItemsQuery(api))
  const writes = usePendingShortlistWrites()
  const me = useMe()
  const shown = useMemo(
    () =>
      lists.data
        ? overlayList(
            lists.data.shortlists,
            (saved.data?.saved_items ?? NO_SAVED) as SavedItem[],
            writes,
            me,
          )
        : undefined,
    [lists.data, saved.data, writes, me],
  )
  return { ...lists, shown }
}

/** One list with its items, waiting writes included; null once a waiting write deleted or left it. */
export function useShownShortlist(id: number) {
  const detail = useQuery(shortlistQuery(useApi(), id))
  const writes = usePendingShortlistWrites()
  const me = useMe()
  const shown = useMemo(
    () => (detail.data ? overlayDetail(detail.data as ShortlistDetail, writes, me) : undefined),
    [detail.data, writes, me],
  )
  return { ...detail, shown }
}
