import { type FilterSelection, TACTIC_MESSAGES } from './tactic-schemas.ts'

/** What the rules need to know of a filter group and its curated options. */
export type FilterGroupRules = {
  id: number
  key: string
  selection: 'multi' | 'single' | 'tree'
  allowsOther: boolean
  options: { id: number; parentId: number | null }[]
}

/** The groups a tactic must tick at least one option of (docs/spec/marketplace.md §5). */
export const REQUIRED_FILTER_GROUPS: Record<string, string> = {
  path_to_purchase: TACTIC_MESSAGES.pathToPurchaseRequired,
  brand_objectives: TACTIC_MESSAGES.brandObjectivesRequired,
}

function groupErrors(group: FilterGroupRules, selection: FilterSelection | undefined): string[] {
  const ticked = new Set(selection?.children ?? [])
  const typed = selection?.new_children ?? []
  const options = new Map(group.options.map((option) => [option.id, option]))
  if ([...ticked].some((id) => !options.has(id))) return [TACTIC_MESSAGES.unknownOption]
  if (typed.length > 0 && !group.allowsOther) return [TACTIC_MESSAGES.unknownOption]
  if (group.selection === 'single' && ticked.size + typed.length > 1) {
    return [TACTIC_MESSAGES.oneOptionOnly]
  }
  const required = REQUIRED_FILTER_GROUPS[group.key]
  if (required && ticked.size + typed.length === 0) return [required]
  if (group.selection === 'tree') {
    // A ticked group of a grouped select needs one of its own options ticked too.
    const parents = [...ticked].filter((id) => group.options.some((o) => o.parentId === id))
    const empty = parents.some(
      (id) => !group.options.some((o) => o.parentId === id && ticked.has(o.id)),
    )
    if (empty) return [TACTIC_MESSAGES.groupedSelectRequired]
  }
  return []
}

/** The filter rules of a tactic form, errors under each group's key (e.g. path_to_purchase). */
export function filterErrors(
  groups: readonly FilterGroupRules[],
  filters: readonly FilterSelection[],
): Record<string, string[]> {
  const errors: Record<string, string[]> = {}
  const byGroup = new Map(filters.map((selection) => [selection.id, selection]))
  if (filters.some((selection) => !groups.some((group) => group.id === selection.id))) {
    errors.filters = [TACTIC_MESSAGES.unknownOption]
  }
  for (const group of groups) {
    const messages = groupErrors(group, byGroup.get(group.id))
    if (messages.length > 0) errors[group.key] = messages
  }
  return errors
}
