import type { SavedEvent } from './saved-events.ts'

/** Why a download stopped before its end: the device is full, or the server refused it. */
export type DownloadFailure = 'full' | 'refused'

/** Where an event's download stands, as the event page shows it. */
export type DownloadState = {
  /** Not yet read from the device. */
  loading: boolean
  record: SavedEvent | null
  running: boolean
  /** Running, and waiting for the connection to come back. */
  waiting: boolean
  failure: DownloadFailure | null
}

export const IDLE: DownloadState = {
  loading: true,
  record: null,
  running: false,
  waiting: false,
  failure: null,
}

/**
 * Downloads live beside the screens, one per user and event: leaving the event page does not stop
 * one, and coming back shows where it is. Kept apart from the download's code, which only the
 * event page loads, so a session's end can stop them all (src/app/features/events/).
 */
export const downloadStates = new Map<string, DownloadState>()
export const downloadCancels = new Map<string, AbortController>()
const listeners = new Set<() => void>()

export function changeDownload(key: string, change: Partial<DownloadState>): void {
  downloadStates.set(key, { ...(downloadStates.get(key) ?? IDLE), ...change })
  for (const listener of listeners) listener()
}

export function subscribeDownloads(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Every download stops (a session's end): what they saved goes with the user's caches. */
export function stopEventDownloads(): void {
  for (const cancel of downloadCancels.values()) cancel.abort()
  downloadCancels.clear()
  downloadStates.clear()
  for (const listener of listeners) listener()
}
