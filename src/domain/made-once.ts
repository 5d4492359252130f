/**
 * A value made on its first use rather than when its module loads. An `Intl` formatter or collator
 * loads its locale data when created (about 25 ms on the start of every page under a 4x CPU
 * slowdown, docs/performance.md), which a page that never formats a date should not pay.
 */
export function madeOnce<T>(make: () => T): () => T {
  let made: { value: T } | undefined
  return () => {
    made ??= { value: make() }
    return made.value
  }
}
