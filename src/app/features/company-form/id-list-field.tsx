import { type FieldStore, type FormStore, setValue } from '@modular-forms/react'
import { useSignals } from '@preact/signals-react/runtime'
import type { ReactNode } from 'react'
import type { CompanyFormValues } from './company-form-values.ts'
import { FieldError } from './field-error.tsx'

type IdListName = 'vendor_types' | 'service_coverage' | 'diversity_certification_ids'

type Props = {
  form: FormStore<CompanyFormValues, undefined>
  field: FieldStore<CompanyFormValues, IdListName>
  /** The control: a checkbox group or a tree select over the ids. */
  children: (selected: number[], onChange: (ids: number[]) => void) => ReactNode
}

/** A list of ids the form holds as strings, edited by a group of checkboxes; its error below. */
export function IdListField({ form, field, children }: Props) {
  useSignals()
  const selected = (field.value.value ?? []).map(Number)
  const change = (ids: number[]) => setValue(form, field.name, ids.map(String))
  return (
    <div className="form-field">
      {children(selected, change)}
      <FieldError error={field.error.value} />
    </div>
  )
}
