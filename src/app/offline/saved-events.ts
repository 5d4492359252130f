import { clear, createStore, get, set, values } from 'idb-keyval'

/** An exhibitor whose pages are on the device: what offline search finds it by. */
export type SavedVendor = { id: number; name: string; booth: string; logo_url: string | null }

/**
 * An event taken offline, or on its way: where its download stands, kept in IndexedDB so a reload
 * or a lost connection goes on from there (docs/offline.md, "Events taken offline").
 */
export type SavedEvent = {
  /** The user it was saved for (the session's uid): another user's is never read. */
  uid: string
  event: { id: number; name: string }
  /** The event's approved exhibitors when last asked. */
  total: number
  perPage: number
  /** The bundle page to ask for next. */
  nextPage: number
  vendors: SavedVendor[]
  /** The vendors of the last whole download, still on the device while an update runs. */
  kept: SavedVendor[]
  /** Bytes written to the device so far. */
  bytes: number
  estimatedBytes: number
  state: 'downloading' | 'stopped' | 'saved'
  /** When the last download finished, ISO 8601; null until one has. */
  savedAt: string | null
}

let opened: ReturnType<typeof createStore> | undefined
const store = () => {
  opened ??= createStore('saved-events', 'events')
  return opened
}
const keyOf = (uid: string, eventId: number) => `${uid} ${eventId}`

export const savedEvent = (uid: string, eventId: number) =>
  get<SavedEvent>(keyOf(uid, eventId), store())

export const keepSavedEvent = (record: SavedEvent) =>
  set(keyOf(record.uid, record.event.id), record, store())

/** The user's events taken offline, whole or in part. */
export async function savedEventsOf(uid: string): Promise<SavedEvent[]> {
  return (await values<SavedEvent>(store())).filter((record) => record.uid === uid)
}

/** At a session's end, with the saved answers themselves (the worker's saved-events cache). */
export const forgetSavedEvents = () => clear(store())

/** The vendors of a saved event that open offline: those of its last download and this one's. */
export function vendorsOnDevice(record: SavedEvent): SavedVendor[] {
  const ids = new Set(record.vendors.map((vendor) => vendor.id))
  return [...record.vendors, ...record.kept.filter((vendor) => !ids.has(vendor.id))]
}
