import type { FieldElementProps, FieldPath, FieldStore, FieldValues } from '@modular-forms/react'
import { useSignals } from '@preact/signals-react/runtime'
import { type ReactNode, useId } from 'react'

type Props<TValues extends FieldValues, TName extends FieldPath<TValues>> = {
  field: FieldStore<TValues, TName>
  props: FieldElementProps<TValues, TName>
  label: ReactNode
}

/** A checkbox bound to a boolean modular-forms field, its label beside it. */
export function CheckboxField<TValues extends FieldValues, TName extends FieldPath<TValues>>({
  field,
  props,
  label,
}: Props<TValues, TName>) {
  useSignals()
  const id = useId()
  const error = field.error.value
  return (
    <div className="form-check">
      <input
        {...props}
        id={id}
        type="checkbox"
        checked={Boolean(field.value.value)}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      <label htmlFor={id}>{label}</label>
      {error && (
        <p id={`${id}-error`} className="form-field__error">
          {error}
        </p>
      )}
    </div>
  )
}
