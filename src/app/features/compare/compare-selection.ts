import { useSyncExternalStore } from 'react'
import { COMPARE_MAX } from '#domain/compare.ts'

/**
 * The tactics ticked "Compare" on search result cards (§2), kept for the tab while the buyer moves
 * between result pages; at most 4.
 */
const KEY = 'compare-selection'
const listeners = new Set<() => void>()

function read(): number[] {
  try {
    const ids = JSON.parse(sessionStorage.getItem(KEY) ?? '[]') as unknown
    return Array.isArray(ids) ? ids.filter((id): id is number => Number.isInteger(id)) : []
  } catch {
    return []
  }
}

let selection: number[] = typeof sessionStorage === 'undefined' ? [] : read()

function write(next: number[]) {
  selection = next
  try {
    sessionStorage.setItem(KEY, JSON.stringify(next))
  } catch {
    // Storage refused: the choice lasts as long as the page.
  }
  for (const listener of listeners) listener()
}

/** Ticks or unticks a tactic; a fifth is not taken. */
export function toggleCompared(id: number, on: boolean) {
  if (on && !selection.includes(id) && selection.length < COMPARE_MAX) write([...selection, id])
  if (!on) write(selection.filter((chosen) => chosen !== id))
}

export const clearCompared = () => write([])

export function useComparedSelection(): number[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => selection,
    () => selection,
  )
}
