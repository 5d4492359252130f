import type { FieldElementProps, FieldPath, FieldStore, FieldValues } from '@modular-forms/react'
import { useSignals } from '@preact/signals-react/runtime'
import { type ReactNode, useId } from 'react'

export type RadioOption = { value: string; label: ReactNode }

type Props<TValues extends FieldValues, TName extends FieldPath<TValues>> = {
  field: FieldStore<TValues, TName>
  props: FieldElementProps<TValues, TName>
  legend: string
  options: readonly RadioOption[]
  className?: string
}

/** A fieldset of radio buttons bound to one string field; its error shows under the group. */
export function RadioGroupField<TValues extends FieldValues, TName extends FieldPath<TValues>>({
  field,
  props,
  legend,
  options,
  className,
}: Props<TValues, TName>) {
  useSignals()
  const id = useId()
  const error = field.error.value
  return (
    <fieldset
      className={className ? `radio-group ${className}` : 'radio-group'}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className="radio-group__option">
          <input
            {...props}
            type="radio"
            value={option.value}
            checked={field.value.value === option.value}
          />
          <span className="radio-group__label">{option.label}</span>
        </label>
      ))}
      {error && (
        <p id={`${id}-error`} className="form-field__error">
          {error}
        </p>
      )}
    </fieldset>
  )
}
