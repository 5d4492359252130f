import { itemAt } from './item-at.ts'
/** The demo vendor gets at least this many tactics so that its profile is worth showing. */
export const DEMO_VENDOR_MIN_TACTICS = 8

function indexOfLargest(counts: readonly number[], skip: number): number {
  let best = -1
  for (const [index, count] of counts.entries()) {
    if (index !== skip && count > 0 && (best < 0 || count > itemAt(counts, best))) best = index
  }
  return best
}

/**
 * Splits `total` tactics across vendors in proportion to their weights (largest remainder, ties
 * to the lower index), then tops up vendor 0, the demo vendor, from the busiest vendors.
 */
export function planTacticCounts(weights: readonly number[], total: number): number[] {
  const weightSum = weights.reduce((sum, weight) => sum + weight, 0)
  if (weights.length === 0 || weightSum <= 0) return weights.map(() => 0)
  const quotas = weights.map((weight) => (total * weight) / weightSum)
  const counts = quotas.map(Math.floor)
  const remaining = total - counts.reduce((sum, count) => sum + count, 0)
  const byRemainder = quotas
    .map((quota, index) => ({ index, remainder: quota - Math.floor(quota) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index)
  for (const { index } of byRemainder.slice(0, remaining)) counts[index] = itemAt(counts, index) + 1

  const demoTarget = Math.min(DEMO_VENDOR_MIN_TACTICS, total)
  while (itemAt(counts, 0) < demoTarget) {
    const donor = indexOfLargest(counts, 0)
    if (donor < 0) break
    counts[donor] = itemAt(counts, donor) - 1
    counts[0] = itemAt(counts, 0) + 1
  }
  return counts
}
