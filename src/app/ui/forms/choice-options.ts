/** One choice of a checklist; a grouped list (approved retailers) nests its own choices. */
export type ChoiceOption = {
  id: string
  name: string
  children?: readonly ChoiceOption[]
}

/** Options whose name, or one of whose children's names, holds the query (case-insensitive). */
export function matchingOptions(options: readonly ChoiceOption[], query: string): ChoiceOption[] {
  const needle = query.trim().toLowerCase()
  if (!needle) return [...options]
  const matches = (option: ChoiceOption) => option.name.toLowerCase().includes(needle)
  return options.flatMap((option) => {
    if (matches(option)) return [option]
    const children = option.children?.filter(matches) ?? []
    return children.length > 0 ? [{ ...option, children }] : []
  })
}

/** The names of the ticked options, in the list's order, children after their parent. */
export function selectedNames(options: readonly ChoiceOption[], selected: readonly string[]) {
  return options
    .flatMap((option) => [option, ...(option.children ?? [])])
    .filter((option) => selected.includes(option.id))
    .map((option) => option.name)
}
