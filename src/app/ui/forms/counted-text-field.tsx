import {
  type ChangeEvent,
  type ChangeEventHandler,
  type FocusEventHandler,
  type RefCallback,
  useId,
} from 'react'
import { MESSAGES } from '../../../domain/fields.ts'
import './counted-text-field.css'

type Control = HTMLInputElement | HTMLTextAreaElement

/** What a form library adds to the control: its name, ref and event handlers. */
export type ControlBinding = {
  name?: string
  ref?: RefCallback<Control>
  onChange?: ChangeEventHandler<Control>
  onBlur?: FocusEventHandler<Control>
}

type Props = {
  label: string
  value: string
  /** The most characters the schema allows; a counter under the field shows how many are used. */
  max: number
  /** A text area of this many rows; a one-line input without. */
  rows?: number
  error?: string | null
  disabled?: boolean
  required?: boolean
  /** For a controlled field; a form library binds through `binding` instead. */
  onValueChange?: (value: string) => void
  binding?: ControlBinding
}

/** The message under a field: its own error first, else the schema's over-limit one. */
export function countedFieldError(value: string, max: number, error?: string | null) {
  return error || (value.length > max ? MESSAGES.tooLong(max) : undefined)
}

/**
 * A labelled text field with a live character counter. It never cuts what was typed or pasted:
 * past the limit the counter turns red and the schema's "Too long" message shows instead.
 */
export function CountedTextField({
  label,
  value,
  max,
  rows,
  error,
  disabled,
  required,
  onValueChange,
  binding,
}: Props) {
  const id = useId()
  const shown = countedFieldError(value, max, error)
  const over = value.length > max
  const control = {
    ...binding,
    id,
    value,
    disabled,
    required,
    'aria-invalid': Boolean(shown),
    'aria-describedby': `${id}-counter${shown ? ` ${id}-error` : ''}`,
    onChange: (event: ChangeEvent<Control>) => {
      binding?.onChange?.(event)
      onValueChange?.(event.target.value)
    },
  }
  return (
    <div className="form-field counted-text-field">
      <label htmlFor={id}>{label}</label>
      {rows ? <textarea {...control} rows={rows} /> : <input {...control} type="text" />}
      <p
        id={`${id}-counter`}
        className={`form-field__hint form-field__counter${over ? ' form-field__counter--over' : ''}`}
      >
        {value.length} / {max}
      </p>
      {shown && (
        <p id={`${id}-error`} className="form-field__error">
          {shown}
        </p>
      )}
    </div>
  )
}
