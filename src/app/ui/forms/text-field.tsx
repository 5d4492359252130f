import type { FieldElementProps, FieldPath, FieldStore, FieldValues } from '@modular-forms/react'
import { useSignals } from '@preact/signals-react/runtime'
import { type InputHTMLAttributes, useId } from 'react'

type Props<TValues extends FieldValues, TName extends FieldPath<TValues>> = {
  field: FieldStore<TValues, TName>
  props: FieldElementProps<TValues, TName>
  label: string
  /** Shown under the input until an error replaces it, e.g. the password rule. */
  hint?: string
} & Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'autoComplete' | 'maxLength' | 'placeholder' | 'readOnly' | 'inputMode' | 'required'
>

/** A labelled input bound to a modular-forms field; its error (client or server) shows underneath. */
export function TextField<TValues extends FieldValues, TName extends FieldPath<TValues>>({
  field,
  props,
  label,
  hint,
  ...input
}: Props<TValues, TName>) {
  // Under React 19 a component reading form signals must subscribe, or errors never render.
  useSignals()
  const id = useId()
  const error = field.error.value
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      <input
        {...props}
        {...input}
        id={id}
        value={(field.value.value as string | undefined) ?? ''}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy}
      />
      {error ? (
        <p id={`${id}-error`} className="form-field__error">
          {error}
        </p>
      ) : (
        hint && (
          <p id={`${id}-hint`} className="form-field__hint">
            {hint}
          </p>
        )
      )}
    </div>
  )
}
