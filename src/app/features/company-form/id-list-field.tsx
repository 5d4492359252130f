import { Field, type FormStore, setValue } from '@modular-forms/react'
import { useSignals } from '@preact/signals-react/runtime'
import type { ReactNode } from 'react'
import { listFormOf } from '../../ui/forms/bound-field.ts'
import type { CompanyFormValues } from './company-form-values.ts'
import { FieldError } from './field-error.tsx'

type Props = {
  of: FormStore<CompanyFormValues, undefined>
  name: 'vendor_types' | 'service_coverage' | 'diversity_certification_ids'
  /** The control: a checkbox group or a tree select over the ids. */
  children: (selected: number[], onChange: (ids: number[]) => void) => ReactNode
}

/** A list of ids the form holds as strings, edited by a group of checkboxes; its error below. */
export function IdListField({ of, name, children }: Props) {
  const form = listFormOf(of)
  return (
    <Field of={form} name={name} type="string[]">
      {(field) => (
        <IdList
          ids={field.value}
          error={field.error}
          onChange={(ids) => setValue(form, name, ids.map(String))}
        >
          {children}
        </IdList>
      )}
    </Field>
  )
}

type IdListProps = {
  ids: { value: string[] | undefined }
  error: { value: string }
  onChange: (ids: number[]) => void
  children: Props['children']
}

function IdList({ ids, error, onChange, children }: IdListProps) {
  useSignals()
  return (
    <div className="form-field">
      {children((ids.value ?? []).map(Number), onChange)}
      <FieldError error={error.value} />
    </div>
  )
}
