import type { FieldElementProps, FieldStore } from '@modular-forms/react'
import { useSignals } from '@preact/signals-react/runtime'
import { useId, useMemo } from 'react'
import { type CompanyFormValues, establishmentYears } from './company-form-values.ts'
import { FieldError } from './field-error.tsx'

type Props = {
  field: FieldStore<CompanyFormValues, 'year_of_establishment'>
  props: FieldElementProps<CompanyFormValues, 'year_of_establishment'>
}

/** The year of establishment: this year down to 1800, or none (marketplace.md §5). */
export function YearField({ field, props }: Props) {
  useSignals()
  const id = useId()
  const years = useMemo(() => establishmentYears(), [])
  const error = field.error.value
  return (
    <div className="form-field">
      <label htmlFor={id}>Year of establishment</label>
      <select {...props} id={id} value={field.value.value ?? ''} aria-invalid={Boolean(error)}>
        <option value="">Not specified</option>
        {years.map((year) => (
          <option key={year} value={year}>
            {year}
          </option>
        ))}
      </select>
      <FieldError error={error} />
    </div>
  )
}
