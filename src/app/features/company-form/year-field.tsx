import type { FormStore } from '@modular-forms/react'
import { useMemo } from 'react'
import { SelectField } from '../../ui/forms/select-field.tsx'
import { type CompanyFormValues, establishmentYears } from './company-form-values.ts'

/** The year of establishment: this year down to 1800, or none (docs/spec/marketplace.md §5). */
export function YearField({ of }: { of: FormStore<CompanyFormValues, undefined> }) {
  const choices = useMemo(
    () => [
      { value: '', label: 'Not specified' },
      ...establishmentYears().map((year) => ({ value: String(year), label: String(year) })),
    ],
    [],
  )
  return (
    <SelectField
      of={of}
      name="year_of_establishment"
      label="Year of establishment"
      choices={choices}
    />
  )
}
