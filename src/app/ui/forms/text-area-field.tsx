import type { FieldElementProps, FieldPath, FieldStore, FieldValues } from '@modular-forms/react'
import { useSignals } from '@preact/signals-react/runtime'
import { useId } from 'react'

type Props<TValues extends FieldValues, TName extends FieldPath<TValues>> = {
  field: FieldStore<TValues, TName>
  props: FieldElementProps<TValues, TName>
  label: string
  /** The most characters allowed; a counter under the field shows how many are used. */
  maxLength: number
  rows?: number
  required?: boolean
}

/** A labelled textarea bound to a modular-forms field, with a character counter and its error. */
export function TextAreaField<TValues extends FieldValues, TName extends FieldPath<TValues>>({
  field,
  props,
  label,
  maxLength,
  rows = 6,
  required,
}: Props<TValues, TName>) {
  useSignals()
  const id = useId()
  const error = field.error.value
  const value = (field.value.value as string | undefined) ?? ''
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      <textarea
        {...props}
        id={id}
        rows={rows}
        maxLength={maxLength}
        required={required}
        value={value}
        aria-invalid={Boolean(error)}
        aria-describedby={`${id}-counter${error ? ` ${id}-error` : ''}`}
      />
      <p id={`${id}-counter`} className="form-field__hint form-field__counter">
        {value.length} / {maxLength}
      </p>
      {error && (
        <p id={`${id}-error`} className="form-field__error">
          {error}
        </p>
      )}
    </div>
  )
}
