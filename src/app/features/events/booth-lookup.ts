import type { QueryClient } from '@tanstack/react-query'
import type { EventDetail, Exhibitor } from '#domain/events.ts'
import { NetworkError } from '../../api/api-client.ts'
import { eventKeys } from './event-queries.ts'

/** What a typed booth number led to. */
export type BoothLookup =
  | { found: Exhibitor }
  /** The event lists no exhibitor at that booth. */
  | { found: null; onDevice: false }
  /** No connection, and the exhibitors this device holds for the event have none at that booth. */
  | { found: null; onDevice: true }

/** Where the event's exhibitors come from: the server, else what the device kept of its pages. */
export type ExhibitorSources = {
  offline: boolean
  /** GET /events/{id}?q=: the exhibitors whose booth starts with `q` (or whose name holds it). */
  ask: (q: string) => Promise<readonly Exhibitor[]>
  saved: () => readonly Exhibitor[]
}

/**
 * A booth as typed at the show, to compare with the listed ones: "booth b 12" is the booth "B 12",
 * as the server holds a booth unique in any case and with single spaces.
 */
export function boothKey(typed: string): string {
  return typed
    .trim()
    .replace(/^booth\b:?/i, '')
    .trim()
    .replace(/\s+/g, ' ')
    .toUpperCase()
}

export function exhibitorAtBooth(
  exhibitors: readonly Exhibitor[],
  typed: string,
): Exhibitor | null {
  const wanted = boothKey(typed)
  if (!wanted) return null
  return exhibitors.find((exhibitor) => boothKey(exhibitor.booth) === wanted) ?? null
}

/**
 * The exhibitor of the event at the typed booth: asked of the server when there is a connection,
 * and looked up in the event's pages this device holds when there is none (or no answer came),
 * so a buyer at a show whose page was opened before finds booths offline.
 */
export async function findExhibitorAtBooth(
  typed: string,
  sources: ExhibitorSources,
): Promise<BoothLookup> {
  if (!sources.offline) {
    try {
      const found = exhibitorAtBooth(await sources.ask(boothKey(typed)), typed)
      return found ? { found } : { found: null, onDevice: false }
    } catch (error) {
      if (!(error instanceof NetworkError)) throw error
    }
  }
  const found = exhibitorAtBooth(sources.saved(), typed)
  return found ? { found } : { found: null, onDevice: true }
}

/** Every exhibitor of the event in the answers this device holds for its pages, found or sorted. */
export function savedExhibitors(queryClient: QueryClient, eventId: number): Exhibitor[] {
  return queryClient
    .getQueriesData<EventDetail>({ queryKey: [...eventKeys.all, 'detail', eventId] })
    .flatMap(([, answer]) => answer?.exhibitors ?? [])
}
