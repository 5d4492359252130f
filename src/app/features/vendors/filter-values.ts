type Option = { id: number; name: string; checked: boolean }
type Group = {
  key: string
  filter_types: (Option & { sub_filters: Option[] })[]
}

/**
 * A group's checked values as text: an option, or a parent with its checked children in
 * parentheses ("Kroger (Ralphs, Fred Meyer)").
 */
export function checkedValues(group: Group): string[] {
  return group.filter_types.flatMap((option) => {
    const children = option.sub_filters.filter((child) => child.checked).map((c) => c.name)
    if (children.length > 0) return [`${option.name} (${children.join(', ')})`]
    return option.checked ? [option.name] : []
  })
}

export type FunnelMatrix = {
  funnel: Option[]
  stages: Option[]
  /** starred[row][column]: both the funnel stage and the path-to-purchase stage are checked. */
  starred: boolean[][]
}

/** The Brand Funnel × Path-to-Purchase matrix of a tactic, or null without both groups. */
export function funnelMatrix(groups: readonly Group[]): FunnelMatrix | null {
  const funnel = groups.find((g) => g.key === 'brand_objectives')?.filter_types
  const stages = groups.find((g) => g.key === 'path_to_purchase')?.filter_types
  if (!funnel?.length || !stages?.length) return null
  return {
    funnel,
    stages,
    starred: funnel.map((row) => stages.map((column) => row.checked && column.checked)),
  }
}
