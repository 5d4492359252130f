import '../../ui/ionic-setup.ts'
import type { SearchFiltersResponse, TacticFilterGroup } from '#domain/search-filters.ts'
import type { TacticFilters } from '../../navigation/search-params.ts'
import { SwitchRow } from '../../ui/forms/switch-row.tsx'
import { TreeSelect } from '../../ui/forms/tree-select.tsx'
import { CheckboxList, RadioList } from './choice-list.tsx'
import { ANY_TURNAROUND, FILTER_LEGENDS } from './search-messages.ts'

type Props = {
  lists: SearchFiltersResponse
  draft: TacticFilters
  onChange: (draft: TacticFilters) => void
}

/** The groups of the tactic panel, in the order of docs/spec/marketplace.md §2, by their keys. */
const CHECKBOX_GROUPS_BEFORE = ['path_to_purchase', 'target_options', 'brand_objectives'] as const
const CHECKBOX_GROUPS_AFTER = ['pricing_model'] as const

/** The tactic tab's filters: switches, checkbox groups, turnaround radios and the retailer tree. */
export function TacticFilterFields({ lists, draft, onChange }: Props) {
  const groupsOf = (keys: readonly string[]) =>
    keys
      .map((key) => lists.tactic_filters.find((group) => group.name === key))
      .filter((group): group is TacticFilterGroup => group !== undefined)
  const options = draft.options ?? []
  const setGroup = (group: TacticFilterGroup, ids: number[]) => {
    const inGroup = new Set(group.children.map((option) => option.id))
    const next = [...options.filter((id) => !inGroup.has(id)), ...ids].sort((a, b) => a - b)
    onChange({ ...draft, options: next })
  }
  const checkboxes = (group: TacticFilterGroup) => (
    <CheckboxList
      key={group.id}
      legend={group.title}
      options={group.children}
      selected={options.filter((id) => group.children.some((option) => option.id === id))}
      onChange={(ids) => setGroup(group, ids)}
    />
  )
  return (
    <>
      <SwitchRow
        className="filter-switch"
        spread
        checked={draft.eCommerce === true}
        onChange={(on) => onChange({ ...draft, eCommerce: on ? true : undefined })}
      >
        {FILTER_LEGENDS.eCommerce}
      </SwitchRow>
      {groupsOf(CHECKBOX_GROUPS_BEFORE).map(checkboxes)}
      <RadioList
        legend={FILTER_LEGENDS.turnaround}
        // The first option is chosen when none is (docs/spec/marketplace.md §2): "Any", which
        // filters nothing, so a filter ticked alone is sent alone.
        any={ANY_TURNAROUND}
        options={lists.turnaround_times}
        checkedId={draft.turnaround}
        onChange={(option) => onChange({ ...draft, turnaround: option?.id })}
      />
      <TreeSelect
        legend="Approved Retailers"
        tree={lists.approved_retailers}
        selected={draft.retailers ?? []}
        onChange={(retailers) => onChange({ ...draft, retailers })}
      />
      <SwitchRow
        className="filter-switch"
        spread
        checked={draft.inHouse === true}
        onChange={(on) => onChange({ ...draft, inHouse: on ? true : undefined })}
      >
        {FILTER_LEGENDS.inHouse}
      </SwitchRow>
      {groupsOf(CHECKBOX_GROUPS_AFTER).map(checkboxes)}
    </>
  )
}
