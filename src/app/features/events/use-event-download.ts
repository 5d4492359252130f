import { type QueryClient, useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useSyncExternalStore } from 'react'
import type { ApiClient } from '../../api/api-client.ts'
import { useApi } from '../../api/use-api.ts'
import {
  changeDownload,
  downloadCancels,
  downloadStates,
  IDLE,
  subscribeDownloads,
} from '../../offline/event-downloads.ts'
import { keepSavedEvent, type SavedEvent, savedEvent } from '../../offline/saved-events.ts'
import { downloadEvent, freshRecord } from './event-download.ts'

const keyOf = (uid: string, eventId: number) => `${uid} ${eventId}`

async function run(api: ApiClient, queryClient: QueryClient, record: SavedEvent) {
  const key = keyOf(record.uid, record.event.id)
  if (downloadCancels.has(key)) return
  const cancel = new AbortController()
  downloadCancels.set(key, cancel)
  changeDownload(key, { loading: false, record, running: true, waiting: false, failure: null })
  await keepSavedEvent(record)
  const failure = await downloadEvent({
    api,
    queryClient,
    record,
    signal: cancel.signal,
    report: {
      saved: (saved) => changeDownload(key, { record: saved }),
      waiting: (waiting) => changeDownload(key, { waiting }),
    },
  })
  downloadCancels.delete(key)
  if (record.state !== 'saved') {
    record.state = 'stopped'
    await keepSavedEvent(record)
  }
  changeDownload(key, { record: { ...record }, running: false, waiting: false, failure })
}

/**
 * The download of one event for the signed-in user: its state, and start, stop and resume. A
 * download under way when the app was closed or reloaded goes on by itself once the page shows.
 */
export function useEventDownload(uid: string, event: { id: number; name: string }) {
  const api = useApi()
  const queryClient = useQueryClient()
  const key = keyOf(uid, event.id)
  const state = useSyncExternalStore(subscribeDownloads, () => downloadStates.get(key) ?? IDLE)

  useEffect(() => {
    if (downloadStates.has(key)) return
    void savedEvent(uid, event.id).then((record) => {
      if (downloadStates.get(key)?.running) return
      if (record?.state === 'downloading') void run(api, queryClient, record)
      else changeDownload(key, { loading: false, record: record ?? null })
    })
  }, [api, queryClient, key, uid, event.id])

  const start = useCallback(
    (total: number, estimatedBytes: number) =>
      void run(api, queryClient, freshRecord(uid, event, total, estimatedBytes, state.record)),
    [api, queryClient, uid, event, state.record],
  )
  const resume = useCallback(() => {
    if (state.record) void run(api, queryClient, { ...state.record, state: 'downloading' })
  }, [api, queryClient, state.record])
  const stop = useCallback(() => downloadCancels.get(key)?.abort(), [key])
  return { state, start, resume, stop }
}
