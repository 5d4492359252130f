import type { FormFilterOption } from './tactic-form-data.ts'

/**
 * A grouped select (approved retailers) keeps a group and its own options as separate ids, as the
 * API reads them: ticking an option ticks its group too, unticking a group unticks its options.
 */
export function toggleGroupedOption(
  options: readonly FormFilterOption[],
  selected: readonly string[],
  id: number,
): string[] {
  const key = String(id)
  const group = options.find((o) => o.id === id)
  if (selected.includes(key)) {
    const own = new Set(group?.sub_filters.map((s) => String(s.id)) ?? [])
    return selected.filter((other) => other !== key && !own.has(other))
  }
  const parent = options.find((o) => o.sub_filters.some((s) => s.id === id))
  const next = [...selected, key]
  if (parent && !next.includes(String(parent.id))) next.push(String(parent.id))
  return next
}
