import { useState } from 'react'

type Item = { id: number }

/** Whether two lists hold the same ids in the same order. */
export const sameOrder = (a: readonly Item[], b: readonly Item[]) =>
  a.length === b.length && a.every((item, index) => item.id === b[index]?.id)

/** `items` with the one at `index` moved one place up (-1) or down (1). */
export function movedBy<T>(items: readonly T[], index: number, by: -1 | 1): T[] {
  const target = index + by
  const next = [...items]
  const [item] = next.splice(index, 1)
  if (item === undefined || target < 0 || target > items.length - 1) return [...items]
  next.splice(target, 0, item)
  return next
}

/**
 * An ordered list being edited. It is the saved list, refetches included, until it is changed;
 * then the edited one, until it is saved (the saved list catches up) or discarded.
 */
export function useOrderedDraft<T extends Item>(saved: readonly T[]) {
  const [draft, setDraft] = useState<readonly T[] | null>(null)
  const items = draft ?? saved
  return {
    items,
    changed: draft !== null && !sameOrder(draft, saved),
    moveBy: (index: number, by: -1 | 1) => setDraft(movedBy(items, index, by)),
    /** Puts the item first: a newly featured item leads, as it did before there was an order. */
    add: (item: T) => setDraft([item, ...items.filter((other) => other.id !== item.id)]),
    remove: (id: number) => setDraft(items.filter((item) => item.id !== id)),
    discard: () => setDraft(null),
  }
}

export type OrderedDraft<T extends Item> = ReturnType<typeof useOrderedDraft<T>>
