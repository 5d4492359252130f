import type { Suggestion, SuggestionKind } from '#domain/search-results.ts'

/** Headings of the autocomplete groups, by the kind of suggestion. */
export const SUGGESTION_TITLES: Record<SuggestionKind, string> = {
  vendor: 'Vendors',
  tactic: 'Tactics',
  tactic_type: 'Tactic Types',
}

/** Pages opened from the search carry its id; from autocomplete, autocomplete=true (§2 Routes). */
export function vendorHref(vendorId: number, from: { searchId?: number; autocomplete?: true }) {
  return `/company/${vendorId}${originQuery(from)}`
}

export function tacticHref(
  vendorId: number,
  tacticId: number,
  from: { searchId?: number; autocomplete?: true },
) {
  return `/company/${vendorId}/tactics/${tacticId}${originQuery(from)}`
}

function originQuery({ searchId, autocomplete }: { searchId?: number; autocomplete?: true }) {
  const params = new URLSearchParams()
  if (searchId !== undefined) params.set('search_id', String(searchId))
  if (autocomplete) params.set('autocomplete', 'true')
  const text = params.toString()
  return text ? `?${text}` : ''
}

/** Where a suggestion opens, or null for a tactic type (which runs a Browse search instead). */
export function suggestionHref(suggestion: Suggestion): string | null {
  switch (suggestion.kind) {
    case 'vendor':
      return vendorHref(suggestion.id, { autocomplete: true })
    case 'tactic':
      return suggestion.vendor_id === null
        ? null
        : tacticHref(suggestion.vendor_id, suggestion.id, { autocomplete: true })
    case 'tactic_type':
      return null
  }
}

/** Suggestions grouped under their kind's heading, in the order the server ranked them. */
export function groupSuggestions(suggestions: readonly Suggestion[]) {
  const groups: { kind: SuggestionKind; items: { suggestion: Suggestion; index: number }[] }[] = []
  suggestions.forEach((suggestion, index) => {
    let group = groups.find((g) => g.kind === suggestion.kind)
    if (!group) {
      group = { kind: suggestion.kind, items: [] }
      groups.push(group)
    }
    group.items.push({ suggestion, index })
  })
  return groups
}
