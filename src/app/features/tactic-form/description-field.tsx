import {
  Field,
  type FieldElementProps,
  type FieldStore,
  type FormStore,
} from '@modular-forms/react'
import { useSignals } from '@preact/signals-react/runtime'
import { useId } from 'react'
import type { TacticFormValues } from './tactic-form-values.ts'

type Props = { form: FormStore<TacticFormValues, undefined>; max: number }

/**
 * The tactic description with a live count of characters against the maximum. The input is not
 * capped at the maximum, so a pasted longer text is kept and answered with "Too long".
 */
export function DescriptionField({ form, max }: Props) {
  return (
    <Field of={form} name="description">
      {(field, props) => <DescriptionInput field={field} props={props} max={max} />}
    </Field>
  )
}

type InputProps = {
  field: FieldStore<TacticFormValues, 'description'>
  props: FieldElementProps<TacticFormValues, 'description'>
  max: number
}

function DescriptionInput({ field, props, max }: InputProps) {
  useSignals()
  const id = useId()
  const value = field.value.value ?? ''
  const error = field.error.value
  return (
    <div className="form-field">
      <label htmlFor={id}>Description</label>
      <textarea
        {...props}
        id={id}
        rows={5}
        required
        value={value}
        aria-invalid={Boolean(error)}
        aria-describedby={`${id}-count${error ? ` ${id}-error` : ''}`}
      />
      <p
        id={`${id}-count`}
        className={value.length > max ? 'char-count char-count--over' : 'char-count'}
      >
        {value.length}/{max}
      </p>
      {error && (
        <p id={`${id}-error`} className="form-field__error">
          {error}
        </p>
      )}
    </div>
  )
}
