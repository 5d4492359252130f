import type { FieldElementProps, FieldPath, FieldStore, FieldValues } from '@modular-forms/react'
import { useSignals } from '@preact/signals-react/runtime'
import { CountedTextField } from './counted-text-field.tsx'

type Props<TValues extends FieldValues, TName extends FieldPath<TValues>> = {
  field: FieldStore<TValues, TName>
  props: FieldElementProps<TValues, TName>
  label: string
  /** The schema's most characters, counted under the field. */
  maxLength: number
  rows?: number
  required?: boolean
}

/** A counted textarea bound to a modular-forms field, showing the schema's messages. */
export function TextAreaField<TValues extends FieldValues, TName extends FieldPath<TValues>>({
  field,
  props,
  label,
  maxLength,
  rows = 6,
  required,
}: Props<TValues, TName>) {
  useSignals()
  return (
    <CountedTextField
      label={label}
      value={(field.value.value as string | undefined) ?? ''}
      max={maxLength}
      rows={rows}
      required={required}
      error={field.error.value}
      binding={props}
    />
  )
}
