import { ALL_COUNTRIES, type SearchFiltersResponse } from '#domain/search-filters.ts'
import type { VendorFilters } from '../../navigation/search-params.ts'
import { ChoiceSelect } from '../../ui/forms/choice-select.tsx'
import { TreeSelect } from '../../ui/forms/tree-select.tsx'
import { CheckboxList, RadioList } from './choice-list.tsx'
import { FILTER_LEGENDS } from './search-messages.ts'

type Props = {
  lists: SearchFiltersResponse
  draft: VendorFilters
  onChange: (draft: VendorFilters) => void
}

/** The vendor tab's filters: type, years in business, certifications, service coverage. */
export function VendorFilterFields({ lists, draft, onChange }: Props) {
  const years = lists.years_in_business.find(
    (option) =>
      (option.min ?? undefined) === draft.yearsMin && (option.max ?? undefined) === draft.yearsMax,
  )
  return (
    <>
      <div className="filter-group">
        <ChoiceSelect
          label="Vendor Type"
          choices={[
            { value: '', label: 'Any vendor type' },
            ...lists.vendor_types.map((type) => ({ value: String(type.id), label: type.name })),
          ]}
          value={draft.vendorType?.toString() ?? ''}
          onChoose={(value) =>
            onChange({ ...draft, vendorType: value ? Number(value) : undefined })
          }
        />
      </div>
      <RadioList
        legend={FILTER_LEGENDS.years}
        options={lists.years_in_business}
        checkedId={years?.id}
        onChange={(option) =>
          onChange({
            ...draft,
            yearsMin: option?.min ?? undefined,
            yearsMax: option?.max ?? undefined,
          })
        }
      />
      <CheckboxList
        legend="Supplier Diversity Certification"
        options={lists.diversity_certifications}
        selected={draft.certifications ?? []}
        onChange={(certifications) => onChange({ ...draft, certifications })}
      />
      <TreeSelect
        legend="Service Coverage"
        tree={lists.service_coverage}
        selected={draft.coverage ?? []}
        onChange={(coverage) => onChange({ ...draft, coverage })}
        whole={{
          label: ALL_COUNTRIES,
          on: draft.allCountries === true,
          onChange: (on) =>
            onChange({
              ...draft,
              allCountries: on ? true : undefined,
              coverage: on ? undefined : draft.coverage,
            }),
        }}
      />
    </>
  )
}
